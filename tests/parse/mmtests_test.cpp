// The mmtests parser: compare-kernels tables aligned (data/mmtests/*.txt) and collapsed onto
// one line (the copy of seed 002's tables), cells in every printed form, run names from the
// two header lines, diagnostics for ragged rows and non-numeric cells, and detection.

#include <catch2/catch.hpp>
#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "benchcmp/app.hpp"
#include "benchcmp/parse.hpp"
#include "benchcmp/report.hpp"
#include "parse/mmtests/mmtests_rows.hpp"
#include "parse_test_support.hpp"

namespace {

using benchcmp::Direction;
using benchcmp::Observation;
using benchcmp::Run;

std::vector<Run> parse(const std::string& content, const std::string& path = "in.txt") {
    const benchcmp::Parser* parser = benchcmp::find_format("mmtests");
    REQUIRE(parser != nullptr);
    return parser->parse(benchcmp::InputText{path, content});
}

using parse_test::read_file;

std::vector<std::string> labels(const std::vector<Run>& runs) {
    std::vector<std::string> names;
    for (const Run& run : runs) {
        names.push_back(run.label);
    }
    return names;
}

using parse_test::diagnostics;

const Observation* find(const Run& run, const std::string& benchmark, const std::string& metric,
                        const std::string& op) {
    for (const Observation& observation : run.observations) {
        const std::string* value = observation.case_key.find("op");
        if (observation.metric.benchmark == benchmark && observation.metric.name == metric &&
            value != nullptr && *value == op) {
            return &observation;
        }
    }
    return nullptr;
}

// One cell of the first table of seed 002: the Amean and Stddev values, mmtests' gain and its
// star, copied from the seed's text by a whitespace split in Python (not by this parser).
struct SeedCell {
    const char* op;
    std::size_t column;
    double mean;
    double stddev;
    double gain;
    bool star;
};

const SeedCell kSeedTable1[] = {
    {"1", 0, 0.4372, 0.0173, 0.00, false},      {"1", 1, 0.6714, 0.0624, -53.57, true},
    {"1", 2, 0.4242, 0.0129, 2.97, false},      {"1", 3, 0.6654, 0.0451, -52.20, true},
    {"1", 4, 1.1748, 0.0727, -168.71, true},    {"1", 5, 1.1666, 0.0954, -166.83, true},
    {"1", 6, 1.1496, 0.0545, -162.95, true},    {"1", 7, 1.3696, 0.0960, -213.27, true},
    {"3", 0, 1.1466, 0.0471, 0.00, false},      {"3", 1, 2.0284, 0.3035, -76.91, true},
    {"3", 2, 1.1700, 0.0547, -2.04, false},     {"3", 3, 2.0320, 0.2745, -77.22, true},
    {"3", 4, 6.8484, 0.2029, -497.28, true},    {"3", 5, 6.7128, 0.1102, -485.45, true},
    {"3", 6, 6.8068, 0.2391, -493.65, true},    {"3", 7, 7.9702, 0.1864, -595.12, true},
    {"5", 0, 2.0140, 0.1492, 0.00, false},      {"5", 1, 2.7834, 0.4178, -38.20, true},
    {"5", 2, 2.0116, 0.1419, 0.12, false},      {"5", 3, 2.6688, 0.2569, -32.51, true},
    {"5", 4, 11.9494, 0.3878, -493.32, true},   {"5", 5, 11.9450, 0.2584, -493.10, true},
    {"5", 6, 12.0904, 0.4259, -500.32, true},   {"5", 7, 14.4190, 0.3340, -615.94, true},
    {"7", 0, 2.5396, 0.2077, 0.00, false},      {"7", 1, 3.3064, 0.2941, -30.19, true},
    {"7", 2, 2.6002, 0.2281, -2.39, false},     {"7", 3, 2.9074, 0.2049, -14.48, true},
    {"7", 4, 16.0142, 0.3922, -530.58, true},   {"7", 5, 16.3418, 0.8178, -543.48, true},
    {"7", 6, 17.0896, 0.4064, -572.92, true},   {"7", 7, 20.2050, 0.6127, -695.60, true},
    {"12", 0, 3.2930, 0.5560, 0.00, false},     {"12", 1, 2.9830, 0.2038, 9.41, false},
    {"12", 2, 3.4226, 0.2113, -3.94, false},    {"12", 3, 2.8522, 0.2490, 13.39, false},
    {"12", 4, 28.1482, 1.0797, -754.79, true},  {"12", 5, 27.3916, 0.7564, -731.81, true},
    {"12", 6, 28.5938, 1.0225, -768.32, true},  {"12", 7, 34.6184, 1.5233, -951.27, true},
    {"18", 0, 3.9452, 0.3556, 0.00, false},     {"18", 1, 4.0806, 0.3110, -3.43, false},
    {"18", 2, 3.7950, 0.3054, 3.81, false},     {"18", 3, 3.8938, 0.1265, 1.30, false},
    {"18", 4, 41.7120, 1.0258, -957.28, true},  {"18", 5, 42.1062, 1.4386, -967.28, true},
    {"18", 6, 44.2136, 1.1818, -1020.69, true}, {"18", 7, 51.0200, 2.6710, -1193.22, true},
    {"24", 0, 4.1618, 0.1844, 0.00, false},     {"24", 1, 4.8466, 0.1614, -16.45, true},
    {"24", 2, 4.2258, 0.1135, -1.54, false},    {"24", 3, 5.0720, 0.3679, -21.87, true},
    {"24", 4, 56.8598, 2.0997, -1266.23, true}, {"24", 5, 57.3568, 1.1493, -1278.17, true},
    {"24", 6, 61.2660, 0.5214, -1372.10, true}, {"24", 7, 68.2538, 2.9229, -1540.01, true},
    {"30", 0, 4.7790, 0.1420, 0.00, false},     {"30", 1, 5.9726, 0.0875, -24.98, true},
    {"30", 2, 4.8756, 0.1799, -2.02, false},    {"30", 3, 5.9434, 0.1076, -24.36, true},
    {"30", 4, 72.1602, 4.5079, -1409.94, true}, {"30", 5, 75.8036, 1.5704, -1486.18, true},
    {"30", 6, 80.0066, 1.4054, -1574.13, true}, {"30", 7, 81.3768, 4.5743, -1602.80, true},
    {"32", 0, 5.1680, 0.2184, 0.00, false},     {"32", 1, 6.6000, 0.2427, -27.71, true},
    {"32", 2, 5.2004, 0.3143, -0.63, false},    {"32", 3, 6.5490, 0.3517, -26.72, true},
    {"32", 4, 78.1974, 3.7345, -1413.11, true}, {"32", 5, 82.9812, 1.3564, -1505.67, true},
    {"32", 6, 87.7340, 2.1822, -1597.64, true}, {"32", 7, 85.6876, 4.0896, -1558.04, true},
};

}  // namespace

