// The schbench parser: every output era of FORMATS.md section 2, the run boundaries of
// cumulative interval blocks, and the mail damage of section 7 (quoted-printable, side-by-side
// columns, cut-off pastes), with exact values, cases, diagnostic texts and line numbers.
//
// Expected values are the numbers printed in the final block of each run, read off the
// fixture files by hand and cross-checked with a throwaway Python script that took the last
// block of each label per run (regex over the text, independent of this parser).

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse_test_support.hpp"

namespace {

using benchcmp::Direction;
using benchcmp::Run;

std::vector<Run> parse_all(const std::string& content, const std::string& path = "in.txt") {
    const benchcmp::Parser* parser = benchcmp::find_format("schbench");
    REQUIRE(parser != nullptr);
    return parser->parse(benchcmp::InputText{path, content});
}

Run parse(const std::string& content, const std::string& path = "in.txt") {
    auto runs = parse_all(content, path);
    REQUIRE(runs.size() == 1);
    return runs.front();
}

using parse_test::read_file;

std::string detected(const std::string& content) {
    return std::string(benchcmp::detect_format(benchcmp::InputText{"in.txt", content}).name());
}

const benchcmp::Observation* find(const Run& run, const std::string& metric) {
    for (const auto& observation : run.observations) {
        if (observation.metric.name == metric) {
            return &observation;
        }
    }
    return nullptr;
}

// One metric's expected raw sample.
struct Expected {
    std::string metric;
    std::vector<double> values;
};

// Checks the listed metrics (not necessarily all of them) and that every observation has the
// case key.
void check_values(const Run& run, const std::string& case_key,
                  const std::vector<Expected>& expected) {
    for (const auto& observation : run.observations) {
        INFO(observation.metric.name);
        CHECK(observation.metric.benchmark == "schbench");
        CHECK(observation.case_key.to_string() == case_key);
    }
    for (const auto& want : expected) {
        INFO(want.metric);
        const auto* got = find(run, want.metric);
        REQUIRE(got != nullptr);
        REQUIRE(got->sample.is_raw());
        CHECK(got->sample.values() == want.values);
    }
}

std::vector<std::string> names(const Run& run) {
    std::vector<std::string> list;
    for (const auto& observation : run.observations) {
        list.push_back(observation.metric.name);
    }
    return list;
}

using parse_test::diagnostics;

using Lines = std::vector<std::string>;

// One 2023+ run as `schbench -m 2 -t 4 -r 20 -i 10` prints it: an interval group at 10 s, then
// the final blocks, `average rps:` and the V9 `sched delay:` lines.
const char* const kModernRun =
    "Wakeup Latencies percentiles (usec) runtime 10 (s) (9000 total samples)\n"
    "\t  50.0th: 8          (4500 samples)\n"
    "\t  90.0th: 14         (3600 samples)\n"
    "\t* 99.0th: 22         (810 samples)\n"
    "\t  99.9th: 40         (81 samples)\n"
    "\t  min=1, max=99\n"
    "Request Latencies percentiles (usec) runtime 10 (s) (9010 total samples)\n"
    "\t  50.0th: 7000       (4505 samples)\n"
    "\t  90.0th: 7500       (3604 samples)\n"
    "\t* 99.0th: 8000       (811 samples)\n"
    "\t  99.9th: 9000       (81 samples)\n"
    "\t  min=6000, max=12000\n"
    "RPS percentiles (requests) runtime 10 (s) (11 total samples)\n"
    "\t  20.0th: 880        (2 samples)\n"
    "\t* 50.0th: 900        (3 samples)\n"
    "\t  90.0th: 910        (4 samples)\n"
    "\t  min=850, max=920\n"
    "sched delay: message 3 (usec) worker 4 (usec)\n"
    "current rps: 901.00\n"
    "Wakeup Latencies percentiles (usec) runtime 20 (s) (18000 total samples)\n"
    "\t  50.0th: 9          (9000 samples)\n"
    "\t  90.0th: 15         (7200 samples)\n"
    "\t* 99.0th: 23         (1620 samples)\n"
    "\t  99.9th: 41         (162 samples)\n"
    "\t  min=1, max=120\n"
    "Request Latencies percentiles (usec) runtime 20 (s) (18020 total samples)\n"
    "\t  50.0th: 7008       (9010 samples)\n"
    "\t  90.0th: 7504       (7208 samples)\n"
    "\t* 99.0th: 8016       (1622 samples)\n"
    "\t  99.9th: 9104       (162 samples)\n"
    "\t  min=5990, max=13000\n"
    "RPS percentiles (requests) runtime 20 (s) (21 total samples)\n"
    "\t  20.0th: 884        (4 samples)\n"
    "\t* 50.0th: 902        (6 samples)\n"
    "\t  90.0th: 912        (8 samples)\n"
    "\t  min=850, max=921\n"
    "average rps: 900.50\n"
    "sched delay: message 5 (usec) worker 6 (usec)\n";

}  // namespace

