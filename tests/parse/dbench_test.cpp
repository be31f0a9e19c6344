// The dbench parser: real dbench 4.0 output (data/dbench/), quoted tables whose indentation
// differs, the older result lines and damaged rows. Expected values are copied from the lines
// they come from (`grep -n 'Throughput\|WriteX' data/dbench/baseline.txt`).

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
    return parse_test::parse_one("dbench", content, "in.txt");
}

}  // namespace

TEST_CASE("dbench: real 4.0 output, three runs", "[parse][dbench]") {
    const Run run = parse(parse_test::read_file("data/dbench/baseline.txt"));
    CHECK(run.diagnostics.empty());
    CHECK(values(run, "throughput", "clients=2") == Values{65.2002, 117.569, 69.9007});
    CHECK(values(run, "max_latency", "clients=2") == Values{106.877, 124.131, 98.048});
    CHECK(values(run, "count", "clients=2 op=WriteX") == Values{3932, 6997, 4516});
    CHECK(values(run, "avg_lat", "clients=2 op=WriteX") == Values{0.047, 0.084, 0.072});
    CHECK(values(run, "max_lat", "clients=2 op=WriteX") == Values{77.887, 88.171, 92.104});
    const Observation* throughput = find(run, "throughput", "clients=2");
    CHECK(throughput->metric.unit == "MB/s");
    CHECK(throughput->metric.better == Direction::higher_is_better);
    CHECK(throughput->line == 33);
    CHECK(find(run, "max_lat", "clients=2 op=WriteX")->metric.better == Direction::lower_is_better);
    CHECK(find(run, "count", "clients=2 op=WriteX")->metric.better == Direction::unknown);
    CHECK(find(run, "count", "clients=2 op=WriteX")->line == 27);
    // 16 operations, three metrics each, plus throughput and max_latency.
    CHECK(run.observations.size() == 16 * 3 + 2);
}

TEST_CASE("dbench: (sync open) runs compare with plain ones by client count", "[parse][dbench]") {
    const Run run = parse(parse_test::read_file("data/dbench/sync-open.txt"));
    CHECK(values(run, "throughput", "clients=2") == Values{30.2063, 48.2138, 14.1942});
}

TEST_CASE("dbench: quoted tables whose header lost its indentation", "[parse][dbench]") {
    const Run run = parse(
        "> Results before this patch:\n"
        "> \n"
        ">   Operation      Count    AvgLat    MaxLat\n"
        ">   ----------------------------------------\n"
        ">   WriteX       2202803     7.905  1376.989\n"
        "> \n"
        "> Throughput 231.555 MB/sec (sync open)  32 clients  32 procs  max_latency=1376.993 ms\n"
        "> Operation      Count    AvgLat    MaxLat\n"
        ">   ----------------------------------------\n"
        ">   WriteX       2296720     7.569  1178.204\n"
        "> \n"
        "> Throughput 241.4 MB/sec (sync open)  32 clients  32 procs  max_latency=1178.207 ms\n"
        "> (+4.3% throughput, -14.4% max latency)\n");
    CHECK(values(run, "throughput", "clients=32") == Values{231.555, 241.4});
    CHECK(values(run, "avg_lat", "clients=32 op=WriteX") == Values{7.905, 7.569});
}

TEST_CASE("dbench: progress lines are running averages, not results", "[parse][dbench]") {
    const Run run = parse(
        "  16      1874   176.02 MB/sec  warmup   1 sec  latency 9.871 ms\n"
        "  16     78112   198.73 MB/sec  execute 600 sec  latency 233.950 ms\n"
        "   0  cleanup 603 sec\n");
    CHECK(run.observations.empty());
}

TEST_CASE("dbench: 2.x/3.x and 1.x result lines", "[parse][dbench]") {
    const Run old = parse("Throughput 98.1234 MB/sec 4 procs\nThroughput 97.5 MB/sec 4 procs\n");
    CHECK(values(old, "throughput", "clients=4") == Values{98.1234, 97.5});
    const Run first = parse(
        "8 clients started\n"
        "Throughput 45.6 MB/sec (NB=57 MB/sec  456 MBit/sec)\n");
    CHECK(values(first, "throughput", "clients=8") == Values{45.6});
}

