// The STREAM parser: real STREAM 5.10 tables (data/stream/), a build with a Direction column,
// rows pasted without their header, runs repeated, and damaged rows. Expected values are
// copied from the lines they come from (`grep -n 'Copy:' data/stream/*.txt`).

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
    return parse_test::parse_one("stream", content, "in.txt");
}

}  // namespace

TEST_CASE("stream: a real 5.10 table, one best rate per kernel", "[parse][stream]") {
    const Run run = parse(parse_test::read_file("data/stream/patched.txt"));
    CHECK(run.diagnostics.empty());
    CHECK(values(run, "copy", "") == Values{2867.6});
    CHECK(values(run, "scale", "") == Values{1057.5});
    CHECK(values(run, "add", "") == Values{1308.8});
    CHECK(values(run, "triad", "") == Values{1111.6});
    const Observation* copy = find(run, "copy", "");
    CHECK(copy->metric.benchmark == "stream");
    CHECK(copy->metric.unit == "MB/s");
    CHECK(copy->metric.better == Direction::higher_is_better);
    CHECK(copy->line == 5);
    CHECK(copy->rounding == Approx(0.05));
    // The time columns are statistics of the kernel, not metrics of their own.
    CHECK(run.observations.size() == 4);
}

TEST_CASE("stream: a Direction column is the case; rows without the header are read",
          "[parse][stream]") {
    const Run run = parse(
        "Function     Direction    BestRateMBs     AvgTime      MinTime      MaxTime\n"
        "Copy:        0->0            200923.2     0.032662     0.031853     0.033301\n"
        "Copy:        0->1             22209.7     0.288661     0.288162     0.289342\n");
    CHECK(values(run, "copy", "direction=0->0") == Values{200923.2});
    CHECK(values(run, "copy", "direction=0->1") == Values{22209.7});
    const Run bare = parse(
        "> Triad:       0->0            208523.8     0.047262     0.046038     "
        "0.048414\n");
    CHECK(values(bare, "triad", "direction=0->0") == Values{208523.8});
}

TEST_CASE("stream: a table printed again is another run", "[parse][stream]") {
    const Run run = parse(
        "Function    Best Rate MB/s  Avg time     Min time     Max time\n"
        "Copy:            2867.6     0.056828     0.055795     0.061792\n"
        "Solution Validates: avg error less than 1.000000e-13 on all three arrays\n"
        "Function    Best Rate MB/s  Avg time     Min time     Max time\n"
        "Copy:            2932.9     0.055131     0.054554     0.055667\n");
    CHECK(values(run, "copy", "") == Values{2867.6, 2932.9});
}

TEST_CASE("stream: damaged rows and failed validation are warned of", "[parse][stream]") {
    const Run run = parse(
        "Function    Best Rate MB/s  Avg time     Min time     Max time\n"
        "Copy:            2867.6     0.056828     0.055795\n"
        "Scale:           1057.5     0.153282     0.151305     0.158115\n"
        "Failed Validation on array a[], AvgRelAbsErr > epsilon (1.000000e-13)\n");
    CHECK(parse_test::diagnostics(run) ==
          std::vector<std::string>{
              "in.txt:2: warning: STREAM row \"Copy:            2867.6     0.056828     "
              "0.055795\" is not a kernel, a rate and three times; skipped",
              "in.txt:4: warning: STREAM says \"Failed Validation on array a[], AvgRelAbsErr > "
              "epsilon (1.00...\": the rates of this run are not to be trusted"});
    CHECK(values(run, "scale", "") == Values{1057.5});
}

TEST_CASE("stream: detection, and the catch-all readers do not take it", "[parse][stream]") {
    const std::string text = parse_test::read_file("data/stream/cxl-interleave-qp.txt");
    const benchcmp::InputText input{"in.txt", text};
    CHECK(benchcmp::detect_format(input).name() == "stream");
    const benchcmp::Parser* stream = benchcmp::find_format("stream");
    for (const char* other : {"table", "numbers"}) {
        const benchcmp::Parser* parser = benchcmp::find_format(other);
        REQUIRE(parser != nullptr);
        CHECK(parser->sniff(text) < stream->sniff(text));
    }
    CHECK(stream->sniff("Copy: the file was copied\n") == 0.0);
}
