// Reading whole posts: variants split at labels and changed commands, inline lists, the
// baseline choice and its note. Each post is synthetic and shows one paste rule.

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "benchcmp/post.hpp"

namespace {

using benchcmp::InputText;
using benchcmp::PostOptions;
using benchcmp::Run;

std::vector<Run> read(const std::string& content) {
    return benchcmp::read_post(InputText{"post.txt", content}, PostOptions{});
}

std::vector<double> times(const Run& run) {
    for (const auto& observation : run.observations) {
        if (observation.metric.name == "time" && observation.sample.is_raw()) {
            return observation.sample.values();
        }
    }
    return {};
}

const std::string kRun = "Running with 10*40 (== 400) tasks.\n";

std::string first_note(const Run& run) {
    for (const auto& diagnostic : run.diagnostics) {
        if (diagnostic.level == benchcmp::Level::note) {
            return diagnostic.message;
        }
    }
    return "";
}

}  // namespace

TEST_CASE("repeated output under label lines becomes one variant per label", "[post]") {
    const auto runs =
        read("Before the patch:\n" + kRun + "Time: 4.1\n" + kRun + "Time: 4.3\n\n" +
             "[...]\n\nWith the patch:\n" + kRun + "Time: 5.0\n" + kRun + "Time: 5.2\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "Before the patch");
    CHECK(runs[1].label == "With the patch");
    CHECK(times(runs[0]) == std::vector<double>{4.1, 4.3});
    CHECK(times(runs[1]) == std::vector<double>{5.0, 5.2});
    CHECK(runs[0].format == "hackbench");
    CHECK(first_note(runs[0]) ==
          "2 variants in this post; baseline 'Before the patch': its label says \"before\" "
          "(--baseline LABEL picks another)");
}

TEST_CASE("label lines stacked over an output name one variant together", "[post]") {
    // The lower label repeats under two upper ones: two variants, not one pooled.
    const auto runs = read("# v6.7.0:\n# default governor:\n" + kRun + "Time: 4.1\n" + kRun +
                           "Time: 4.3\n\n# v6.7.0+sched/core:\n# default governor:\n" + kRun +
                           "Time: 5.0\n" + kRun + "Time: 5.2\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "v6.7.0 / default governor");
    CHECK(runs[1].label == "v6.7.0+sched/core / default governor");
    CHECK(times(runs[0]) == std::vector<double>{4.1, 4.3});
    CHECK(times(runs[1]) == std::vector<double>{5.0, 5.2});
}

TEST_CASE("headings that number runs are runs of the variant above them", "[post]") {
    // `*** Executing round N ***` over each repeat: rounds of one variant, not variants.
    const auto runs = read("Without the patch:\n\n*** Executing round 1 ***\n" + kRun +
                           "Time: 4.1\n\n*** Executing round 2 ***\n" + kRun +
                           "Time: 4.3\n\nWith the patch:\n\n*** Executing round 1 ***\n" + kRun +
                           "Time: 5.0\n\nRun 2:\n" + kRun + "Time: 5.2\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "Without the patch");
    CHECK(runs[1].label == "With the patch");
    CHECK(times(runs[0]) == std::vector<double>{4.1, 4.3});
    CHECK(times(runs[1]) == std::vector<double>{5.0, 5.2});
}

TEST_CASE("a run word beside a version or in a long line names a variant", "[post]") {
    const auto runs =
        read("Run on 5.14:\n" + kRun + "Time: 4.1\n\nRun on 6.14:\n" + kRun + "Time: 5.0\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "Run on 5.14");
    CHECK(runs[1].label == "Run on 6.14");
}

TEST_CASE("a command written once above every label ran every variant", "[post]") {
    // `schbench -m 2` gives the case (message_threads=2): read with the first variant alone,
    // the two variants shared no case and were read as one input.
    const std::string block =
        "Wakeup Latencies percentiles (usec) runtime 100 (s) (16 total "
        "samples)\n\t  50.0th: 5          (8 samples)\n\t  min=1, "
        "max=83\naverage rps: ";
    const auto runs = read("schbench -m 2 -r 100\n\nbase:\n" + block + "16623.81\n\npatched:\n" +
                           block + "16600.00\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[1].label == "patched");
    for (const Run& run : runs) {
        REQUIRE_FALSE(run.observations.empty());
        const std::string* threads = run.observations.front().case_key.find("message_threads");
        REQUIRE(threads != nullptr);
        CHECK(*threads == "2");
    }
}

TEST_CASE("Markdown headings over repeated output name the variants", "[post]") {
    const auto runs = read("### 1. Test with the old kernel\n" + kRun + "Time: 4.1\n\n" +
                           "### 2. Test with the new kernel\n" + kRun + "Time: 5.0\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "1. Test with the old kernel");
    CHECK(runs[1].label == "2. Test with the new kernel");
}

TEST_CASE("a variant whose label says it is the reference is the baseline", "[post]") {
    const auto runs = read("patched:\n" + kRun + "Time: 5.0\n\nvanilla:\n" + kRun + "Time: 4.0\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "vanilla");
    CHECK(runs[1].label == "patched");
    CHECK(first_note(runs[0]).find("its label says \"vanilla\"") != std::string::npos);
}

TEST_CASE("a version without '+' is the reference of the version with it", "[post]") {
    const auto runs =
        read("v6.8-rc1+series\n" + kRun + "Time: 5.0\n\nv6.8-rc1\n" + kRun + "Time: 4.0\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "v6.8-rc1");
}

TEST_CASE("without a reference word the first variant is the baseline", "[post]") {
    const auto runs = read("== first\n" + kRun + "Time: 5.0\n== second\n" + kRun + "Time: 4.0\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "first");
    CHECK(first_note(runs[0]) ==
          "2 variants in this post; baseline 'first': the first variant in the post; no label "
          "says it is the reference (--baseline LABEL picks another)");
}

TEST_CASE("shell commands that change between outputs name the variants", "[post]") {
    const auto runs = read("root@box:~# echo NO_FEATURE > /sys/f\nroot@box:~# ./run.sh\n" + kRun +
                           "Time: 4.0\nroot@box:~# echo FEATURE > /sys/f\nroot@box:~# ./run.sh\n" +
                           kRun + "Time: 5.0\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "echo NO_FEATURE > /sys/f");
    CHECK(runs[1].label == "echo FEATURE > /sys/f");
    CHECK(times(runs[1]) == std::vector<double>{5.0});
}

TEST_CASE("the same command run again gives more runs of one variant", "[post]") {
    const auto runs =
        read("$ ./run.sh\n" + kRun + "Time: 4.0\n\n$ ./run.sh\n" + kRun + "Time: 4.2\n");
    REQUIRE(runs.size() == 1);
    CHECK(times(runs[0]) == std::vector<double>{4.0, 4.2});
}

TEST_CASE("a variant named again still knows the commands of its first stretch", "[post]") {
    // `./a.sh` ran under "base" before "patched"; run again after base's second stretch, it
    // is one more run of base, not a new variant.
    const auto runs = read("base:\n$ ./a.sh\n" + kRun + "Time: 4.0\n\npatched:\n$ ./a.sh\n" + kRun +
                           "Time: 5.0\n\nbase:\n$ ./b.sh\n" + kRun + "Time: 4.2\n\n" +
                           "$ ./a.sh\n" + kRun + "Time: 4.4\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "base");
    CHECK(times(runs[0]) == std::vector<double>{4.0, 4.2, 4.4});
    CHECK(times(runs[1]) == std::vector<double>{5.0});
}

TEST_CASE("a heading the output repeats is no label of a new variant", "[post]") {
    // perf stat prints its header in every block; the `==` lines name the variants.
    const auto runs = read(
        "== a\n Performance counter stats for 'hackbench' (10 runs):\n\n"
        "      19.2 seconds time elapsed        ( +-  0.57% )\n\n"
        "== b\n Performance counter stats for 'hackbench' (10 runs):\n\n"
        "      21.7 seconds time elapsed        ( +-  0.17% )\n\n"
        "== c\n Performance counter stats for 'hackbench' (10 runs):\n\n"
        "      19.1 seconds time elapsed        ( +-  0.64% )\n");
    REQUIRE(runs.size() == 3);
    CHECK(runs[2].label == "c");
    CHECK(runs[2].format == "perf-stat");
}

TEST_CASE("inline lists under a benchmark header are its runs, per case", "[post]") {
    const auto runs = read(
        "> > g=1\n> > Running in threaded mode with 1 groups using 40 file descriptors\n"
        "> > w/o: 7.6 7.5 7.4=7.5\n> > w/ : 7.9 7.8\n> 7.7=7.8\n>\n"
        "> > g=2\n> > Running in threaded mode with 2 groups using 40 file descriptors\n"
        "> > w/o: 10.1 10.2 10.3=10.2\n> > w/ : 9.6 9.7 9.8=9.7\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "w/o");
    CHECK(runs[1].label == "w/");
    REQUIRE(runs[1].observations.size() == 2);
    CHECK(runs[1].observations[0].case_key.find("groups") != nullptr);
    CHECK(*runs[1].observations[0].case_key.find("groups") == "1");
    CHECK(runs[1].observations[0].sample.values() == std::vector<double>{7.9, 7.8, 7.7});
    CHECK(runs[1].observations[0].line == 4);  // the list's line in the file
    CHECK(runs[1].observations[0].metric.better == benchcmp::Direction::lower_is_better);
}

TEST_CASE("an author's mean that the runs do not give is warned about", "[post]") {
    const auto runs = read(
        "Running in threaded mode with 1 groups using 40 file descriptors\n"
        "base: 1.0 2.0 3.0=2.5\nnew: 1.0 1.0 1.0=1.0\n");
    REQUIRE(runs.size() == 2);
    bool warned = false;
    for (const auto& diagnostic : runs[0].diagnostics) {
        warned = warned || diagnostic.message ==
                               "'base': the printed mean 2.5 is not the mean of its 3 runs (2)";
    }
    CHECK(warned);
}

TEST_CASE("a post that is one output is read whole, as a file of its format", "[post]") {
    const auto runs = read("Some words first:\n" + kRun + "Time: 4.0\n" + kRun + "Time: 4.2\n");
    REQUIRE(runs.size() == 1);
    CHECK(runs[0].label.empty());  // the caller names it after the file
    CHECK(times(runs[0]) == std::vector<double>{4.0, 4.2});
}

TEST_CASE("each variant of a post is read by every tool whose output it holds", "[post]") {
    // Two labelled runs of schbench, each followed by perf stat's footer of the same session.
    const std::string schbench =
        "Latency percentiles (usec)\n\t50.0000th: 83\n"
        "\t*99.0000th: 450\n\tmin=0, max=1067\n";
    const auto runs = read("base:\n" + schbench + "1:   0.55 +- 0.01 seconds time elapsed\n\n" +
                           "patched:\n" + schbench + "1:   0.59 +- 0.01 seconds time elapsed\n");
    REQUIRE(runs.size() == 2);
    for (const Run& run : runs) {
        bool perf_stat = false;
        for (const auto& observation : run.observations) {
            perf_stat = perf_stat || observation.metric.benchmark == "perf-stat";
        }
        CHECK(perf_stat);
    }
    CHECK(runs[0].label == "base");
    CHECK(runs[1].label == "patched");
}

TEST_CASE("a colon line the output below needs is its header, not a label", "[post]") {
    // kernbench's block header ends in a colon like a label; the lines under it read only
    // with it, so it stays with them and the two kernels' blocks become two variants.
    const auto runs = read(
        "old:\nAverage Half Load Run:\nElapsed Time 120.8\n\n"
        "new:\nAverage Half Load Run:\nElapsed Time 113.0\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "old");
    CHECK(runs[1].label == "new");
    REQUIRE(runs[1].observations.size() == 1);
    CHECK(runs[1].observations[0].case_key.to_string() == "load=half load");
}

TEST_CASE("the label above the output that repeats names a variant begun by a summary", "[post]") {
    // A hand summary table first, then one labelled block of output per kernel.
    const auto runs = read(
        "Summary:\nKernel:\t\tk1\tk2\nHalf\t120.8\t\t113.0\n\n"
        "results.k1\n\nAverage Half Load Run:\nElapsed Time 120.808\n\n"
        "results.k2:\n\nAverage Half Load Run:\nElapsed Time 113.008\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "results.k1");
    CHECK(runs[1].label == "results.k2");
}

TEST_CASE("a file naming its own variants keeps their order unless a later one is the base",
          "[post]") {
    // Side-by-side columns with the patched run on the left: the right column's title says
    // it is the reference, so it becomes the baseline, with the usual note.
    const std::string header = "Average Half load -j 8 Run (std deviation):\n";
    const auto reversed = read("patched:               without patch:\n" + header +
                               "Elapsed Time 338.1 (0.8)      Elapsed Time 336.4 (1.6)\n");
    REQUIRE(reversed.size() == 2);
    CHECK(reversed[0].label == "without patch");
    CHECK(first_note(reversed[0]) ==
          "2 variants in this post; baseline 'without patch': its label says \"without\" "
          "(--baseline LABEL picks another)");
    const auto in_order = read("one:                    two:\n" + header +
                               "Elapsed Time 338.1 (0.8)      Elapsed Time 336.4 (1.6)\n");
    REQUIRE(in_order.size() == 2);
    CHECK(in_order[0].label == "one");
}

TEST_CASE("a heading underlined with = or - is a label, digits alone included", "[post]") {
    // Kernel versions as setext headings, each over its own run of the same benchmark.
    const auto runs =
        read("2.4.19\n========\n" + kRun + "Time: 4.1\n\n2.5.59\n------\n" + kRun + "Time: 5.0\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "2.4.19");
    CHECK(runs[1].label == "2.5.59");
    CHECK(times(runs[1]) == std::vector<double>{5.0});
}

TEST_CASE("the tool's preamble does not hide the first variant's label", "[post]") {
    // The lines between each label and its output repeat per variant; only the second
    // variant shows they are the tool's own, and then they no longer hide the first label.
    const std::string preamble = "Using uid:0, gid:0.\nWriting with putc()...done\n\n";
    const auto runs = read("v1.0\n====\n" + preamble + kRun + "Time: 4.1\n\nv2.0\n====\n" +
                           preamble + kRun + "Time: 5.0\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "v1.0");
    CHECK(runs[1].label == "v2.0");
}
