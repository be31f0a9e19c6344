// The hyperfine parser: real --export-json and --export-csv files (data/hyperfine/README.md)
// and small synthetic inputs of each rule. Expected times are copied from the files
// (`grep -A3 '"times"' data/hyperfine/scan.json`).

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse_test_support.hpp"

namespace {

using benchcmp::Direction;
using benchcmp::Observation;
using benchcmp::Run;
using Values = std::vector<double>;

std::vector<Run> parse_all(const std::string& content) {
    const benchcmp::Parser* parser = benchcmp::find_format("hyperfine");
    REQUIRE(parser != nullptr);
    return parser->parse(benchcmp::InputText{"in.json", content});
}

std::vector<Run> parse_file(const std::string& name) {
    return parse_all(parse_test::read_file("data/hyperfine/" + name));
}

}  // namespace

TEST_CASE("hyperfine: two commands in one file are two variants, times the raw sample",
          "[parse][hyperfine]") {
    const std::vector<Run> runs = parse_file("sleep.json");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "sleep 0.01");
    CHECK(runs[1].label == "sleep 0.012");
    CHECK(runs[0].diagnostics.empty());
    REQUIRE(runs[0].observations.size() == 1);
    const Observation& time = runs[0].observations.front();
    CHECK(time.metric.benchmark == "hyperfine");
    CHECK(time.metric.name == "time");
    CHECK(time.metric.unit == "s");
    CHECK(time.metric.better == Direction::lower_is_better);
    CHECK(time.line == 4);
    CHECK(time.case_key.entries.empty());
    REQUIRE(time.sample.values().size() == 10);
    CHECK(time.sample.values()[1] == 0.024011311);
    CHECK(runs[1].observations.front().line == 38);
}

TEST_CASE("hyperfine: a parameter scan is one variant with a case per value",
          "[parse][hyperfine]") {
    const std::vector<Run> runs = parse_file("scan.json");
    REQUIRE(runs.size() == 1);
    CHECK(runs[0].label.empty());  // the file's name labels it
    REQUIRE(runs[0].observations.size() == 3);
    CHECK(runs[0].observations[2].case_key.to_string() == "delay=3");
    CHECK(runs[0].observations[0].sample.values() == Values{0.0025497740000000003, 0.00268854,
                                                            0.002517979, 0.002633415, 0.002723202,
                                                            0.010052108, 0.002441738, 0.007303378});
}

TEST_CASE("hyperfine: two commands under a scan are labelled by their template",
          "[parse][hyperfine]") {
    const std::vector<Run> runs = parse_file("two-commands.json");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "sleep 0.0{n}");
    // `sleep 0.022` holds n=2 twice: only one of the two places fits the n=1 result too.
    CHECK(runs[1].label == "sleep 0.0{n}2");
    REQUIRE(runs[1].observations.size() == 2);
    CHECK(runs[1].observations[1].case_key.to_string() == "n=2");
    CHECK(runs[1].observations[1].sample.values().front() == 0.024237796000000002);
}

TEST_CASE("hyperfine: CSV rows are summaries with n unknown", "[parse][hyperfine]") {
    const std::vector<Run> runs = parse_file("scan.csv");
    REQUIRE(runs.size() == 1);
    REQUIRE(runs[0].observations.size() == 3);
    const Observation& first = runs[0].observations.front();
    CHECK(first.case_key.to_string() == "delay=1");
    CHECK(first.line == 2);
    REQUIRE_FALSE(first.sample.is_raw());
    const benchcmp::Summary& summary = first.sample.summary();
    CHECK(summary.n == 0);
    CHECK(summary.mean == 0.00411376675);
    CHECK(summary.stddev == 0.002912588236556559);
    CHECK(summary.median == 0.0026609775);
    CHECK(summary.min == 0.002441738);
    CHECK(summary.max == 0.010052108);
    CHECK(parse_file("sleep.csv").size() == 2);
}

TEST_CASE("hyperfine: CSV quoting, mail quoting and bad rows", "[parse][hyperfine]") {
    const std::vector<Run> runs = parse_all(
        "> command,mean,stddev,median,user,system,min,max\r\n"
        "> \"echo \"\"a,b\"\"\",0.5,0.1,0.5,0,0,0.4,0.6\r\n"
        "> x,fast,0.1,0.5,0,0,0.4,0.6\r\n"
        "> y,0.5,0.1\r\n");
    REQUIRE(runs.size() == 1);
    REQUIRE(runs[0].observations.size() == 1);
    CHECK(runs[0].observations[0].sample.summary().mean == 0.5);
    CHECK(parse_test::diagnostics(runs[0]) ==
          std::vector<std::string>{
              "in.json:3: warning: mean \"fast\" is not a number; the row is skipped",
              "in.json:4: warning: row has 3 cells but the header has 8; skipped"});
}

TEST_CASE("hyperfine: memory, failed runs, old parameter, bad entries", "[parse][hyperfine]") {
    const std::vector<Run> runs = parse_all(R"({
  "results": [
    {"command": "a", "times": [0.5, 0.6, "x"], "memory_usage_byte": [2048, 4096, 4096],
     "exit_codes": [0, 1, 0], "parameter": 3},
    {"times": [1]},
    {"command": "b", "mean": 1.0, "memory_usage_byte": [0, 0]}
  ]
})");
    REQUIRE(runs.size() == 1);
    REQUIRE(runs[0].observations.size() == 2);
    CHECK(runs[0].observations[0].sample.values() == Values{0.5, 0.6});
    CHECK(runs[0].observations[0].case_key.to_string() == "parameter=3");
    CHECK(runs[0].observations[1].metric.name == "max_rss");
    CHECK(runs[0].observations[1].metric.unit == "B");
    CHECK(runs[0].observations[1].sample.values() == Values{2048, 4096, 4096});
    CHECK(parse_test::diagnostics(runs[0]) ==
          std::vector<std::string>{
              "in.json:3: warning: 1 of the times are not numbers; skipped",
              "in.json:3: note: 'a': 1 of 3 runs exited non-zero (--ignore-failure); their "
              "times are compared too",
              "in.json: warning: a results entry has no \"command\"; skipped",
              "in.json:6: warning: 'b' has no times; skipped"});
}

TEST_CASE("hyperfine: broken JSON names its line", "[parse][hyperfine]") {
    const std::vector<Run> runs = parse_all("{\n  \"results\": [\n    {\"command\": }\n");
    REQUIRE(runs.size() == 1);
    REQUIRE(runs[0].diagnostics.size() == 1);
    CHECK(runs[0].diagnostics[0].level == benchcmp::Level::error);
    CHECK(runs[0].diagnostics[0].line == 3);
}

TEST_CASE("hyperfine: detection", "[parse][hyperfine]") {
    const benchcmp::Parser* parser = benchcmp::find_format("hyperfine");
    REQUIRE(parser != nullptr);
    CHECK(parser->sniff(parse_test::read_file("data/hyperfine/sleep.json")) >= 0.9);
    CHECK(parser->sniff(parse_test::read_file("data/hyperfine/sleep.csv")) >= 0.9);
    CHECK(parser->sniff("{\"benchmarks\": []}") == 0.0);
    CHECK(parser->sniff("command,output\n") == 0.0);
    CHECK(&benchcmp::detect_format(benchcmp::InputText{
              "f", parse_test::read_file("data/hyperfine/scan.json")}) == parser);
}
