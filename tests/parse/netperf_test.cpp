// The netperf parser: the hand-made tables of data/netperf/ (laid out by FORMATS-FAMILIES.md
// section 5's format strings), then one small input per rule: mail quoting with `=20`, a
// wrapped banner and data line, repeated runs, `-P 0` lines under their command, `-v 0`,
// confidence banners and warnings, overflowing socket sizes, and damaged lines. Expected
// values are copied from the lines they come from (`grep -n '^ *[0-9]' data/netperf/*.txt`).

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "benchcmp/parse.hpp"
#include "benchcmp/post.hpp"
#include "parse/netperf/netperf_lines.hpp"
#include "parse_test_support.hpp"

namespace {

using benchcmp::Direction;
using benchcmp::Observation;
using benchcmp::Run;
using Values = std::vector<double>;
using parse_test::find;
using parse_test::values;

constexpr const char* kStreamCase =
    "test=TCP_STREAM send_socket=16384 recv_socket=131072 message=16384";

Run parse(const std::string& content) {
    return parse_test::parse_one("netperf", content, "in.txt");
}

const std::string kStreamHeader =
    "Recv   Send    Send                          \n"
    "Socket Socket  Message  Elapsed              \n"
    "Size   Size    Size     Time     Throughput  \n"
    "bytes  bytes   bytes    secs.    10^6bits/sec  \n"
    "\n";

const std::string kStreamBanner =
    "MIGRATED TCP STREAM TEST from 0.0.0.0 (0.0.0.0) port 0 AF_INET to 192.168.1.2 () port 0 "
    "AF_INET\n";

}  // namespace

TEST_CASE("netperf: three TCP_STREAM runs are one sample", "[parse][netperf]") {
    const Run run = parse(parse_test::read_file("data/netperf/tcp-stream-base.txt"));
    CHECK(run.diagnostics.empty());
    CHECK(values(run, "throughput", kStreamCase) == Values{9387.52, 9401.17, 9379.88});
    const Observation* throughput = find(run, "throughput", kStreamCase);
    CHECK(throughput->metric.unit == "10^6bits/s");
    CHECK(throughput->metric.better == Direction::higher_is_better);
    CHECK(throughput->line == 7);
    CHECK(run.observations.size() == 1);
}

TEST_CASE("netperf: request/response and UDP_STREAM tables", "[parse][netperf]") {
    const Run run = parse(parse_test::read_file("data/netperf/mixed.txt"));
    CHECK(run.diagnostics.empty());
    const std::string rr = "send_socket=16384 recv_socket=131072 request=1 response=1";
    CHECK(values(run, "transaction_rate", "test=TCP_RR " + rr) ==
          Values{31234.56, 31102.87, 31377.12});
    CHECK(values(run, "transaction_rate", "test=UDP_RR " + rr) == Values{35120.44});
    CHECK(values(run, "transaction_rate", "test=TCP_CRR " + rr) == Values{9876.54});
    CHECK(find(run, "transaction_rate", "test=TCP_RR " + rr)->metric.unit == "trans/s");
    // UDP_STREAM: the receiver's line (the second) is the result, the sender's is kept apart.
    const std::string udp = "test=UDP_STREAM send_socket=212992 recv_socket=212992 message=64";
    CHECK(values(run, "throughput", udp) == Values{162.97, 163.76});
    CHECK(values(run, "send_throughput", udp) == Values{163.33, 164.04});
    CHECK(find(run, "throughput", udp)->line == 51);
    CHECK(run.observations.size() == 5);
}

TEST_CASE("netperf: CPU utilisation has no direction, service demand is lower",
          "[parse][netperf]") {
    const Run run = parse(parse_test::read_file("data/netperf/tcp-stream-cpu.txt"));
    CHECK(run.diagnostics.empty());
    CHECK(values(run, "throughput", kStreamCase) == Values{9312.40, 9298.71});
    CHECK(values(run, "local_cpu", kStreamCase) == Values{12.51, 12.87});
    CHECK(values(run, "remote_cpu", kStreamCase) == Values{18.03, 17.95});
    CHECK(values(run, "local_service_demand", kStreamCase) == Values{0.440, 0.453});
    CHECK(values(run, "remote_service_demand", kStreamCase) == Values{0.634, 0.633});
    CHECK(find(run, "local_cpu", kStreamCase)->metric.better == Direction::unknown);
    CHECK(find(run, "local_cpu", kStreamCase)->metric.unit == "%");
    const Observation* demand = find(run, "remote_service_demand", kStreamCase);
    CHECK(demand->metric.better == Direction::lower_is_better);
    CHECK(demand->metric.unit == "us/KB");
}

