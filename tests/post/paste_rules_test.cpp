// Paste rules about a tool's own lines and the author's headings: banners are no labels, a
// tool's own blank lines do not cut its output, a wrapped shell command stays one command,
// headings written alike start variants, and variants sharing nothing with the baseline leave
// the report with a warning. Each post is synthetic and shows one rule.

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "benchcmp/diagnostics.hpp"
#include "benchcmp/parse.hpp"
#include "benchcmp/post.hpp"
#include "post/post_lines.hpp"
#include "post/segment.hpp"

namespace {

using benchcmp::InputText;
using benchcmp::PostOptions;
using benchcmp::Run;

std::vector<Run> read(const std::string& content) {
    return benchcmp::read_post(InputText{"post.txt", content}, PostOptions{});
}

std::vector<double> values_of(const Run& run, const std::string& metric) {
    for (const auto& observation : run.observations) {
        if (observation.metric.name == metric && observation.sample.is_raw()) {
            return observation.sample.values();
        }
    }
    return {};
}

// One fio run: the job options, fio's version banner, the job's result and the group summary
// under its `Run status group` title.
std::string fio_run(const std::string& bw) {
    return "test: (g=0): rw=read, bs=(R) 256KiB-256KiB, (W) 256KiB-256KiB, (T) "
           "256KiB-256KiB, ioengine=libaio, iodepth=64\n"
           "fio-3.39-44-g19d9\nStarting 1 process\n"
           "test: (groupid=0, jobs=1): err= 0: pid=43189: Sun May  4 08:22:12 2025\n"
           "  read: IOPS=363k, BW=" +
           bw + "GiB/s (95.1GB/s)(2656GiB/30001msec)\n\nRun status group 0 (all jobs):\n" +
           "   READ: bw=" + bw + "GiB/s (95.1GB/s), " + bw + "GiB/s-" + bw +
           "GiB/s (95.1GB/s-95.1GB/s), io=2656GiB (2852GB), run=30001-30001msec\n";
}

const std::string kHackbench = "Running with 10*40 (== 400) tasks.\n";

// netperf's banner and the last line of its header; netperf prints a blank line under it.
const std::string kNetperfHead =
    "MIGRATED TCP STREAM TEST from 0.0.0.0 (0.0.0.0) port 0 AF_INET to 10.0.0.2 () port 0 "
    "AF_INET\nbytes  bytes   bytes    secs.    10^6bits/sec\n";

// One netperf TCP_STREAM run: its head, netperf's own blank line, its data line.
std::string netperf_run(const std::string& throughput) {
    return kNetperfHead + "\n131072  16384  16384    10.00    " + throughput + "\n";
}

}  // namespace

TEST_CASE("a tool's own banner lines are no labels of variants", "[post]") {
    // Read as labels, `fio-3.39-44-g19d9` and `Run status group 0 (all jobs):` would name
    // the variants and cut each run's summary off its results.
    const auto runs = read("base:\n" + fio_run("88.5") + "\npatched:\n" + fio_run("41.0"));
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "base");
    CHECK(runs[1].label == "patched");
    CHECK(values_of(runs[0], "bw") == std::vector<double>{88.5});
    CHECK(values_of(runs[1], "bw") == std::vector<double>{41.0});
    CHECK(values_of(runs[0], "group_bw") == std::vector<double>{88.5});
    CHECK(values_of(runs[1], "group_bw") == std::vector<double>{41.0});
}

TEST_CASE("banners merge into their output in every variant of a long post", "[post]") {
    // Each run's banners merge into its text; the variants after each merge keep their order,
    // labels and values.
    std::string post;
    for (int v = 0; v < 40; ++v) {
        post +=
            "kernel " + std::to_string(v) + ":\n" + fio_run(std::to_string(40 + v) + ".5") + "\n";
    }
    const auto runs = read(post);
    REQUIRE(runs.size() == 40);
    for (int v = 0; v < 40; ++v) {
        INFO("variant " << v);
        CHECK(runs[v].label == "kernel " + std::to_string(v));
        CHECK(values_of(runs[v], "bw") == std::vector<double>{40 + v + 0.5});
        CHECK(values_of(runs[v], "group_bw") == std::vector<double>{40 + v + 0.5});
    }
}

