// The ebizzy parser: real ebizzy 0.3 runs (data/ebizzy/before.txt), the times on one line or
// three, summaries of runs side by side (data/ebizzy/summaries-side-by-side.txt) and damaged
// blocks. Expected values are copied from the lines they come from.

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
using parse_test::find;
using parse_test::values;

Run parse(const std::string& content) {
    return parse_test::parse_one("ebizzy", content, "in.txt");
}

std::vector<Run> parse_all(const std::string& content) {
    return benchcmp::find_format("ebizzy")->parse(benchcmp::InputText{"in.txt", content});
}

}  // namespace

TEST_CASE("ebizzy: real 0.3 runs, records/s and the times", "[parse][ebizzy]") {
    const Run run = parse(parse_test::read_file("data/ebizzy/before.txt"));
    CHECK(run.diagnostics.empty());
    CHECK(values(run, "records_per_sec", "") ==
          Values{97800, 97835, 97929, 97736, 97914, 97916, 97857, 97927, 97962, 97501});
    CHECK(values(run, "sys", "") ==
          Values{13.54, 13.51, 13.53, 13.48, 13.50, 13.48, 13.51, 13.55, 13.39, 13.53});
    CHECK(values(run, "real", "").size() == 10);
    CHECK(values(run, "user", "").front() == 0.25);
    const Observation* records = find(run, "records_per_sec", "");
    CHECK(records->metric.unit == "records/s");
    CHECK(records->metric.better == Direction::higher_is_better);
    CHECK(records->line == 2);
    CHECK(find(run, "sys", "")->metric.better == Direction::lower_is_better);
}

TEST_CASE("ebizzy: the times on three lines; `real` before any result is not ebizzy's",
          "[parse][ebizzy]") {
    const Run run = parse(
        "real 1.00 s\n"
        "1234 records/s\n"
        "real 10.00 s\n"
        "user  0.25 s\n"
        "sys  13.54 s\n");
    CHECK(values(run, "records_per_sec", "") == Values{1234});
    CHECK(values(run, "real", "") == Values{10.0});
    CHECK(values(run, "sys", "") == Values{13.54});
}

TEST_CASE("ebizzy: summaries side by side are two variants per thread count", "[parse][ebizzy]") {
    const std::vector<Run> runs =
        parse_all(parse_test::read_file("data/ebizzy/summaries-side-by-side.txt"));
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "vanilla-jemalloc");
    CHECK(runs[1].label == "MADV_free-jemalloc");
    CHECK(runs[0].diagnostics.empty());
    const Observation* base = find(runs[0], "records_per_sec", "threads=1");
    REQUIRE(base != nullptr);
    REQUIRE(!base->sample.is_raw());
    CHECK(base->sample.summary().n == 10);
    CHECK(base->sample.summary().mean == 7436.70);
    CHECK(base->sample.summary().stddev == 48.01);
    CHECK(base->sample.summary().max == 7542.00);
    CHECK(base->sample.summary().min == 7366.00);
    const Observation* patched = find(runs[1], "records_per_sec", "threads=32");
    REQUIRE(patched != nullptr);
    CHECK(patched->sample.summary().mean == 37118.00);
    CHECK(patched->sample.summary().stddev == 766.36);
    CHECK(runs[1].observations.size() == 6);
}

TEST_CASE("ebizzy: a summary line that is not key: value per column skips its block",
          "[parse][ebizzy]") {
    const Run run = parse(
        "1 thread\n"
        "records: 10\n"
        "avg:      7436.70\n"
        "std:      48.01(0.65%) extra\n"
        "max:      7542.00\n"
        "min:      7366.00\n");
    CHECK(run.observations.empty());
    CHECK(parse_test::diagnostics(run) ==
          std::vector<std::string>{"in.txt:4: warning: ebizzy summary line \"std:\" is not "
                                   "`key: value` per column; the block is skipped"});
}

TEST_CASE("ebizzy: detection, and the catch-all readers do not take it", "[parse][ebizzy]") {
    for (const char* file : {"data/ebizzy/before.txt", "data/ebizzy/summaries-side-by-side.txt"}) {
        const std::string text = parse_test::read_file(file);
        const benchcmp::InputText input{"in.txt", text};
        CHECK(benchcmp::detect_format(input).name() == "ebizzy");
        const benchcmp::Parser* ebizzy = benchcmp::find_format("ebizzy");
        for (const char* other : {"table", "numbers"}) {
            CHECK(benchcmp::find_format(other)->sniff(text) < ebizzy->sniff(text));
        }
    }
}

TEST_CASE("ebizzy: a summary whose records: count is no number of runs is skipped",
          "[parse][ebizzy]") {
    // A fuzzed `records: -10` was cast to size_t: n = 18446744073709551606.
    for (const char* records : {"-10", "2.5", "1e300", "0"}) {
        INFO(records);
        const std::vector<Run> runs =
            parse_all(std::string(" a\t\tb\n\n1 thread\nrecords:  ") + records +
                      "              records:  10\n"
                      "avg:      7436.70         avg:      15292.70\n"
                      "std:      48.01(0.65%)    std:      496.40(3.25%)\n");
        for (const Run& run : runs) {
            for (const auto& observation : run.observations) {
                CHECK((observation.sample.is_raw() || observation.sample.summary().n == 10));
            }
        }
        REQUIRE_FALSE(runs.empty());
        REQUIRE_FALSE(runs.front().diagnostics.empty());
        CHECK(runs.front().diagnostics.back().message.find("is no number of runs") !=
              std::string::npos);
    }
}