TEST_CASE("schbench: a 2023+ run files its final blocks, not the interval ones",
          "[parse][schbench]") {
    const Run run = parse(kModernRun);
    CHECK(run.format == "schbench");
    CHECK(run.diagnostics.empty());
    CHECK(names(run) == std::vector<std::string>{"wakeup_p50_us",
                                                 "wakeup_p90_us",
                                                 "wakeup_p99_us",
                                                 "wakeup_p99.9_us",
                                                 "wakeup_min_us",
                                                 "wakeup_max_us",
                                                 "request_p50_us",
                                                 "request_p90_us",
                                                 "request_p99_us",
                                                 "request_p99.9_us",
                                                 "request_min_us",
                                                 "request_max_us",
                                                 "rps_p20",
                                                 "rps_p50",
                                                 "rps_p90",
                                                 "rps_min",
                                                 "rps_max",
                                                 "average_rps",
                                                 "sched_delay_message_us",
                                                 "sched_delay_worker_us"});
    check_values(run, "",
                 {{"wakeup_p50_us", {9}},
                  {"wakeup_p99.9_us", {41}},
                  {"wakeup_max_us", {120}},
                  {"request_p99_us", {8016}},
                  {"request_p99.9_us", {9104}},
                  {"request_min_us", {5990}},
                  {"rps_p50", {902}},
                  {"rps_max", {921}},
                  {"average_rps", {900.50}},
                  // the line after `average rps:`, not the interval's
                  {"sched_delay_message_us", {5}},
                  {"sched_delay_worker_us", {6}}});
    const auto* request = find(run, "request_p99.9_us");
    CHECK(request->metric ==
          benchcmp::Metric{"schbench", "request_p99.9_us", "us", Direction::lower_is_better});
    CHECK(request->line == 26);  // the header of the final Request block
    CHECK(find(run, "rps_p50")->metric ==
          benchcmp::Metric{"schbench", "rps_p50", "req/s", Direction::higher_is_better});
    CHECK(find(run, "average_rps")->metric ==
          benchcmp::Metric{"schbench", "average_rps", "req/s", Direction::higher_is_better});
}

TEST_CASE("schbench: several runs in one file make one sample per metric", "[parse][schbench]") {
    const Run run = parse(std::string("$ ./schbench -m 2 -t 4 -r 20\n") + kModernRun +
                          "$ ./schbench -m 2 -t 4 -r 20\n" + kModernRun);
    CHECK(run.diagnostics.empty());
    check_values(run, "threads=4 message_threads=2",
                 {{"request_p99.9_us", {9104, 9104}}, {"average_rps", {900.50, 900.50}}});
    // Without command lines, `average rps:` alone ends each run.
    const Run bare = parse(std::string(kModernRun) + kModernRun + kModernRun);
    check_values(bare, "", {{"wakeup_p99_us", {23, 23, 23}}});
}