// More than the 64 KiB head that detection sees: a reply quoting the patch it answers.
std::string quoted_patch() {
    std::string text = "On Mon, someone wrote:\n";
    for (int i = 0; i < 1200; ++i) {
        text += "> +\tstatic int helper_" + std::to_string(i) +
                "(struct rq *rq, struct task_struct *p) { return 0; }\n";
    }
    REQUIRE(text.size() > benchcmp::kSniffBytes);
    return text + "\nI ran hackbench:\n\n";
}

TEST_CASE("output below more prose than detection sees is read", "[post]") {
    const auto runs = read(quoted_patch() + "base:\n" + kHackbench + "Time: 4.1\n" + kHackbench +
                           "Time: 4.3\n\npatched:\n" + kHackbench + "Time: 5.1\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "base");
    CHECK(runs[1].label == "patched");
    CHECK(values_of(runs[0], "time") == std::vector<double>{4.1, 4.3});
    CHECK(values_of(runs[1], "time") == std::vector<double>{5.1});
    // One stretch of output alone, under the same prose, is one variant.
    const auto alone =
        read(quoted_patch() + kHackbench + "Time: 4.1\n" + kHackbench + "Time: 4.3\n");
    REQUIRE(alone.size() == 1);
    CHECK(alone[0].format == "hackbench");
    CHECK(values_of(alone[0], "time") == std::vector<double>{4.1, 4.3});
}

TEST_CASE("stretches under their own commands that share no case are one input", "[post]") {
    // The thread count is in each command only: read alone, the two outputs look the same, and
    // the changed command looks like a new variant; read as variants they share nothing. They
    // are two cases of one run, as the whole text reads them.
    const std::string output =
        "Wakeup Latencies percentiles (usec) runtime 10 (s) (95200 total samples)\n"
        "\t  50.0th: 7          (47600 samples)\n\t  90.0th: 12         (38080 samples)\n"
        "\t* 99.0th: 19         (8568 samples)\n\t  99.9th: 33         (856 samples)\n"
        "\t  min=1, max=203\n";
    const auto runs = read("$ ./schbench -m 2 -t 16 -r 30\n" + output +
                           "$ ./schbench -m 2 -t 32 -r 30\n" + output);
    REQUIRE(runs.size() == 1);
    std::vector<std::string> threads;
    for (const auto& observation : runs[0].observations) {
        if (observation.metric.name == "wakeup_p50_us") {
            threads.push_back(*observation.case_key.find("threads"));
        }
    }
    CHECK(threads == std::vector<std::string>{"16", "32"});
    REQUIRE_FALSE(runs[0].diagnostics.empty());
    CHECK(runs[0].diagnostics.back().message ==
          "2 stretches of output under their own labels or commands share no metric and case, "
          "so the file is read as one input");
}

TEST_CASE("a tool's output keeps the blank lines it prints itself", "[post]") {
    // Cut at netperf's blank line, the head reads no result and the data line alone is no
    // format's: neither would be output, and the post would hold no variant.
    const auto runs =
        read("base:\n" + netperf_run("9387.52") + "\npatched:\n" + netperf_run("9412.03"));
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "base");
    CHECK(runs[1].label == "patched");
    CHECK(values_of(runs[0], "throughput") == std::vector<double>{9387.52});
    CHECK(values_of(runs[1], "throughput") == std::vector<double>{9412.03});

    // The head joins only text that the two read together: prose under it stays apart.
    const auto units_of = [](const std::string& text) {
        const std::vector<int> unmapped;
        const auto lines = benchcmp::post::split_post_lines(text, unmapped);
        benchcmp::post::LineSource source(text, unmapped);
        auto units = benchcmp::post::segment_post(source);
        benchcmp::post::read_unit_keys("post.txt", lines, nullptr, units);
        return units;
    };
    const std::string run = netperf_run("9387.52");
    const auto joined = units_of(run);
    REQUIRE(joined.size() == 1);  // head, blank line and data line
    CHECK(joined[0].last == 3);
    CHECK_FALSE(joined[0].keys.empty());
    const std::string lost = kNetperfHead + "\nThe data line was lost.\n";
    const auto apart = units_of(lost);
    REQUIRE(apart.size() == 3);  // head, blank line, prose
    CHECK(apart[0].last == 1);
    CHECK(apart[2].kind == benchcmp::post::UnitKind::text);
}