TEST_CASE("mmtests: seed 002's four collapsed tables come out complete", "[parse][mmtests]") {
    const auto runs = parse(read_file("data/mmtests/coresched-collapsed.txt"));
    // Header line 1 `v v BM BM BM BM BM BM` over line 2 `BM-HT BM-noHT HT noHT csc-HT ...`.
    CHECK(labels(runs) == std::vector<std::string>{"v-BM-HT", "v-BM-noHT", "BM-HT", "BM-noHT",
                                                   "BM-csc-HT", "BM-csc_stallfix-HT",
                                                   "BM-csc_tim-HT", "BM-csc_vruntime-HT"});
    const std::vector<std::string> benchmarks{
        "HACKBENCH-PROCESS-PIPES", "HACKBENCH-PROCESS-PIPES (table 2)",
        "HACKBENCH-PROCESS-PIPES (table 3)", "HACKBENCH-PROCESS-PIPES (table 4)"};
    const std::vector<std::size_t> ops_per_table{9, 9, 6, 9};
    // Each table's own column names, as the rows keep them (SourceFigures::column_label).
    const std::vector<std::vector<std::string>> names{
        {},
        {"v-VM-HT", "v-VM-noHT", "VM-HT", "VM-noHT", "VM-csc-HT", "VM-csc_stallfix-HT",
         "VM-csc_tim-HT", "VM-csc_vruntime-HT"},
        {"v-VM-v4-HT", "v-VM-v4-noHT", "VM-v4-HT", "VM-v4-noHT", "VM-v4-csc-HT",
         "VM-v4-csc_stallfix-HT", "VM-v4-csc_tim-HT", "VM-v4-csc_vruntime-HT"},
        {"v-VMx2-HT", "v-VMx2-noHT", "VMx2-HT", "VMx2-noHT", "VMx2-csc-HT", "VMx2-csc_stallfix-HT",
         "VMx2-csc_tim-HT", "VMx2-csc_vruntime-HT"}};
    const std::vector<std::string> table_ops[] = {
        {"1", "3", "5", "7", "12", "18", "24", "30", "32"},
        {"1", "3", "5", "7", "12", "18", "24", "30", "32"},
        {"1", "3", "5", "7", "12", "16"},
        {"1", "3", "5", "7", "12", "18", "24", "30", "32"}};
    for (std::size_t c = 0; c < runs.size(); ++c) {
        INFO("column " << c);
        CHECK(runs[c].file == "in.txt");
        REQUIRE(runs[c].observations.size() == 33);
        std::size_t index = 0;
        for (std::size_t t = 0; t < benchmarks.size(); ++t) {
            for (const std::string& op : table_ops[t]) {
                const Observation& observation = runs[c].observations[index++];
                INFO("table " << t + 1 << " op " << op);
                CHECK(observation.metric ==
                      benchcmp::Metric{benchmarks[t], "Amean", "", Direction::lower_is_better});
                CHECK(observation.case_key.to_string() == "op=" + op);
                CHECK(observation.line == 1);
                REQUIRE_FALSE(observation.sample.is_raw());
                CHECK(observation.sample.summary().n == 0);  // not printed
                CHECK(std::isfinite(observation.sample.summary().stddev));
                CHECK(observation.source->column_label == (t == 0 ? "" : names[t][c]));
                CHECK(observation.source->gain_pct.has_value());
                CHECK(observation.source->significant.has_value());
                CHECK(observation.rounding == Approx(0.00005));
            }
        }
    }
    // Table 1, every cell: mean, stddev, gain and star.
    for (const SeedCell& cell : kSeedTable1) {
        INFO("op " << cell.op << " column " << cell.column);
        const Observation* observation =
            find(runs[cell.column], "HACKBENCH-PROCESS-PIPES", "Amean", cell.op);
        REQUIRE(observation != nullptr);
        CHECK(observation->sample.summary().mean == cell.mean);
        CHECK(observation->sample.summary().stddev == cell.stddev);
        CHECK(observation->source->gain_pct == cell.gain);
        CHECK(observation->source->significant == cell.star);
    }
    // The corners of tables 2 to 4, including the widest gains of the seed.
    const Observation* corner = find(runs[1], benchmarks[1], "Amean", "1");
    REQUIRE(corner != nullptr);
    CHECK(corner->sample.summary().mean == 1.6824);
    CHECK(corner->sample.summary().stddev == 0.3700);
    CHECK(corner->source->gain_pct == -148.80);
    corner = find(runs[7], benchmarks[2], "Amean", "16");
    REQUIRE(corner != nullptr);
    CHECK(corner->sample.summary().mean == 6.1968);
    CHECK(corner->sample.summary().stddev == 1.0744);
    CHECK(corner->source->gain_pct == 17.93);
    CHECK(corner->source->significant == true);
    corner = find(runs[4], benchmarks[3], "Amean", "7");
    REQUIRE(corner != nullptr);
    CHECK(corner->sample.summary().mean == 14.0516);
    CHECK(corner->sample.summary().stddev == 17.1856);
    CHECK(corner->source->gain_pct == -316.81);
    CHECK(corner->source->significant == false);
    // Three notes, one per table whose columns are named differently, and nothing else.
    REQUIRE(runs[0].diagnostics.size() == 3);
    CHECK(runs[0].diagnostics[0].message.starts_with(
        "table 'HACKBENCH-PROCESS-PIPES (table 2)' names its columns differently; they are "
        "matched by position: v-VM-HT as v-BM-HT, v-VM-noHT as v-BM-noHT,"));
    for (std::size_t c = 1; c < runs.size(); ++c) {
        CHECK(runs[c].diagnostics.empty());
    }
}

