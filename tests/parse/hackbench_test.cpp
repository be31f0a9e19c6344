// The hackbench parser: every variant of FORMATS.md section 1, and the mail damage of
// section 7, with exact values, cases, diagnostic texts and line numbers.

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/hackbench/hackbench_lines.hpp"
#include "parse_test_support.hpp"

namespace {

using benchcmp::Direction;
using benchcmp::Run;

const benchcmp::Metric kHackbench{"hackbench", "time", "s", Direction::lower_is_better};
const benchcmp::Metric kMessaging{"sched-messaging", "time", "s", Direction::lower_is_better};

Run parse(const std::string& content, const std::string& path = "in.txt") {
    return parse_test::parse_one("hackbench", content, path);
}

using parse_test::read_file;

// What one observation should hold; values are compared exactly, as printed.
struct Expected {
    benchcmp::Metric metric;
    std::string case_key;
    std::vector<double> values;
    int line;
};

void check_observations(const Run& run, const std::vector<Expected>& expected) {
    REQUIRE(run.observations.size() == expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const auto& got = run.observations[i];
        INFO("observation " << i << ": " << got.case_key.to_string());
        CHECK(got.metric == expected[i].metric);
        CHECK(got.case_key.to_string() == expected[i].case_key);
        REQUIRE(got.sample.is_raw());
        CHECK(got.sample.values() == expected[i].values);
        CHECK(got.line == expected[i].line);
    }
}

using parse_test::diagnostics;

using Lines = std::vector<std::string>;

const char* const kManPageExample =
    "Running in process mode with 10 groups using 40 file descriptors each (== 400 tasks)\n"
    "Each sender will pass 100 messages of 100 bytes\n"
    "Time: 0.890\n";

}  // namespace

TEST_CASE("hackbench: the rt-tests man page example", "[parse][hackbench]") {
    const Run run = parse(kManPageExample);
    CHECK(run.file == "in.txt");
    CHECK(run.format == "hackbench");
    CHECK(run.label.empty());
    // fds is hackbench's --fds value: the header prints twice that.
    check_observations(
        run, {{kHackbench, "mode=process groups=10 fds=20 loops=100 bytes=100", {0.890}, 3}});
    CHECK(run.diagnostics.empty());
}

TEST_CASE("hackbench: real rt-tests shell-loop file with six cases", "[parse][hackbench]") {
    const Run run = parse(read_file("data/hackbench/baseline.txt"), "baseline.txt");
    const std::string tail = " fds=20 loops=200 bytes=100";
    check_observations(
        run,
        {
            {kHackbench, "mode=process groups=2" + tail, {0.178, 0.175, 0.169, 0.173, 0.184}, 4},
            {kHackbench, "mode=threaded groups=2" + tail, {0.172, 0.160, 0.175, 0.178, 0.188}, 20},
            {kHackbench, "mode=process groups=4" + tail, {0.301, 0.320, 0.304, 0.339, 0.331}, 36},
            {kHackbench, "mode=threaded groups=4" + tail, {0.322, 0.342, 0.324, 0.329, 0.334}, 52},
            {kHackbench, "mode=process groups=8" + tail, {0.640, 0.650, 0.678, 0.618, 0.707}, 68},
            {kHackbench, "mode=threaded groups=8" + tail, {0.644, 0.644, 0.614, 0.639, 0.659}, 84},
        });
    CHECK(run.diagnostics.empty());
}

TEST_CASE("hackbench: threaded mode and interleaved cases", "[parse][hackbench]") {
    const Run run = parse(
        "Running in threaded mode with 2 groups using 40 file descriptors each (== 80 tasks)\n"
        "Each sender will pass 100 messages of 100 bytes\n"
        "Time: 0.101\n"
        "Running in process mode with 2 groups using 40 file descriptors each (== 80 tasks)\n"
        "Each sender will pass 100 messages of 100 bytes\n"
        "Time: 0.201\n"
        "Running in threaded mode with 2 groups using 40 file descriptors each (== 80 tasks)\n"
        "Each sender will pass 100 messages of 100 bytes\n"
        "Time: 0.102\n");
    check_observations(
        run,
        {
            {kHackbench, "mode=threaded groups=2 fds=20 loops=100 bytes=100", {0.101, 0.102}, 3},
            {kHackbench, "mode=process groups=2 fds=20 loops=100 bytes=100", {0.201}, 6},
        });
}

