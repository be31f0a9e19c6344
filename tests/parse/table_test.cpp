// The generic "table" parser: headers, rows tokenised from the right, decorations, sections.

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "benchcmp/parse.hpp"
#include "benchcmp/transport_repair.hpp"
#include "parse/table/table_cells.hpp"
#include "parse/table/table_lists.hpp"

namespace {

using benchcmp::Direction;
using benchcmp::Run;
namespace cells = benchcmp::table_cells;

std::vector<Run> parse(const std::string& content) {
    const benchcmp::Parser* parser = benchcmp::find_format("table");
    REQUIRE(parser != nullptr);
    return parser->parse(benchcmp::InputText{"in.txt", content});
}

std::vector<std::string> keys(const Run& run) {
    std::vector<std::string> result;
    for (const auto& observation : run.observations) {
        result.push_back(observation.case_key.to_string());
    }
    return result;
}

std::vector<double> firsts(const Run& run) {
    std::vector<double> result;
    for (const auto& observation : run.observations) {
        result.push_back(observation.sample.values().front());
    }
    return result;
}

}  // namespace

TEST_CASE("table: rows are read from the right, decorations join their cell", "[parse][table]") {
    struct Case {
        std::string text;
        std::string key;
        std::vector<double> values;
        std::vector<std::optional<double>> source_pct;
    };
    const std::vector<Case> cases{
        {"1-groups:   3.41 (13.01 pct)  3.02 (-11.44 pct)",
         "1-groups:",
         {3.41, 3.02},
         {13.01, -11.44}},
        {"4 instances each 12 threads  12.40(-72.22)  9.5",
         "4 instances each 12 threads",
         {12.40, 9.5},
         {-72.22, std::nullopt}},
        {"copy  2,620  2,688  +2.60%*", "copy", {2620, 2688, 2.60}, {{}, {}, {}}},
        {"1 23.8 12.3 -48.4%", "1", {23.8, 12.3, -48.4}, {{}, {}, {}}},
        {"Req p99.9(us)  101  99", "Req p99.9(us)", {101, 99}, {{}, {}}},
        {"4k  623KiB/s  1.34GB/s", "4k", {623, 1.34}, {{}, {}}},
        {"triad  2877  n/a  -", "triad", {2877, 0, 0}, {{}, {}, {}}},
    };
    for (const Case& c : cases) {
        INFO(c.text);
        const cells::Row row = cells::read_row(c.text);
        CHECK(row.key == c.key);
        REQUIRE(row.cells.size() == c.values.size());
        for (std::size_t i = 0; i < row.cells.size(); ++i) {
            CHECK(row.cells[i].value == Approx(c.values[i]));
            CHECK(row.cells[i].source_pct == c.source_pct[i]);
        }
    }
    CHECK(cells::read_row("copy  2,620  2,688  +2.60%*").cells.back().kind ==
          cells::CellKind::percent);
    CHECK(cells::read_row("4k  623KiB/s  1.34GB/s").cells.front().unit == "KiB/s");
    CHECK(cells::read_row("triad  2877  n/a  -").cells[1].kind == cells::CellKind::missing);
}