TEST_CASE("schbench: bundled 2023+ data files", "[parse][schbench]") {
    const Run run = parse(read_file("data/schbench/v1.0-16t-baseline.txt"));
    CHECK(run.diagnostics.empty());
    CHECK(run.observations.size() == 20);
    check_values(run, "threads=16 message_threads=2 locking=no",
                 {{"wakeup_p50_us", {7, 7, 7}},
                  {"wakeup_p99.9_us", {34, 33, 34}},
                  {"wakeup_max_us", {226, 225, 184}},
                  {"request_p50_us", {7960, 7864, 7928}},
                  {"request_p90_us", {8576, 8576, 8480}},
                  {"request_p99_us", {8976, 8912, 8912}},
                  {"request_p99.9_us", {10816, 10784, 10816}},
                  {"request_min_us", {6752, 6680, 6664}},
                  {"request_max_us", {20960, 21472, 20128}},
                  {"rps_p20", {9440, 9472, 9472}},
                  {"rps_p50", {9520, 9488, 9520}},
                  {"rps_p90", {9520, 9568, 9536}},
                  {"average_rps", {9514.46, 9516.23, 9501.26}},
                  {"sched_delay_message_us", {4, 5, 2}},
                  {"sched_delay_worker_us", {3, 3, 4}}});

    // April 2023 (before ab22f3f): `current rps:` / `average rps:` went to stdout, so a
    // `2>&1` capture holds them after all of the run's blocks. No `sched delay:` before V9.
    const Run april = parse(read_file("data/schbench/v1.0-32t-april2023.txt"));
    CHECK(april.diagnostics.empty());
    CHECK(april.observations.size() == 18);
    check_values(april, "threads=32 message_threads=2",
                 {{"request_p50_us", {8096, 8088}},
                  {"request_p99.9_us", {14240, 14320}},
                  {"rps_p50", {18624, 18592}},
                  {"rps_min", {17856, 17888}},
                  {"average_rps", {18632.72, 18585.35}}});
}

TEST_CASE("schbench: 2016-2020 Latency percentiles blocks, one per run", "[parse][schbench]") {
    // V1: `50.0000th`, `*99.0000th`, `Over=`, and `cputime ... threads N` after the block.
    const Run v1 = parse(read_file("data/schbench/2016-v1-16t.txt"));
    CHECK(v1.diagnostics.empty());
    CHECK(names(v1) ==
          std::vector<std::string>{"latency_p50_us", "latency_p75_us", "latency_p90_us",
                                   "latency_p95_us", "latency_p99_us", "latency_p99.5_us",
                                   "latency_p99.9_us", "latency_min_us", "latency_max_us"});
    check_values(v1, "threads=16 message_threads=2",
                 {{"latency_p50_us", {39, 36, 35}},
                  {"latency_p99_us", {57, 58, 60}},
                  {"latency_p99.9_us", {247, 222, 236}},
                  {"latency_min_us", {0, 0, 0}},
                  {"latency_max_us", {6488, 7248, 11152}}});

    // V2 -R mode: the stdout `rps:` line with p95/p99, no command lines.
    const Run v2 = parse(read_file("data/schbench/2017-v2-rps.txt"));
    CHECK(v2.diagnostics.empty());
    check_values(v2, "",
                 {{"latency_p95_us", {96, 98, 96}},
                  {"latency_p99.5_us", {299, 267, 291}},
                  {"rps", {995.58, 995.71, 997.95}},
                  {"rps_latency_p95_us", {96, 98, 96}},
                  {"rps_latency_p99_us", {157, 141, 163}}});
    CHECK(find(v2, "rps")->metric.better == Direction::higher_is_better);
    CHECK(find(v2, "rps_latency_p99_us")->metric.better == Direction::lower_is_better);

    // V3 `50.0th`, quoted in a reply; the command is only named in prose.
    const Run v3 = parse(read_file("data/schbench/2019-v3-quoted.txt"));
    CHECK(v3.diagnostics.empty());
    check_values(v3, "threads=8 message_threads=4",
                 {{"latency_p50_us", {22, 22, 20}},
                  {"latency_p99_us", {76, 72, 73}},
                  {"latency_max_us", {8656, 6096, 6808}}});
}

TEST_CASE("schbench: an old rps: line before its block still belongs to its own run",
          "[parse][schbench]") {
    // stdout and stderr interleave either way round (FORMATS.md section 7.2).
    const std::string block =
        "Latency percentiles (usec)\n"
        "\t50.0000th: 60\n"
        "\t*99.0000th: 150\n"
        "\tmin=1, max=900\n";
    const Run run = parse(
        "rps: 990.00 p95 (usec) 96 p99 (usec) 150 p95/cputime 4.80% "
        "p99/cputime 7.50%\n" +
        block +
        "rps: 995.00 p95 (usec) 97 p99 (usec) 151 p95/cputime 4.85% "
        "p99/cputime 7.55%\n" +
        block);
    check_values(run, "", {{"rps", {990, 995}}, {"rps_latency_p99_us", {150, 151}}});
    CHECK(find(run, "latency_p99_us")->sample.values() == std::vector<double>{150, 150});
}

