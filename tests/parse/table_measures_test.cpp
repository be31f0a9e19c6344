// The "table" parser on tables whose rows are the variants and whose columns are measurements
// (`Kernel  [runs]  Time  CPU%  Ratio`), and on run lists written `label - run, run`.

#include <catch2/catch.hpp>
#include <cmath>
#include <string>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/table/table_lists.hpp"

namespace {

using benchcmp::Direction;
using benchcmp::Observation;
using benchcmp::Run;

std::vector<Run> parse(const std::string& content) {
    const benchcmp::Parser* parser = benchcmp::find_format("table");
    REQUIRE(parser != nullptr);
    return parser->parse(benchcmp::InputText{"in.txt", content});
}

const Observation* find(const Run& run, const std::string& metric, const std::string& section) {
    for (const Observation& observation : run.observations) {
        const std::string* named = observation.case_key.find("section");
        if (observation.metric.name == metric && named != nullptr && *named == section) {
            return &observation;
        }
    }
    return nullptr;
}

// Two tables of a run-count column and four measurements, the kernel names padded with
// blanks and the columns apart by TABs, as contest prints them.
const std::string kContest =
    "io_load:\n"
    "Kernel     [runs]\tTime\tCPU%\tLoads\tRatio\n"
    "v6.1      1\t149\t46.3\t121.0\t2.16\n"
    "v6.2      1\t100\t70.0\t81.2\t1.45\n"
    "read_load:\n"
    "Kernel     [runs]\tTime\tCPU%\tLoads\tRatio\n"
    "v6.2      1\t110\t64.5\t18.4\t1.59\n"
    "v6.1      1\t91\t78.0\t12.8\t1.32\n";

}  // namespace

TEST_CASE("table: a label naming the variants heads a column a measurement", "[parse][table]") {
    const auto runs = parse(kContest);
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "v6.1");
    CHECK(runs[1].label == "v6.2");
    // Each column is a metric of the table's case; `%` names a measurement, no author's %diff.
    const Observation* time = find(runs[1], "Time", "io_load");
    REQUIRE(time != nullptr);
    CHECK(time->sample.values() == std::vector<double>{100});
    CHECK(time->source->pct == std::nullopt);
    REQUIRE(find(runs[1], "CPU%", "io_load") != nullptr);
    CHECK(find(runs[1], "CPU%", "io_load")->sample.values() == std::vector<double>{70.0});
    // Rows are matched by name, not position: the second table lists v6.2 first.
    REQUIRE(find(runs[0], "Time", "read_load") != nullptr);
    CHECK(find(runs[0], "Time", "read_load")->sample.values() == std::vector<double>{91});
    // The run count is no measurement.
    CHECK(find(runs[0], "[runs]", "io_load") == nullptr);
    CHECK(runs[0].observations.size() == 8);
    // A column's direction is its own name's: `Time` in the header lends none to `Loads`.
    CHECK(time->metric.better == Direction::lower_is_better);
    CHECK(find(runs[1], "Loads", "io_load")->metric.better == Direction::unknown);
    CHECK(find(runs[1], "CPU%", "io_load")->metric.better == Direction::unknown);
}

