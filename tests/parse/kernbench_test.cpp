// The kernbench parser: real 0.20 blocks (data/kernbench/) and small synthetic inputs of each
// rule it relies on. Expected values are copied from the lines they come from.

#include <catch2/catch.hpp>
#include <cmath>
#include <string>
#include <vector>

#include "benchcmp/parse.hpp"
#include "benchcmp/post.hpp"
#include "parse_test_support.hpp"

namespace {

using benchcmp::Direction;
using benchcmp::Observation;
using benchcmp::Run;
using benchcmp::Summary;
using Lines = std::vector<std::string>;
using parse_test::find;

Run parse(const std::string& content) {
    return parse_test::parse_one("kernbench", content, "in.txt");
}

const Summary& summary(const Run& run, const std::string& metric, const std::string& key) {
    const Observation* observation = find(run, metric, key);
    REQUIRE(observation != nullptr);
    REQUIRE_FALSE(observation->sample.is_raw());
    return observation->sample.summary();
}

}  // namespace

TEST_CASE("kernbench: real 0.20 blocks, means only, keyed by load", "[parse][kernbench]") {
    const Run run = parse(parse_test::read_file("data/kernbench/2.6.3-rc2.txt"));
    CHECK(run.diagnostics.empty());
    CHECK(run.observations.size() == 3 * 6);
    const Summary& elapsed = summary(run, "elapsed_time", "load=half load");
    CHECK(elapsed.mean == 120.808);
    CHECK(std::isnan(elapsed.stddev));  // 0.20 prints no sd
    CHECK(elapsed.n == 0);              // nor the run count: --runs N
    CHECK(summary(run, "context_switches", "load=optimum load").mean == 63006.2);
    CHECK(summary(run, "sleeps", "load=maximum load").mean == 22161);
    const Observation* elapsed_line = find(run, "elapsed_time", "load=half load");
    CHECK(elapsed_line->line == 4);
    CHECK(elapsed_line->metric.unit == "s");
    CHECK(elapsed_line->metric.better == Direction::lower_is_better);
    CHECK(find(run, "system_time", "load=half load")->metric.better == Direction::lower_is_better);
    CHECK(find(run, "percent_cpu", "load=half load")->metric.better == Direction::unknown);
    CHECK(find(run, "context_switches", "load=half load")->metric.better == Direction::unknown);
}

TEST_CASE("kernbench: the number in parentheses is the sd, n from Performing N runs",
          "[parse][kernbench]") {
    const Run run = parse(
        "Performing 5 runs of\n"
        "make -j 8\n"
        "Average Half load -j 8 Run (std deviation):\n"
        "Elapsed Time 338.122 (0.869207)\n"
        "User Time 612.43 (1.20144)\n"
        "\n"
        "Average Optimal load -j 16 Run (std deviation):\n"
        "Elapsed Time 255.32 (0.4)\n");
    CHECK(run.diagnostics.empty());
    const Summary& half = summary(run, "elapsed_time", "load=half load -j 8");
    CHECK(half.mean == 338.122);
    CHECK(half.stddev == 0.869207);
    CHECK(half.n == 5);
    CHECK(summary(run, "user_time", "load=half load -j 8").stddev == 1.20144);
    CHECK(summary(run, "elapsed_time", "load=optimal load -j 16").mean == 255.32);
    CHECK(run.observations.size() == 3);
}

TEST_CASE("kernbench: mail quoting, CRLF and a blank line ending a block", "[parse][kernbench]") {
    const Run run = parse(
        "> Average Half Load Run:\r\n"
        "> Elapsed Time   120.808\r\n"
        ">\r\n"
        "> Elapsed Time 99\r\n");
    CHECK(summary(run, "elapsed_time", "load=half load").mean == 120.808);
    // the line after the blank is outside any block
    CHECK(run.observations.size() == 1);
}

TEST_CASE("kernbench: damaged and repeated lines are skipped with a warning",
          "[parse][kernbench]") {
    const Run run = parse(
        "Average Half Load Run:\n"
        "Elapsed Time 12x\n"
        "User Time 1 (2) 3\n"
        "System Time 92.072\n"
        "System Time 93\n");
    CHECK(summary(run, "system_time", "load=half load").mean == 92.072);
    CHECK(parse_test::diagnostics(run) ==
          Lines{"in.txt:2: warning: Elapsed Time \"12x\" is not `mean` or `mean (sd)`; skipped",
                "in.txt:3: warning: User Time \"1 (2) 3\" is not `mean` or `mean (sd)`; skipped",
                "in.txt:5: warning: a second System Time of load \"half load\"; only the one "
                "on line 4 is used"});
}