TEST_CASE("hackbench: a header without the Each sender line", "[parse][hackbench]") {
    const Run run = parse(
        "Running in process mode with 10 groups using 40 file descriptors each (== 400 tasks)\n"
        "Time: 0.890\n");
    check_observations(run, {{kHackbench, "mode=process groups=10 fds=20", {0.890}, 2}});
}

TEST_CASE("hackbench: legacy 2008 header", "[parse][hackbench]") {
    const Run run = parse(
        "Running with 10*40 (== 400) tasks.\n"
        "Time: 1.234\n"
        "Running with 10*40 (== 400) tasks.\n"
        "Time: 1.301\n"
        "Running with 20*40 (== 800) tasks.\n"
        "Time: 2.500\n");
    check_observations(run, {
                                {kHackbench, "groups=10", {1.234, 1.301}, 2},
                                {kHackbench, "groups=20", {2.500}, 6},
                            });
    CHECK(run.diagnostics.empty());
}

TEST_CASE("hackbench: Rusty Russell's original prints only Time:", "[parse][hackbench]") {
    const Run run = parse("Time: 0.890\nTime: 0.912\n\nTime: 0.875\n");
    check_observations(run, {{kHackbench, "", {0.890, 0.912, 0.875}, 1}});
    CHECK(run.diagnostics.empty());
}

TEST_CASE("hackbench: perf bench sched messaging default format", "[parse][hackbench]") {
    const std::string block =
        "# Running 'sched/messaging' benchmark:\n"
        "# 20 sender and receiver processes per group\n"
        "# 10 groups == 400 processes run\n"
        "\n"
        "     Total time: 0.308 [sec]\n";
    const Run run = parse(block + block +
                          "# Running 'sched/messaging' benchmark:\n"
                          "# 20 sender and receiver threads per group\n"
                          "# 20 groups == 800 threads run\n"
                          "\n"
                          "     Total time: 0.582 [sec]\n");
    check_observations(run, {
                                {kMessaging, "mode=process groups=10 fds=20", {0.308, 0.308}, 5},
                                {kMessaging, "mode=threaded groups=20 fds=20", {0.582}, 15},
                            });
    CHECK(run.diagnostics.empty());
}

TEST_CASE("hackbench: perf-bench.txt's stale example is read leniently", "[parse][hackbench]") {
    const Run run = parse(
        "% perf bench sched messaging                 # run with default\n"
        "options (20 sender and receiver processes per group)\n"
        "(10 groups == 400 processes run)\n"
        "\n"
        "      Total time:0.308 sec\n"
        "\n"
        "% perf bench sched messaging -t -g 20        # be multi-thread, with 20 groups\n"
        "(20 sender and receiver threads per group)\n"
        "(20 groups == 800 threads run)\n"
        "\n"
        "      Total time:0.582 sec\n");
    check_observations(run, {
                                {kMessaging, "mode=process groups=10 fds=20", {0.308}, 5},
                                {kMessaging, "mode=threaded groups=20 fds=20", {0.582}, 11},
                            });
    CHECK(run.diagnostics.empty());
}

TEST_CASE("hackbench: real perf bench sched all output skips sched/pipe", "[parse][hackbench]") {
    const Run run = parse(read_file("tests/parse/fixtures/perf-sched-all.txt"), "all.txt");
    check_observations(run, {{kMessaging, "mode=process groups=10 fds=20", {1.038}, 5}});
    CHECK(diagnostics(run) ==
          Lines{"all.txt:10: note: skipped the results of perf bench sched/pipe: only "
                "sched/messaging is compared (noted once per file)"});
}

