// The stress-ng parser: --metrics / --metrics-brief tables of FORMATS.md section 8 in the
// older and newer layouts, with and without the log prefix, wrapped and cut rows. Expected
// values are copied from the files' rows (checked with
// `grep ' cpu ' data/stress-ng/baseline.txt | awk '{print $9}'` and the like).

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "benchcmp/parse.hpp"
#include "benchcmp/post.hpp"
#include "parse_test_support.hpp"

namespace {

using benchcmp::Direction;
using benchcmp::Run;
using Values = std::vector<double>;
using Lines = std::vector<std::string>;

Run parse(const std::string& content, const std::string& path = "in.txt") {
    return parse_test::parse_one("stress-ng", content, path);
}

using parse_test::read_file;

struct Expected {
    std::string metric;
    std::string case_key;
    Values values;
    int line;
};

void check_observations(const Run& run, const std::vector<Expected>& expected) {
    REQUIRE(run.observations.size() == expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const auto& got = run.observations[i];
        INFO("observation " << i << ": " << got.metric.name << " " << got.case_key.to_string());
        CHECK(got.metric.benchmark == "stress-ng");
        CHECK(got.metric.better == Direction::higher_is_better);
        CHECK(got.metric.name == expected[i].metric);
        CHECK(got.case_key.to_string() == expected[i].case_key);
        REQUIRE(got.sample.is_raw());
        CHECK(got.sample.values() == expected[i].values);
        CHECK(got.line == expected[i].line);
    }
}

Lines diagnostics(const Run& run) {
    Lines lines;
    for (const auto& diagnostic : run.diagnostics) {
        lines.push_back(benchcmp::format_diagnostic(diagnostic));
    }
    return lines;
}

const std::string kHeader =
    "stress-ng: info:  [4100] stressor      bogo ops real time  usr time  sys time   bogo ops/s"
    "   bogo ops/s\n"
    "stress-ng: info:  [4100]                          (secs)    (secs)    (secs)   (real time)"
    " (usr+sys time)\n";

}  // namespace

TEST_CASE("stress-ng: real 0.15 --metrics-brief runs, metrc prefix", "[parse][stress-ng]") {
    const Run run = parse(read_file("data/stress-ng/baseline.txt"));
    CHECK(run.format == "stress-ng");
    check_observations(
        run,
        {
            {"bogo_ops", "stressor=cpu instances=2", {491, 483, 488}, 6},
            {"bogo_ops_per_sec_real", "stressor=cpu instances=2", {244.40, 236.45, 242.00}, 6},
            {"bogo_ops_per_sec_cpu", "stressor=cpu instances=2", {1956.61, 1937.01, 1946.39}, 6},
            {"bogo_ops", "stressor=matrix instances=1", {1004, 962, 950}, 7},
            {"bogo_ops_per_sec_real", "stressor=matrix instances=1", {498.07, 476.42, 467.07}, 7},
            {"bogo_ops_per_sec_cpu", "stressor=matrix instances=1", {7928.42, 7865.90, 7883.36}, 7},
        });
    // The miscellaneous metrics after the table (`matrix 524288.00 add matrix ops ...`) are
    // not rows of it.
    CHECK(run.diagnostics.empty());
}

TEST_CASE("stress-ng: the newer eight-column --metrics layout", "[parse][stress-ng]") {
    const Run run = parse(read_file("data/stress-ng/metrics-newer.txt"));
    check_observations(run, {
                                {"bogo_ops", "stressor=cpu instances=1", {334}, 5},
                                {"bogo_ops_per_sec_real", "stressor=cpu instances=1", {163.40}, 5},
                                {"bogo_ops_per_sec_cpu", "stressor=cpu instances=1", {1988.68}, 5},
                                {"bogo_ops", "stressor=vm instances=1", {0}, 6},
                                {"bogo_ops_per_sec_real", "stressor=vm instances=1", {0.00}, 6},
                                {"bogo_ops_per_sec_cpu", "stressor=vm instances=1", {0.00}, 6},
                            });
    CHECK(run.diagnostics.empty());
}

