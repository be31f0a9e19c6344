// The perf-bench parser: real perf 6.1 output (data/perf-bench/) and small inputs of every
// rule it relies on: sched pipe's three metrics, futex/epoll summaries with their n, futex
// wake's repeats, mem functions and sizes as cases, numa mem lines, labels and titles, and
// that sched messaging stays hackbench's. Expected values are copied from the lines they come
// from (`grep -n 'ops/sec\|GB/sec\|Averaged' data/perf-bench/*.txt`).

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
    return parse_test::parse_one("perf-bench", content, "in.txt");
}

std::vector<Run> parse_all(const std::string& content) {
    return benchcmp::find_format("perf-bench")->parse(benchcmp::InputText{"in.txt", content});
}

const benchcmp::Parser& parser() {
    return *benchcmp::find_format("perf-bench");
}

}  // namespace

TEST_CASE("perf-bench: real sched pipe output, three metrics of one run", "[parse][perf-bench]") {
    const Run run = parse(parse_test::read_file("data/perf-bench/sched-pipe.txt"));
    CHECK(run.diagnostics.empty());
    const std::string key = "ops=200000 mode=processes";
    CHECK(values(run, "total_time", key) == Values{2.575});
    CHECK(values(run, "usecs_per_op", key) == Values{12.877785});
    CHECK(values(run, "ops_per_sec", key) == Values{77653});
    CHECK(find(run, "total_time", key)->metric.benchmark == "sched-pipe");
    CHECK(find(run, "total_time", key)->metric.better == Direction::lower_is_better);
    CHECK(find(run, "usecs_per_op", key)->metric.unit == "us");
    CHECK(find(run, "ops_per_sec", key)->metric.better == Direction::higher_is_better);
    CHECK(find(run, "ops_per_sec", key)->line == 7);
    CHECK(run.observations.size() == 3);
}

TEST_CASE("perf-bench: two quoted pipe runs under one label are two runs", "[parse][perf-bench]") {
    const std::string block =
        "> $ tools/perf/perf bench sched pipe -n\n"
        "> # Running 'sched/pipe' benchmark:\n"
        "> # Executed 1000000 pipe operations between two threads\n"
        "> \n"
        ">      Total time: 12.194 [sec]\n"
        "> \n"
        ">       12.194376 usecs/op\n"
        ">           82005 ops/sec\n";
    const Run run = parse(block + block);
    CHECK(values(run, "usecs_per_op", "ops=1000000 mode=threads") == Values{12.194376, 12.194376});
    CHECK(find(run, "usecs_per_op", "ops=1000000 mode=threads")->rounding == Approx(0.0000005));
}

TEST_CASE("perf-bench: futex hash's summary is a summary of its threads", "[parse][perf-bench]") {
    const Run run = parse(parse_test::read_file("data/perf-bench/futex-hash.txt"));
    CHECK(run.diagnostics.empty());
    const Observation* ops = find(run, "ops_per_sec", "threads=4");
    REQUIRE(ops != nullptr);
    REQUIRE(!ops->sample.is_raw());
    CHECK(ops->sample.summary().n == 4);  // the four [thread N] lines
    CHECK(ops->sample.summary().mean == 290560);
    CHECK(ops->sample.summary().stddev == Approx(290560 * 0.0338));
    CHECK(ops->metric.benchmark == "futex-hash");
    CHECK(ops->metric.better == Direction::higher_is_better);
    CHECK(ops->line == 9);
}

TEST_CASE("perf-bench: epoll wait and a silent summary without its n", "[parse][perf-bench]") {
    const Run epoll = parse(parse_test::read_file("data/perf-bench/epoll-wait.txt"));
    CHECK(find(epoll, "ops_per_sec", "threads=2")->sample.summary().n == 2);
    CHECK(find(epoll, "ops_per_sec", "threads=2")->metric.benchmark == "epoll-wait");
    const Run silent = parse("Averaged 110279 operations/sec (+- 1.09%), total secs = 8\n");
    const Observation* ops = find(silent, "ops_per_sec", "");
    REQUIRE(ops != nullptr);
    CHECK(ops->sample.summary().n == 0);  // --runs supplies it
    CHECK(ops->metric.benchmark == "perf-bench");
}