TEST_CASE("mmtests: an aligned table with Min, Max, BAmean rows and a Duration table",
          "[parse][mmtests]") {
    const auto runs = parse(read_file("data/mmtests/hackbench-pipes.txt"), "h.txt");
    REQUIRE(runs.size() == 3);
    CHECK(labels(runs) ==
          std::vector<std::string>{"5.7.0-vanilla", "5.7.0-sched-fix-v1", "5.7.0-sched-fix-v2"});
    // 6 Amean summaries, 3 x 6 BAmean values, 3 Duration values.
    for (const Run& run : runs) {
        CHECK(run.observations.size() == 6 + 18 + 3);
    }
    const Observation* amean = find(runs[2], "hackbench-process-pipes", "Amean", "4");
    REQUIRE(amean != nullptr);
    CHECK(amean->metric.better == Direction::lower_is_better);
    CHECK(amean->line == 12);
    const benchcmp::Summary& summary = amean->sample.summary();
    CHECK(summary.n == 0);
    CHECK(summary.mean == 1.0918);
    CHECK(summary.stddev == 0.0079);
    CHECK(summary.min == 1.0800);
    CHECK(summary.max == 1.0990);
    CHECK(amean->source->gain_pct == -7.74);
    CHECK(amean->source->significant == true);
    const Observation* best = find(runs[1], "hackbench-process-pipes", "BAmean-95", "30");
    REQUIRE(best != nullptr);
    REQUIRE(best->sample.is_raw());
    CHECK(best->sample.values() == std::vector<double>{6.1252});
    CHECK(best->metric.better == Direction::lower_is_better);
    CHECK(best->source->gain_pct == 4.62);
    CHECK(best->source->significant == false);
    const Observation* elapsed = find(runs[2], "hackbench-process-pipes", "Duration", "Elapsed");
    REQUIRE(elapsed != nullptr);
    CHECK(elapsed->sample.values() == std::vector<double>{651.87});
    CHECK(elapsed->metric.better == Direction::lower_is_better);
    CHECK_FALSE(elapsed->source->gain_pct.has_value());
    CHECK_FALSE(elapsed->source->significant.has_value());
    CHECK(elapsed->source->column_label.empty());
    // The Duration header's names ran together (`vanillasched-fix-v1sched-fix-v2`).
    CHECK(diagnostics(runs[0]) ==
          std::vector<std::string>{"h.txt:56: note: cannot split the run names above this "
                                   "table into 3 columns; using those of the table above"});
}

