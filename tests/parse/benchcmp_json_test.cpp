// The benchcmp-json parser: reports benchcmp wrote (data/benchcmp-json/README.md) read back as
// their inputs, and small synthetic reports for each rule. Values are copied from the reports
// (`grep -A8 '"values"' data/benchcmp-json/hackbench.json`).

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse_test_support.hpp"

namespace {

using benchcmp::Direction;
using benchcmp::Run;
using Values = std::vector<double>;

std::vector<Run> parse(const std::string& content) {
    const benchcmp::Parser* parser = benchcmp::find_format("benchcmp-json");
    REQUIRE(parser != nullptr);
    return parser->parse(benchcmp::InputText{"r.json", content});
}

}  // namespace

TEST_CASE("benchcmp-json: a report is its inputs, each side's raw values",
          "[parse][benchcmp-json]") {
    const std::vector<Run> runs = parse(parse_test::read_file("data/benchcmp-json/hackbench.json"));
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "baseline");
    CHECK(runs[1].label == "patched");
    CHECK(runs[0].format == "benchcmp-json");
    REQUIRE(runs[0].observations.size() == 6);
    const benchcmp::Observation& first = runs[0].observations.front();
    CHECK(first.metric.benchmark == "hackbench");
    CHECK(first.metric.name == "time");
    CHECK(first.metric.unit == "s");
    CHECK(first.metric.better == Direction::lower_is_better);
    // The order of the case is kept (it is part of the case's identity).
    CHECK(first.case_key.to_string() == "mode=process groups=2 fds=20 loops=200 bytes=100");
    REQUIRE(first.sample.is_raw());
    CHECK(first.sample.values().size() == 5);
    CHECK(first.line > 0);
}

TEST_CASE("benchcmp-json: a benchcmp/2 report reads back as summaries", "[parse][benchcmp-json]") {
    const std::vector<Run> runs =
        parse(parse_test::read_file("data/benchcmp-json/hackbench-schema2.json"));
    REQUIRE(runs.size() == 2);
    CHECK(runs[1].label == "rerun");
    const benchcmp::Observation& first = runs[0].observations.front();
    REQUIRE_FALSE(first.sample.is_raw());
    CHECK(first.sample.summary().n == 5);
    CHECK(first.sample.summary().mean == 0.17579999999999998);
}

TEST_CASE("benchcmp-json: summaries, gone cells and the source figures", "[parse][benchcmp-json]") {
    const std::vector<Run> runs = parse(R"({"schema": "benchcmp/3",
  "inputs": [{"label": "a"}, {"label": "b"}, {"label": "c"}],
  "rows": [{"benchmark": "m", "metric": "Amean", "unit": "", "better": "unknown",
            "case": {"op": "4", "mode": "x"},
            "baseline": {"label": "a", "n": null, "mean": 2.0, "stddev": 0.5, "min": null,
                         "max": null, "median": null, "values": null},
            "variants": [{"label": "b", "n": 3, "mean": 1.0, "stddev": 0.1, "values": null,
                          "source_gain_pct": 50.0, "source_significant": true},
                         {"label": "c", "presence": "gone", "mean": null, "values": null}]}]})");
    REQUIRE(runs.size() == 3);
    REQUIRE(runs[0].observations.size() == 1);
    CHECK(runs[0].observations[0].case_key.to_string() == "op=4 mode=x");
    CHECK(runs[0].observations[0].sample.summary().n == 0);  // not printed: --runs applies
    CHECK(runs[0].observations[0].metric.better == Direction::unknown);
    REQUIRE(runs[1].observations.size() == 1);
    CHECK(runs[1].observations[0].sample.summary().stddev == 0.1);
    CHECK(runs[1].observations[0].source->gain_pct == 50.0);
    CHECK(runs[1].observations[0].source->significant == true);
    CHECK(runs[2].observations.empty());
}

TEST_CASE("benchcmp-json: an unknown schema or broken JSON is an error with its line",
          "[parse][benchcmp-json]") {
    const std::vector<Run> future = parse("{\"schema\": \"benchcmp/9\", \"inputs\": []}");
    REQUIRE(future.size() == 1);
    CHECK(parse_test::diagnostics(future.front()) ==
          std::vector<std::string>{"r.json:1: error: schema \"benchcmp/9\" is not one this "
                                   "benchcmp reads (benchcmp/2, benchcmp/3)"});
    const std::vector<Run> broken = parse("{\"schema\": \"benchcmp/3\",\n \"inputs\": [\n");
    REQUIRE(broken.size() == 1);
    REQUIRE(broken[0].diagnostics.size() == 1);
    CHECK(broken[0].diagnostics[0].level == benchcmp::Level::error);
    CHECK(broken[0].diagnostics[0].line == 2);
}

TEST_CASE("benchcmp-json: detection", "[parse][benchcmp-json]") {
    const benchcmp::Parser* parser = benchcmp::find_format("benchcmp-json");
    REQUIRE(parser != nullptr);
    const std::string report = parse_test::read_file("data/benchcmp-json/go-bench.json");
    CHECK(&benchcmp::detect_format(benchcmp::InputText{"r.json", report}) == parser);
    CHECK(parser->sniff("{\"results\": [{\"command\": \"x\", \"times\": [1]}]}") == 0.0);
}

TEST_CASE("benchcmp-json: members of the wrong type are not read (fuzz regression)",
          "[parse][benchcmp-json]") {
    // Found by fuzz_benchcmp_json: a second "schema" member holding an array threw.
    const std::vector<Run> twice = parse("{\"schema\": \"benchcmp/3\", \"schema\": [{}]}");
    REQUIRE(twice.size() == 1);
    CHECK(parse_test::diagnostics(twice.front()) ==
          std::vector<std::string>{"r.json:1: error: schema \"\" is not one this benchcmp reads "
                                   "(benchcmp/2, benchcmp/3)"});
    const std::vector<Run> odd = parse(
        R"({"schema": "benchcmp/3", "inputs": [{"label": 7}, {"label": "b"}], "rows": [
        {"benchmark": 1, "metric": [], "better": {}, "case": {"k": 2},
         "baseline": {"label": 7, "mean": 1}, "variants": [{"label": "b", "values": [1, "x", 2]}]}]})");
    REQUIRE(odd.size() == 2);
    CHECK(odd[0].label.empty());
    REQUIRE(odd[1].observations.size() == 1);
    CHECK(odd[1].observations[0].sample.values() == Values{1, 2});
    CHECK(odd[1].observations[0].case_key.to_string() == "k=2");
}