TEST_CASE("perf-bench: a summary printed again makes the means raw runs", "[parse][perf-bench]") {
    const Run run = parse(
        "# Running 'futex/lock-pi' benchmark:\n"
        "Averaged 100 operations/sec (+- 1.00%), total secs = 10\n"
        "# Running 'futex/lock-pi' benchmark:\n"
        "Averaged 120 operations/sec (+- 2.00%), total secs = 10\n");
    CHECK(values(run, "ops_per_sec", "") == Values{100, 120});
    CHECK(parse_test::diagnostics(run) ==
          std::vector<std::string>{"in.txt:4: note: futex-lock-pi ops_per_sec printed again "
                                   "(first on line 2): each printed mean is read as one run"});
}

TEST_CASE("perf-bench: an Averaged line without its spread is warned of", "[parse][perf-bench]") {
    const Run run = parse(
        "# Running 'futex/hash' benchmark:\n"
        "Averaged 100 operations/sec, total secs = 10\n");
    CHECK(parse_test::diagnostics(run) ==
          std::vector<std::string>{"in.txt:2: warning: an `Averaged` line without its `(+- x%)`; "
                                   "read without a spread"});
}

TEST_CASE("perf-bench: futex wake's repeats are the raw runs", "[parse][perf-bench]") {
    const Run run = parse(parse_test::read_file("data/perf-bench/futex-wake.txt"));
    CHECK(values(run, "wakeup_time", "threads=8") ==
          Values{0.3020, 0.1900, 0.1860, 0.2080, 0.2120});
    CHECK(find(run, "wakeup_time", "threads=8")->metric.unit == "ms");
    CHECK(find(run, "wakeup_time", "threads=8")->metric.better == Direction::lower_is_better);
    CHECK(find(run, "wakeup_time", "threads=8")->metric.benchmark == "futex-wake");
    // -s prints the summary alone
    const Run silent = parse(
        "# Running 'futex/requeue' benchmark:\n"
        "Requeued 8 of 8 threads in 0.0350 ms (+-4.50%)\n");
    const Observation* requeue = find(silent, "requeue_time", "");
    REQUIRE(requeue != nullptr);
    CHECK(requeue->sample.summary().mean == 0.035);
    CHECK(requeue->sample.summary().stddev == Approx(0.035 * 0.045));
}

TEST_CASE("perf-bench: mem functions and sizes are cases, bandwidth in GB/s",
          "[parse][perf-bench]") {
    const Run run = parse(parse_test::read_file("data/perf-bench/mem-memcpy.txt"));
    CHECK(values(run, "bandwidth", "function=default size=64mb") == Values{3.335468});
    CHECK(values(run, "bandwidth", "function=x86-64-movsb size=64mb") == Values{5.095801});
    CHECK(find(run, "bandwidth", "function=default size=64mb")->metric.unit == "GB/s");
    CHECK(run.observations.size() == 4);
    // perf's old spelling, a prefault line, MB/sec (perf's K is 1024) and cycles/byte
    const Run old = parse(
        "#./perf bench mem memcpy -l 1gb -o\n"
        "# Running mem/memcpy benchmark...\n"
        "# Copying 1gb Bytes ...\n"
        "\n"
        "       6.190187 GB/Sec (with prefault)\n"
        "       512.000000 MB/sec\n"
        "       0.250000 cycles/byte\n");
    CHECK(values(old, "bandwidth", "size=1gb prefault=yes") == Values{6.190187});
    CHECK(values(old, "bandwidth", "size=1gb") == Values{0.5});
    CHECK(values(old, "cycles_per_byte", "size=1gb") == Values{0.25});
    CHECK(find(old, "bandwidth", "size=1gb")->metric.benchmark == "mem-memcpy");
}

TEST_CASE("perf-bench: numa mem result lines", "[parse][perf-bench]") {
    const Run run = parse(parse_test::read_file("data/perf-bench/numa-mem.txt"));
    CHECK(values(run, "runtime-max/thread", "test=main") == Values{3.069});
    CHECK(find(run, "runtime-max/thread", "test=main")->metric.unit == "s");
    CHECK(find(run, "runtime-max/thread", "test=main")->metric.better ==
          Direction::lower_is_better);
    CHECK(values(run, "total-speed", "test=main") == Values{2.932});
    CHECK(find(run, "total-speed", "test=main")->metric.better == Direction::higher_is_better);
    CHECK(find(run, "data-total", "test=main")->metric.better == Direction::unknown);
    CHECK(run.observations.size() == 9);
}