TEST_CASE("stress-ng: older info-prefixed six-column tables", "[parse][stress-ng]") {
    const Run run = parse(read_file("data/stress-ng/older-baseline.txt"));
    REQUIRE(run.observations.size() == 6);
    CHECK(run.observations[1].metric.name == "bogo_ops_per_sec_real");
    CHECK(run.observations[1].case_key.to_string() == "stressor=cpu instances=16");
    CHECK(run.observations[1].sample.values() == Values{5853.90, 5831.27, 5868.35});
    CHECK(run.observations[4].case_key.to_string() == "stressor=switch instances=16");
    CHECK(run.observations[4].sample.values() == Values{687242.78, 681275.72, 691703.55});
    CHECK(run.diagnostics.empty());
}

TEST_CASE("stress-ng: prefixes trimmed and mail-quoted reads the same", "[parse][stress-ng]") {
    const Run quoted = parse(read_file("data/stress-ng/older-trimmed.txt"));
    const Run original = parse(read_file("data/stress-ng/older-baseline.txt"));
    REQUIRE(quoted.observations.size() == original.observations.size());
    for (std::size_t i = 0; i < quoted.observations.size(); ++i) {
        CHECK(quoted.observations[i].metric == original.observations[i].metric);
        CHECK(quoted.observations[i].case_key == original.observations[i].case_key);
        CHECK(quoted.observations[i].sample.values() == original.observations[i].sample.values());
    }
}

TEST_CASE("stress-ng: a row wrapped by a mailer is joined", "[parse][stress-ng]") {
    const Run run = parse(
        "stress-ng: metrc: [5744] stressor       bogo ops real time  usr time  sys time   bogo "
        "ops/s     bogo ops/s CPU used per       RSS Max\n"
        "stress-ng: metrc: [5744]                           (secs)    (secs)    (secs)   (real "
        "time) (usr+sys time) instance (%)          (KB)\n"
        "stress-ng: metrc: [5744] cpu                 334      2.04      0.16      0.00       "
        "163.40        1988.68\n"
        "        8.22          6516\n");
    CHECK(run.observations.size() == 3);
    CHECK(run.observations[2].sample.values() == Values{1988.68});
    CHECK(run.observations[2].line == 3);
    CHECK(run.diagnostics.empty());
}

TEST_CASE("stress-ng: a truncated last row is skipped and named", "[parse][stress-ng]") {
    const Run run = parse(kHeader +
                              "stress-ng: info:  [4100] cpu              351234     60.00    "
                              "958.12      0.52      5853.90       366.39\n"
                              "stress-ng: info:  [4100] switch         41234567     60.00    "
                              "210.33    745.1",
                          "cut.txt");
    REQUIRE(run.observations.size() == 3);
    CHECK(run.observations[0].case_key.to_string() == "stressor=cpu");
    CHECK(diagnostics(run) ==
          Lines{"cut.txt:4: warning: stress-ng metrics row \"switch\" (table from line 1) stops "
                "after 4 of 6 values; skipped"});
}

TEST_CASE("stress-ng: a table cut by another program's output", "[parse][stress-ng]") {
    // stress-ng ran beside sysbench and the two outputs were pasted interleaved.
    const Run run = parse(kHeader +
                              "stress-ng: info:  [4100] cpu              351234     60.00\n"
                              "sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)\n"
                              "stress-ng: info:  [4100] switch         41234567     60.00    "
                              "210.33    745.18    687242.78     43154.51\n",
                          "mixed.txt");
    CHECK(run.observations.size() == 3);
    CHECK(run.observations[0].case_key.to_string() == "stressor=switch");
    CHECK(diagnostics(run) ==
          Lines{"mixed.txt:3: warning: stress-ng metrics row \"cpu\" (table from line 1) stops "
                "after 2 of 6 values; skipped"});
}

TEST_CASE("stress-ng: detection claims every layout, nothing else", "[parse][stress-ng]") {
    const auto detected = [](const std::string& content) {
        return std::string(benchcmp::detect_format(benchcmp::InputText{"in.txt", content}).name());
    };
    for (const char* file : {"baseline.txt", "patched.txt", "metrics-newer.txt",
                             "older-baseline.txt", "older-patched.txt", "older-trimmed.txt"}) {
        INFO(file);
        CHECK(detected(read_file(std::string("data/stress-ng/") + file)) == "stress-ng");
    }
    const benchcmp::Parser& parser = *benchcmp::find_format("stress-ng");
    for (const char* file : {"data/hackbench/baseline.txt", "data/numbers/baseline.txt",
                             "data/sysbench/baseline.txt", "data/sysbench/oltp.txt"}) {
        INFO(file);
        CHECK(parser.sniff(read_file(file)) == 0.0);
    }
}