TEST_CASE("schbench: 2020-2023 interval blocks with runtime", "[parse][schbench]") {
    // V4: `runtime N (s)` only, `warmup done, zeroing stats` at the start of each run.
    const Run v4 = parse(read_file("data/schbench/2020-v4-intervals.txt"));
    CHECK(v4.diagnostics.empty());
    check_values(v4, "threads=24 message_threads=2",
                 {{"latency_p50_us", {46, 44, 47}},
                  {"latency_p99_us", {88, 84, 91}},
                  {"latency_p99.9_us", {394, 387, 370}},
                  {"latency_max_us", {11760, 13792, 13536}}});

    // V5: `(N samples)` and the cumulative `rps:` after every interval; the last one counts.
    const Run v5 = parse(read_file("data/schbench/2021-v5-rps.txt"));
    CHECK(v5.diagnostics.empty());
    check_values(v5, "threads=8 message_threads=2",
                 {{"latency_p50_us", {2992, 2888, 2852}},
                  {"latency_p99.9_us", {6536, 6632, 6416}},
                  {"rps", {3091.83, 3089.76, 3093.34}}});

    // V6: `* 99.0th: V` with the value padded to 10 columns.
    const Run v6 = parse(read_file("data/schbench/2022-v6-16t.txt"));
    CHECK(v6.diagnostics.empty());
    check_values(v6, "threads=16 message_threads=2",
                 {{"latency_p75_us", {15, 14, 16}},
                  {"latency_p99_us", {30, 29, 31}},
                  {"latency_min_us", {1, 1, 1}},
                  {"latency_max_us", {14288, 10640, 13888}}});
}

TEST_CASE("schbench: pipe mode and auto-RPS endings", "[parse][schbench]") {
    // -p: only a Wakeup block (with its 20.0th line) and the transfer rate, once per run.
    const std::string pipe =
        "Wakeup Latencies percentiles (usec) runtime 30 (s) (4200 total samples)\n"
        "\t  20.0th: 3          (900 samples)\n"
        "\t  50.0th: 4          (1200 samples)\n"
        "\t  90.0th: 6          (1680 samples)\n"
        "\t* 99.0th: 9          (378 samples)\n"
        "\t  99.9th: 15         (38 samples)\n"
        "\t  min=1, max=40\n";
    const Run run = parse(pipe + "avg worker transfer: 140.10 ops/sec 560.40KB/s\n" + pipe +
                          "avg worker transfer: 139.80 ops/sec 559.20KB/s\n");
    CHECK(run.diagnostics.empty());
    check_values(run, "", {{"wakeup_p20_us", {3, 3}}, {"worker_transfer", {140.10, 139.80}}});
    CHECK(find(run, "worker_transfer")->metric ==
          benchcmp::Metric{"schbench", "worker_transfer", "ops/s", Direction::higher_is_better});
    // -A: `final rps goal was N` ends the run instead of `average rps:`; the goal is a setting.
    const Run automatic = parse(std::string(kModernRun)
                                    .replace(std::string(kModernRun).find("average rps: 900.50"),
                                             19, "final rps goal was 900"));
    CHECK(automatic.diagnostics.empty());
    CHECK(find(automatic, "average_rps") == nullptr);
    check_values(automatic, "", {{"rps_p50", {902}}, {"sched_delay_message_us", {5}}});
}

TEST_CASE("schbench: a runtime going back down starts the next run", "[parse][schbench]") {
    const auto block = [](int runtime, int p99) {
        return "Latency percentiles (usec) runtime " + std::to_string(runtime) +
               " (s)\n\t*99.0th: " + std::to_string(p99) + "\n\tmin=0, max=500\n";
    };
    const Run run =
        parse(block(10, 50) + block(20, 60) + block(20, 61) + block(10, 70) + block(20, 80));
    check_values(run, "", {{"latency_p99_us", {61, 80}}});
    CHECK(run.diagnostics.empty());
    // Two blocks at one runtime with nothing before them: interval + final of one run (-i equal
    // to -r), or two runs pasted without their intervals. The first is assumed, and said.
    const Run same = parse(block(30, 50) + block(30, 51), "same.txt");
    check_values(same, "", {{"latency_p99_us", {51}}});
    CHECK(diagnostics(same) ==
          Lines{"same.txt:4: note: a second schbench Latency block at runtime 30 (s), after line "
                "1, is read as the final block of the same run; if it starts another run, paste "
                "the schbench command line before each run"});
    const Run commands =
        parse("$ ./schbench -r 30\n" + block(30, 50) + "$ ./schbench -r 30\n" + block(30, 51));
    check_values(commands, "", {{"latency_p99_us", {50, 51}}});
    CHECK(commands.diagnostics.empty());
}

