// The IOzone parser: real auto-mode tables (data/iozone/zcache-wrapped-base.txt, wrapped by the
// mailer; raid5-reclen-3states-quoted.txt, three titled tables), real throughput-mode runs
// (throughput-nfs-rdma-4kernels-qp.txt), and small inputs of each rule: the columns fixed by
// position, -R's Excel reports, a row that does not fill the header, runs kept apart by prose.
// Expected values are copied from the lines they come from.

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
    return parse_test::parse_one("iozone", content, "in.txt");
}

std::vector<Run> parse_all(const std::string& content) {
    return benchcmp::find_format("iozone")->parse(benchcmp::InputText{"in.txt", content});
}

constexpr const char* kHeader =
    "                                                            random  random    bkwd   "
    "record   stride\n"
    "              KB  reclen   write rewrite    read    reread    read   write    read  "
    "rewrite     read\n";

}  // namespace

TEST_CASE("iozone: a wrapped auto-mode table, the columns by position", "[parse][iozone]") {
    const Run run = parse(parse_test::read_file("data/iozone/zcache-wrapped-base.txt"));
    CHECK(run.diagnostics.empty());
    // `1048576  4  73070  36713  75187  74916  1292` / `674  26724  45514  8491`
    const std::string key = "file_kb=1048576 reclen_kb=4";
    CHECK(values(run, "write", key) == Values{73070});
    CHECK(values(run, "reread", key) == Values{74916});
    CHECK(values(run, "random_read", key) == Values{1292});
    CHECK(values(run, "random_write", key) == Values{674});
    CHECK(values(run, "bkwd_read", key) == Values{26724});
    CHECK(values(run, "record_rewrite", key) == Values{45514});
    CHECK(values(run, "stride_read", key) == Values{8491});
    CHECK(values(run, "stride_read", "file_kb=1048576 reclen_kb=16384") == Values{39104});
    const Observation* write = find(run, "write", key);
    CHECK(write->metric.benchmark == "iozone");
    CHECK(write->metric.unit == "KB/s");
    CHECK(write->metric.better == Direction::higher_is_better);
    // 13 record lengths, 9 tests; the author's Average: row is not one.
    CHECK(run.observations.size() == 117);
}

TEST_CASE("iozone: titled tables are variants; untitled ones one run", "[parse][iozone]") {
    const std::vector<Run> runs =
        parse_all(parse_test::read_file("data/iozone/raid5-reclen-3states-quoted.txt"));
    REQUIRE(runs.size() == 3);
    CHECK(runs[0].label == "before 7e55c60acfbb");
    CHECK(runs[1].label == "after 7e55c60acfbb");
    CHECK(values(runs[1], "write", "file_kb=131072000 reclen_kb=4") == Values{421785});
    CHECK(values(runs[2], "reread", "file_kb=131072000 reclen_kb=8") == Values{504319});
    // Titles over a blank line name their tables too; a sentence is not a title.
    const std::string small =
        "              KB  reclen   write rewrite    read    reread\n"
        "           65536       4   73070   36713    75187    74916\n";
    const std::vector<Run> blank = parse_all("before:\n\n" + small + "\nafter:\n\n" + small);
    REQUIRE(blank.size() == 2);
    CHECK(blank[1].label == "after");
    const std::vector<Run> prose =
        parse_all("It was fast.\n" + small + "\nIt is slower now.\n" + small);
    REQUIRE(prose.size() == 2);
    CHECK(prose[0].label == "iozone run 1");
    CHECK(prose[1].label == "iozone run 2");
    // A loop's tables with nothing but iozone's lines between them: more runs of one variant.
    const std::string row =
        "         1048576       4   73070   36713    75187    74916    1292"
        "     674   26724    45514     8491\n";
    const Run loop = parse(std::string(kHeader) + row + "\n" + kHeader + row);
    CHECK(values(loop, "write", "file_kb=1048576 reclen_kb=4") == Values{73070, 73070});
}

TEST_CASE("iozone: a row that does not fill the header is skipped", "[parse][iozone]") {
    // -i 0 -i 2 prints blanks where the read tests would be: the values cannot be lined up.
    const Run run =
        parse(std::string(kHeader) + "         1048576       4   73070   36713    1292     674\n");
    CHECK(run.observations.empty());
    CHECK(parse_test::diagnostics(run) ==
          std::vector<std::string>{"in.txt:3: warning: iozone row \"1048576       4   73070   "
                                   "36713    1292     674\" has 6 values, the header on line 2 "
                                   "names 11 (a test left out with -i prints blanks); skipped"});
}