TEST_CASE("hackbench: sched/pipe interleaved with messaging, noted once", "[parse][hackbench]") {
    const std::string messaging =
        "# Running sched/messaging benchmark...\n"
        "# 20 sender and receiver processes per group\n"
        "# 10 groups == 400 processes run\n"
        "\n"
        "     Total time: 0.540 [sec]\n"
        "\n";
    const std::string pipe =
        "# Running sched/pipe benchmark...\n"
        "# Executed 1000000 pipe operations between two processes\n"
        "\n"
        "     Total time: 9.727 [sec]\n"
        "\n"
        "       9.727265 usecs/op\n"
        "         102803 ops/sec\n"
        "\n";
    const Run run = parse(messaging + pipe + messaging + pipe);
    check_observations(run, {{kMessaging, "mode=process groups=10 fds=20", {0.540, 0.540}, 5}});
    CHECK(diagnostics(run) ==
          Lines{"in.txt:10: note: skipped the results of perf bench sched/pipe: only "
                "sched/messaging is compared (noted once per file)"});
}

TEST_CASE("hackbench: Total time with no perf header is not taken", "[parse][hackbench]") {
    const Run run = parse("     Total time: 0.308 [sec]\n     Total time: 0.301 [sec]\n");
    CHECK(run.observations.empty());
    CHECK(diagnostics(run) == Lines{"in.txt:1: warning: \"Total time:\" with no perf bench header "
                                    "before it is skipped (noted once per file)"});
}

TEST_CASE("hackbench: perf --format simple under a command line", "[parse][hackbench]") {
    const Run run = parse(
        "$ for i in 1 2 3; do perf bench -f simple sched messaging -g 20 -t; done\n"
        "0.501\n"
        "0.498\n"
        "\n"
        "0.512\n"
        "$ perf bench --format=simple sched messaging\n"
        "0.300\n"
        "# perf bench --format simple sched messaging -g 4 -l 1000\n"
        "0.120\n"
        "$ nproc\n"
        "2\n");
    // perf's defaults fill what the command line leaves out: 10 groups, 20 fds, processes.
    check_observations(run,
                       {
                           {kMessaging, "mode=threaded groups=20 fds=20", {0.501, 0.498, 0.512}, 2},
                           {kMessaging, "mode=process groups=10 fds=20", {0.300}, 7},
                           {kMessaging, "mode=process groups=4 fds=20", {0.120}, 9},
                       });
    CHECK(run.diagnostics.empty());
}

TEST_CASE("hackbench: perf simple output of another benchmark is skipped", "[parse][hackbench]") {
    const Run run = parse("$ perf bench -f simple sched pipe\n9.727\n");
    CHECK(run.observations.empty());
    CHECK(diagnostics(run) ==
          Lines{"in.txt:2: note: skipped the results of perf bench sched/pipe: only "
                "sched/messaging is compared (noted once per file)"});
}

TEST_CASE("hackbench: bare numbers alone are perf simple output", "[parse][hackbench]") {
    // Only reachable with --input-format hackbench: sniff() does not claim bare numbers.
    const Run run = parse("0.501\n0.498\nnan\n-0.1\n");
    check_observations(run, {{kMessaging, "", {0.501, 0.498}, 1}});
    CHECK(diagnostics(run) == Lines{
                                  "in.txt:3: warning: value \"nan\" is not finite; skipped",
                                  "in.txt:4: warning: value \"-0.1\" is negative; skipped",
                              });
}

TEST_CASE("hackbench: bare numbers are ignored beside real hackbench output",
          "[parse][hackbench]") {
    const Run run = parse("uptime was\n42\n" + std::string(kManPageExample));
    check_observations(
        run, {{kHackbench, "mode=process groups=10 fds=20 loops=100 bytes=100", {0.890}, 5}});
}

TEST_CASE("hackbench: the real mail excerpt with quoting and wrapped headers",
          "[parse][hackbench]") {
    const Run run = parse(read_file("data/hackbench/mail-quoted.txt"), "mail.txt");
    check_observations(run, {
                                {kHackbench,
                                 "mode=threaded groups=4 fds=20 loops=200 bytes=100",
                                 {0.322, 0.342, 0.324, 0.329, 0.334},
                                 9},
                                {kHackbench,
                                 "mode=process groups=4 fds=20 loops=200 bytes=100",
                                 {0.301, 0.320, 0.304, 0.339, 0.331},
                                 36},
                            });
    CHECK(run.diagnostics.empty());
}

