// The perf-stat parser: counters, --repeat summaries, both elapsed footers, prefixes.

#include <catch2/catch.hpp>
#include <cmath>
#include <string>
#include <vector>

#include "benchcmp/diagnostics.hpp"
#include "benchcmp/parse.hpp"
#include "parse_test_support.hpp"

namespace {

using benchcmp::Direction;
using benchcmp::Run;

std::vector<Run> parse(const std::string& content) {
    const benchcmp::Parser* parser = benchcmp::find_format("perf-stat");
    REQUIRE(parser != nullptr);
    return parser->parse(benchcmp::InputText{"in.txt", content});
}

const benchcmp::Observation& find(const Run& run, const std::string& name) {
    for (const auto& observation : run.observations) {
        if (observation.metric.name == name) {
            return observation;
        }
    }
    FAIL("no metric " << name);
    return run.observations.front();
}

const std::string kRepeatNewFooter =
    " Performance counter stats for 'perf bench sched messaging -g 10' (5 runs):\n"
    "\n"
    "          2,412.35 msec task-clock                #    7.612 CPUs utilized            ( "
    "+-  0.52% )\n"
    "            41,233      context-switches          #   17.093 K/sec                    ( "
    "+-  2.10% )\n"
    "   <not supported>      stalled-cycles-frontend\n"
    "\n"
    "           0.31692 +- 0.00188 seconds time elapsed  ( +-  0.59% )\n";

}  // namespace

TEST_CASE("perf-stat: --repeat N gives summaries with stddev = SE * sqrt(N)",
          "[parse][perf-stat]") {
    const auto runs = parse(kRepeatNewFooter);
    REQUIRE(runs.size() == 1);
    const Run& run = runs.front();
    CHECK(run.format == "perf-stat");
    REQUIRE(run.observations.size() == 3);
    CHECK(run.diagnostics.empty());

    const auto& clock = find(run, "task-clock");
    CHECK(clock.metric.unit == "msec");
    CHECK(clock.metric.better == Direction::lower_is_better);
    CHECK(clock.line == 3);
    REQUIRE_FALSE(clock.sample.is_raw());
    CHECK(clock.sample.summary().n == 5);
    CHECK(clock.sample.summary().mean == Approx(2412.35));
    // python3: 2412.35 * 0.0052 * sqrt(5) = 28.049728644712413
    CHECK(clock.sample.summary().stddev == Approx(28.049728644712413));

    const auto& switches = find(run, "context-switches");
    CHECK(switches.metric.unit.empty());
    // Counted over one command's run: a fixed amount of work, so fewer is better.
    CHECK(switches.metric.better == Direction::lower_is_better);
    CHECK(switches.sample.summary().mean == Approx(41233));
    // python3: 41233 * 0.021 * sqrt(5) = 1936.1956092412256
    CHECK(switches.sample.summary().stddev == Approx(1936.1956092412256));

    // The newer footer's absolute standard error (more digits) wins over the percentage.
    const auto& elapsed = find(run, "time-elapsed");
    CHECK(elapsed.metric.unit == "s");
    CHECK(elapsed.metric.better == Direction::lower_is_better);
    // python3: 0.00188 * sqrt(5) = 0.004203807797699605
    CHECK(elapsed.sample.summary().stddev == Approx(0.004203807797699605));
}

TEST_CASE("perf-stat: counters over a time have no direction, over a command fewer is better",
          "[parse][perf-stat]") {
    const std::string counters =
        "\n     1,234,567      cycles\n        12,345      page-faults\n"
        "       1.001 seconds time elapsed\n";
    for (const char* target : {"'system wide'", "'CPU(s) 0-3'", "process id '4321'"}) {
        const auto runs =
            parse(std::string(" Performance counter stats for ") + target + ":\n" + counters);
        INFO(target);
        CHECK(find(runs.front(), "cycles").metric.better == Direction::unknown);
        CHECK(find(runs.front(), "time-elapsed").metric.better == Direction::lower_is_better);
    }
    const auto command = parse(" Performance counter stats for 'make -j8':\n" + counters);
    CHECK(find(command.front(), "cycles").metric.better == Direction::lower_is_better);
    CHECK(find(command.front(), "page-faults").metric.better == Direction::lower_is_better);
    // Without a header nothing says what was counted.
    const auto bare = parse(counters);
    CHECK(find(bare.front(), "cycles").metric.better == Direction::unknown);
}