TEST_CASE("netperf: the omni -k, -o and -O forms read as the classic table", "[parse][netperf]") {
    const Run run = parse(parse_test::read_file("data/netperf/omni.txt"));
    CHECK(run.diagnostics.empty());
    CHECK(values(run, "throughput", kStreamCase) == Values{9387.52, 9401.17, 9379.88});
    CHECK(find(run, "throughput", kStreamCase)->metric.unit == "10^6bits/s");
    CHECK(run.observations.size() == 1);
}

TEST_CASE("netperf: omni request/response keys and an omni block without THROUGHPUT",
          "[parse][netperf]") {
    const Run run = parse(
        "MIGRATED TCP REQUEST/RESPONSE TEST from 0.0.0.0 (0.0.0.0) port 0 AF_INET to h () port "
        "0 AF_INET : first burst 0\n"
        "LSS_SIZE_END=16384\n"
        "LSR_SIZE_END=131072\n"
        "RSR_SIZE_END=131072\n"
        "REQUEST_SIZE=64\n"
        "RESPONSE_SIZE=1024\n"
        "THROUGHPUT=28765.43\n"
        "THROUGHPUT_UNITS=Trans/s\n"
        "\n"
        "ELAPSED_TIME=10.00\n");
    CHECK(values(run, "transaction_rate",
                 "test=TCP_RR send_socket=16384 recv_socket=131072 request=64 response=1024") ==
          Values{28765.43});
    CHECK(parse_test::diagnostics(run) ==
          std::vector<std::string>{
              "in.txt:10: warning: omni output without THROUGHPUT=; nothing of it is read"});
}

TEST_CASE("netperf: quoted at any depth, trailing blanks as =20", "[parse][netperf]") {
    const Run run = parse("> " + kStreamBanner +
                          "> Recv   Send    Send                         =20\n"
                          "> Socket Socket  Message  Elapsed             =20\n"
                          "> Size   Size    Size     Time     Throughput =20\n"
                          "> bytes  bytes   bytes    secs.    10^6bits/sec =20\n"
                          ">\n"
                          "> 131072  16384  16384    10.00    9387.52  =20\n"
                          "> > " +
                          kStreamBanner + "> > " +
                          "bytes  bytes   bytes    secs.    10^6bits/sec\n"
                          "> >\n"
                          "> > 131072  16384  16384    10.00    9401.17=20\n");
    CHECK(run.diagnostics.empty());
    CHECK(values(run, "throughput", kStreamCase) == Values{9387.52, 9401.17});
}

TEST_CASE("netperf: a -k value of 20 keeps its =20", "[parse][netperf]") {
    const Run run = parse(kStreamBanner +
                          "LSS_SIZE_END=16384\n"
                          "LOCAL_SEND_SIZE=20\n"
                          "THROUGHPUT=12.50\n");
    CHECK(values(run, "throughput", "test=TCP_STREAM send_socket=16384 message=20") ==
          Values{12.50});
}

TEST_CASE("netperf: a wrapped banner and a data line wrapped before its CPU columns",
          "[parse][netperf]") {
    const Run run = parse(
        "MIGRATED TCP STREAM TEST from 0.0.0.0 (0.0.0.0) port 0 AF_INET to\n"
        "192.168.1.2 () port 0 AF_INET : +/-2.500% @ 99% conf.\n"
        "bytes  bytes   bytes    secs.    10^6bits/s  % S      % S      us/KB   us/KB\n"
        "\n"
        "131072  16384  16384    10.00      9312.40   12.51    18.03\n"
        "0.440   0.634\n"
        "\n"
        "131072  16384  16384    10.00      9298.71   12.87    17.95\n"
        "\n");
    CHECK(values(run, "throughput", kStreamCase) == Values{9312.40, 9298.71});
    CHECK(values(run, "remote_service_demand", kStreamCase) == Values{0.634});
    CHECK(values(run, "remote_cpu", kStreamCase) == Values{18.03});
    CHECK(parse_test::diagnostics(run) ==
          std::vector<std::string>{
              "in.txt: note: 2 results under a confidence banner (+/-x% @ y% conf.) are the "
              "mean of netperf's -i iterations; each is compared as one value of its run",
              "in.txt:8: warning: the CPU columns its header announces are missing; only the "
              "result is read",
          });
}