TEST_CASE("hackbench: quoting at several depths, tabs and posters' indentation",
          "[parse][hackbench]") {
    const Run run = parse(
        "> Running in process mode with 10 groups using 40 file descriptors each (== 400 tasks)\n"
        "> Each sender will pass 100 messages of 100 bytes\n"
        "> Time: 0.890\n"
        ">> Running in process mode with 10 groups using 40 file descriptors each (== 400 "
        "tasks)\n"
        ">> Each sender will pass 100 messages of 100 bytes\n"
        ">>   Time: 0.891\n"
        "> > Running\tin process mode with 10 groups using\t40 file descriptors each (== 400 "
        "tasks)\n"
        "> > Each sender will pass 100 messages of 100 bytes\n"
        "> > Time:\t0.892\n"
        ">\n"
        ">   \n"
        "   Running in process mode with 10 groups using 40 file descriptors each (== 400 tasks)\n"
        "\tEach sender will pass 100 messages of 100 bytes\n"
        "\tTime: 0.893   \n");
    check_observations(run, {{kHackbench,
                              "mode=process groups=10 fds=20 loops=100 bytes=100",
                              {0.890, 0.891, 0.892, 0.893},
                              3}});
    CHECK(run.diagnostics.empty());
}

TEST_CASE("hackbench: wrapped rt-tests headers are joined", "[parse][hackbench]") {
    const Run run = parse(
        // The usual wrap after "descriptors", quoted on both lines.
        "> Running in process mode with 10 groups using 40 file descriptors\n"
        "> each (== 400 tasks)\n"
        "> Each sender will pass 100 messages of 100 bytes\n"
        "> Time: 0.890\n"
        // A wrap elsewhere, the quote lost on the continuation, a blank line between.
        "> Running in threaded mode with 10 groups using 40\n"
        "\n"
        "file descriptors each (== 400 tasks)\n"
        "Each sender will pass 100 messages of 100 bytes\n"
        "Time: 0.950\n"
        // The tail lost altogether: the next statement is not joined.
        "Running in process mode with 20 groups using 40 file descriptors each\n"
        "Each sender will pass 100 messages of 100 bytes\n"
        "Time: 1.700\n"
        // Wrapped at the very end of the input.
        "Running in process mode with 30 groups using 40 file descriptors\n");
    check_observations(
        run, {
                 {kHackbench, "mode=process groups=10 fds=20 loops=100 bytes=100", {0.890}, 4},
                 {kHackbench, "mode=threaded groups=10 fds=20 loops=100 bytes=100", {0.950}, 9},
                 {kHackbench, "mode=process groups=20 fds=20 loops=100 bytes=100", {1.700}, 12},
             });
    CHECK(run.diagnostics.empty());
}

TEST_CASE("hackbench: CRLF and lone CR line ends", "[parse][hackbench]") {
    const Run crlf = parse(
        "Running in process mode with 10 groups using 40 file descriptors each (== 400 tasks)\r\n"
        "Each sender will pass 100 messages of 100 bytes\r\n"
        "Time: 0.890\r\n"
        "\r\n"
        "Time: 0.901\r\n");
    check_observations(
        crlf,
        {{kHackbench, "mode=process groups=10 fds=20 loops=100 bytes=100", {0.890, 0.901}, 3}});
    const Run cr = parse("Running with 10*40 (== 400) tasks.\rTime: 1.5\rTime: 1.6\r");
    check_observations(cr, {{kHackbench, "groups=10", {1.5, 1.6}, 2}});
}

TEST_CASE("hackbench: prose between blocks is ignored", "[parse][hackbench]") {
    const Run run = parse(
        "Hi all,\n"
        "\n"
        "Running in a VM with 2 CPUs gives the numbers below.\n"
        "Baseline:\n"
        "Running in process mode with 10 groups using 40 file descriptors each (== 400 tasks)\n"
        "Each sender will pass 100 messages of 100 bytes\n"
        "Time: 0.890\n"
        "\n"
        "With the patch applied (I reran it 2 times):\n"
        "\n"
        "Running in process mode with 10 groups using 40 file descriptors each (== 400 tasks)\n"
        "Each sender will pass 100 messages of 100 bytes\n"
        "Time: 0.910\n"
        "Thanks,\n"
        "Sam\n");
    check_observations(
        run,
        {{kHackbench, "mode=process groups=10 fds=20 loops=100 bytes=100", {0.890, 0.910}, 7}});
    CHECK(run.diagnostics.empty());
}