TEST_CASE("stress-ng: failed and untrustworthy counts above 0 warn", "[parse][stress-ng]") {
    const Run run = parse(kHeader +
                              "stress-ng: info:  [4100] cpu              351234     60.00    "
                              "958.12      0.52      5853.90       366.39\n"
                              "stress-ng: info:  [4100] passed: 1: cpu (16)\n"
                              "stress-ng: info:  [4100] failed: 0\n"
                              "stress-ng: info:  [4100] skipped: 0\n"
                              "stress-ng: info:  [4100] metrics untrustworthy: 1: cpu (16)\n",
                          "verdict.txt");
    CHECK(run.observations.size() == 3);
    CHECK(diagnostics(run) ==
          Lines{"verdict.txt:7: warning: stress-ng reported \"metrics untrustworthy: 1: cpu "
                "(16)\"; its metrics may be unreliable"});
}

TEST_CASE("stress-ng: prefixed rows without their header are read", "[parse][stress-ng]") {
    // A later run pasted as bare rows under the first run's header, one [pid] per run; the
    // values are the rows' own (columns 1, 5 and 6 after the stressor).
    const std::string bare =
        "+ second kernel\n"
        "stress-ng: info:  [100] aio              432750     10.00      1.14     19.03     "
        "43264.33     21455.13\n"
        "stress-ng: info:  [139] aio              426771     10.01      1.09     18.67     "
        "42629.13     21597.72\n"
        "stress-ng: metrc: [140] cpu                 334      2.04      0.16      0.00       "
        "163.40        1988.68          8.22          6516\n"
        "stress-ng: info:  [141] aio              1 2 3 4 5 6 7\n"
        "aio              432750     10.00      1.14     19.03     43264.33     21455.13\n";
    CHECK(benchcmp::detect_format(benchcmp::InputText{"in.txt", bare}).name() == "stress-ng");
    const Run run = parse(bare, "bare.txt");
    // The seven-value row fits no layout and the unprefixed one has nothing proving it is
    // stress-ng's: neither is read.
    check_observations(run, {
                                {"bogo_ops", "stressor=aio", {432750, 426771}, 2},
                                {"bogo_ops_per_sec_real", "stressor=aio", {43264.33, 42629.13}, 2},
                                {"bogo_ops_per_sec_cpu", "stressor=aio", {21455.13, 21597.72}, 2},
                                {"bogo_ops", "stressor=cpu", {334}, 4},
                                {"bogo_ops_per_sec_real", "stressor=cpu", {163.40}, 4},
                                {"bogo_ops_per_sec_cpu", "stressor=cpu", {1988.68}, 4},
                            });
    CHECK(run.diagnostics.empty());
    const benchcmp::Parser& parser = *benchcmp::find_format("stress-ng");
    CHECK(parser.sniff("aio 432750 10.00 1.14 19.03 43264.33 21455.13\n") == 0.0);
}

