// The pyperf parser: pyperf's own test files (data/pyperf/README.md) and small synthetic files
// of each rule it relies on. Expected values are copied from the files (python3 -m json.tool
// shows them).

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
using Lines = std::vector<std::string>;
using parse_test::find;

Run parse(const std::string& content) {
    return parse_test::parse_one("pyperf", content, "in.json");
}

}  // namespace

TEST_CASE("pyperf: a suite, every run's values, calibration runs add nothing", "[parse][pyperf]") {
    const Run run = parse(parse_test::read_file("data/pyperf/mult_list_py37_tags.json"));
    CHECK(run.diagnostics.empty());
    REQUIRE(run.observations.size() == 3);
    const Observation* one = find(run, "time", "benchmark=[1]*1000");
    REQUIRE(one != nullptr);
    CHECK(one->metric.benchmark == "pyperf");
    CHECK(one->metric.unit == "s");  // the suite's "unit": "second"
    CHECK(one->metric.better == Direction::lower_is_better);
    // 21 runs: one calibration run (warmups only), 20 of 3 values
    REQUIRE(one->sample.values().size() == 60);
    CHECK(Values(one->sample.values().begin(), one->sample.values().begin() + 3) ==
          Values{2.080216247701827e-06, 2.0854013977888997e-06, 2.110532821841815e-06});
    const Observation* three = find(run, "time", "benchmark=[1,2,3]*1000");
    REQUIRE(three != nullptr);
    CHECK(three->sample.values().front() == 6.136977081183659e-06);
}

TEST_CASE("pyperf: one benchmark hoisted to the suite's metadata, unit byte", "[parse][pyperf]") {
    const Run run = parse(parse_test::read_file("data/pyperf/track_memory.json"));
    CHECK(run.diagnostics.empty());
    const Observation* memory = find(run, "memory", "benchmark=timeit");
    REQUIRE(memory != nullptr);
    CHECK(memory->metric.unit == "B");
    CHECK(memory->metric.better == Direction::lower_is_better);
    CHECK(memory->sample.values() == Values{7360512, 7364608, 7380992});
    CHECK(memory->line == 1);  // pyperf writes the whole file on one line
}

TEST_CASE("pyperf: older versions, run metadata and bad values", "[parse][pyperf]") {
    // version 6: "samples" instead of "values"; a run may name its own benchmark
    const Run old = parse(R"({"version": 6, "benchmarks": [{"runs": [
        {"metadata": {"name": "a"}, "samples": [1.5, 2.5]},
        {"metadata": {"name": "a", "unit": "integer"}, "values": [7]}]}]})");
    CHECK(find(old, "time", "benchmark=a")->sample.values() == Values{1.5, 2.5});
    CHECK(find(old, "value", "benchmark=a")->sample.values() == Values{7});
    const Run bad = parse(
        "{\"version\": \"1.0\", \"metadata\": {\"name\": \"b\"},\n"
        " \"benchmarks\": [{\"runs\": [{\"values\": [1, NaN, \"x\"]}]}]}\n");
    CHECK(find(bad, "time", "benchmark=b")->sample.values() == Values{1});
    CHECK(parse_test::diagnostics(bad) ==
          Lines{"in.json:1: warning: b: a value that is not a number; skipped",
                "in.json:1: warning: b: a value that is not a number; skipped"});
}

TEST_CASE("pyperf: unsupported versions, malformed JSON", "[parse][pyperf]") {
    CHECK(parse_test::diagnostics(parse(R"({"version": 4, "benchmarks": []})")) ==
          Lines{"in.json:1: error: pyperf file format version 4 is not supported (1.0, 5 or 6)"});
    CHECK(parse_test::diagnostics(parse("{\"benchmarks\": [\n{\"runs\": [}]}")) ==
          Lines{"in.json:2: error: not valid JSON (column 11): syntax error while parsing value "
                "- unexpected '}'; expected '[', '{', or a literal"});
}

TEST_CASE("pyperf: sniff wants benchmarks with runs", "[parse][pyperf]") {
    const benchcmp::Parser* parser = benchcmp::find_format("pyperf");
    REQUIRE(parser != nullptr);
    CHECK(parser->sniff(R"({"benchmarks":[{"runs":[{"values":[1]}]}],"version":"1.0"})") >= 0.9);
    CHECK(parser->sniff(R"({"benchmarks": [{"name": "BM_x", "real_time": 1}]})") == 0.0);
    CHECK(&benchcmp::detect_format(benchcmp::InputText{
              "t.json", parse_test::read_file("data/pyperf/track_memory.json")}) == parser);
}