TEST_CASE("hackbench: the perf stat --repeat footer is ignored", "[parse][hackbench]") {
    const Run run = parse(
        "# perf stat --null --repeat 3 -- hackbench -g 10\n"
        "Running in process mode with 10 groups using 40 file descriptors each (== 400 tasks)\n"
        "Each sender will pass 100 messages of 100 bytes\n"
        "Time: 0.890\n"
        "Running in process mode with 10 groups using 40 file descriptors each (== 400 tasks)\n"
        "Each sender will pass 100 messages of 100 bytes\n"
        "Time: 0.912\n"
        "Running in process mode with 10 groups using 40 file descriptors each (== 400 tasks)\n"
        "Each sender will pass 100 messages of 100 bytes\n"
        "Time: 0.931\n"
        "\n"
        " Performance counter stats for 'hackbench -g 10' (3 runs):\n"
        "\n"
        "            0.9113 +- 0.0101 seconds time elapsed  ( +-  1.11% )\n"
        "\n"
        "      19.211637055 seconds time elapsed      ( +-  0.57% )\n");
    check_observations(run, {{kHackbench,
                              "mode=process groups=10 fds=20 loops=100 bytes=100",
                              {0.890, 0.912, 0.931},
                              4}});
    const std::string note =
        ": note: perf stat's summary is not a hackbench run: hackbench's time comes from the "
        "runs printed above it";
    CHECK(diagnostics(run) == Lines{"in.txt:14" + note, "in.txt:16" + note});
}

TEST_CASE("hackbench: No measurements available", "[parse][hackbench]") {
    const Run run = parse(
        "Running in process mode with 10 groups using 40 file descriptors each (== 400 tasks)\n"
        "Each sender will pass 100 messages of 100 bytes\n"
        "No measurements available\n"
        "Running in process mode with 10 groups using 40 file descriptors each (== 400 tasks)\n"
        "Each sender will pass 100 messages of 100 bytes\n"
        "Time: 0.890\n");
    check_observations(
        run, {{kHackbench, "mode=process groups=10 fds=20 loops=100 bytes=100", {0.890}, 6}});
    CHECK(diagnostics(run) == Lines{"in.txt:3: warning: No measurements available: hackbench "
                                    "recorded no time for this run"});
}

TEST_CASE("hackbench: bad Time: values warn and are skipped", "[parse][hackbench]") {
    const Run run = parse(
        "Time: 0.890\n"
        "Time: abc\n"
        "Time: -1.000\n"
        "Time: nan\n"
        "Time:\n"
        "Time: 1e999\n"
        "Time: 0.5s\n"
        "Time: 0.900\n"
        "     Total time: x [sec]\n");
    check_observations(run, {{kHackbench, "", {0.890, 0.900}, 1}});
    CHECK(diagnostics(run) ==
          Lines{
              "in.txt:2: warning: Time: value \"abc\" is not a number; skipped",
              "in.txt:3: warning: Time: value \"-1.000\" is negative; skipped",
              "in.txt:4: warning: Time: value \"nan\" is not finite; skipped",
              "in.txt:5: warning: Time: value is missing; skipped",
              "in.txt:6: warning: Time: value \"1e999\" is out of range; skipped",
              "in.txt:7: warning: Time: value \"0.5s\" is not a number; skipped",
              "in.txt:9: warning: \"Total time:\" with no perf bench header before it is "
              "skipped (noted once per file)",
          });
}

TEST_CASE("hackbench: bad Total time: values and long tokens", "[parse][hackbench]") {
    const Run run = parse(
        "# Running 'sched/messaging' benchmark:\n"
        "# 20 sender and receiver processes per group\n"
        "# 10 groups == 400 processes run\n"
        "     Total time: 0.3" +
        std::string(50, 'x') + " [sec]\n");
    CHECK(run.observations.empty());
    // Messages quote at most 40 bytes of a token.
    CHECK(diagnostics(run) == Lines{"in.txt:4: warning: Total time: value \"0.3" +
                                    std::string(37, 'x') + "...\" is not a number; skipped"});
}