TEST_CASE("table: rows of a variant again are more runs; markdown and units", "[parse][table]") {
    const auto runs = parse(
        "| Config  | Throughput (MB/s) | Latency |\n"
        "|---------|-------------------|---------|\n"
        "| base    | 100.5             | 12.1    |\n"
        "| patched | 110.2             | 11.0    |\n"
        "| base    | 101.5             | 12.3    |\n"
        "| patched | 111.2             | 11.2    |\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "base");
    REQUIRE(runs[1].observations.size() == 2);
    CHECK(runs[1].observations[0].metric.name == "Throughput (MB/s)");
    CHECK(runs[1].observations[0].metric.better == Direction::higher_is_better);
    CHECK(runs[1].observations[0].sample.values() == std::vector<double>{110.2, 111.2});
    CHECK(runs[1].observations[1].metric.better == Direction::lower_is_better);
}

TEST_CASE("table: a label naming kernels over kernel columns keeps them variants",
          "[parse][table]") {
    // No column names a measurement: the columns are the kernels, the rows the cases.
    const auto runs = parse(
        "kernel        6.8.0      6.8.0-patched\n"
        "hackbench     1.23       1.20\n"
        "schbench      100        90\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "6.8.0");
    CHECK(runs[1].label == "6.8.0-patched");
    CHECK(runs[0].observations.size() == 2);
    CHECK(runs[0].observations[0].metric.name == "value");
    // A unit beside a version or a side of a review does not make it a measurement.
    for (const std::string header :
         {"kernel  v6.1 (s)  v6.2 (s)\n", "kernel  baseline(ms)  patched(ms)\n"}) {
        const auto read = parse(header + "hackbench  1.23  1.20\nschbench  100  90\n");
        REQUIRE(read.size() == 2);
        CHECK(read[0].observations.size() == 2);
        CHECK(read[1].label.find("(") != std::string::npos);
    }
    // A measurement named twice would merge two columns as runs of one: the columns stay
    // apart, as a header of variants reads them.
    for (const Run& run : parse("Kernel  Time  Time\nv1  10  20\nv2  11  21\n")) {
        for (const Observation& observation : run.observations) {
            CHECK(observation.sample.values().size() == 1);
        }
    }
}

TEST_CASE("table: a run count above one makes each value a mean without a spread",
          "[parse][table]") {
    const auto runs = parse(
        "kernel:  runs  time  faults\n"
        "v6.1     3     10.5  100\n"
        "v6.2     2.5   9.5   120\n"
        "v6.1     3     10.7  101\n");
    REQUIRE(runs.size() == 2);
    const auto& mean = runs[0].observations.at(0).sample;
    REQUIRE_FALSE(mean.is_raw());
    CHECK(mean.summary().n == 3);
    CHECK(mean.summary().mean == 10.5);
    CHECK(std::isnan(mean.summary().stddev));  // not printed: no test can run on it
    // A second row of means cannot join the first: one warning for the row.
    CHECK(mean.summary().mean == 10.5);
    REQUIRE(runs[0].diagnostics.size() == 1);
    CHECK(runs[0].diagnostics[0].line == 4);
    CHECK(runs[0].diagnostics[0].message.find("a second row of means") != std::string::npos);
    // 2.5 runs is no count: the values are taken as single runs, with a warning.
    CHECK(runs[1].observations.at(0).sample.values() == std::vector<double>{9.5});
    REQUIRE(runs[1].diagnostics.size() == 1);  // once for the row, not once a column
    CHECK(runs[1].diagnostics[0].line == 3);
    CHECK(runs[1].diagnostics[0].message.find("2.5 runs is no count") != std::string::npos);
}

TEST_CASE("table: `label - run, run` lines are runs under their title", "[parse][table]") {
    namespace lists = benchcmp::table_lists;
    const auto list = lists::read_list("65-mm4-as - 129, 140");
    REQUIRE(list);
    CHECK(list->label == "65-mm4-as");
    CHECK(list->values == std::vector<double>{129, 140});
    CHECK_FALSE(lists::read_list("avg - 0.122, std - 18.5%"));        // a summary line
    CHECK_FALSE(lists::read_list("Bench 2 - 2 threads, streaming"));  // prose
    CHECK_FALSE(lists::read_list("1 - 2, 3"));                        // arithmetic: no label
    CHECK_FALSE(lists::read_list("tip - 12"));                        // one run: no commas

    const auto runs = parse(
        "OraSim (bigger is better)\n"
        "v6.1 - 132, 144\n"
        "v6.2 - 158, 161\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[1].label == "v6.2");
    REQUIRE(runs[1].observations.size() == 1);
    // The title names the case without its note on direction, which gives the direction.
    CHECK(runs[1].observations[0].case_key.to_string() == "section=OraSim");
    CHECK(runs[1].observations[0].metric.better == Direction::higher_is_better);
    CHECK(runs[1].observations[0].sample.values() == std::vector<double>{158, 161});
}

TEST_CASE("table: columns ten times apart in most rows are measures and are refused",
          "[parse][table]") {
    // iozone's columns under one header: a size (the row key), record lengths and rates. Read
    // as variants of the first column, write was a +13,000 % "improvement" on reclen.
    const auto runs = parse(
        "KB  reclen   write  rewrite\n"
        "64       4  557144   1492919\n"
        "128      4  684172   1598046\n"
        "256      4  718510   1757032\n");
    REQUIRE(runs.size() == 1);
    CHECK(runs[0].observations.empty());
    REQUIRE(runs[0].diagnostics.size() == 1);
    CHECK(runs[0].diagnostics[0].line == 2);
    CHECK(runs[0].diagnostics[0].message ==
          "column 'write' is over ten times or under a tenth of the first column 'reclen' in most "
          "rows: the columns are different measures, not variants of one, and the table is not "
          "compared");
}

TEST_CASE("table: a variant up to ten times the baseline in most rows is still compared",
          "[parse][table]") {
    // A patch that makes a slow path 7.5 times faster (will-it-scale fallocate2: 2667 ->
    // 20049) is a variant; only one row of three is more than tenfold.
    const auto runs = parse(
        "test   base  patched\n"
        "one    2667    20049\n"
        "two    2643    19342\n"
        "three   100     2000\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[1].label == "patched");
    CHECK(runs[1].observations.size() == 3);
}
