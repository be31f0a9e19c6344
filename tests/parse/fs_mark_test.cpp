// The fs_mark parser: fs_mark 3.3 runs made on this machine (data/fs-mark/sync-run1.txt, the
// -v table of verbose-2threads.txt), Dave Chinner's 2015 post (aio-fsync-dchinner-2015.txt)
// and small inputs of each paste rule. Expected values are copied from the rows they come
// from.

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
    return parse_test::parse_one("fs-mark", content, "in.txt");
}

std::vector<Run> parse_all(const std::string& content) {
    return benchcmp::find_format("fs-mark")->parse(benchcmp::InputText{"in.txt", content});
}

constexpr const char* kHeader = "FSUse%        Count         Size    Files/sec     App Overhead\n";

}  // namespace

TEST_CASE("fs-mark: a real run, one value per iteration, keyed by its run info",
          "[parse][fs-mark]") {
    const Run run = parse(parse_test::read_file("data/fs-mark/sync-run1.txt"));
    CHECK(run.diagnostics.empty());
    // Count 2000, 4000, 6000, 8000: 2000 files an iteration.
    const std::string key = "size=4096 files=2000 threads=1 sync=INBAND FSYNC";
    CHECK(values(run, "files_per_sec", key) == Values{289.4, 289.7, 312.5, 267.2});
    CHECK(values(run, "app_overhead", key) == Values{27716, 31691, 29140, 27735});
    const Observation* files = find(run, "files_per_sec", key);
    CHECK(files->metric.benchmark == "fs_mark");
    CHECK(files->metric.unit == "files/s");
    CHECK(files->metric.better == Direction::higher_is_better);
    CHECK(files->line == 11);
    CHECK(files->rounding == Approx(0.05));
    const Observation* overhead = find(run, "app_overhead", key);
    CHECK(overhead->metric.unit == "us");
    CHECK(overhead->metric.better == Direction::lower_is_better);
    CHECK(overhead->rounding == Approx(0.5));
    CHECK(run.observations.size() == 2);
}

TEST_CASE("fs-mark: -v rows add the average time of each system call", "[parse][fs-mark]") {
    const Run run = parse(parse_test::read_file("data/fs-mark/verbose-2threads.txt"));
    CHECK(run.diagnostics.empty());
    const std::string key = "size=8192 files=1000 threads=2 sync=INBAND FSYNC";
    CHECK(values(run, "files_per_sec", key) == Values{773.7, 865.9, 817.2});
    // CREAT (Min/Avg/Max) 16 524 6051: the middle one.
    CHECK(values(run, "creat_avg", key) == Values{524, 517, 334});
    CHECK(values(run, "fsync_avg", key) == Values{2007, 1745, 2050});
    CHECK(values(run, "unlink_avg", key) == Values{0, 0, 0});
    CHECK(find(run, "close_avg", key)->metric.better == Direction::lower_is_better);
    CHECK(run.observations.size() == 8);
}

TEST_CASE("fs-mark: the files of an iteration keep tables of other workloads apart",
          "[parse][fs-mark]") {
    // Dave Chinner's one- and four-thread tables print no run info: their Count steps
    // (10000 and 40000; the last header lost its F) tell them apart.
    const Run run = parse(parse_test::read_file("data/fs-mark/aio-fsync-dchinner-2015.txt"));
    CHECK(run.diagnostics.empty());
    CHECK(values(run, "files_per_sec", "size=4096 files=10000").size() == 10);
    CHECK(values(run, "files_per_sec", "size=4096 files=40000") ==
          Values{2156.0, 1859.6, 1858.8, 1848.5, 1842.7, 18956.0, 18972.1, 23719.6, 25780.6,
                 24848.7});
    // Rows picked from the middle of a run still give the step; a single row its Count.
    const Run picked =
        parse(std::string(kHeader) +
              "     0      4320000         4096      51349.6          1370049\n"
              "     0      4480000         4096      48492.9          1362823\n"
              "\n" +
              kHeader + "     0       120000         4096      18956.0           633011\n");
    CHECK(values(picked, "files_per_sec", "size=4096 files=160000") == Values{51349.6, 48492.9});
    CHECK(values(picked, "files_per_sec", "size=4096 files=120000") == Values{18956.0});
}