TEST_CASE("kernbench: detected by its block header", "[parse][kernbench]") {
    const benchcmp::Parser& parser = benchcmp::detect_format(
        benchcmp::InputText{"in.txt", "results:\n\nAverage Half Load Run:\nElapsed Time 1\n"});
    CHECK(parser.name() == "kernbench");
}

TEST_CASE("kernbench: a header or an sd wrapped onto the next line is rejoined",
          "[parse][kernbench]") {
    // A mailer wrapping at a blank leaves `(std deviation):` or `(sd)` alone on a line.
    const Run run = parse(
        "> Average Half load -j 8 Run\n"
        "> (std deviation):\n"
        "> Elapsed Time 338.122\n"
        "> (0.869207)\n"
        "> User Time 2025.49 (4.11097)\n"
        "\n"
        "Average Optimal load -j 16 Run (std\n"
        "deviation):\n"
        "Elapsed Time 255.32 (1.28328)\n");
    CHECK(run.diagnostics.empty());
    const Summary& half = summary(run, "elapsed_time", "load=half load -j 8");
    CHECK(half.mean == 338.122);
    CHECK(half.stddev == 0.869207);
    CHECK(summary(run, "user_time", "load=half load -j 8").stddev == 4.11097);
    CHECK(summary(run, "elapsed_time", "load=optimal load -j 16").stddev == 1.28328);
    CHECK(run.observations.size() == 3);
}

TEST_CASE("kernbench: the printed precision bounds rounding", "[parse][kernbench]") {
    const Run run = parse("Average Half Load Run:\nElapsed Time 120.808\nSleeps 26667\n");
    CHECK(find(run, "elapsed_time", "load=half load")->rounding == Approx(0.0005));
    CHECK(find(run, "sleeps", "load=half load")->rounding == 0.5);
}

TEST_CASE("kernbench: blocks repeated under label lines are one variant each",
          "[parse][kernbench][post]") {
    // One results block per kernel, each under its own label line, as in a mailed comparison.
    const auto runs =
        benchcmp::read_post(benchcmp::InputText{"post.txt",
                                                "results.vanilla:\n\nAverage Half Load Run:\n"
                                                "Elapsed Time 120.8\nUser Time 802\n\n"
                                                "results.patched:\n\nAverage Half Load Run:\n"
                                                "Elapsed Time 113.0\nUser Time 742\n"},
                            benchcmp::PostOptions{});
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "results.vanilla");
    CHECK(runs[1].label == "results.patched");
    CHECK(summary(runs[0], "elapsed_time", "load=half load").mean == 120.8);
    CHECK(summary(runs[1], "elapsed_time", "load=half load").mean == 113.0);
}

TEST_CASE("kernbench: two runs side by side are two runs named by the titles above",
          "[parse][kernbench]") {
    // The block header is printed once; each row names its metric in both columns.
    const auto runs =
        benchcmp::find_format("kernbench")
            ->parse(benchcmp::InputText{"in.txt",
                                        "new kernel:                  old kernel:\n"
                                        "Average Half load -j 8 Run (std deviation):\n"
                                        "Elapsed Time 338.1 (0.8)      Elapsed Time 336.4 (1.6)\n"
                                        "Sleeps 836103 (1594.93)       Sleeps 836048 (2597.78)\n"});
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "new kernel");
    CHECK(runs[1].label == "old kernel");
    CHECK(summary(runs[0], "elapsed_time", "load=half load -j 8").mean == 338.1);
    CHECK(summary(runs[1], "elapsed_time", "load=half load -j 8").stddev == 1.6);
    CHECK(summary(runs[1], "sleeps", "load=half load -j 8").mean == 836048);
    CHECK(parse_test::diagnostics(runs[0]) ==
          Lines{"in.txt: note: two kernbench runs side by side: the left column is read as run "
                "\"new kernel\", the right one as run \"old kernel\""});
}