TEST_CASE("iozone: -R's Excel reports, read when no table repeats them", "[parse][iozone]") {
    const std::string reports =
        "Excel output is below:\n"
        "\n"
        "\"Writer report\"\n"
        "        \"4\"  \"8\"\n"
        "\"65536\"   73070  68777\n"
        "\"131072\"   70030  0\n"
        "\n"
        "\"Re-Reader report\"\n"
        "        \"4\"  \"8\"\n"
        "\"65536\"   74916  73407\n"
        "\n"
        "\"Writer CPU utilization report (Zero values should be "
        "ignored)\"\n"
        "        \"4\"  \"8\"\n"
        "\"65536\"   12  13\n";
    const Run run = parse(reports);
    CHECK(run.diagnostics.empty());
    CHECK(values(run, "write", "file_kb=65536 reclen_kb=8") == Values{68777});
    CHECK(values(run, "reread", "file_kb=65536 reclen_kb=4") == Values{74916});
    // A 0 is a test or record length iozone did not run.
    CHECK(find(run, "write", "file_kb=131072 reclen_kb=8") == nullptr);
    CHECK(run.observations.size() == 5);
    // Under the table they repeat, the reports are not read again.
    const Run both = parse(
        "              KB  reclen   write rewrite    read    reread\n"
        "           65536       4   73070   36713    75187    74916\n"
        "\n" +
        reports);
    CHECK(values(both, "write", "file_kb=65536 reclen_kb=4") == Values{73070});
    CHECK(find(both, "write", "file_kb=65536 reclen_kb=8") == nullptr);
    CHECK(parse_test::diagnostics(both) ==
          std::vector<std::string>{"in.txt:6: note: iozone's Excel report repeats the table "
                                   "above it; the table is read"});
}

TEST_CASE("iozone: throughput runs under the author's prose are kept apart", "[parse][iozone]") {
    // Chuck Lever's runs (data/iozone/throughput-nfs-rdma-4kernels-qp.txt) as the post reader
    // gives them to the parser, quoted-printable decoded, two of the four kernels.
    const std::string block =
        "\tChildren see throughput for 12 initial writers \t= 4732581.09 "
        "kB/sec\n"
        "\tParent sees throughput for 12 initial writers \t= 4646810.21 "
        "kB/sec\n"
        "\tChildren see throughput for 12 readers \t\t= 5921370.94 "
        "kB/sec\n";
    const std::vector<Run> apart =
        parse_all("Here's 65f746e8285f.\n\n" + block + "\nHere's c062db039f40.\n\n" + block);
    REQUIRE(apart.size() == 2);
    CHECK(apart[0].label == "iozone run 1");
    CHECK(apart[1].label == "iozone run 2");
    CHECK(values(apart[1], "readers", "children=12") == Values{5921370.94});
    CHECK(find(apart[0], "initial_writers", "children=12")->metric.unit == "kB/s");
    // The same runs one after another (a loop) are one variant's runs.
    const Run loop = parse(block + "\n" + block);
    CHECK(values(loop, "initial_writers", "children=12") == Values{4732581.09, 4732581.09});
    // -O on the command line: the table is in operations per second.
    const Run ops = parse(
        "iozone -a -O -s 64m -i 0 -i 1\n"
        "              KB  reclen   write rewrite    read    reread\n"
        "           65536       4   18267   19033    21432    22011\n");
    CHECK(find(ops, "write", "file_kb=65536 reclen_kb=4")->metric.unit == "ops/s");
}

TEST_CASE("iozone: detection, and the catch-all readers do not take it", "[parse][iozone]") {
    const benchcmp::Parser* iozone = benchcmp::find_format("iozone");
    REQUIRE(iozone != nullptr);
    // The throughput runs as the post reader decodes them (the file is quoted-printable).
    const std::string decoded =
        "\tChildren see throughput for 12 initial writers \t= "
        "4732581.09 kB/sec\n"
        "\tParent sees throughput for 12 initial writers \t= "
        "4646810.21 kB/sec\n";
    for (const std::string& text :
         {parse_test::read_file("data/iozone/zcache-wrapped-base.txt"),
          parse_test::read_file("data/iozone/raid5-reclen-3states-quoted.txt"), decoded}) {
        CHECK(benchcmp::detect_format(benchcmp::InputText{"in.txt", text}).name() == "iozone");
        for (const char* other : {"table", "numbers"}) {
            const benchcmp::Parser* parser = benchcmp::find_format(other);
            REQUIRE(parser != nullptr);
            CHECK(parser->sniff(text) < iozone->sniff(text));
        }
    }
    CHECK(iozone->sniff("KB  reclen  size\n1 2 3\n") == 0.0);
    CHECK(iozone->sniff("\"Writer report\"\n") == Approx(0.9));
}

TEST_CASE("iozone: the splash is iozone's, and the title above it names the table",
          "[parse][iozone]") {
    const std::string output =
        "\tIozone: Performance Test of File I/O\n"
        "\t        Version $Revision: 3.489 $\n"
        "\tContributors:William Norcott, Don Capps, Isom Crawford\n"
        "\t             Al Slater, Scott Rhine, Mike Wisner\n"
        "\tAuto Mode\n"
        "\tCommand line used: iozone -a -s 64m -r 4k -i 0 -i 1\n"
        "\n"
        "              KB  reclen   write rewrite    read    reread\n"
        "           65536       4   73070   36713    75187    74916\n"
        "\n"
        "iozone test complete.\n";
    // Two outputs of a loop, splash and all: runs of one variant.
    const Run loop = parse(output + output);
    CHECK(values(loop, "write", "file_kb=65536 reclen_kb=4") == Values{73070, 73070});
    // Each output under its own title: one variant per title.
    const std::vector<Run> titled =
        parse_all("Without patch:\n\n" + output + "\nWith patch:\n\n" + output);
    REQUIRE(titled.size() == 2);
    CHECK(titled[0].label == "Without patch");
    CHECK(titled[1].label == "With patch");
}