TEST_CASE("mmtests: rows are read per operation and statistic in the table's order",
          "[parse][mmtests]") {
    // Stddev printed in another operation order than Amean, a BAmean-50 row printed twice for
    // one operation (the first counts), and an operation with a BAmean-50 row but no Amean.
    const std::string table =
        "                      base         new\n"
        "Amean     1        1.00 (   0.00%)      1.10 * -10.00%*\n"
        "Amean     2        2.00 (   0.00%)      2.20 * -10.00%*\n"
        "Stddev    2        0.20 (   0.00%)      0.22 ( -10.00%)\n"
        "Stddev    1        0.10 (   0.00%)      0.11 ( -10.00%)\n"
        "BAmean-50 2        1.90 (   0.00%)      2.10 ( -10.53%)\n"
        "BAmean-50 3        3.90 (   0.00%)      4.10 (  -5.13%)\n"
        "BAmean-50 1        0.90 (   0.00%)      1.00 ( -11.11%)\n"
        "BAmean-50 2        9.90 (   0.00%)      9.90 (   0.00%)\n";
    const auto runs = parse(table);
    REQUIRE(runs.size() == 2);
    std::vector<std::string> order;
    for (const Observation& observation : runs[1].observations) {
        order.push_back(observation.metric.name + " " + *observation.case_key.find("op"));
    }
    // Summaries first, by operation; then BAmean-50 in the operations' first-seen order.
    CHECK(order == std::vector<std::string>{"Amean 1", "Amean 2", "BAmean-50 1", "BAmean-50 2",
                                            "BAmean-50 3"});
    CHECK(find(runs[1], "mmtests", "Amean", "1")->sample.summary().stddev == 0.11);
    CHECK(find(runs[1], "mmtests", "Amean", "2")->sample.summary().stddev == 0.22);
    CHECK(find(runs[1], "mmtests", "BAmean-50", "2")->sample.values() == std::vector<double>{2.10});
}

