// A saved report is an input: `benchcmp --format json A B > r.json` then `benchcmp r.json B`
// prints the text report of `benchcmp A B` (B replaces the saved B, A comes from r.json).
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "benchcmp/app.hpp"

namespace {

std::string run_ok(const std::vector<std::string>& args) {
    std::istringstream in;
    std::ostringstream out;
    std::ostringstream err;
    const int code = benchcmp::run(args, in, out, err);
    INFO(err.str());
    REQUIRE(code == 0);
    return out.str();
}

std::string saved_path(const std::string& name) {
    return (std::filesystem::path(BENCHCMP_BINARY_DIR) / (name + ".json")).string();
}

// `options saved changed` prints what `options base changed` printed.
void check_same_report(const std::vector<std::string>& options, const std::string& base,
                       const std::string& changed, const std::string& saved) {
    const std::string root = std::string(BENCHCMP_SOURCE_DIR) + "/";
    std::vector<std::string> direct = options;
    direct.push_back(root + base);
    direct.push_back(root + changed);
    std::vector<std::string> again = options;
    again.push_back(saved);
    again.push_back(root + changed);
    const std::string expected = run_ok(direct);
    CHECK_FALSE(expected.empty());
    CHECK(run_ok(again) == expected);
}

// Both inputs saved: `benchcmp --format json A B > r.json`, then `benchcmp r.json B`.
void check_round_trip(const std::vector<std::string>& options, const std::string& base,
                      const std::string& changed, const std::string& saved_name) {
    const std::string root = std::string(BENCHCMP_SOURCE_DIR) + "/";
    const std::string saved = saved_path(saved_name);
    std::vector<std::string> save = {"--format", "json"};
    save.insert(save.end(), options.begin(), options.end());
    save.push_back(root + base);
    save.push_back(root + changed);
    std::ofstream(saved) << run_ok(save);
    check_same_report(options, base, changed, saved);
}

// The baseline saved alone: `benchcmp --format json A > a.json` (one input), then
// `benchcmp a.json B` prints the text report of `benchcmp A B`.
void check_saved_baseline(const std::vector<std::string>& options, const std::string& base,
                          const std::string& changed, const std::string& saved_name) {
    const std::string root = std::string(BENCHCMP_SOURCE_DIR) + "/";
    const std::string saved = saved_path(saved_name);
    std::vector<std::string> save = {"--format", "json"};
    save.insert(save.end(), options.begin(), options.end());
    save.push_back(root + base);
    std::ofstream(saved) << run_ok(save);
    check_same_report(options, base, changed, saved);
}

}  // namespace

TEST_CASE("round trip through the JSON report: hackbench", "[cli][roundtrip]") {
    check_round_trip({}, "data/hackbench/baseline.txt", "data/hackbench/patched.txt",
                     "roundtrip-hackbench");
    check_round_trip({"--test", "mwu"}, "data/hackbench/baseline.txt", "data/hackbench/rerun.txt",
                     "roundtrip-hackbench-mwu");
}

TEST_CASE("round trip through the JSON report: mmtests summaries", "[cli][roundtrip]") {
    check_round_trip({"--runs", "5"}, "tests/parse/fixtures/mmtests-one-vanilla.txt",
                     "tests/parse/fixtures/mmtests-one-fix.txt", "roundtrip-mmtests");
    check_round_trip({"--test", "mmtests"}, "tests/parse/fixtures/mmtests-one-vanilla.txt",
                     "tests/parse/fixtures/mmtests-one-fix.txt", "roundtrip-mmtests-band");
}

TEST_CASE("round trip through the JSON report: Go benchmarks", "[cli][roundtrip]") {
    check_round_trip({"--test", "mwu"}, "data/go-bench/base.txt", "data/go-bench/fast.txt",
                     "roundtrip-go");
}

TEST_CASE("round trip through a baseline saved alone", "[cli][roundtrip]") {
    check_saved_baseline({}, "data/hackbench/baseline.txt", "data/hackbench/patched.txt",
                         "saved-alone-hackbench");
    check_saved_baseline({"--test", "mwu"}, "data/hackbench/baseline.txt",
                         "data/hackbench/rerun.txt", "saved-alone-hackbench-mwu");
    check_saved_baseline({"--runs", "5"}, "tests/parse/fixtures/mmtests-one-vanilla.txt",
                         "tests/parse/fixtures/mmtests-one-fix.txt", "saved-alone-mmtests");
    check_saved_baseline({"--test", "mwu"}, "data/go-bench/base.txt", "data/go-bench/fast.txt",
                         "saved-alone-go");
    check_saved_baseline({}, "data/google-benchmark/baseline.json",
                         "data/google-benchmark/patched.json", "saved-alone-google-benchmark");
    check_saved_baseline({"--test", "mwu"}, "data/hyperfine/scan.json",
                         "data/hyperfine/scan-b.json", "saved-alone-hyperfine");
}