TEST_CASE("schbench: case keys from what the text states", "[parse][schbench]") {
    const std::string block = "Latency percentiles (usec)\n\t*99.0th: 50\n\tmin=0, max=90\n";
    // `setting worker threads to` is printed when -t is not given.
    CHECK(parse("setting worker threads to 32\n" + block).observations[0].case_key.to_string() ==
          "threads=32");
    CHECK(
        parse("# taskset -c 0-15 ./schbench --message-threads=4 --threads 8 --no-locking\n" + block)
            .observations[0]
            .case_key.to_string() == "threads=8 message_threads=4 locking=no");
    // Each command is the case of the blocks under it.
    const Run two = parse("$ schbench -t 8\n" + block + "$ schbench -t16 -L\n" + block);
    REQUIRE(two.observations.size() == 6);
    CHECK(two.observations[0].case_key.to_string() == "threads=8");
    CHECK(two.observations[3].case_key.to_string() == "threads=16 locking=no");
    // Only a count makes a key.
    CHECK(parse("setting worker threads to\n" + block).observations[0].case_key.to_string() == "");
    // Prose that mentions schbench is not a command.
    CHECK(parse("We ran schbench on s390.\n" + block).observations[0].case_key.to_string() == "");
}

TEST_CASE("schbench: quoted-printable leftovers are decoded", "[parse][schbench]") {
    const Run run =
        parse(read_file("tests/parse/fixtures/schbench-quoted-printable.txt"), "qp.txt");
    // Percentiles as printed: this post's build printed 49/74/89/94/98/98.5/98.9.
    check_values(run, "threads=16 message_threads=2",
                 {{"latency_p49_us", {36, 35}},
                  {"latency_p98_us", {60, 57}},
                  {"latency_p98.5_us", {68, 63}},
                  {"latency_p98.9_us", {240, 221}},  // "2=" soft break, then "40"
                  {"latency_max_us", {7412, 6980}},
                  {"latency_min_us", {0}}});
    CHECK(diagnostics(run) ==
          Lines{"qp.txt:4: note: quoted-printable mail encoding (=3D, =09, soft line breaks) is "
                "decoded from here on",
                "qp.txt:14: note: min=-1 is not a latency (no samples?); skipped"});
}

TEST_CASE("schbench: side-by-side columns become two runs", "[parse][schbench]") {
    const auto runs =
        parse_all(read_file("tests/parse/fixtures/schbench-side-by-side.txt"), "sbs.txt");
    REQUIRE(runs.size() == 3);
    // The column titles on the line above the headers name the runs.
    CHECK(runs[0].label == "v5.4");
    CHECK(runs[1].label == "v5.4 + patch");
    CHECK(runs[2].label.empty());  // the single-column block after them: the caller names it
    for (const Run& run : runs) {
        CHECK(run.file == "sbs.txt");
        CHECK(run.format == "schbench");
    }
    CHECK(diagnostics(runs[0]) == Lines{"sbs.txt:2: note: two schbench runs side by side: the "
                                        "left column is read as run \"v5.4\", the right one as "
                                        "run \"v5.4 + patch\""});
    CHECK(runs[1].diagnostics.empty());
    CHECK(runs[2].diagnostics.empty());
    check_values(runs[0], "",
                 {{"latency_p50_us", {36}}, {"latency_p99_us", {60}}, {"latency_max_us", {7412}}});
    check_values(runs[1], "",
                 {{"latency_p50_us", {35}}, {"latency_p99_us", {57}}, {"latency_max_us", {6980}}});
    check_values(runs[2], "", {{"latency_p50_us", {34}}, {"latency_p99.9_us", {230}}});
}