TEST_CASE("stress-ng: a verbose run's log lines before its table are detected",
          "[parse][stress-ng]") {
    // `stress-ng -v` logs a line per instance started: 1,500 of them fill the 64 KiB head
    // that detection sees, with no header or row in it.
    std::string verbose;
    for (int instance = 0; instance < 1500; ++instance) {
        verbose += "stress-ng: debug: [4100] stress-ng-cpu: started [" +
                   std::to_string(5000 + instance) + "] (instance " + std::to_string(instance) +
                   ")\n";
    }
    REQUIRE(verbose.size() > 64 * 1024);
    verbose += "stress-ng: info:  [4100] dispatching hogs: 1500 cpu\n" + kHeader +
               "stress-ng: info:  [4100] cpu              351234     60.00    958.12      0.52"
               "      5853.90       366.39\n";
    CHECK(benchcmp::detect_format(benchcmp::InputText{"in.txt", verbose}).name() == "stress-ng");
    const std::vector<Run> runs =
        benchcmp::read_post(benchcmp::InputText{"verbose.txt", verbose}, benchcmp::PostOptions{});
    REQUIRE(runs.size() == 1);
    REQUIRE(runs[0].observations.size() == 3);
    CHECK(runs[0].observations[0].case_key.to_string() == "stressor=cpu instances=1500");
    CHECK(runs[0].observations[2].sample.values() == Values{366.39});
    // Two log lines, or lines that only look like it, are no evidence.
    const benchcmp::Parser& parser = *benchcmp::find_format("stress-ng");
    CHECK(parser.sniff(std::string_view("stress-ng: info:  [4100] setting to a 60 secs run\n"
                                        "stress-ng: info:  [4100] dispatching hogs: 4 cpu\n")) ==
          0.0);
    CHECK(parser.sniff(std::string_view("stress-ng: info: [pid] a\nstress-ng: info: [] b\n"
                                        "stress-ng: [4100] c\nstress-ng: info: 4100 d\n")) == 0.0);
}

TEST_CASE("stress-ng: --perf counters are metrics of their stressor", "[parse][stress-ng]") {
    // Recorded here (data/stress-ng/perf-run1.txt): `stress-ng --cpu 1 --vm 1 --vm-bytes 16M
    // --perf --metrics -t 3`, software counters only (no hardware PMU in the VM).
    const Run run = parse(read_file("data/stress-ng/perf-run1.txt"));
    CHECK(run.diagnostics.empty());
    CHECK(parse_test::values(run, "perf_cpu_clock", "stressor=cpu instances=1") ==
          Values{674705889});
    CHECK(parse_test::values(run, "perf_page_faults_minor", "stressor=vm instances=1") ==
          Values{74317});
    CHECK(parse_test::values(run, "perf_context_switches", "stressor=vm instances=1") ==
          Values{197});
    const benchcmp::Observation* clock =
        parse_test::find(run, "perf_cpu_clock", "stressor=cpu instances=1");
    CHECK(clock->metric.better == Direction::unknown);
    CHECK(clock->line == 8);
    // The table's metrics are still read, 3 per stressor, and 10 counters per stressor.
    CHECK(run.observations.size() == 26);
}

TEST_CASE("stress-ng: --perf counters with separators and ratios, quoted", "[parse][stress-ng]") {
    const Run run = parse(
        "> stress-ng: info:  [2479] cpu:\n"
        "> stress-ng: info:  [2479]     353,066,240,000 CPU Cycles        5.88 B/sec\n"
        "> stress-ng: info:  [2479]     688,512,102,120 Instructions      11.47 B/sec (1.950 "
        "instr. per cycle)\n"
        "> stress-ng: info:  [2479]          12,345,678 Cache Misses      0.206 M/sec ( 3.210%)\n"
        "> stress-ng: info:  [2479]          1,23,4 Not A Count       0.1 /sec\n"
        "> stress-ng: info:  [2479] successful run completed in 60.02s\n"
        "> stress-ng: info:  [2479]          999 Page Faults Total    0.1 /sec\n");
    CHECK(parse_test::values(run, "perf_cpu_cycles", "stressor=cpu") == Values{353066240000});
    CHECK(parse_test::values(run, "perf_instructions", "stressor=cpu") == Values{688512102120});
    CHECK(parse_test::values(run, "perf_cache_misses", "stressor=cpu") == Values{12345678});
    // `1,23,4` is no count in any locale (it ends the block); after the block a counter-like
    // line belongs to no stressor.
    CHECK(run.observations.size() == 3);
}

TEST_CASE("stress-ng: a --perf run is not the catch-all readers'", "[parse][stress-ng]") {
    const std::string text = read_file("data/stress-ng/perf-run1.txt");
    CHECK(benchcmp::detect_format(benchcmp::InputText{"in.txt", text}).name() == "stress-ng");
    const benchcmp::Parser* stress_ng = benchcmp::find_format("stress-ng");
    for (const char* other : {"table", "numbers"}) {
        CHECK(benchcmp::find_format(other)->sniff(text) < stress_ng->sniff(text));
    }
}
