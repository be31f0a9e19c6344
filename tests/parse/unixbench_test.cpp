// The UnixBench parser: the constructed reports in data/unixbench/ and small synthetic inputs
// of each paste rule it relies on. Expected values are copied from the lines they come from.

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse_test_support.hpp"

namespace {

using benchcmp::Direction;
using benchcmp::Observation;
using benchcmp::Run;
using Lines = std::vector<std::string>;

std::vector<Run> parse_all(const std::string& content) {
    const benchcmp::Parser* parser = benchcmp::find_format("unixbench");
    REQUIRE(parser != nullptr);
    return parser->parse(benchcmp::InputText{"in.txt", content});
}

Run parse(const std::string& content) {
    return parse_test::parse_one("unixbench", content, "in.txt");
}

const Observation& find(const Run& run, const std::string& metric, const std::string& key) {
    for (const Observation& observation : run.observations) {
        if (observation.metric.name == metric && observation.case_key.to_string() == key) {
            return observation;
        }
    }
    FAIL("no " << metric << " at " << key);
    return run.observations.front();
}

std::vector<double> values(const Run& run, const std::string& metric, const std::string& key = "") {
    const Observation& observation = find(run, metric, key);
    REQUIRE(observation.sample.is_raw());
    return observation.sample.values();
}

const std::string kOneCopy =
    "8 CPUs in system; running 1 parallel copy of tests\n"
    "\n"
    "Dhrystone 2 using register variables       33526940.9 lps   (10.0 s, 7 samples)\n"
    "Execl Throughput                               5123.4 lps   (30.0 s, 2 samples)\n"
    "\n"
    "System Benchmarks Index Values               BASELINE       RESULT    INDEX\n"
    "Dhrystone 2 using register variables         116700.0   33526940.9   2872.9\n"
    "Execl Throughput                                 43.0       5123.4   1191.5\n"
    "                                                                   ========\n"
    "System Benchmarks Index Score                                        1850.1\n";

}  // namespace

TEST_CASE("unixbench: the data example, per copy count, higher is better", "[parse][unixbench]") {
    const Run run = parse(parse_test::read_file("data/unixbench/base.txt"));
    CHECK(run.diagnostics.empty());
    // 5 result lines, 5 indexes and the score, for 1 and for 2 copies; RESULT repeats the
    // result lines and is not read twice.
    CHECK(run.observations.size() == 2 * 11);
    const Observation& dhrystone = find(run, "Dhrystone 2 using register variables", "copies=1");
    CHECK(dhrystone.metric.unit == "lps");
    CHECK(dhrystone.metric.better == Direction::higher_is_better);
    CHECK(dhrystone.sample.values() == std::vector{33526940.9});
    CHECK(find(run, "Double-Precision Whetstone", "copies=2").metric.unit == "MWIPS");
    CHECK(find(run, "Shell Scripts (8 concurrent)", "copies=1").metric.unit == "lpm");
    CHECK(values(run, "Execl Throughput (index)", "copies=2") == std::vector{2096.0});
    const Observation& score = find(run, "System Benchmarks Index Score", "copies=1");
    CHECK(score.sample.values() == std::vector{1930.5});
    CHECK(score.metric.better == Direction::higher_is_better);
    CHECK(score.rounding == 0.05);
}

TEST_CASE("unixbench: sniffed by its index table, its banner or its result lines",
          "[parse][unixbench]") {
    const benchcmp::Parser& parser = *benchcmp::find_format("unixbench");
    CHECK(parser.sniff(kOneCopy) >= 0.9);
    CHECK(parser.sniff("   BYTE UNIX Benchmarks (Version 5.1.3)\n") >= 0.9);
    CHECK(parser.sniff("Pipe Throughput   1313052.3 lps   (10.0 s, 7 samples)\n") >= 0.3);
    CHECK(parser.sniff("Throughput 1234.5 MB/sec 8 clients\n") == 0.0);
}

TEST_CASE("unixbench: the table's RESULT is read when no result line gave it",
          "[parse][unixbench]") {
    const Run run = parse(
        "System Benchmarks Index Values               BASELINE       RESULT    INDEX\n"
        "Execl Throughput                                 43.0       5123.4   1191.5\n"
        "Pipe-based Context Switching                      ---       1234.5      ---\n");
    CHECK(values(run, "Execl Throughput") == std::vector{5123.4});
    CHECK(values(run, "Execl Throughput (index)") == std::vector{1191.5});
    CHECK(values(run, "Pipe-based Context Switching") == std::vector{1234.5});
    CHECK(run.observations.size() == 3);  // `---` is no value
}