TEST_CASE("table: sections, label cells, author percentages", "[parse][table]") {
    const auto runs = parse(
        "tbench, higher is better\n"
        "o NPS1\n"
        "Clients:     tip               patched\n"
        "    1     452.49 (0.00 pct)   456.10 (0.79 pct)\n"
        "    2     872.50 (0.00 pct)   880.27 (0.89 pct)\n"
        "~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n"
        "o NPS4\n"
        "    1     449.01 (0.00 pct)   447.93 (-0.24 pct)\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "tip");
    CHECK(runs[1].label == "patched");
    CHECK(keys(runs[1]) == std::vector<std::string>{"section=NPS1 Clients=1",
                                                    "section=NPS1 Clients=2",
                                                    "section=NPS4 Clients=1"});
    CHECK(firsts(runs[1]) == std::vector<double>{456.10, 880.27, 447.93});
    const auto& observation = runs[1].observations.front();
    CHECK(observation.metric.better == Direction::higher_is_better);
    CHECK(observation.line == 4);
    CHECK(observation.source->pct == 0.79);
    CHECK(observation.source->pct_decimals == 2);
    CHECK(observation.rounding == Approx(0.005));
    // The baseline's own `(0.00 pct)` is no comparison.
    CHECK_FALSE(runs[0].observations.front().source->pct);
}

TEST_CASE("table: a trailing %diff column belongs to the variant before it", "[parse][table]") {
    const auto runs = parse(
        "Test:      base    patched   %diff\n"
        "-----------------------------------\n"
        " Copy  4 instances:  2,620   2,688   +2.60%\n"
        " Triad 4 instances:  2,877   n/a      -\n");
    REQUIRE(runs.size() == 2);
    CHECK(keys(runs[0]) ==
          std::vector<std::string>{"Test=Copy 4 instances", "Test=Triad 4 instances"});
    CHECK(keys(runs[1]) == std::vector<std::string>{"Test=Copy 4 instances"});
    CHECK(runs[1].observations.front().source->pct == 2.60);
    CHECK(runs[1].observations.front().metric.better == Direction::unknown);
}

TEST_CASE("table: repeated keys are repeated runs", "[parse][table]") {
    const auto runs = parse(
        "#workers  base   patched\n"
        "   16     101.2   97.4\n"
        "   16     103.9   96.1\n"
        "   32     188.1  181.2\n");
    REQUIRE(runs.size() == 2);
    CHECK(keys(runs[0]) == std::vector<std::string>{"workers=16", "workers=32"});
    CHECK(runs[1].observations.front().sample.values() == std::vector<double>{97.4, 96.1});
}

TEST_CASE("table: a row with the wrong number of values warns and is skipped", "[parse][table]") {
    const auto runs = parse(
        "case   a     b     c\n"
        "x      1.0   2.0   3.0\n"
        "y      1.0   2.0\n");
    REQUIRE(runs.size() == 3);
    REQUIRE(runs[0].diagnostics.size() == 1);
    CHECK(benchcmp::format_diagnostic(runs[0].diagnostics.front()) ==
          "in.txt:3: warning: row \"y\" has 2 values but the header on line 1 names 3 columns; "
          "skipped");
}

TEST_CASE("table: a spread between values takes no column", "[parse][table]") {
    // A fuzz case: the spread was no value for the width check, but took a column in the
    // row, so the value after it was read past the header's names.
    const auto runs = parse(
        "kernel   a     b\n"
        "x        3  \u00b11   1\n"
        "y        4     2\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "a");
    CHECK(firsts(runs[0]) == std::vector<double>{3.0, 4.0});
    CHECK(firsts(runs[1]) == std::vector<double>{1.0, 2.0});
    const auto& parser = *benchcmp::find_format("table");
    CHECK(parser.sniff(std::string("\0 +\n- 3 \u00b11 1", 13)) >= 0.0);  // the fuzz input
}

TEST_CASE("table: a column of numbers is no table, read or only sniffed", "[parse][table]") {
    const auto& parser = *benchcmp::find_format("table");
    // Blank lines, CRLF, signs, exponents and padding: still one number a line.
    const std::string column = "0.423\r\n\n  -1.5e3\n+7\n0.369 \n";
    CHECK(parser.sniff(column) == 0.0);
    // Read in full, the same lines give the table reader nothing: sniff's shortcut agrees.
    for (const Run& run : parse(column)) {
        CHECK(run.observations.empty());
    }
    // A table below the column is read as one: the shortcut is for columns alone.
    CHECK(parser.sniff(column + "threads base patched\n1 23.8 12.3\n2 24.1 12.9\n") == 0.6);
}

TEST_CASE("table: prose and other formats are not tables", "[parse][table]") {
    const auto& parser = *benchcmp::find_format("table");
    CHECK(parser.sniff("We ran it 5 times and got 3 regressions.\nThanks, 2 of us\n") == 0.0);
    CHECK(parser.sniff("0.423\n0.369\n0.342\n") == 0.0);
    CHECK(parser.sniff("Time: 0.891\nTime: 0.902\n") == 0.0);
    CHECK(parser.sniff("Test: base patched\nfoo 1 2\nbar 3 4\n") == 0.45);
    CHECK(parser.sniff("Clients: base patched\n1 1.5 2.5\n2 3.5 4.5\n") == 0.6);
    // mmtests monitor rows (no gains) look like a table with word keys; mmtests keeps them.
    const std::string monitor =
        "                   5.7.0       5.7.0\n"
        "                 vanilla   sched-fix\n"
        "Duration User    1021.37     1003.12\n"
        "Duration System 14302.81    13911.40\n"
        "Duration Elapsed  612.44      598.03\n";
    CHECK(benchcmp::detect_format(benchcmp::InputText{"x", monitor}).name() == "mmtests");
}

TEST_CASE("table: no file of another format is detected as table or perf-stat",
          "[parse][table][perf-stat]") {
    // Every input bundled for the other formats and every test fixture keeps its detection:
    // the new formats are the only change, so they must not win anywhere else.
    namespace fs = std::filesystem;
    const fs::path root = BENCHCMP_SOURCE_DIR;
    std::size_t checked = 0;
    for (const char* folder : {"data", "tests/parse/fixtures", "tests/cli/fixtures",
                               "tests/stats/fixtures", "tests/golden/cases"}) {
        if (!fs::exists(root / folder)) {
            continue;
        }
        for (const auto& entry : fs::recursive_directory_iterator(root / folder)) {
            const std::string path = entry.path().generic_string();
            const std::string name = entry.path().filename().string();
            if (!entry.is_regular_file() || path.find("/data/table/") != std::string::npos ||
                path.find("/data/perf-stat/") != std::string::npos || name.ends_with(".md") ||
                name.ends_with(".py") ||
                (path.find("/golden/cases/") != std::string::npos && name != "stdin")) {
                continue;
            }
            std::ifstream file(entry.path(), std::ios::binary);
            std::stringstream content;
            content << file.rdbuf();
            const auto repaired = benchcmp::undo_transfer_damage(content.str());
            std::string detected = "(none)";
            try {
                detected = std::string(
                    benchcmp::detect_format(benchcmp::InputText{path, repaired.text}).name());
            } catch (const benchcmp::Error&) {
            }
            INFO(path);
            CHECK(detected != "table");
            CHECK(detected != "perf-stat");
            ++checked;
        }
    }
    CHECK(checked > 50);
}

TEST_CASE("table: transposed tables have variants as rows", "[parse][table]") {
    const auto runs = parse(
        "Read:\n"
        "BS(KB)     4      16\n"
        "v6.6     87.5   89.9\n"
        "v6.7     44.0   74.2\n"
        "v6.7     45.0   75.2\n"
        "BS(KB)     4      16\n"
        "v6.6     19.7   84.8\n"
        "v6.7.1   19.0   78.3\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "v6.6");
    CHECK(runs[1].label == "v6.7");
    CHECK(keys(runs[1]) ==
          std::vector<std::string>{"section=Read BS(KB)=4", "section=Read BS(KB)=16"});
    // The repeated v6.7 row is a second run; the second matrix matches rows by position.
    CHECK(runs[1].observations[0].sample.values() == std::vector<double>{44.0, 45.0, 19.0});
    CHECK(runs[1].observations[1].sample.values() == std::vector<double>{74.2, 75.2, 78.3});
    CHECK(runs[1].observations[0].source->column_label.empty());
}

TEST_CASE("table: Python lists are runs, avg/std lines summaries", "[parse][table]") {
    namespace lists = benchcmp::table_lists;
    const auto list = lists::read_list("tip: [0.089, 0.148, 1e-3]");
    REQUIRE(list);
    CHECK(list->label == "tip");
    CHECK(list->values == std::vector<double>{0.089, 0.148, 0.001});
    CHECK_FALSE(lists::read_list("[0.089, oops]"));
    CHECK_FALSE(lists::read_list("see [1] for details"));
    const auto summary = lists::read_avg_std("patched: avg - 1520.4, std - 3.1%");
    REQUIRE(summary);
    CHECK(summary->label == "patched");
    CHECK(summary->mean == 1520.4);
    CHECK(summary->stddev == Approx(1520.4 * 0.031));  // a relative std is a share of the mean
    CHECK(lists::read_avg_std("mean = 3.5, stddev = 0.25")->stddev == 0.25);
    CHECK_FALSE(lists::read_avg_std("the average was fine"));

    const auto runs = parse(
        "hackbench -g 8 (seconds):\n"
        "tip: [0.891, 0.902]\n"
        "patched: [0.861, 0.874]\n"
        "hackbench -g 16:\n"
        "tip\n"
        "[1.702, 1.731]\n"
        "avg - 1.7165, std - 1.19%\n"
        "patched\n"
        "avg - 1.69, std - 0.6%\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "tip");
    CHECK(keys(runs[0]) ==
          std::vector<std::string>{"section=hackbench -g 8 (seconds)", "section=hackbench -g 16"});
    CHECK(runs[0].observations[1].sample.values() == std::vector<double>{1.702, 1.731});
    CHECK(runs[0].observations[0].metric.better == Direction::lower_is_better);
    const auto& printed = runs[1].observations[1].sample;
    REQUIRE_FALSE(printed.is_raw());
    CHECK(printed.summary().n == 0);
    CHECK(printed.summary().mean == 1.69);
    CHECK(printed.summary().stddev == Approx(1.69 * 0.006));
}

TEST_CASE("table, perf-stat: any bundled input read as them neither crashes nor throws",
          "[parse][table][perf-stat]") {
    // Forced with --input-format, every other format's files must give diagnostics at worst.
    namespace fs = std::filesystem;
    const fs::path root = BENCHCMP_SOURCE_DIR;
    std::size_t read = 0;
    for (const char* folder : {"data", "tests/parse/fixtures", "tests/cli/fixtures"}) {
        for (const auto& entry : fs::recursive_directory_iterator(root / folder)) {
            if (!entry.is_regular_file()) {
                continue;
            }
            std::ifstream file(entry.path(), std::ios::binary);
            std::stringstream content;
            content << file.rdbuf();
            const benchcmp::InputText input{entry.path().generic_string(), content.str()};
            INFO(input.path);
            for (const char* format : {"table", "perf-stat"}) {
                CHECK_NOTHROW(benchcmp::find_format(format)->parse(input));
            }
            ++read;
        }
    }
    CHECK(read > 50);
}

TEST_CASE("table: box and markdown rules, TAB-separated names with blanks", "[parse][table]") {
    const auto boxed = parse(
        "(lower = better)\n"
        "+---------------+------+---------+\n"
        "| Hackbench arg | base | patched |\n"
        "+---------------+------+---------+\n"
        "| 1 thread      | 0.41 | 0.40    |\n"
        "| 2 thread      | 0.65 | 0.64    |\n");
    REQUIRE(boxed.size() == 2);
    // The direction note is no section label.
    CHECK(keys(boxed[0]) ==
          std::vector<std::string>{"Hackbench arg=1 thread", "Hackbench arg=2 thread"});
    CHECK(boxed[0].observations.front().metric.better == Direction::lower_is_better);

    const auto markdown = parse(
        "| $thr | tip | patched |\n"
        "|------|----:|--------:|\n"
        "| 8    | 101 | 97      |\n"
        "| 16   | 188 | 181     |\n");
    REQUIRE(markdown.size() == 2);
    CHECK(keys(markdown[1]) == std::vector<std::string>{"thr=8", "thr=16"});

    const auto tabs = parse("Test:\ttip sched\tnuma v2\ncopy\t1.5\t1.6\nadd\t2.5\t2.4\n");
    REQUIRE(tabs.size() == 2);
    CHECK(tabs[0].label == "tip sched");
    CHECK(tabs[1].label == "numa v2");
}

TEST_CASE("table, perf-stat: names and keys never carry invalid UTF-8",
          "[parse][table][perf-stat]") {
    // JSON cannot hold invalid UTF-8, so what names a run, case or metric is escaped.
    const auto runs = parse("Test: base\xab patched\nfo\xffo 1.5 2.5\nbar 2.5 3.5\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "base\\xab");
    CHECK(keys(runs[0]).front() == "Test=fo\\xffo");
    const auto perf =
        benchcmp::find_format("perf-stat")
            ->parse(benchcmp::InputText{"in.txt", "k\xfe/c.1:   12,345   cyc\x01les\n"});
    REQUIRE(perf.size() == 1);
    CHECK(perf.front().label == "k\\xfe");
    CHECK(perf.front().observations.front().metric.name == "cyc\\x01les");
}

TEST_CASE("table: a transposed table's whole-number rows after a section stay data",
          "[parse][table]") {
    const auto runs = parse(
        "threads   4    8\n"
        "v6.6     87   89\n"
        "v6.7     44   74\n"
        "second run:\n"
        "v6.6     86   90\n"
        "v6.7     45   73\n");
    REQUIRE(runs.size() == 2);
    CHECK(keys(runs[0]) == std::vector<std::string>{"threads=4", "threads=8",
                                                    "section=second run threads=4",
                                                    "section=second run threads=8"});
    CHECK(runs[1].observations[2].sample.values() == std::vector<double>{45});
}

TEST_CASE("table: columns of statistics are one variant's metrics, not variants",
          "[parse][table]") {
    // `min avg max` compared as variants made avg a +183 % "regression" of min.
    const std::vector<Run> runs = parse(
        "latency (us)     min     avg     max\n"
        "read             1.2     3.4     9.9\n"
        "write            2.2     4.4     8.8\n");
    REQUIRE(runs.size() == 1);
    REQUIRE(runs.front().observations.size() == 6);
    CHECK(runs.front().observations[1].metric.name == "avg");
    CHECK(runs.front().observations[1].sample.values() == std::vector<double>{3.4});
    // Under a title per variant, the titles name the variants and the statistics compare.
    const std::vector<Run> two = parse(
        "base:\n          min   avg   max\nread      1.2   3.4   9.9\n\n"
        "patched:\n          min   avg   max\nread      1.1   3.0   9.0\n");
    REQUIRE(two.size() == 2);
    CHECK(two[0].label == "base");
    CHECK(two[1].label == "patched");
    CHECK(two[1].observations[2].metric.name == "max");
    // STREAM's header names a rate and three times: statistics of each function's runs.
    const std::vector<Run> stream = parse(
        "Function    Best Rate MB/s  Avg time     Min time     Max time\n"
        "Copy:           11206.1     0.014322     0.014278     0.014366\n"
        "Scale:          11082.3     0.014478     0.014437     0.014523\n");
    REQUIRE(stream.size() <= 1);
}