TEST_CASE("netperf: repeated runs with interim lines and a confidence warning",
          "[parse][netperf]") {
    const std::string run_text =
        "MIGRATED TCP STREAM TEST from 0.0.0.0 (0.0.0.0) port 0 AF_INET to 192.168.1.2 () "
        "port 0 AF_INET : +/-2.500% @ 99% conf.  : demo\n"
        "Interim result: 9385.21 10^6bits/s over 1.000 seconds ending at 1700000001.123\n"
        "Interim result: 9390.02 10^6bits/s over 1.000 seconds ending at 1700000002.124\n"
        "!!! WARNING\n"
        "!!! Desired confidence was not achieved within the specified iterations.\n"
        "!!! Confidence intervals: Throughput      : 6.432%\n"
        "!!!                       Local CPU util  : 0.000%\n" +
        kStreamHeader;
    const Run run = parse(run_text + "131072  16384  16384    10.00    9387.52   \n\n" + run_text +
                          "131072  16384  16384    10.00    9401.17   \n");
    CHECK(values(run, "throughput", kStreamCase) == Values{9387.52, 9401.17});
    CHECK(parse_test::diagnostics(run) ==
          std::vector<std::string>{
              "in.txt: note: 2 results under a confidence banner (+/-x% @ y% conf.) are the "
              "mean of netperf's -i iterations; each is compared as one value of its run",
              "in.txt:6: warning: netperf did not reach the confidence it was asked for: the "
              "throughput interval is 6.432% wide",
              "in.txt:20: warning: netperf did not reach the confidence it was asked for: the "
              "throughput interval is 6.432% wide",
          });
}

TEST_CASE("netperf: socket sizes of a million bytes overflow %6d", "[parse][netperf]") {
    const Run run =
        parse(kStreamBanner + kStreamHeader + "1048576 4194304  65536    10.00    9387.52   \n");
    CHECK(values(run, "throughput",
                 "test=TCP_STREAM send_socket=4194304 recv_socket=1048576 message=65536") ==
          Values{9387.52});
}

TEST_CASE("netperf: -P 0 lines are read under their command line", "[parse][netperf]") {
    const Run run = parse(
        "$ for i in 1 2; do netperf -H 192.168.1.2 -t tcp_rr -P 0 -- -r 64,64; done\n"
        "16384  131072 64       64      10.00    31234.56   \n"
        "16384  131072\n"
        "16384  131072 64       64      10.00    31102.87   \n"
        "16384  131072\n"
        "$ netperf -H 192.168.1.2 -f k -P 0\n"
        " 87380  16384  16384    10.00    9387520.12   \n");
    CHECK(run.diagnostics.empty());
    CHECK(values(run, "transaction_rate",
                 "test=TCP_RR send_socket=16384 recv_socket=131072 request=64 response=64") ==
          Values{31234.56, 31102.87});
    const std::string stream = "test=TCP_STREAM send_socket=16384 recv_socket=87380 message=16384";
    CHECK(values(run, "throughput", stream) == Values{9387520.12});
    CHECK(find(run, "throughput", stream)->metric.unit == "10^3bits/s");
}

TEST_CASE("netperf: numbers outside a table are not results", "[parse][netperf]") {
    const Run run = parse(
        "The box has 2 sockets and 16 cores, 128 GB\n"
        "131072  16384  16384    10.00    9387.52\n");
    CHECK(run.observations.empty());
    CHECK(run.diagnostics.empty());
}

TEST_CASE("netperf: -v 0 prints the result alone under the banner", "[parse][netperf]") {
    const Run run = parse(kStreamBanner + "9387.52 \n" + kStreamBanner + "9401.17 \n");
    CHECK(values(run, "throughput", "test=TCP_STREAM") == Values{9387.52, 9401.17});
}

TEST_CASE("netperf: 2.3 banners and other throughput units", "[parse][netperf]") {
    const Run run = parse(
        "TCP STREAM TEST to 192.168.1.2 : +/-2.5% @ 99% conf.\n"
        "bytes  bytes   bytes    secs.    10^3bits/sec  \n"
        "\n"
        " 87380  16384  16384    10.00    9387520.12   \n");
    const Observation* throughput = find(
        run, "throughput", "test=TCP_STREAM send_socket=16384 recv_socket=87380 message=16384");
    REQUIRE(throughput != nullptr);
    CHECK(throughput->metric.unit == "10^3bits/s");
}