TEST_CASE("mmtests: Hmean tables are higher-is-better, -rcN names split after the rc",
          "[parse][mmtests]") {
    const auto runs = parse(read_file("data/mmtests/tbench-rc.txt"));
    CHECK(labels(runs) == std::vector<std::string>{"6.5.0-rc6-vanilla",
                                                   "6.5.0-rc6-sched-pidclear-v1r5",
                                                   "6.5.0-rc6-sched-forcescan-v1r5"});
    const Observation* hmean = find(runs[1], "tbench4 Throughput", "Hmean", "8");
    REQUIRE(hmean != nullptr);
    CHECK(hmean->metric.better == Direction::higher_is_better);
    CHECK(hmean->sample.summary().mean == 3153.64);
    // `(-211.98%)`: the percentage fills its field, no blank after the parenthesis.
    CHECK(hmean->sample.summary().stddev == 120.23);
    CHECK(hmean->rounding == Approx(0.005));
    const Observation* numa = find(runs[2], "tbench4 Throughput", "Ops", "NUMA alloc hit");
    REQUIRE(numa != nullptr);
    CHECK(numa->sample.values() == std::vector<double>{1079113370.00});
    CHECK(numa->metric.better == Direction::unknown);
    CHECK(find(runs[0], "tbench4 Throughput", "Ops", "Swap Ins") != nullptr);
    CHECK(find(runs[0], "tbench4 Throughput", "BHmean-99", "256") != nullptr);
    CHECK(runs[0].observations.size() == 4 + 12 + 3 + 3);
}

TEST_CASE("mmtests: ragged rows, n/a and nan cells are named and the rest is read",
          "[parse][mmtests]") {
    const auto runs = parse(read_file("tests/parse/fixtures/mmtests-ragged.txt"), "r.txt");
    REQUIRE(runs.size() == 2);
    CHECK(labels(runs) == std::vector<std::string>{"6.8.0-vanilla", "6.8.0-patched"});
    CHECK(diagnostics(runs[0]) ==
          std::vector<std::string>{
              "r.txt:6: warning: Hmean send-64: column 2 (6.8.0-patched) holds 'n/a', not a "
              "number; that cell is skipped",
              "r.txt:8: warning: Hmean send-256: 1 cell where the table has 2 runs; row skipped",
              "r.txt:9: warning: Hmean send-1024: cannot read '12.5' as a cell; row skipped",
              "r.txt:10: warning: Hmean send-4096: column 2 (6.8.0-patched) holds 'nan', not a "
              "number; that cell is skipped",
              "r.txt:13: warning: 'Amean' starts like an mmtests row but has no cells; skipped"});
    // Baseline: send-64, send-128, send-4096; patched: send-128 only.
    CHECK(runs[0].observations.size() == 3);
    REQUIRE(runs[1].observations.size() == 1);
    const Observation& patched = runs[1].observations.front();
    CHECK(patched.case_key.to_string() == "op=send-128");
    CHECK(patched.sample.summary().mean == 640.12);
    CHECK(patched.sample.summary().stddev == 20.30);
    CHECK(patched.line == 7);
    const Observation* lone = find(runs[0], "netperf-udp", "Hmean", "send-4096");
    REQUIRE(lone != nullptr);
    CHECK(std::isnan(lone->sample.summary().stddev));  // no Stddev row for it
}

TEST_CASE("mmtests: cells in every printed form", "[parse][mmtests]") {
    struct Case {
        const char* row;
        std::vector<std::string> values;
        std::vector<double> gains;
        std::vector<bool> stars;
    };
    const Case cases[] = {
        {"Amean 1 0.4372 ( 0.00%) 0.6714 * -53.57%*",
         {"0.4372", "0.6714"},
         {0.0, -53.57},
         {false, true}},
        {"Stddev 1 0.0173 (   0.00%) 0.0624 (-259.99%)",
         {"0.0173", "0.0624"},
         {0.0, -259.99},
         {false, false}},
        {"Amean 3 1.1 (0.00%) 6.8484 *-497.28%*", {"1.1", "6.8484"}, {0.0, -497.28}, {false, true}},
        {"Amean latency-1024 5.00 ( 0.00%) 5.00 *   0.00%*",
         {"5.00", "5.00"},
         {0.0, 0.0},
         {false, true}},
    };
    for (const Case& c : cases) {
        INFO(c.row);
        const auto tokens = benchcmp::mmtests::tokenize(c.row);
        const auto row = benchcmp::mmtests::read_row(tokens, 0);
        REQUIRE(row.has_value());
        REQUIRE(row->cells.size() == c.values.size());
        for (std::size_t k = 0; k < c.values.size(); ++k) {
            CHECK(row->cells[k].value == c.values[k]);
            CHECK(row->cells[k].gain_pct == c.gains[k]);
            CHECK(row->cells[k].significant == c.stars[k]);
        }
    }
    // `nan` values and `nan%` gains; operation names with blanks, found from the cells.
    const auto tokens = benchcmp::mmtests::tokenize("CoeffVar  fault base    nan (     nan%)");
    const auto row = benchcmp::mmtests::read_row(tokens, 0);
    REQUIRE(row.has_value());
    CHECK(row->op == "fault base");
    REQUIRE(row->cells.size() == 1);
    CHECK(row->cells[0].value == "nan");
    CHECK_FALSE(row->cells[0].gain_pct.has_value());
}

