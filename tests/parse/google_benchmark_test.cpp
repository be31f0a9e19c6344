// The google-benchmark parser: real files of a small benchmark program (data/google-benchmark/,
// bench.cpp there), the library's own compare.py inputs, and small synthetic files of each
// rule it relies on. Expected values are copied from the files (python3 -m json.tool shows
// them; Python's repr of a double is the shortest text that reads back to the same double).

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

Run parse(const std::string& content) {
    return parse_test::parse_one("google-benchmark", content, "in.json");
}

const Observation* find(const Run& run, const std::string& benchmark, const std::string& metric,
                        const std::string& key) {
    for (const Observation& observation : run.observations) {
        if (observation.metric.benchmark == benchmark && observation.metric.name == metric &&
            observation.case_key.to_string() == key) {
            return &observation;
        }
    }
    return nullptr;
}

Values values(const Run& run, const std::string& benchmark, const std::string& metric,
              const std::string& key) {
    const Observation* observation = find(run, benchmark, metric, key);
    REQUIRE(observation != nullptr);
    REQUIRE(observation->sample.is_raw());
    return observation->sample.values();
}

// One entry of a file as the library writes it, with the members given.
std::string entry(const std::string& name, const std::string& members) {
    return "{\"name\": \"" + name + "\", \"run_name\": \"" + name +
           "\", \"run_type\": \"iteration\", \"iterations\": 10, " + members + "}";
}

std::string file(const std::vector<std::string>& entries) {
    std::string text =
        "{\n  \"context\": {\"library_build_type\": \"release\"},\n"
        "  \"benchmarks\": [\n";
    for (std::size_t i = 0; i < entries.size(); ++i) {
        text += "    " + entries[i] + (i + 1 < entries.size() ? ",\n" : "\n");
    }
    return text + "  ]\n}\n";
}

}  // namespace

TEST_CASE("google-benchmark: a real file, five repetitions are one sample per metric",
          "[parse][google-benchmark]") {
    const Run run = parse(parse_test::read_file("data/google-benchmark/baseline.json"));
    CHECK(run.diagnostics.empty());
    CHECK(values(run, "BM_Sum", "real_time", "size=1024") ==
          Values{0.8080286996766883, 0.8176233697417996, 0.9629409747999992, 0.9375913005520818,
                 0.9611852814015747});
    CHECK(values(run, "BM_Sum", "cpu_time", "size=1024") ==
          Values{0.3925138667986193, 0.4118831100743414, 0.4646825363164027, 0.45401824361738485,
                 0.4640653754167697});
    const Observation* real = find(run, "BM_Sum", "real_time", "size=1024");
    CHECK(real->metric.unit == "us");  // ->Unit(benchmark::kMicrosecond)
    CHECK(real->metric.better == Direction::lower_is_better);
    CHECK(real->line == 318);
    const Observation* items = find(run, "BM_Sum", "items_per_second", "size=1024");
    REQUIRE(items != nullptr);
    CHECK(items->metric.unit == "items/s");
    CHECK(items->metric.better == Direction::higher_is_better);
    CHECK(items->sample.values().front() == 2608825029.16863);
    // a user counter says nothing about its direction in the JSON
    const Observation* passes = find(run, "BM_Sum", "passes", "size=1024");
    REQUIRE(passes != nullptr);
    CHECK(passes->metric.better == Direction::unknown);
    CHECK(passes->sample.values() == Values{169758, 169758, 169758, 169758, 169758});
    const Observation* bytes = find(run, "BM_Copy", "bytes_per_second", "arg1=64");
    REQUIRE(bytes != nullptr);
    CHECK(bytes->metric.unit == "B/s");
    CHECK(bytes->sample.values().size() == 5);
    // the _mean/_median/_stddev/_cv aggregates repeat the repetitions: not read
    CHECK(find(run, "BM_Copy/64_mean", "real_time", "") == nullptr);
    // BM_Copy/64 and /4096 x 3 metrics, BM_Sum x 5 metrics
    CHECK(run.observations.size() == 11);
}

TEST_CASE("google-benchmark: a file of aggregates only is read as summaries",
          "[parse][google-benchmark]") {
    // --benchmark_report_aggregates_only=true --benchmark_repetitions=3
    const Run run = parse(parse_test::read_file("data/google-benchmark/aggregates.json"));
    CHECK(run.diagnostics.empty());
    const Observation* real = find(run, "BM_Copy", "real_time", "arg1=64");
    REQUIRE(real != nullptr);
    REQUIRE(!real->sample.is_raw());
    const benchcmp::Summary& summary = real->sample.summary();
    CHECK(summary.n == 3);  // the mean's iterations: the repetitions aggregated
    CHECK(summary.mean == 6.353994697723036);
    CHECK(summary.stddev == 0.5630669788485411);
    REQUIRE(summary.median.has_value());
    CHECK(*summary.median == 6.048465056614103);
    CHECK(real->line == 40);
    CHECK(real->metric.unit == "ns");
}

