// The iperf parser: real iperf3 3.12 output made on loopback (data/iperf/), iperf2 result
// lines, [SUM] lines, wrapped summaries and the JSON file. Expected values are copied from
// the lines they come from (`grep -n 'sender\|receiver' data/iperf/*.txt`).

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse_test_support.hpp"

namespace {

using benchcmp::Direction;
using benchcmp::Run;
using Values = std::vector<double>;
using parse_test::find;
using parse_test::values;

Run parse(const std::string& content) {
    return parse_test::parse_one("iperf", content, "in.txt");
}

}  // namespace

TEST_CASE("iperf: real iperf3 output, three runs, receiver and sender apart", "[parse][iperf]") {
    const Run run = parse(parse_test::read_file("data/iperf/tcp-3runs.txt"));
    CHECK(run.diagnostics.empty());
    CHECK(values(run, "receiver_bitrate", "") == Values{7170, 3920, 8120});
    CHECK(values(run, "sender_bitrate", "") == Values{7230, 3940, 8150});
    CHECK(values(run, "retransmits", "") == Values{7, 3, 6});
    CHECK(find(run, "receiver_bitrate", "")->metric.unit == "Mbit/s");
    CHECK(find(run, "receiver_bitrate", "")->metric.better == Direction::higher_is_better);
    CHECK(find(run, "retransmits", "")->metric.better == Direction::lower_is_better);
    CHECK(find(run, "receiver_bitrate", "")->line == 10);
    CHECK(run.observations.size() == 3);  // the interval lines are not results
}

TEST_CASE("iperf: parallel streams give their [SUM] lines only", "[parse][iperf]") {
    const Run run = parse(parse_test::read_file("data/iperf/parallel-2-streams.txt"));
    CHECK(values(run, "receiver_bitrate", "") == Values{2260});
    CHECK(values(run, "sender_bitrate", "") == Values{2290});
    CHECK(values(run, "retransmits", "") == Values{5});
}

TEST_CASE("iperf: UDP lines are their own case with jitter and loss", "[parse][iperf]") {
    const Run run = parse(parse_test::read_file("data/iperf/udp.txt"));
    CHECK(values(run, "receiver_bitrate", "protocol=udp") == Values{99.6});
    CHECK(values(run, "sender_bitrate", "protocol=udp") == Values{100});
    // the sender's jitter and loss are placeholders
    CHECK(values(run, "jitter", "protocol=udp") == Values{0.010});
    CHECK(values(run, "lost_percent", "protocol=udp") == Values{0.39});
}

TEST_CASE("iperf: iperf3 --json", "[parse][iperf]") {
    const std::string text = parse_test::read_file("data/iperf/tcp.json");
    const benchcmp::InputText input{"in.json", text};
    CHECK(benchcmp::detect_format(input).name() == "iperf");
    const Run run = parse(text);
    CHECK(run.diagnostics.empty());
    CHECK(values(run, "receiver_bitrate", "").size() == 1);
    CHECK(values(run, "sender_bitrate", "").size() == 1);
    CHECK(values(run, "retransmits", "") == Values{3});
    const Run udp = parse(
        "{\"start\": {\"test_start\": {\"protocol\": \"UDP\"}},\n"
        " \"end\": {\"sum\": {\"jitter_ms\": 0.5, \"lost_percent\": 1.5},\n"
        "  \"sum_received\": {\"bits_per_second\": 99600000},\n"
        "  \"sum_sent\": {\"bits_per_second\": 1e8}}}\n");
    CHECK(values(udp, "receiver_bitrate", "protocol=udp") == Values{99.6});
    CHECK(values(udp, "jitter", "protocol=udp") == Values{0.5});
    CHECK(values(udp, "lost_percent", "protocol=udp") == Values{1.5});
    const Run odd = parse("{\"start\": {\"test_start\": 5}, \"end\": {\"sum_sent\": []}}\n");
    CHECK(odd.observations.empty());
    const Run failed = parse("{\"start\": {}, \"error\": \"unable to connect to server\"}\n");
    CHECK(parse_test::diagnostics(failed) ==
          std::vector<std::string>{
              "in.txt:1: warning: iperf3 reported an error: unable to connect to server",
              "in.txt:1: warning: iperf3 JSON without an \"end\" object; nothing read",
          });
}

TEST_CASE("iperf: iperf2 result lines are runs, its intervals are not", "[parse][iperf]") {
    const Run runs = parse(
        "[  3]  0.0-30.0 sec  2.60 GBytes   745 Mbits/sec\n"
        "[  3]  0.0-30.0 sec  2.59 GBytes   740 Mbits/sec\n"
        "Average: 742 Mb/s\n");
    CHECK(values(runs, "bitrate", "") == Values{745, 740});
    const Run intervals = parse(
        "[ ID] Interval       Transfer     Bandwidth\n"
        "[  3]  0.0- 1.0 sec   112 MBytes   940 Kbits/sec\n"
        "[  3]  1.0- 2.0 sec   112 MBytes   941 Kbits/sec\n"
        "[  3]  0.0- 2.0 sec   224 MBytes   940.5 Kbits/sec\n");
    CHECK(values(intervals, "bitrate", "") == Values{0.9405});
    const Run parallel = parse(
        "[  4]  0.0-10.0 sec   560 MBytes   470 Mbits/sec\n"
        "[  3]  0.0-10.0 sec   560 MBytes   469 Mbits/sec\n"
        "[SUM]  0.0-10.0 sec  1.09 GBytes   939 Mbits/sec\n");
    CHECK(values(parallel, "bitrate", "") == Values{939});
    CHECK(parallel.observations.size() == 1);
}