TEST_CASE("dbench: a damaged row and a table with no Throughput line", "[parse][dbench]") {
    const Run run = parse(
        " Operation      Count    AvgLat    MaxLat\n"
        " ----------------------------------------\n"
        " NTCreateX    3120457     0.021   412.118\n"
        " ReadX        5893210     n/a       2.951\n");
    CHECK(parse_test::diagnostics(run) ==
          std::vector<std::string>{
              "in.txt:3: warning: operation table with no Throughput line after it; read "
              "without a client count",
              "in.txt:4: warning: AvgLat \"n/a\" of operation ReadX is not a number; the row is "
              "skipped",
          });
    CHECK(values(run, "max_lat", "op=NTCreateX") == Values{412.118});
}

TEST_CASE("dbench: a result line wrapped at 72 columns", "[parse][dbench]") {
    const Run run = parse(
        "> Throughput 231.555 MB/sec (sync open)  32 clients  32 procs\n"
        "> max_latency=1376.993 ms\n"
        "> Throughput 241.4 MB/sec (sync open)  32 clients  32 procs  max_latency=1178.207\n"
        "> ms\n"
        "Throughput 250.1 MB/sec (sync open)\n"
        "32 clients  32 procs  max_latency=1000.5 ms\n");
    CHECK(values(run, "throughput", "clients=32") == Values{231.555, 241.4, 250.1});
    CHECK(values(run, "max_latency", "clients=32") == Values{1376.993, 1178.207, 1000.5});
    CHECK(find(run, "max_latency", "clients=32")->line == 1);
}

TEST_CASE("dbench: sniff knows its result line and its table header alone", "[parse][dbench]") {
    const benchcmp::Parser& parser = *benchcmp::find_format("dbench");
    CHECK(parser.sniff("Throughput 30.2063 MB/sec (sync open)  2 clients  2 procs  "
                       "max_latency=97.908 ms\n") == 0.9);
    CHECK(parser.sniff("> Operation      Count    AvgLat    MaxLat\n") == 0.9);
    CHECK(parser.sniff("Throughput was 30 MB/sec\nOperations: 12\n") == 0.0);
    CHECK(parser.sniff("dbench version 4.00 - Copyright Andrew Tridgell 1999-2004\n") == 0.9);
    CHECK(parser.sniff("  16      1874   176.02 MB/sec  warmup   1 sec  latency 9.871 ms\n") ==
          0.9);
    CHECK(parser.sniff("   2     80112    65.20 MB/sec  execute 600 sec\n") == 0.9);
    CHECK(parser.sniff("dbench version: see below\n2 clients 65 MB/sec\n") == 0.0);
}

TEST_CASE("dbench: a long run's results past the head detection sees", "[parse][dbench]") {
    // A progress line a second: 1,200 of them (20 minutes) put the table and the Throughput
    // line past the first 64 KiB, which held only the banner and progress lines.
    std::string text =
        "dbench version 4.00 - Copyright Andrew Tridgell 1999-2004\n\n"
        "Running for 1200 seconds with load 'client.txt' and minimum warmup 0 "
        "secs\nreleasing clients\n";
    for (int second = 1; second <= 1200; ++second) {
        text += "   2     " + std::to_string(2856 + second) + "    65.20 MB/sec  execute " +
                std::to_string(second) + " sec  latency 80.000 ms\n";
    }
    text +=
        "\n Operation      Count    AvgLat    MaxLat\n ----------------------------------------\n"
        " WriteX         3932     0.047    77.887\n\n"
        "Throughput 65.2002 MB/sec  2 clients  2 procs  max_latency=106.877 ms\n";
    REQUIRE(text.size() > benchcmp::kSniffBytes);
    const benchcmp::InputText input{"in.txt", text};
    CHECK(benchcmp::detect_format(input).name() == "dbench");
    const Run run = parse(text);
    CHECK(values(run, "throughput", "clients=2") == Values{65.2002});
}