TEST_CASE("mmtests: run names from the two header lines", "[parse][mmtests]") {
    struct Case {
        const char* text;
        std::vector<std::string> names;
    };
    const char* rows =
        "Amean     1        1.00 (   0.00%)        2.00 (-100.00%)\n"
        "Stddev    1        0.10 (   0.00%)        0.20 (-100.00%)\n";
    const Case cases[] = {
        // A name without '-': line 1 is the name minus its last character.
        {"                          vanill                  patche\n"
         "                         vanilla                 patched\n",
         {"vanilla", "patched"}},
        // Line 1 deleted by the poster; a title above.
        {"fio Throughput\n\n"
         "                         vanilla                 patched\n",
         {"vanilla", "patched"}},
        {"                           5.7.0                  5.7.0\n"
         "                         vanilla                patched\n",
         {"5.7.0-vanilla", "5.7.0-patched"}},
        // Both header lines joined onto one by a re-wrapping mailer.
        {"   5.7.0   5.7.0   vanilla   patched\n", {"5.7.0-vanilla", "5.7.0-patched"}},
        // No header at all: the columns are numbered.
        {"\n", {"column 1", "column 2"}},
    };
    for (const Case& c : cases) {
        INFO(c.text);
        const auto runs = parse(std::string(c.text) + rows);
        CHECK(labels(runs) == c.names);
    }
    CHECK(diagnostics(parse(std::string("\n") + rows)[0]) ==
          std::vector<std::string>{"in.txt:2: warning: no header of 2 run names above this "
                                   "table; columns are named 'column 1' to 'column 2'"});
    const auto titled = parse(std::string(cases[1].text) + rows);
    CHECK(titled[0].observations.front().metric.benchmark == "fio Throughput");
}

TEST_CASE("mmtests: detection claims mmtests tables and nothing else", "[parse][mmtests]") {
    const benchcmp::Parser* parser = benchcmp::find_format("mmtests");
    REQUIRE(parser != nullptr);
    for (const char* file :
         {"data/mmtests/coresched-collapsed.txt", "data/mmtests/hackbench-pipes.txt",
          "data/mmtests/tbench-rc.txt", "tests/parse/fixtures/mmtests-ragged.txt"}) {
        INFO(file);
        const std::string content = read_file(file);
        CHECK(parser->sniff(content) >= 0.9);
        CHECK(benchcmp::detect_format(benchcmp::InputText{file, content}).name() == "mmtests");
    }
    for (const char* file :
         {"data/hackbench/baseline.txt", "data/hackbench/patched.txt",
          "data/hackbench/mail-quoted.txt", "data/hackbench/rerun.txt", "data/numbers/baseline.txt",
          "data/numbers/patched.txt", "tests/parse/fixtures/perf-sched-all.txt"}) {
        INFO(file);
        CHECK(parser->sniff(read_file(file)) == 0.0);
    }
    CHECK(parser->sniff("Min 1 2 3\nMax 4 5 6\n") == 0.0);
}