TEST_CASE("schbench: side-by-side columns in quoted-printable mail", "[parse][schbench]") {
    const auto runs =
        parse_all(read_file("tests/parse/fixtures/schbench-side-by-side-qp.txt"), "qp.txt");
    REQUIRE(runs.size() == 2);
    CHECK(diagnostics(runs[0]) ==
          Lines{"qp.txt:5: note: two schbench runs side by side: the left column is read as run "
                "\"v5.4\", the right one as run \"v5.4 + patch\"",
                "qp.txt:5: note: quoted-printable mail encoding (=3D, =09, soft line breaks) is "
                "decoded from here on"});
    CHECK(diagnostics(runs[1]) ==
          Lines{"qp.txt:14: note: right column: min=-1 is not a latency (no samples?); skipped"});
    check_values(runs[0], "threads=16 message_threads=2",
                 {{"latency_p50_us", {36, 37}},
                  {"latency_p99_us", {60, 62}},  // line 10 ends in a soft break
                  {"latency_p99.9_us", {240, 251}},
                  {"latency_min_us", {0, 0}},
                  {"latency_max_us", {7412, 8020}}});
    // This column's build printed other percentiles; they are kept as printed.
    check_values(runs[1], "threads=16 message_threads=2",
                 {{"latency_p49_us", {35, 34}},
                  {"latency_p98_us", {57, 56}},
                  {"latency_p98.9_us", {221, 215}},
                  {"latency_min_us", {0}},
                  {"latency_max_us", {6980, 7110}}});
}

TEST_CASE("schbench: columns that cannot be split are skipped with a diagnostic",
          "[parse][schbench]") {
    const Run run = parse(
        "Latency percentiles (usec)  Latency percentiles (usec)  Latency percentiles (usec)\n"
        "  50.0th: 1  50.0th: 2  50.0th: 3\n"
        "  min=0, max=1  min=0, max=2  min=0, max=3\n",
        "three.txt");
    CHECK(diagnostics(run) ==
          Lines{"three.txt:1: warning: 3 schbench blocks side by side on one line (\"Latency "
                "percentiles (usec)  Latency perc...\"); only two columns of the same block are "
                "read, so this block is skipped: paste each column into a file of its own"});
    CHECK(run.observations.empty());
    // A column that stops early cuts its block, naming the line.
    const auto runs = parse_all(
        "Latency percentiles (usec)  Latency percentiles (usec)\n"
        "  50.0th: 1  50.0th: 2\n"
        "  99.0th: 5\n",
        "short.txt");
    REQUIRE(runs.size() == 2);
    CHECK(diagnostics(runs[0]) ==
          Lines{"short.txt:1: note: two schbench runs side by side: the left column is read as "
                "one run, the right one as the next",
                "short.txt:3: warning: left column: schbench Latency block from line 1 stops at "
                "this line, before its min=, max= line; the run it belongs to is skipped"});
    CHECK(diagnostics(runs[1]) ==
          Lines{"short.txt:3: warning: right column: schbench Latency block from line 1 stops at "
                "this line, before its min=, max= line; the run it belongs to is skipped"});
}

TEST_CASE("schbench: a truncated last run is skipped, naming the line", "[parse][schbench]") {
    const Run run = parse(read_file("tests/parse/fixtures/schbench-truncated.txt"), "cut.txt");
    CHECK(diagnostics(run) ==
          Lines{"cut.txt:221: warning: schbench Request Latencies block from line 219 is cut off "
                "at the end of the input, before its min=, max= line; the run it belongs to is "
                "skipped"});
    // The two whole runs, and nothing of the third (not even its whole Wakeup block).
    check_values(run, "threads=16 message_threads=2 locking=no",
                 {{"request_p50_us", {7920, 7888}},
                  {"request_p99.9_us", {10160, 10112}},
                  {"wakeup_p50_us", {7, 7}},
                  {"average_rps", {9532.92, 9557.80}},
                  {"sched_delay_worker_us", {7, 7}}});
}

TEST_CASE("schbench: a hackbench block inside schbench output", "[parse][schbench]") {
    const std::string content = read_file("tests/parse/fixtures/schbench-mixed-hackbench.txt");
    CHECK(detected(content) == "schbench");
    const Run run = parse(content, "mixed.txt");
    CHECK(diagnostics(run) ==
          Lines{"mixed.txt:164: warning: schbench Request Latencies block from line 162 stops at "
                "this line, before its min=, max= line; the run it belongs to is skipped",
                "mixed.txt:164: warning: hackbench output (\"Running in process mode with 10 "
                "groups u...\") is not schbench; its lines are skipped (noted once per file)"});
    check_values(run, "threads=16 message_threads=2 locking=no",
                 {{"request_p99.9_us", {10816, 10784}}, {"average_rps", {9514.46, 9516.23}}});
}