TEST_CASE("a wrapped shell command continues on the lines below its prompt", "[post]") {
    using benchcmp::post::continues_command;
    CHECK(continues_command("$ fio --name=test", "--filename=/dev/md127 --direct=1"));
    CHECK(continues_command("make \\", "all"));
    CHECK(continues_command("--iodepth=64 --", "exitall"));
    CHECK(continues_command("$ kernbench", "-j 8"));
    CHECK_FALSE(continues_command("$ fio --name=test", "test: (g=0): rw=read"));
    CHECK_FALSE(continues_command("$ hackbench", "- 99.0th: 1234"));  // a bullet, no option
    CHECK_FALSE(continues_command("$ fio", "--Seeks--"));
    CHECK_FALSE(continues_command("$ fio", ""));

    const std::vector<int> unmapped;
    benchcmp::post::LineSource lines(
        "$ fio --name=test --rw=read\n--filename=/dev/sda --direct=1 --\nexitall\nfio-3.39\n",
        unmapped);
    const auto units = benchcmp::post::segment_post(lines);
    REQUIRE(units.size() == 2);
    CHECK(units[0].kind == benchcmp::post::UnitKind::prompt);
    CHECK(units[0].last == 2);
    CHECK(units[0].command == "fio --name=test --rw=read --filename=/dev/sda --direct=1 --exitall");
}