TEST_CASE("fs-mark: labels inside the table name the rows below them", "[parse][fs-mark]") {
    // FSUse% dropped by the author, the header shared by two variants.
    const std::vector<Run> runs = parse_all(
        "Count          Size       Files/sec     App Overhead\n"
        "before:\n"
        "10000          512        512.3           147715\n"
        "after:\n"
        "10000          512        572.3            75141\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "before");
    CHECK(runs[1].label == "after");
    CHECK(values(runs[0], "files_per_sec", "size=512 files=10000") == Values{512.3});
    CHECK(values(runs[1], "app_overhead", "size=512 files=10000") == Values{75141});
    // Prose under a table ends it; its label-like lines name nothing.
    const std::vector<Run> ended = parse_all(std::string(kHeader) +
                                             "     0        10000         4096        507.5  "
                                             "         184435\n"
                                             "Runs at around 500 log forces/s\n"
                                             "Using io_fsync():\n"
                                             "     0        20000         4096        527.2  "
                                             "         184815\n");
    REQUIRE(ended.size() == 1);
    CHECK(values(ended[0], "files_per_sec", "size=4096 files=10000") == Values{507.5});
}

TEST_CASE("fs-mark: quoted rows, a wrapped -v row, and cut rows", "[parse][fs-mark]") {
    const std::string verbose_header =
        "FSUse%        Count         Size    Files/sec     App Overhead        CREAT "
        "(Min/Avg/Max)        WRITE (Min/Avg/Max)        FSYNC (Min/Avg/Max)         SYNC "
        "(Min/Avg/Max)        CLOSE (Min/Avg/Max)       UNLINK (Min/Avg/Max)\n";
    const Run run = parse("> " + verbose_header +
                          ">     73         1000         8192        773.7            42628      "
                          " 16      524     6051        6       20     3765      168\n"
                          "> 2007    11750        0        0        0        1        8      966 "
                          "       0        0        0\n"
                          ">     73         2000         8192        865.9            11812\n"
                          ">     73         3000         8192        817.2            23411      "
                          " 18      334     4472        6       34     3567      177     2050    "
                          "8826        0        0        0        1        5      768        0  "
                          "      0        0\n");
    CHECK(values(run, "files_per_sec", "size=8192 files=1000") == Values{773.7, 817.2});
    // Counts 1000 and 3000 (the cut row's 2000 is not read): a step of 1000.
    CHECK(values(run, "fsync_avg", "size=8192 files=1000") == Values{2007, 2050});
    CHECK(parse_test::diagnostics(run) ==
          std::vector<std::string>{"in.txt:4: warning: fs_mark row \"73         2000         "
                                   "8192        865.9            11812\" has 5 columns, the "
                                   "header on line 1 names 23; skipped"});
    const Run bad_tail = parse(verbose_header +
                               "    73         1000         8192        773.7            42628   "
                               "    16\n"
                               "      524     6051\n");
    CHECK(bad_tail.observations.empty());
    CHECK(parse_test::diagnostics(bad_tail) ==
          std::vector<std::string>{"in.txt:2: warning: fs_mark row \"73         1000         "
                                   "8192        773.7            42628  ...\" has 8 columns "
                                   "with the line below it, the header on line 1 names 23; "
                                   "skipped"});
    const Run cut = parse(std::string(kHeader) + "     0        10000         4096        507.5\n");
    CHECK(cut.observations.empty());
    CHECK(parse_test::diagnostics(cut) ==
          std::vector<std::string>{"in.txt:2: warning: fs_mark row \"0        10000         "
                                   "4096        507.5\" has 4 columns, the header on line 1 "
                                   "names 5; skipped"});
}

TEST_CASE("fs-mark: detection, and the catch-all readers do not take it", "[parse][fs-mark]") {
    const benchcmp::Parser* fs_mark = benchcmp::find_format("fs-mark");
    REQUIRE(fs_mark != nullptr);
    for (const char* file :
         {"data/fs-mark/sync-run1.txt", "data/fs-mark/aio-fsync-dchinner-2015.txt"}) {
        const std::string text = parse_test::read_file(file);
        CHECK(benchcmp::detect_format(benchcmp::InputText{"in.txt", text}).name() == "fs-mark");
        for (const char* other : {"table", "numbers"}) {
            const benchcmp::Parser* parser = benchcmp::find_format(other);
            REQUIRE(parser != nullptr);
            CHECK(parser->sniff(text) < fs_mark->sniff(text));
        }
    }
    CHECK(fs_mark->sniff("Count  Size  Files/sec\n10 20 30\n") == 0.0);
    CHECK(fs_mark->sniff("#\tVersion 3.3, 16 thread(s) starting at Tue May 12 2020\n") ==
          Approx(0.9));
}