TEST_CASE("iperf: wrapped and quoted summaries are joined", "[parse][iperf]") {
    const Run run = parse(
        "> [ ID] Interval           Transfer     Bitrate         Retr\n"
        "> [  5]   0.00-10.00  sec  70.4 MBytes  59.0 Mbits/sec  3800\n"
        "> sender\n"
        "> [  5]   0.00-10.03  sec  70.0 MBytes  58.6 Mbits/sec\n"
        "> receiver\n"
        "> [SUM]   0.00-10.01  sec   160 MBytes   134 Mbits/sec  0.347 ms  0/115892\n"
        "> (0%)  receiver\n");
    CHECK(values(run, "sender_bitrate", "") == Values{59.0});
    CHECK(values(run, "retransmits", "") == Values{3800});
    CHECK(values(run, "receiver_bitrate", "") == Values{58.6});
    CHECK(values(run, "receiver_bitrate", "protocol=udp") == Values{134});
    CHECK(values(run, "lost_percent", "protocol=udp") == Values{0});
    CHECK(find(run, "sender_bitrate", "")->line == 2);
}

TEST_CASE("iperf: a [SUM] line stands for the streams of its own test only", "[parse][iperf]") {
    const Run run = parse(
        "[ ID] Interval           Transfer     Bitrate         Retr\n"
        "[  5]   0.00-10.00  sec  70.4 MBytes  59.0 Mbits/sec  3800  sender\n"
        "[  5]   0.00-10.03  sec  70.0 MBytes  58.6 Mbits/sec        receiver\n"
        "[ ID] Interval           Transfer     Bitrate         Retr\n"
        "[  5]   0.00-10.00  sec  35.0 MBytes  29.0 Mbits/sec  10    sender\n"
        "[  7]   0.00-10.00  sec  35.0 MBytes  29.5 Mbits/sec  12    sender\n"
        "[SUM]   0.00-10.00  sec  70.0 MBytes  58.5 Mbits/sec  22    sender\n");
    CHECK(values(run, "sender_bitrate", "") == Values{59.0, 58.5});
    CHECK(values(run, "retransmits", "") == Values{3800, 22});
    CHECK(values(run, "receiver_bitrate", "") == Values{58.6});
}

TEST_CASE("iperf: its own lines are never a variant's label", "[parse][iperf]") {
    const benchcmp::Parser& parser = *benchcmp::find_format("iperf");
    CHECK(parser.prints_banner("> sender"));
    CHECK(parser.prints_banner("(0%)  receiver"));
    CHECK(parser.prints_banner("Datagrams"));
    CHECK(parser.prints_banner("- - - - - - - - - - - - - - - - - - - - - - - - -"));
    CHECK_FALSE(parser.prints_banner("Client sends, TCP:"));
}

TEST_CASE("iperf: the server's report a client prints is not read again", "[parse][iperf]") {
    const Run run = parse(
        "[  5]   0.00-10.00  sec  1.09 GBytes   936 Mbits/sec    0             sender\n"
        "[  5]   0.00-10.04  sec  1.09 GBytes   932 Mbits/sec                  receiver\n"
        "\n"
        "Server output:\n"
        "[  5]   0.00-10.04  sec  1.09 GBytes   932 Mbits/sec                  receiver\n"
        "\n"
        "iperf Done.\n");
    CHECK(values(run, "receiver_bitrate", "") == Values{932});
}

TEST_CASE("iperf: --bidir tags and unreadable lines", "[parse][iperf]") {
    const Run run = parse(
        "[  5][TX-C]   0.00-10.00  sec  1.09 GBytes   936 Mbits/sec    0    sender\n"
        "[  7][RX-C]   0.00-10.00  sec  1.01 GBytes   870 Mbits/sec         receiver\n"
        "[  5]   0.00-10.00  sec  1.09 GBytes   936 MBytes/sec    0    sender\n"
        "[  5]   0.00-10.00  sec  1.09 GBytes   n/a Mbits/sec    0    sender\n");
    CHECK(values(run, "sender_bitrate", "stream=TX-C") == Values{936});
    CHECK(values(run, "receiver_bitrate", "stream=RX-C") == Values{870});
    CHECK(
        parse_test::diagnostics(run) ==
        std::vector<std::string>{
            "in.txt:3: warning: iperf line bitrate unit \"MBytes/sec\" is not bits/sec, Kbits/sec, "
            "Mbits/sec, Gbits/sec or Tbits/sec; "
            "skipped",
            "in.txt:4: warning: iperf line bitrate \"n/a\" is not a number; skipped",
        });
}

TEST_CASE("iperf: sniff, and the catch-all readers leave it alone", "[parse][iperf]") {
    const benchcmp::Parser& parser = *benchcmp::find_format("iperf");
    CHECK(parser.sniff("[  5]   0.00-1.00   sec  1.10 GBytes  9.41 Gbits/sec  0\n") == 0.9);
    CHECK(parser.sniff("[ ID] Interval           Transfer     Bitrate\n") == 0.9);
    CHECK(parser.sniff("[1] see the 10 Gbits/sec link\n") == 0.0);
    const std::string text = parse_test::read_file("data/iperf/tcp-3runs.txt");
    CHECK(benchcmp::find_format("table")->sniff(text) < parser.sniff(text));
    CHECK(benchcmp::find_format("numbers")->sniff(text) < parser.sniff(text));
    CHECK(benchcmp::detect_format(benchcmp::InputText{"in.txt", text}).name() == "iperf");
}
