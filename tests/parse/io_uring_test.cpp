// The io-uring parser: t/io_uring output from public posts (data/io-uring/), the older line
// without BW, MiB/s bandwidths and damaged figures.

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
    return parse_test::parse_one("io-uring", content, "in.txt");
}

}  // namespace

TEST_CASE("io-uring: per-second lines are the raw values of one run", "[parse][io-uring]") {
    const Run run = parse(
        "IRQ, 128/32/32, cache off\n"
        "IOPS=59.08M, BW=28.84GiB/s, IOS/call=31/31\n"
        "IOPS=59.30M, BW=28.96GiB/s, IOS/call=32/32\n"
        "Exiting on timeout\n"
        "Maximum IOPS=59.30M\n");
    CHECK(run.diagnostics.empty());
    CHECK(values(run, "iops", "") == Values{59.08e6, 59.30e6});
    CHECK(values(run, "bw", "") == Values{28.84, 28.96});
    CHECK(values(run, "max_iops", "") == Values{59.30e6});
    CHECK(find(run, "bw", "")->metric.unit == "GiB/s");
    CHECK(find(run, "iops", "")->metric.better == Direction::higher_is_better);
    CHECK(find(run, "iops", "")->line == 2);
}

TEST_CASE("io-uring: the submitters' files are the case", "[parse][io-uring]") {
    // A public post's four runs: two setups (optane, null_blk), each before and after a patch.
    const Run run = parse(parse_test::read_file("data/io-uring/bio-split-optane-nullblk.txt"));
    const std::string optane = "file=/dev/nvme0n1 /dev/nvme1n1";
    const std::string nullb = "file=/dev/nullb0 /dev/nullb1";
    CHECK(values(run, "max_iops", optane) == Values{6.47e6, 6.37e6});
    CHECK(values(run, "max_iops", nullb) == Values{7.99e6, 7.89e6});
    CHECK(values(run, "bw", optane) == Values{3.15, 3.16, 3.16, 3.08, 3.10, 3.11});
    CHECK(parse_test::diagnostics(run) ==
          std::vector<std::string>{
              "in.txt:30: warning: another run of the same setup starts here; the seconds of "
              "its runs in this input are pooled (a label line above each run keeps them apart)",
              "in.txt:71: warning: another run of the same setup starts here; the seconds of "
              "its runs in this input are pooled (a label line above each run keeps them apart)",
          });
}

TEST_CASE("io-uring: MiB/s, K IOPS and the old line without BW", "[parse][io-uring]") {
    const Run run = parse(
        "> IOPS=812.34K, BW=793MiB/s, IOS/call=32/31\n"
        "> IOPS=98765, IOS/call=32/31, inflight=128 (128)\n"
        "> Maximum IOPS=812K\n");
    CHECK(values(run, "iops", "") == Values{812340, 98765});
    CHECK(values(run, "bw", "") == Values{0.793});  // the tool's GiB: MiB / 1000
    CHECK(values(run, "max_iops", "") == Values{812000});
}

TEST_CASE("io-uring: damaged figures are reported", "[parse][io-uring]") {
    const Run run = parse(
        "IOPS=5.1x, BW=3.15GiB/s, IOS/call=32/31\n"
        "IOPS=6.45M, BW=3.15GB/s, IOS/call=32/31\n"
        "Maximum IOPS=9x\n");
    CHECK(parse_test::diagnostics(run) ==
          std::vector<std::string>{
              "in.txt:1: warning: IOPS \"5.1x\" is not a number; the line is skipped",
              "in.txt:2: warning: BW \"3.15GB/s\" is not a number of GiB/s or MiB/s; skipped",
              "in.txt:3: warning: Maximum IOPS \"9x\" is not a number; skipped",
          });
    CHECK(values(run, "iops", "") == Values{6.45e6});
}

TEST_CASE("io-uring: its setup and closing lines are never a variant's label",
          "[parse][io-uring]") {
    const benchcmp::Parser& parser = *benchcmp::find_format("io-uring");
    CHECK(parser.prints_banner("Exiting on timeout"));
    CHECK(parser.prints_banner("Engine=io_uring, sq_ring=128, cq_ring=128"));
    CHECK(parser.prints_banner("Maximum IOPS=6.47M"));
    CHECK_FALSE(parser.prints_banner("base case:"));
}

TEST_CASE("io-uring: sniff, and the catch-all readers leave it alone", "[parse][io-uring]") {
    const benchcmp::Parser& parser = *benchcmp::find_format("io-uring");
    CHECK(parser.sniff("IOPS=6.45M, BW=3.15GiB/s, IOS/call=32/31\n") == 0.9);
    CHECK(parser.sniff("Maximum IOPS=6.47M\n") == 0.9);
    CHECK(parser.sniff("  read: IOPS=363k, BW=88.5GiB/s (95.1GB/s)(26.5GiB/300msec)\n") == 0.0);
    const std::string text = parse_test::read_file("data/io-uring/pcpu-bio-cache-irq.txt");
    CHECK(benchcmp::find_format("table")->sniff(text) < parser.sniff(text));
    CHECK(benchcmp::find_format("numbers")->sniff(text) < parser.sniff(text));
    CHECK(benchcmp::detect_format(benchcmp::InputText{"in.txt", text}).name() == "io-uring");
}