TEST_CASE("mmtests: detection reads only the lines that can hold a row", "[parse][mmtests]") {
    using benchcmp::mmtests::may_hold_row;
    CHECK(may_hold_row("Amean     1       0.4372 (   0.00%)      0.6714 *  -53.57%*"));
    CHECK(may_hold_row("Duration User       25810.02    25158.93"));
    CHECK(may_hold_row("Ops NUMA alloc hit      1234      5678"));
    CHECK_FALSE(may_hold_row("                        6.1.0           6.1.0-patched"));
    CHECK_FALSE(may_hold_row("Min 1 2 3"));  // values without gains: not a row

    // The lines kept keep their numbers and their own ends; the others are not tokens.
    const std::string text =
        "                 base      patched\n"
        "Duration User    1.0       2.0\n"
        "some words between\n"
        "Duration System  3.0       4.0\n";
    const auto tokens = benchcmp::mmtests::tokenize(text, may_hold_row);
    REQUIRE(tokens.size() == 8);
    CHECK(tokens[0].line == 2);
    CHECK(tokens[0].line_start);
    CHECK(tokens[0].line_end == 4);
    CHECK(tokens[4].line == 4);
    CHECK(tokens[4].line_start);
    CHECK(tokens[4].line_end == 8);
    // Two monitor rows with lines between them are still a monitor table (score 0.5).
    CHECK(benchcmp::find_format("mmtests")->sniff(text) == 0.5);
}

TEST_CASE("mmtests: a file without a table says what a row looks like", "[parse][mmtests]") {
    const auto runs = parse("Dear all,\nno numbers today.\n", "p.txt");
    REQUIRE(runs.size() == 1);
    CHECK(runs[0].observations.empty());
    CHECK(diagnostics(runs[0]) ==
          std::vector<std::string>{"p.txt: warning: no mmtests table found: rows look like "
                                   "'Amean 1  0.4372 (   0.00%)  0.6714 *  -53.57%*'"});
}

TEST_CASE("mmtests: printed gains travel to the report and contradictions are flagged",
          "[parse][mmtests]") {
    const auto runs = parse(read_file("tests/parse/fixtures/mmtests-gain-mismatch.txt"), "g.txt");
    REQUIRE(runs.size() == 2);
    const benchcmp::Report report = benchcmp::build_report(runs, benchcmp::Thresholds{});
    REQUIRE(report.rows.size() == 2);
    const benchcmp::VariantCell& cell = report.rows[0].variants[0];
    CHECK(cell.label == "6.9.0-patched");
    CHECK(cell.source->gain_pct == 4.20);
    CHECK(cell.source->significant == true);
    REQUIRE(cell.comparison.has_value());
    // n is not printed: %diff from the means, no test.
    CHECK(cell.comparison->diff_pct == Approx((98.10 - 102.40) / 102.40 * 100.0));
    CHECK_FALSE(cell.comparison->p_value.has_value());
    CHECK(cell.comparison->verdict == benchcmp::Verdict::not_applicable);
    CHECK_FALSE(cell.stats->n_known);
    // 900 / 851 - 1 = +5.76 %, a loss for a latency: mmtests would print -5.76, not -7.76.
    REQUIRE(report.diagnostics.size() == 1);
    CHECK(benchcmp::format_diagnostic(report.diagnostics[0]) ==
          "g.txt:6: warning: schbench Wakeup Latency (usec) Amean op=99.9th, 6.9.0-patched: the "
          "input prints a gain of -7.76% but its means give -5.76% (rounding allows 0.01)");
}

TEST_CASE("mmtests: --runs N gives every summary n and a Welch test", "[parse][mmtests]") {
    std::istringstream in;
    std::ostringstream out;
    std::ostringstream err;
    const int code =
        benchcmp::run({"--format", "json", "--runs", "5",
                       std::string(BENCHCMP_SOURCE_DIR) + "/data/mmtests/tbench-rc.txt"},
                      in, out, err);
    REQUIRE(code == 0);
    const auto document = nlohmann::json::parse(out.str());
    const auto& row = document["rows"][0];
    CHECK(row["metric"] == "Hmean");
    CHECK(row["case"]["op"] == "1");
    CHECK(row["baseline"]["n"] == 5);
    // scipy 1.10.1: ttest_ind_from_stats(411.94, 6.99, 5, 420.2, 6.33, 5,
    // equal_var=False).pvalue, and with 398.66, 2.06, 5 for the second variant.
    CHECK(row["variants"][0]["p_value"].get<double>() == Approx(0.08619832550473437).epsilon(1e-9));
    CHECK(row["variants"][1]["p_value"].get<double>() ==
          Approx(0.010951261943293225).epsilon(1e-9));
    CHECK(row["variants"][0]["source_gain_pct"] == 2.01);
    CHECK(row["variants"][0]["source_significant"] == true);
    // Single values (BHmean-50) keep n = 1 whatever --runs says.
    CHECK(document["rows"][4]["metric"] == "BHmean-50");
    CHECK(document["rows"][4]["baseline"]["n"] == 1);
    // With --runs there is nothing to say about n.
    CHECK(err.str().find("--runs N") == std::string::npos);
}