TEST_CASE("perf-bench: labelled summaries under titles are variants of sections",
          "[parse][perf-bench]") {
    const std::vector<Run> runs = parse_all(
        ">     On 12 x86 CPUs:\n"
        ">         Before: Averaged 110279 operations/sec (+- 1.09%), total secs = 8\n"
        ">         After:  Averaged 114577 operations/sec (+- 2.25%), total secs = 8\n"
        "> \n"
        ">     On 4 riscv CPUs:\n"
        ">         Before: Averaged 175767 operations/sec (+- 0.62%), total secs = 8\n"
        ">         After:  Averaged 167396 operations/sec (+- 0.23%), total secs = 8\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "Before");
    CHECK(runs[1].label == "After");
    CHECK(find(runs[0], "ops_per_sec", "section=On 12 x86 CPUs")->sample.summary().mean == 110279);
    CHECK(find(runs[1], "ops_per_sec", "section=On 4 riscv CPUs")->sample.summary().mean == 167396);
}

TEST_CASE("perf-bench: sched messaging's Total time is hackbench's", "[parse][perf-bench]") {
    const std::string messaging =
        "# Running 'sched/messaging' benchmark:\n"
        "# 20 sender and receiver processes per group\n"
        "# 10 groups == 400 processes run\n"
        "\n"
        "     Total time: 0.308 [sec]\n";
    CHECK(parser().sniff(messaging) == 0.0);
    CHECK(parse(messaging).observations.empty());
    // `perf bench sched all`: the pipe results after it are this format's
    const Run all = parse(messaging +
                          "# Running sched/pipe benchmark...\n"
                          "# Executed 1000000 pipe operations between two processes\n"
                          "\n"
                          "     Total time: 5.000 [sec]\n");
    CHECK(values(all, "total_time", "ops=1000000 mode=processes") == Values{5.0});
    CHECK(all.observations.size() == 1);
    CHECK(benchcmp::find_format("hackbench")->sniff(messaging) == 0.9);
}

TEST_CASE("perf-bench: sniff knows perf bench's own lines", "[parse][perf-bench]") {
    CHECK(parser().sniff("# Running 'sched/pipe' benchmark:\n") == 0.9);
    CHECK(parser().sniff("> # Running mem/memset benchmark...\n") == 0.9);
    CHECK(parser().sniff("# Executed 1000000 pipe operations between two processes\n") == 0.9);
    CHECK(parser().sniff("Before: Averaged 1 operations/sec (+- 1.09%), total secs = 8\n") == 0.9);
    CHECK(parser().sniff("Run summary [PID 1]: 4 threads, each operating on 1024\n") == 0.9);
    CHECK(parser().sniff("We averaged 1 operations/sec\n# Running late\n") == 0.0);
}

TEST_CASE("perf-bench: its real samples are not the catch-all readers'", "[parse][perf-bench]") {
    for (const char* file : {"sched-pipe.txt", "futex-hash.txt", "futex-wake.txt", "epoll-wait.txt",
                             "mem-memcpy.txt", "numa-mem.txt"}) {
        const std::string text = parse_test::read_file(std::string("data/perf-bench/") + file);
        INFO(file);
        CHECK(parser().sniff(text) == 0.9);
        CHECK(benchcmp::find_format("table")->sniff(text) < 0.9);
        CHECK(benchcmp::find_format("numbers")->sniff(text) < 0.9);
        const benchcmp::Parser* detected =
            benchcmp::recognise_format(benchcmp::InputText{file, text});
        REQUIRE(detected != nullptr);
        CHECK(detected->name() == "perf-bench");
    }
}

TEST_CASE("perf-bench: result-shaped lines outside their benchmark are not read",
          "[parse][perf-bench]") {
    // perf-bench reads a whole post once any line is its own: prose lines shaped like a
    // result, before any header says which benchmark printed them, stay prose
    const Run run = parse(
        "Averaged 100 operations/sec (+- 1.00%), total secs = 10\n"
        "the disk does 3.5 GB/sec\n"
        "  12000 ops/sec\n"
        " main,   1.000, secs,   runtime-max/thread\n");
    CHECK(run.observations.size() == 1);
    CHECK(find(run, "ops_per_sec", "")->metric.benchmark == "perf-bench");
}