TEST_CASE("headings written alike over the same session start variants", "[post]") {
    // Each kernel's session is headed the same way and runs the same commands; the `df`
    // output between the heading and the benchmark does not hide the heading.
    const std::string session = "\n$ df -h /mnt\nFilesystem  Size\n/dev/sda    1T\n\n$ hackbench\n";
    const auto runs = read("Rocky 9.5 (5.14.0-503)\n" + session + kHackbench + "Time: 4.1\n\n" +
                           "Fedora 42 (6.14.5-300)\n" + session + kHackbench + "Time: 5.1\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "Rocky 9.5 (5.14.0-503)");
    CHECK(runs[1].label == "Fedora 42 (6.14.5-300)");
    CHECK(values_of(runs[0], "time") == std::vector<double>{4.1});
    CHECK(values_of(runs[1], "time") == std::vector<double>{5.1});
}

TEST_CASE("a heading written right over its block of output names a variant", "[post]") {
    // No blank line between the author's heading and the tool's lines, and no colon: the
    // heading is read because the block's format reads nothing from it and does not need it.
    const auto runs = read(
        "IRQ, 128/32/32, cache off\nIOPS=59.08M, BW=28.84GiB/s, IOS/call=31/31\n"
        "IOPS=59.30M, BW=28.96GiB/s, IOS/call=32/32\n\n"
        "IRQ, 128/32/32, cache on\nIOPS=64.05M, BW=31.27GiB/s, IOS/call=32/31\n"
        "IOPS=64.22M, BW=31.36GiB/s, IOS/call=32/32\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "IRQ, 128/32/32, cache off");
    CHECK(runs[1].label == "IRQ, 128/32/32, cache on");
    CHECK(values_of(runs[0], "bw") == std::vector<double>{28.84, 28.96});
    CHECK(values_of(runs[1], "bw") == std::vector<double>{31.27, 31.36});
}

TEST_CASE("prose between two repeats of an output starts a variant", "[post]") {
    // Runs repeated by a loop or by hand stand with only blank lines between; the author's
    // sentence between two outputs tells of a change, and pooled the two were one mean.
    const std::string run = "Running with 10*40 (== 400) tasks.\nTime: ";
    const auto apart = read(run +
                            "4.1\n\nThe same machine after the scheduler change went in,\n"
                            "which we expected to help this workload\n\n" +
                            run + "5.0\n");
    REQUIRE(apart.size() == 2);
    CHECK(values_of(apart[0], "time") == std::vector<double>{4.1});
    CHECK(values_of(apart[1], "time") == std::vector<double>{5.0});
    const auto runs = read(run + "4.1\n\n" + run + "4.3\n\n\n" + run + "4.2\n");
    REQUIRE(runs.size() == 1);
    CHECK(values_of(runs[0], "time") == std::vector<double>{4.1, 4.3, 4.2});
}

TEST_CASE("a time of day over each block names no variant", "[post]") {
    // `date` before each run prints a line that changes every time and names nothing: the
    // runs stay one variant.
    const auto runs = read(
        "Tue Jun  3 12:00:01 UTC 2025\nIOPS=59.08M, BW=28.84GiB/s, IOS/call=31/31\n\n"
        "Tue Jun  3 12:05:09 UTC 2025\nIOPS=59.30M, BW=28.96GiB/s, IOS/call=32/32\n");
    REQUIRE(runs.size() == 1);
    CHECK(values_of(runs[0], "bw") == std::vector<double>{28.84, 28.96});
}

TEST_CASE("variants sharing nothing with the baseline leave with a warning", "[post]") {
    // After elided prose, the reply's own pair under headings like the quoted ones: another
    // benchmark, so its variants cannot be compared with the quoted baseline. The heading
    // lines have a number, but only a catch-all reader would take them for output.
    const std::string summary =
        "Run status group 0 (all jobs):\n   READ: bw=14.7GiB/s "
        "(15.8GB/s), io=441GiB (473GB), run=30003-30003msec\n";
    const auto runs =
        read("Kernel 5.14 run\n\n" + kHackbench + "Time: 4.1\n\n" + "Kernel 6.14 run\n\n" +
             kHackbench + "Time: 5.1\n\n[...]\n\n" + "9.5 kernel - 5.14.0-503\n\n" + summary +
             "\n" + "Fedora42 kernel - 6.14.5-300\n\n" + summary);
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "Kernel 5.14 run");
    CHECK(runs[1].label == "Kernel 6.14 run");
    std::vector<std::string> warnings;
    for (const auto& diagnostic : runs[0].diagnostics) {
        if (diagnostic.level == benchcmp::Level::warning) {
            warnings.push_back(std::to_string(diagnostic.line) + ": " + diagnostic.message);
        }
    }
    REQUIRE(warnings.size() == 2);
    CHECK(warnings[0] ==
          "16: variant '9.5 kernel - 5.14.0-503' shares no metric with the baseline 'Kernel "
          "5.14 run' and is not compared; give its lines a file of their own to compare them");
    CHECK(warnings[1].starts_with("21: variant 'Fedora42 kernel - 6.14.5-300' shares"));
}

TEST_CASE("variants dropped for sharing nothing are warned of within the bound", "[post]") {
    // A pair of hackbench runs, then 150 labelled fio summaries: each summary's variant leaves
    // with a warning. The input shows 100 diagnostics, the note on the baseline's choice and 99
    // of the warnings, and counts the other 51 in one note.
    const std::string summary =
        "Run status group 0 (all jobs):\n   READ: bw=14.7GiB/s "
        "(15.8GB/s), io=441GiB (473GB), run=30003-30003msec\n";
    std::string post = "Kernel 5.14 run\n\n" + kHackbench + "Time: 4.1\n\n" +
                       "Kernel 6.14 run\n\n" + kHackbench + "Time: 5.1\n\n[...]\n\n";
    for (int i = 0; i < 150; ++i) {
        post += "other kernel " + std::to_string(i) + "\n\n" + summary + "\n";
    }
    const auto runs = read(post);
    REQUIRE(runs.size() == 2);
    std::vector<std::string> warnings;
    for (const auto& diagnostic : runs[0].diagnostics) {
        if (diagnostic.level == benchcmp::Level::warning) {
            warnings.push_back(diagnostic.message);
        }
    }
    CHECK(runs[0].diagnostics.size() == 100);
    REQUIRE(warnings.size() == 99);
    CHECK(warnings.front().starts_with("variant 'other kernel 0' shares no metric"));
    CHECK(warnings.back().starts_with("variant 'other kernel 98' shares no metric"));
    REQUIRE_FALSE(runs[1].diagnostics.empty());
    CHECK(runs[1].diagnostics.back().message == "51 more warnings not shown");
}

TEST_CASE("output without results is named at the line its closest block starts", "[post]") {
    // Prose first, then a hackbench header whose `Time:` lines were not pasted: the error
    // names the header's line and the result line that is missing.
    const std::string post =
        "> Here are the numbers:\n>\n"
        "> Running in threaded mode with 1 groups using 40 file descriptors\n"
        "> Each sender will pass 100 messages of 100 bytes\n";
    try {
        read(post);
        FAIL("read a post without results");
    } catch (const benchcmp::Error& error) {
        CHECK(std::string(error.what()) ==
              "post.txt:3: no hackbench results found: hackbench output starts here but has "
              "no 'Time:' line");
    }
}

TEST_CASE("text no format knows names the table that has no number", "[post]") {
    // A table of words only: no reader can take values from it, so the error says where it
    // starts and why, and keeps the list of known formats.
    try {
        read(
            "Results below.\n\nKernel   Result   Notes\nold      fine     ok\n"
            "new      slow     worse\n");
        FAIL("read a table without numbers");
    } catch (const benchcmp::Error& error) {
        const std::string message = error.what();
        CHECK(
            message.starts_with("post.txt:3: cannot tell the input format: a table of 3 "
                                "columns starts here, but no row has a number; name it with "
                                "--input-format (known: hackbench, "));
        CHECK(error.exit_code() == 2);
    }
    // Prose with two blanks after a full stop is no table.
    try {
        read("It was slow.  We think so.\nIt was fast.  We agree.\n");
        FAIL("read prose");
    } catch (const benchcmp::Error& error) {
        CHECK(std::string(error.what()).starts_with("post.txt: cannot tell the input format;"));
    }
}

TEST_CASE("a column of numbers is one stretch, up to a heading or a list below it", "[post]") {
    using benchcmp::post::UnitKind;
    const std::vector<int> unmapped;
    const auto units_of = [&](const std::string& text) {
        benchcmp::post::LineSource lines(text, unmapped);
        return benchcmp::post::segment_post(lines);
    };
    std::string column;
    for (int i = 0; i < 10000; ++i) {  // more than the lines a source forgets at once
        column += std::to_string(i) + ".5\r\n";
    }
    // The last number is a heading when an underline follows it.
    auto units = units_of(column + "2.6\n-----\n7.1\n");
    REQUIRE(units.size() == 3);
    CHECK(units[0].kind == UnitKind::text);
    CHECK(units[0].last == 9999);
    CHECK(units[1].kind == UnitKind::label);
    CHECK(units[1].first == 10000);
    CHECK(units[1].label->text == "2.6");
    CHECK(units[2].first == 10002);
    // A list and a quoted number after the column start, or continue, where they stand.
    units = units_of(column + "> 12\nw/o: 1 2 3\n4 5\n");
    REQUIRE(units.size() == 2);
    CHECK(units[0].last == 10000);  // the quoted number continues the column
    CHECK(units[1].kind == UnitKind::list);
    CHECK(units[1].first == 10001);
    CHECK(units[1].last == 10002);
    CHECK(units[1].list->values.size() == 5);
    // A column to the end of the text, with and without a last line end.
    CHECK(units_of(column).back().last == 9999);
    CHECK(units_of(column + "7").back().last == 10000);
}

TEST_CASE("other benchmarks' results beside a table of variants join them by name", "[post]") {
    // mmtests reads two variants from the whole post; contest's table and OraSim's lists name
    // the same two, in other paragraphs; the last paragraph names two others.
    const std::string post =
        "tbench4 Throughput\n"
        "\n"
        "                             vanilla                patched\n"
        "Hmean     1        411.94 (   0.00%)      420.20 *   2.01%*\n"
        "Hmean     8       3127.17 (   0.00%)     3153.64 (   0.85%)\n"
        "\n"
        "io_load:\n"
        "Kernel     [runs]\tTime\tCPU%\n"
        "patched      1\t100\t70.0\n"
        "vanilla      1\t149\t46.3\n"
        "\n"
        "OraSim (bigger is better)\n"
        "vanilla - 132, 144\n"
        "patched - 158, 161\n"
        "\n"
        "Other kernels:\n"
        "v5 - 1, 2\n"
        "v6 - 3, 4\n";
    const auto runs = read(post);
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "vanilla");
    CHECK(runs[0].format == "mmtests");
    CHECK(runs[0].observations.size() == 5);  // 2 Hmean, Time, CPU%, OraSim
    CHECK(values_of(runs[0], "Time") == std::vector<double>{149});
    CHECK(values_of(runs[1], "Time") == std::vector<double>{100});
    CHECK(values_of(runs[1], "value") == std::vector<double>{158, 161});
    // Each result keeps the line of the file it was read from.
    for (const auto& observation : runs[1].observations) {
        if (observation.metric.name == "Time") {
            CHECK(observation.line == 9);
        }
    }
    // A paragraph in a format the whole reading read is not read again: the second table's
    // case is the first one's, and its values join that case once.
    const auto tables = read(
        "Test:   base   patched\nhackbench  1.20  1.10\n\n"
        "Test:   base   patched\nhackbench  1.22  1.12\n");
    REQUIRE(tables.size() == 2);
    CHECK(values_of(tables[0], "value") == std::vector<double>{1.20, 1.22});
}