TEST_CASE("google-benchmark: compare.py's old-style inputs", "[parse][google-benchmark]") {
    // test3_run0: entries without run_type are repetitions; aggregates without
    // aggregate_name cannot be read
    const Run run = parse(parse_test::read_file("data/google-benchmark/test3_run0.json"));
    CHECK(values(run, "BM_Two", "real_time", "") == Values{9, 8});
    CHECK(values(run, "medium", "cpu_time", "") == Values{80, 82});
    CHECK(parse_test::diagnostics(run) ==
          Lines{"in.json:11: warning: BM_One has aggregates but no mean and stddev; skipped",
                "in.json:41: warning: short has aggregates but no mean and stddev; skipped"});
    // test1_run1: time_unit differs per benchmark
    const Run mixed = parse(parse_test::read_file("data/google-benchmark/test1_run1.json"));
    CHECK(find(mixed, "BM_SameTimes", "real_time", "")->metric.unit == "ns");
    CHECK(find(mixed, "BM_hasLabel", "real_time", "")->metric.unit == "s");
}

TEST_CASE("google-benchmark: the run name's parts are the case", "[parse][google-benchmark]") {
    const Run run = parse(file({
        entry("BM_Range/8/512/threads:4",
              R"("real_time": 1.5, "cpu_time": 1.25, "time_unit": "ms")"),
        entry("BM_Capture/small_input", R"("real_time": 2, "cpu_time": 2, "time_unit": "ns")"),
    }));
    CHECK(run.diagnostics.empty());
    CHECK(values(run, "BM_Range", "real_time", "arg1=8 arg2=512 threads=4") == Values{1.5});
    CHECK(values(run, "BM_Capture", "cpu_time", "arg1=small_input") == Values{2});
}

TEST_CASE("google-benchmark: NaN and Infinity, failed and skipped runs",
          "[parse][google-benchmark]") {
    // Since v1.5 the library writes non-finite doubles as bare words, which is no JSON.
    const Run run = parse(file({
        entry("BM_A", R"("real_time": 3, "cpu_time": NaN, "time_unit": "ns", "ratio": -Infinity)"),
        entry("BM_B", R"("error_occurred": true, "error_message": "no device")"),
        entry("BM_C", R"("skipped": true, "skip_message": "needs root")"),
        entry("BM_D", R"("label": "NaN", "real_time": 1, "cpu_time": 1, "time_unit": "s")"),
    }));
    CHECK(values(run, "BM_A", "real_time", "") == Values{3});
    CHECK(find(run, "BM_A", "cpu_time", "") == nullptr);
    CHECK(values(run, "BM_D", "real_time", "") == Values{1});  // a string "NaN" is left alone
    CHECK(parse_test::diagnostics(run) ==
          Lines{"in.json:4: warning: BM_A cpu_time is not a finite number; skipped",
                "in.json:4: warning: BM_A ratio is not a finite number; skipped",
                "in.json:5: warning: BM_B failed (no device); skipped",
                "in.json:6: note: BM_C was skipped (needs root)"});
}

TEST_CASE("google-benchmark: malformed JSON is one error naming line and column",
          "[parse][google-benchmark]") {
    // column 32 is the 1 where the colon should be
    const Run run = parse("{\"benchmarks\": [\n  {\"name\": \"BM_x\", \"real_time\" 1}\n]}\n");
    CHECK(run.observations.empty());
    CHECK(parse_test::diagnostics(run) ==
          Lines{"in.json:2: error: not valid JSON (column 32): syntax error while parsing object "
                "separator - unexpected number literal; expected ':'"});
    const Run other = parse("{\"results\": []}\n");
    CHECK(parse_test::diagnostics(other) ==
          Lines{"in.json:1: error: no \"benchmarks\" array: not Google Benchmark JSON"});
}

TEST_CASE("google-benchmark: sniff wants an object with benchmarks and times",
          "[parse][google-benchmark]") {
    const benchcmp::Parser* parser = benchcmp::find_format("google-benchmark");
    REQUIRE(parser != nullptr);
    CHECK(parser->sniff(file({entry("BM_x", R"("real_time": 1)")})) >= 0.9);
    CHECK(parser->sniff("{\"benchmarks\": [{\"name\": \"x\", \"runs\": []}]}") == 0.0);
    CHECK(parser->sniff("real_time cpu_time \"benchmarks\"") == 0.0);
}