TEST_CASE("netperf: damaged lines are skipped with a warning", "[parse][netperf]") {
    const Run run = parse(
        kStreamBanner + kStreamHeader + "131072  16384  16384    10.00    n/a   \n" +
        "MIGRATED UDP STREAM TEST from 0.0.0.0 (0.0.0.0) port 0 AF_INET to h () port 0 AF_INET\n"
        "bytes   bytes    secs            #      #   10^6bits/sec\n"
        "\n"
        "212992      64   10.00     3190000      0     163.33\n"
        "\n");
    CHECK(run.observations.empty());
    CHECK(parse_test::diagnostics(run) ==
          std::vector<std::string>{
              "in.txt:7: warning: data line \"131072 16384 16384 10.00 n/a\" does not fit the "
              "TCP_STREAM table above it; skipped",
              "in.txt:11: warning: UDP_STREAM sender line without the receiver line under it, "
              "whose throughput is the result; skipped",
          });
}

TEST_CASE("netperf: quoted runs under label lines are one variant each", "[parse][netperf][post]") {
    // A reply quoting two runs per kernel, each kernel's tables under its own label line.
    const std::string table = "> bytes  bytes   bytes    secs.    10^6bits/sec  \n>\n";
    const auto block = [&](const char* value) {
        return "> " + kStreamBanner + table + "> 131072  16384  16384    10.00    " + value +
               "   \n>\n";
    };
    const auto runs = benchcmp::read_post(
        benchcmp::InputText{"post.txt", "> vanilla:\n>\n" + block("9387.52") + block("9401.17") +
                                            "> patched:\n>\n" + block("9412.03") +
                                            block("9420.61")},
        benchcmp::PostOptions{});
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "vanilla");
    CHECK(runs[1].label == "patched");
    CHECK(values(runs[0], "throughput", kStreamCase) == Values{9387.52, 9401.17});
    CHECK(values(runs[1], "throughput", kStreamCase) == Values{9412.03, 9420.61});
}

TEST_CASE("netperf: sniff knows a column header without its banner", "[parse][netperf]") {
    // A paste that lost the TEST banner: the `bytes` row of the header is what tells, quoted
    // or not; a line that only mentions bytes does not.
    const benchcmp::Parser& parser = *benchcmp::find_format("netperf");
    const std::string header =
        "Recv   Send    Send\n"
        "Socket Socket  Message  Elapsed\n"
        "Size   Size    Size     Time     Throughput\n"
        "bytes  bytes   bytes    secs.    10^6bits/sec\n"
        "\n"
        "131072  16384  16384    10.00    9412.03\n";
    CHECK(parser.sniff(header) == 0.9);
    CHECK(parser.sniff("> Bytes  Bytes  bytes    bytes   secs.    per sec\n") == 0.9);
    CHECK(parser.sniff("bytes sent: 131072 in 10.00 secs\n") == 0.0);
}

TEST_CASE("netperf: a banner is the first ` TEST from `, else the first ` TEST to `",
          "[parse][netperf]") {
    using benchcmp::netperf::read_banner;
    const auto test_of = [](std::string_view line) {
        const auto banner = read_banner(line);
        return banner ? banner->test : std::string("-");
    };
    CHECK(test_of("MIGRATED TCP STREAM TEST from 0.0.0.0 () port 0 AF_INET to localhost") ==
          "TCP_STREAM");
    CHECK(test_of("UDP REQUEST/RESPONSE TEST to host") != "-");
    // A ` TEST from ` anywhere wins over an earlier ` TEST to `: the words before it name the test.
    CHECK(test_of("A TEST to B TEST from host") == "A_TEST_to_B");
    CHECK(test_of("TCP TESTS from host") == "-");
    CHECK(test_of("TCP XTEST from host") == "-");
    CHECK(test_of("TEST from host") == "-");  // no words before it
    CHECK(test_of("TCP TEST  from host") == "-");
    CHECK(test_of("TCP TEST TEST from host") == "TCP_TEST");
    CHECK(read_banner("TCP STREAM TEST from host : +/-2.500% @ 99% conf.")->confidence);
}