TEST_CASE("unixbench: mail quoting and CRLF are removed", "[parse][unixbench]") {
    std::string quoted;
    for (std::size_t at = 0; at < kOneCopy.size();) {
        const std::size_t end = kOneCopy.find('\n', at);
        quoted += "> " + kOneCopy.substr(at, end - at) + "\r\n";
        at = end + 1;
    }
    const Run run = parse(quoted);
    CHECK(run.diagnostics.empty());
    CHECK(values(run, "Execl Throughput", "copies=1") == std::vector{5123.4});
    CHECK(values(run, "System Benchmarks Index Score", "copies=1") == std::vector{1850.1});
}

TEST_CASE("unixbench: a result line whose timing a mailer wrapped still counts",
          "[parse][unixbench]") {
    const Run run = parse(
        "Dhrystone 2 using register variables       33526940.9 lps   (10.0 s,\n"
        "7 samples)\n"
        "Double-Precision Whetstone                     5678.1 MWIPS\n"
        "(9.9 s, 7 samples)\n");
    CHECK(values(run, "Dhrystone 2 using register variables") == std::vector{33526940.9});
    CHECK(values(run, "Double-Precision Whetstone") == std::vector{5678.1});
    CHECK(run.observations.size() == 2);
}

TEST_CASE("unixbench: a block pasted again is another sample of its cases", "[parse][unixbench]") {
    const Run run = parse(kOneCopy + "\n" + kOneCopy);
    CHECK(values(run, "Execl Throughput", "copies=1") == std::vector{5123.4, 5123.4});
    CHECK(values(run, "Execl Throughput (index)", "copies=1") == std::vector{1191.5, 1191.5});
}

TEST_CASE("unixbench: INDEX columns side by side are runs named by the titles above",
          "[parse][unixbench]") {
    const std::vector<Run> runs = parse_all(
        "Testcase                                  Base    with patch\n"
        "System Benchmarks Index Values            INDEX     INDEX\n"
        "File Copy 1024 bufsize 2000 maxblocks    2124.2    2142.7\n"
        "Shell Scripts (8 concurrent)             7710.3    7576.3\n"
        "                                      ========    =======\n"
        "System Benchmarks Index Score             1467.2   1483.0\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "Base");
    CHECK(runs[1].label == "with patch");
    CHECK(values(runs[0], "File Copy 1024 bufsize 2000 maxblocks (index)") == std::vector{2124.2});
    CHECK(values(runs[1], "Shell Scripts (8 concurrent) (index)") == std::vector{7576.3});
    CHECK(values(runs[1], "System Benchmarks Index Score") == std::vector{1483.0});
    CHECK(parse_test::diagnostics(runs[0]) ==
          Lines{"in.txt:2: note: 2 UnixBench runs side by side: each column is a run, the left "
                "one first"});
}

TEST_CASE("unixbench: BASELINE RESULT INDEX twice side by side are two runs",
          "[parse][unixbench]") {
    const std::vector<Run> runs = parse_all(
        "System Benchmarks Index Values  BASELINE  RESULT  INDEX  BASELINE  RESULT  INDEX\n"
        "Execl Throughput                    43.0  5123.4  1191.5     43.0  3890.1   904.7\n");
    REQUIRE(runs.size() == 2);
    CHECK(values(runs[0], "Execl Throughput") == std::vector{5123.4});
    CHECK(values(runs[1], "Execl Throughput (index)") == std::vector{904.7});
    CHECK(runs[0].label.empty());  // no title line: the caller names them
}

TEST_CASE("unixbench: a damaged row or score is skipped with a warning", "[parse][unixbench]") {
    const Run run = parse(
        "System Benchmarks Index Values               BASELINE       RESULT    INDEX\n"
        "Execl Throughput                                 43.0       5123.4   11x1.5\n"
        "                                                                   ========\n"
        "System Benchmarks Index Score                                        1850.1  12.0\n");
    CHECK(run.observations.empty());
    CHECK(parse_test::diagnostics(run) ==
          Lines{"in.txt:2: warning: index table row \"Execl Throughput                        "
                "...\" does not end in 3 numbers; skipped",
                "in.txt:4: warning: System Benchmarks Index Score holds 2 scores for 1 runs; "
                "skipped"});
}