TEST_CASE("schbench: a 2023+ run without its final block is skipped", "[parse][schbench]") {
    const std::string text(kModernRun);
    // Keep the first interval group only (up to and including `current rps:`).
    const std::string interval = text.substr(0, text.find("Wakeup", 10));
    const Run alone = parse(interval, "iv.txt");
    CHECK(diagnostics(alone) ==
          Lines{"iv.txt:19: warning: schbench run from line 1 ends without its final block and "
                "\"average rps:\" (only interval blocks, each followed by \"current rps:\"); the "
                "run is skipped"});
    CHECK(alone.observations.empty());
}

TEST_CASE("schbench: bad values are skipped one by one", "[parse][schbench]") {
    const Run run = parse(
        "Latency percentiles (usec)\n"
        "\t50.0th: 12\n"
        "\t*99.0th: lots\n"
        "\tmin=0, max=nan\n"
        "average rps: -3\n",
        "bad.txt");
    CHECK(diagnostics(run) == Lines{"bad.txt:3: warning: 99.0th value \"lots\" is not a number; "
                                    "skipped",
                                    "bad.txt:4: warning: max value \"nan\" is not finite; skipped",
                                    "bad.txt:5: warning: average_rps value \"-3\" is negative; "
                                    "skipped"});
    CHECK(names(run) == std::vector<std::string>{"latency_p50_us", "latency_min_us"});
}

TEST_CASE("schbench: a stray line inside a block cuts it", "[parse][schbench]") {
    const Run run = parse(
        "Latency percentiles (usec)\n"
        "\t50.0th: 12\n"
        "oops, my terminal scrolled\n"
        "Latency percentiles (usec)\n"
        "\t50.0th: 13\n"
        "\tmin=0, max=40\n",
        "stray.txt");
    CHECK(diagnostics(run) == Lines{"stray.txt:3: warning: schbench Latency block from line 1 "
                                    "stops at this line, before its min=, max= line; the run it "
                                    "belongs to is skipped"});
    check_values(run, "", {{"latency_p50_us", {13}}});
}

TEST_CASE("schbench: detection", "[parse][schbench][registry]") {
    for (const char* file :
         {"data/schbench/2016-v1-16t.txt", "data/schbench/2017-v2-rps.txt",
          "data/schbench/2019-v3-quoted.txt", "data/schbench/2020-v4-intervals.txt",
          "data/schbench/2021-v5-rps.txt", "data/schbench/2022-v6-16t.txt",
          "data/schbench/v1.0-16t-baseline.txt", "data/schbench/v1.0-16t-patched.txt",
          "data/schbench/v1.0-32t-april2023.txt",
          "tests/parse/fixtures/schbench-quoted-printable.txt",
          "tests/parse/fixtures/schbench-side-by-side.txt",
          "tests/parse/fixtures/schbench-side-by-side-qp.txt",
          "tests/parse/fixtures/schbench-truncated.txt"}) {
        INFO(file);
        CHECK(detected(read_file(file)) == "schbench");
    }
    // Never claims hackbench files, even with a schbench block after the hackbench output.
    for (const char* file : {"data/hackbench/baseline.txt", "data/hackbench/patched.txt",
                             "data/hackbench/mail-quoted.txt", "data/hackbench/rerun.txt",
                             "tests/parse/fixtures/perf-sched-all.txt"}) {
        INFO(file);
        CHECK(detected(read_file(file)) == "hackbench");
        CHECK(benchcmp::find_format("schbench")->sniff(read_file(file)) == 0.0);
    }
    CHECK(detected("Time: 0.890\nLatency percentiles (usec)\n\t*99.0th: 5\n\tmin=0, max=9\n") ==
          "hackbench");
    CHECK(detected("1\n2\n3\n") == "numbers");
    // Comments that merely look like hackbench's do not count as hackbench output.
    const std::string commented =
        "# Running schbench -m 2 -t 4 three times\nTime: see below\n"
        "Latency percentiles (usec)\n\t*99.0th: 5\n\tmin=0, max=9\n";
    CHECK(detected(commented) == "schbench");
    const Run run = parse(commented);
    CHECK(run.diagnostics.empty());
    CHECK(run.observations.size() == 3);
    CHECK(detected("average rps: 9500.12\naverage rps: 9511.40\n") == "schbench");
}
