// The cyclictest parser: real `-Smp99` thread lines (data/cyclictest/), histogram summaries,
// a mailer's wrap, repeated runs and damaged lines. Expected values are copied from the lines
// they come from (`grep -n 'T:' data/cyclictest/preempt-none.txt`).

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
    return parse_test::parse_one("cyclictest", content, "in.txt");
}

}  // namespace

TEST_CASE("cyclictest: real thread lines, per thread and all threads", "[parse][cyclictest]") {
    const Run run = parse(parse_test::read_file("data/cyclictest/preempt-none.txt"));
    CHECK(run.diagnostics.empty());
    CHECK(values(run, "max_latency", "thread=0") == Values{1650});
    CHECK(values(run, "avg_latency", "thread=7") == Values{6});
    CHECK(values(run, "min_latency", "thread=3") == Values{1});
    CHECK(values(run, "max_latency", "thread=all") ==
          Values{1650, 1386, 1463, 1459, 1381, 1970, 1389, 1360});
    const Observation* max = find(run, "max_latency", "thread=0");
    CHECK(max->metric.benchmark == "cyclictest");
    CHECK(max->metric.unit == "us");
    CHECK(max->metric.better == Direction::lower_is_better);
    CHECK(max->line == 6);
    // Act: and C: are not compared: three metrics for eight threads and for all of them.
    CHECK(run.observations.size() == 3 * 9);
}

TEST_CASE("cyclictest: histogram summaries, one value per thread", "[parse][cyclictest]") {
    const Run run = parse(
        "# Histogram\n"
        "000000 000000\t000000\n"
        "000001 000012\t000009\n"
        "# Total: 000100000 000100000\n"
        "# Min Latencies: 00002 00003\n"
        "# Avg Latencies: 00004 00005\n"
        "# Max Latencies: 00015 00021 00021\n"
        "# Histogram Overflows: 00000 00000 00000\n");
    CHECK(run.diagnostics.empty());
    CHECK(values(run, "min_latency", "thread=1") == Values{3});
    CHECK(values(run, "avg_latency", "thread=0") == Values{4});
    // --histofall's maximum of all threads is not a thread's.
    CHECK(values(run, "max_latency", "thread=all") == Values{15, 21});
}

TEST_CASE("cyclictest: runs one after another are raw runs; one thread has no `all`",
          "[parse][cyclictest]") {
    const Run run = parse(parse_test::read_file("data/cyclictest/histfile-summary-3runs.txt"));
    CHECK(values(run, "avg_latency", "thread=0") == Values{990, 656, 354});
    CHECK(values(run, "max_latency", "thread=0") == Values{224925, 37595, 16687});
    CHECK(find(run, "max_latency", "thread=all") == nullptr);
}

TEST_CASE("cyclictest: a thread line wrapped after Avg: is joined", "[parse][cyclictest]") {
    const Run run = parse(
        "> T: 0 ( 3484) P: 1 I:    1000 C:    8955 Min:      10 Act:   38011 Avg:\n"
        ">  20919 Max:   38445\n"
        "> T: 1 ( 3485) P:99 I:200 C:14838617 Min:   3 Act:    6 Avg:\n"
        "> $ next command\n");
    CHECK(values(run, "avg_latency", "thread=0") == Values{20919});
    CHECK(values(run, "max_latency", "thread=0") == Values{38445});
    CHECK(parse_test::diagnostics(run) ==
          std::vector<std::string>{
              "in.txt:3: warning: cyclictest thread line ends before its Max: value; skipped"});
}

TEST_CASE("cyclictest: --nsecs runs are in ns; damaged lines are warned of",
          "[parse][cyclictest]") {
    const Run run = parse(
        "# cyclictest -N -t2 -q\n"
        "T: 0 ( 100) P:99 I:1000 C: 1000 Min:    2100 Act:    2500 Avg:    2400 Max:   15000\n"
        "T: 1 ( 101) P:99 I:1000 C: 1000 Min:    2100 Act:    2500 Avg:    n/a Max:   15000\n");
    REQUIRE(find(run, "max_latency", "thread=0") != nullptr);
    CHECK(find(run, "max_latency", "thread=0")->metric.unit == "ns");
    CHECK(parse_test::diagnostics(run) ==
          std::vector<std::string>{"in.txt:3: warning: cyclictest thread 1 has no number after "
                                   "Avg:; the line is skipped"});
}

TEST_CASE("cyclictest: detection, and the catch-all readers do not take it",
          "[parse][cyclictest]") {
    const benchcmp::Parser* cyclictest = benchcmp::find_format("cyclictest");
    for (const char* file :
         {"data/cyclictest/preempt-none.txt", "data/cyclictest/histfile-summary-3runs.txt"}) {
        const std::string text = parse_test::read_file(file);
        for (const char* other : {"table", "numbers"}) {
            CHECK(benchcmp::find_format(other)->sniff(text) < cyclictest->sniff(text));
        }
        // A companion of whatever else the paste holds.
        CHECK(cyclictest->sniff(text) >= benchcmp::kCompanionScore);
    }
    const std::string text = parse_test::read_file("data/cyclictest/preempt-none.txt");
    CHECK(benchcmp::detect_format(benchcmp::InputText{"in.txt", text}).name() == "cyclictest");
    // The session of the histfile runs starts with perf bench's messaging header, which
    // hackbench reads: that paste is hackbench's, with cyclictest's summaries beside it.
    const std::string session = parse_test::read_file("data/cyclictest/histfile-summary-3runs.txt");
    CHECK(benchcmp::detect_format(benchcmp::InputText{"in.txt", session}).name() == "hackbench");
}