TEST_CASE("hackbench: an unreadable header drops its results", "[parse][hackbench]") {
    const Run run = parse(
        "Running in process mode with ten groups using 40 file descriptors each (== 400 tasks)\n"
        "Each sender will pass 100 messages of 100 bytes\n"
        "Time: 0.890\n"
        "Running in process mode with 10 groups using 41 file descriptors each (== 410 tasks)\n"
        "Time: 0.891\n"
        "Running in process mode with 10 groups using 40 file descriptors each (== 400 tasks)\n"
        "Time: 0.892\n"
        "Each sender will pass 100 messages of 100 bytes\n");
    check_observations(run, {{kHackbench, "mode=process groups=10 fds=20", {0.892}, 7}});
    CHECK(diagnostics(run) ==
          Lines{
              "in.txt:1: warning: unreadable hackbench header; the Time: results under it are "
              "skipped",
              "in.txt:4: warning: unreadable hackbench header; the Time: results under it are "
              "skipped",
          });
}

TEST_CASE("hackbench: Each sender with no header", "[parse][hackbench]") {
    const Run run = parse("Each sender will pass 100 messages of 100 bytes\nTime: 0.890\n");
    check_observations(run, {{kHackbench, "", {0.890}, 2}});
    CHECK(diagnostics(run) == Lines{"in.txt:1: warning: \"Each sender\" line with no \"Running "
                                    "in\" header before it; ignored"});
}

TEST_CASE("hackbench: an input with nothing in it", "[parse][hackbench]") {
    const Run run = parse("");
    CHECK(run.observations.empty());
    CHECK(run.diagnostics.empty());
    CHECK(run.file == "in.txt");
}

TEST_CASE("hackbench: sniff", "[parse][hackbench]") {
    const benchcmp::Parser& parser = *benchcmp::find_format("hackbench");
    CHECK(parser.sniff(kManPageExample) == Approx(0.9));
    CHECK(parser.sniff("Running with 10*40 (== 400) tasks.\n") == Approx(0.9));
    CHECK(parser.sniff("Time: 0.890\n") == Approx(0.9));
    CHECK(parser.sniff("> > Time: 0.890\r\n") == Approx(0.9));
    CHECK(parser.sniff("# Running 'sched/messaging' benchmark:\n") == Approx(0.9));
    CHECK(parser.sniff(" # Running sched/messaging benchmark...\n") == Approx(0.9));
    CHECK(parser.sniff("(20 sender and receiver processes per group)\n") == Approx(0.9));
    CHECK(parser.sniff("$ perf bench -f simple sched messaging\n0.3\n") == Approx(0.8));
    CHECK(parser.sniff("0.5\n0.6\n0.7\n") == 0.0);
    CHECK(parser.sniff("Time: is running out\n") == 0.0);
    CHECK(parser.sniff("# Running 'sched/pipe' benchmark:\n") == 0.0);
    CHECK(parser.sniff("") == 0.0);
}

TEST_CASE("hackbench: perf bench command lines", "[parse][hackbench]") {
    using benchcmp::hackbench_lines::read_perf_command;
    using benchcmp::scan::split_tokens;
    struct Row {
        const char* line;
        const char* benchmark;
        bool simple;
        const char* key;
    };
    const Row rows[] = {
        {"$ perf bench -f simple sched messaging", "sched/messaging", true,
         "mode=process groups=10 fds=20"},
        {"# ./perf bench --format=simple sched messaging --group=8 --thread", "sched/messaging",
         true, "mode=threaded groups=8 fds=20"},
        {"tools/perf/perf bench -r 5 --format simple sched messaging -g8 -l 1000 -p",
         "sched/messaging", true, "mode=process groups=8 fds=20"},
        {"perf bench sched messaging -g 20 | tee log  # -t", "sched/messaging", false,
         "mode=process groups=20 fds=20"},
        {"perf bench -f simple sched pipe", "sched/pipe", true, ""},
        {"perf bench sched all", "sched/all", false, ""},
    };
    for (const Row& row : rows) {
        INFO(row.line);
        const auto command = read_perf_command(split_tokens(row.line));
        REQUIRE(command);
        CHECK(command->benchmark == row.benchmark);
        CHECK(command->simple == row.simple);
        CHECK(command->key.to_string() == row.key);
    }
    CHECK_FALSE(read_perf_command(split_tokens("# perf stat --null --repeat 3 -- hackbench")));
    CHECK_FALSE(read_perf_command(split_tokens("perf")));
}