TEST_CASE("mmtests: Min, Max and percentiles fold into the mean's summary", "[parse][mmtests]") {
    const auto runs = parse(
        "                           6.9.0                  6.9.0\n"
        "                         vanilla                patched\n"
        "Min         fault      10.00 (   0.00%)        9.00 (  10.00%)\n"
        "Amean       fault      12.00 (   0.00%)       11.00 *   8.33%*\n"
        "Gmean       fault      11.90 (   0.00%)       10.95 (   7.98%)\n"
        "Pctile.50   fault      11.50 (   0.00%)       10.80 (   6.09%)\n"
        "Pctile.95   fault      14.00 (   0.00%)       12.50 (  10.71%)\n"
        "Stddev      fault       1.00 (   0.00%)        0.80 (  20.00%)\n"
        "CoeffVar    fault       8.33 (   0.00%)        7.27 (  12.73%)\n"
        "Max         fault      15.00 (   0.00%)       13.00 (  13.33%)\n"
        "Significant fault       0.00 (   0.00%)        1.00 (   0.00%)\n");
    REQUIRE(runs.size() == 2);
    // The Amean summary, then Gmean as a metric of its own; CoeffVar and Significant dropped.
    REQUIRE(runs[1].observations.size() == 2);
    const Observation& amean = runs[1].observations[0];
    CHECK(amean.metric == benchcmp::Metric{"mmtests", "Amean", "", Direction::lower_is_better});
    const benchcmp::Summary& summary = amean.sample.summary();
    CHECK(summary.mean == 11.00);
    CHECK(summary.stddev == 0.80);
    CHECK(summary.min == 9.00);
    CHECK(summary.max == 13.00);
    CHECK(summary.median == 10.80);
    CHECK(summary.quantiles == std::vector<benchcmp::Quantile>{{0.5, 10.80}, {0.95, 12.50}});
    const Observation& gmean = runs[1].observations[1];
    CHECK(gmean.metric.name == "Gmean");
    CHECK(gmean.metric.better == Direction::lower_is_better);
    CHECK(gmean.sample.values() == std::vector<double>{10.95});
    CHECK(gmean.source->gain_pct == 7.98);
    CHECK(runs[0].diagnostics.empty());
}

TEST_CASE("mmtests: rows and header lines wrapped at 72 columns by a mailer", "[parse][mmtests]") {
    // The fixture is the first table of hackbench-pipes.txt without its CoeffVar, BAmean-95
    // and BAmean-99 rows, wrapped at 72 columns (even inside `(  -1.23%)`) and quoted.
    const auto wrapped = parse(read_file("tests/parse/fixtures/mmtests-wrapped.txt"), "w.txt");
    const auto aligned = parse(read_file("data/mmtests/hackbench-pipes.txt"));
    CHECK(labels(wrapped) == labels(aligned));
    CHECK(wrapped[0].diagnostics.empty());
    REQUIRE(wrapped.size() == 3);
    for (std::size_t c = 0; c < wrapped.size(); ++c) {
        INFO("column " << c);
        CHECK(wrapped[c].observations.size() == 6 + 6);  // Amean summaries, BAmean-50 values
        for (const Observation& got : wrapped[c].observations) {
            const std::string& op = *got.case_key.find("op");
            INFO(got.metric.name << " " << op);
            CHECK(got.metric.benchmark == "hackbench-process-pipes");
            const Observation* want =
                find(aligned[c], "hackbench-process-pipes", got.metric.name, op);
            REQUIRE(want != nullptr);
            CHECK(got.metric == want->metric);
            CHECK(got.source->gain_pct == want->source->gain_pct);
            CHECK(got.source->significant == want->source->significant);
            if (got.sample.is_raw()) {
                CHECK(got.sample.values() == want->sample.values());
            } else {
                CHECK(got.sample.summary() == want->sample.summary());
            }
        }
    }
}