TEST_CASE("perf-stat: the older elapsed footer uses its relative standard error",
          "[parse][perf-stat]") {
    const auto runs = parse(
        "> Performance counter stats for 'x' (5 runs):\n"
        ">       0.293458122 seconds time elapsed                ( +-  0.71% )\n");
    REQUIRE(runs.size() == 1);
    const auto& elapsed = find(runs.front(), "time-elapsed");
    CHECK(elapsed.sample.summary().n == 5);
    CHECK(elapsed.sample.summary().mean == Approx(0.293458122));
    // python3: 0.293458122 * 0.0071 * sqrt(5) = 0.004658965396324128
    CHECK(elapsed.sample.summary().stddev == Approx(0.004658965396324128));
}

TEST_CASE("perf-stat: single runs become raw samples; prefixes name variants and cases",
          "[parse][perf-stat]") {
    const auto runs = parse(
        "v6.8/hb.1:  Performance counter stats for 'hackbench':\n"
        "v6.8/hb.1:          1,905.11 msec task-clock   #    6.231 CPUs utilized\n"
        "v6.8/hb.1:        0.305741208 seconds time elapsed\n"
        "v6.8/hb.1:        0.264101000 seconds user\n"
        "v6.8/hb.2:          1,921.47 msec task-clock   #    6.204 CPUs utilized\n"
        "v6.8/hb.3:          1,899.02 msec task-clock   #    6.260 CPUs utilized\n"
        "new/hb.1:          1,811.64 msec task-clock    #    6.402 CPUs utilized\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "v6.8");
    CHECK(runs[1].label == "new");
    const auto& clock = find(runs[0], "task-clock");
    CHECK(clock.case_key.to_string() == "config=hb");
    CHECK(clock.sample.values() == std::vector<double>{1905.11, 1921.47, 1899.02});
    CHECK(find(runs[0], "user").sample.values() == std::vector<double>{0.264101});
    CHECK(find(runs[1], "task-clock").sample.values() == std::vector<double>{1811.64});
}

TEST_CASE("perf-stat: a repeated mean without its noise is skipped with a warning",
          "[parse][perf-stat]") {
    const auto runs = parse(
        " Performance counter stats for 'x' (3 runs):\n"
        "        12,345,678      cycles\n");
    REQUIRE(runs.size() == 1);
    CHECK(runs.front().observations.empty());
    REQUIRE(runs.front().diagnostics.size() == 1);
    CHECK(benchcmp::format_diagnostic(runs.front().diagnostics.front()) ==
          "in.txt:2: warning: cycles is a mean of 3 runs but has no ( +- x% ); skipped");
}

TEST_CASE("perf-stat: detection", "[parse][perf-stat]") {
    const auto& parser = *benchcmp::find_format("perf-stat");
    CHECK(parser.sniff(kRepeatNewFooter) > 0.8);
    CHECK(parser.sniff("      19.211637055 seconds time elapsed      ( +-  0.57% )\n") > 0.5);
    CHECK(parser.sniff("Time: 0.891\n") == 0.0);
    CHECK(&benchcmp::detect_format(benchcmp::InputText{"x", kRepeatNewFooter}) == &parser);
}

TEST_CASE("perf-stat: perf stat around hackbench stays hackbench", "[parse][perf-stat]") {
    const std::string log =
        "Running in process mode with 10 groups using 40 file descriptors each (== 400 tasks)\n"
        "Each sender will pass 100 messages of 100 bytes\n"
        "Time: 0.890\n"
        "\n"
        " Performance counter stats for 'hackbench -g 10' (3 runs):\n"
        "\n"
        "            0.9113 +- 0.0101 seconds time elapsed  ( +-  1.11% )\n";
    CHECK(benchcmp::detect_format(benchcmp::InputText{"x", log}).name() == "hackbench");
}

TEST_CASE("perf-stat: repeat means without their header are single values, with one note",
          "[parse][perf-stat]") {
    // A script that printed a group count and perf's footer per case, the header cut away.
    const auto runs = parse(
        "1:            0.55355 +- 0.00290 seconds time elapsed  ( +-  0.52% )\n"
        "40:             9.5965 +- 0.0167 seconds time elapsed  ( +-  0.17% )\n");
    REQUIRE(runs.size() == 1);
    const Run& run = runs.front();
    REQUIRE(run.observations.size() == 2);
    CHECK(run.observations[1].case_key.to_string() == "config=40");
    REQUIRE(run.observations[1].sample.is_raw());
    CHECK(run.observations[1].sample.values() == std::vector<double>{9.5965});
    REQUIRE(run.diagnostics.size() == 1);
    CHECK(benchcmp::format_diagnostic(run.diagnostics[0]) ==
          "in.txt:1: note: perf stat's noise ( +- ) shows a mean over --repeat runs, but no "
          "'Performance counter stats ... (N runs):' line says how many; each such mean is "
          "compared as one value, without a significance test");
    // A plain single run carries no noise and gets no note.
    CHECK(parse("      221.229234283 seconds time elapsed\n").front().diagnostics.empty());
}

TEST_CASE("perf-stat: perf 3.x's noise on the line under its event", "[parse][perf-stat]") {
    // Ingo Molnar's `git gc` runs (data/perf-stat/git-gc-before.txt): `instructions  #  0.91
    // insns per cycle` over `#  0.29  stalled cycles per insn  ( +-  0.03% )`.
    const auto runs = parse(parse_test::read_file("data/perf-stat/git-gc-before.txt"));
    REQUIRE(runs.size() == 1);
    CHECK(runs.front().diagnostics.empty());
    const benchcmp::Observation& instructions = find(runs.front(), "instructions");
    REQUIRE_FALSE(instructions.sample.is_raw());
    CHECK(instructions.sample.summary().mean == 9110524009.0);
    CHECK(instructions.sample.summary().n == 10);
    // 0.03% * 9110524009 * sqrt(10) (python: 0.03/100*9110524009*math.sqrt(10)).
    CHECK(instructions.sample.summary().stddev == Approx(8643001.96382651).epsilon(1e-12));
    CHECK(instructions.line == 13);
    // The event after it keeps its own noise.
    CHECK(find(runs.front(), "branches").sample.summary().stddev ==
          Approx(0.04 / 100 * 1796732369.0 * std::sqrt(10.0)));
}

TEST_CASE("perf-stat: an event whose next line is no continuation still lacks its noise",
          "[parse][perf-stat]") {
    const auto runs = parse(
        " Performance counter stats for 'x' (3 runs):\n"
        "     9,110,524,009 instructions   #    0.91  insns per cycle\n"
        "     1,796,732,369 branches       #  570.856 M/sec   ( +-  0.04% )\n"
        "        84,828,313 branch-misses  #    4.72% of all branches\n");
    REQUIRE(runs.size() == 1);
    CHECK(runs.front().observations.size() == 1);
    CHECK(parse_test::diagnostics(runs.front()) ==
          std::vector<std::string>{
              "in.txt:2: warning: instructions is a mean of 3 runs but has no ( +- x% ); "
              "skipped",
              "in.txt:4: warning: branch-misses is a mean of 3 runs but has no ( +- x% ); "
              "skipped"});
}

TEST_CASE("perf-stat: a perf 3.x --repeat block is not the catch-all readers'",
          "[parse][perf-stat]") {
    const std::string text = parse_test::read_file("data/perf-stat/git-gc-after.txt");
    CHECK(benchcmp::detect_format(benchcmp::InputText{"in.txt", text}).name() == "perf-stat");
    const benchcmp::Parser* perf_stat = benchcmp::find_format("perf-stat");
    for (const char* other : {"table", "numbers"}) {
        CHECK(benchcmp::find_format(other)->sniff(text) < perf_stat->sniff(text));
    }
}
