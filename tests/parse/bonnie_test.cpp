// The bonnie parser: real bonnie++ 2.00a output (data/bonnie/), a 1.03 table wrapped at 72
// columns by a mail client, the CSV layouts of 1.0x, 1.97 and 1.98, and `+++++`. Expected
// values are copied from the cells they come from.

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

std::vector<Run> parse_all(const std::string& content) {
    const benchcmp::Parser* parser = benchcmp::find_format("bonnie");
    REQUIRE(parser != nullptr);
    return parser->parse(benchcmp::InputText{"in.txt", content});
}

Run parse(const std::string& content) {
    auto runs = parse_all(content);
    REQUIRE(runs.size() == 1);
    return runs.front();
}

// bonnie++ 1.03 as Outlook wrapped it (a real post's shape: every 80-column line split).
const std::string kWrapped103 =
    "Version  1.03       ------Sequential Output------ --Sequential Input-\n"
    "--Random-\n"
    "                    -Per Chr- --Block-- -Rewrite- -Per Chr- --Block--\n"
    "--Seeks--\n"
    "Machine        Size K/sec %CP K/sec %CP K/sec %CP K/sec %CP K/sec %CP\n"
    "/sec %CP\n"
    "access1        256M 10564  96 18951  24  6687   7 10030  88 15949   6\n"
    "153.8   0\n"
    "                    ------Sequential Create------ --------Random\n"
    "Create--------\n"
    "                    -Create-- --Read--- -Delete-- -Create-- --Read---\n"
    "-Delete--\n"
    "              files  /sec %CP  /sec %CP  /sec %CP  /sec %CP  /sec %CP\n"
    "/sec %CP\n"
    "                 16   489  99 +++++ +++ +++++ +++   509  98 +++++ +++\n"
    "1695  97\n";

}  // namespace

TEST_CASE("bonnie: a 1.03 text table wrapped at 72 columns", "[parse][bonnie]") {
    const Run run = parse(kWrapped103);
    CHECK(values(run, "put_block", "size=256M") == Values{18951});
    CHECK(values(run, "get_block_cpu", "size=256M") == Values{6});
    CHECK(values(run, "seeks", "size=256M") == Values{153.8});  // from the wrapped-off tail
    CHECK(values(run, "seeks_cpu", "size=256M") == Values{0});
    CHECK(values(run, "ran_del", "files=16") == Values{1695});
    CHECK(find(run, "seq_stat", "files=16") == nullptr);  // +++++: too fast to measure
    CHECK(run.observations.size() == 12 + 6);
    CHECK(find(run, "put_block", "size=256M")->metric.unit == "K/s");
    CHECK(find(run, "put_block", "size=256M")->metric.better == Direction::higher_is_better);
    CHECK(find(run, "seeks", "size=256M")->metric.unit == "/s");
    CHECK(find(run, "putc_cpu", "size=256M")->metric.better == Direction::unknown);
    CHECK(parse_test::diagnostics(run) ==
          std::vector<std::string>{"in.txt:15: note: seq_stat is \"+++++\": bonnie++ ran it too "
                                   "fast to measure; no value (noted once per file)"});
}

TEST_CASE("bonnie: a wrapped 1.03 CSV line is preferred to the table", "[parse][bonnie]") {
    const Run run =
        parse(kWrapped103 +
              "access1,256M,10739,97,18386,25,6526,7,10736,94,16701,6,74.2,0,16,499,99,\n"
              "+++++,+++,19938,99,489,99,+++++,+++,1672,96\n");
    CHECK(values(run, "put_block", "size=256M") == Values{18386});
    CHECK(values(run, "seeks", "size=256M") == Values{74.2});
    CHECK(values(run, "seq_del", "files=16") == Values{19938});
    CHECK(parse_test::diagnostics(run).front() ==
          "in.txt:7: note: read the bonnie++ CSV lines; the text tables show the same runs");
}

TEST_CASE("bonnie: real 2.00a output, CSV 1.98 with latencies", "[parse][bonnie]") {
    const Run run = parse(parse_test::read_file("data/bonnie/run1.txt"));
    CHECK(values(run, "putc", "size=64M") == Values{216});
    CHECK(values(run, "put_block", "size=64M") == Values{121359});     // the table says 119m
    CHECK(values(run, "seq_create", "files=1") == Values{1837});       // the table says 1024
    CHECK(values(run, "putc_latency", "size=64M") == Values{100000});  // 100ms
    CHECK(values(run, "put_block_latency", "size=64M") == Values{48117});
    CHECK(values(run, "ran_del_latency", "files=1") == Values{12094});
    CHECK(find(run, "ran_del_latency", "files=1")->metric.better == Direction::lower_is_better);
    CHECK(find(run, "ran_del_latency", "files=1")->metric.unit == "us");
}

TEST_CASE("bonnie: the 2.00 text table alone, k and m suffixes in K/sec", "[parse][bonnie]") {
    const std::string content = parse_test::read_file("data/bonnie/run1.txt");
    const Run run = parse(content.substr(0, content.find("1.98,")));
    CHECK(values(run, "putc", "size=64M") == Values{216});
    CHECK(values(run, "put_block", "size=64M") == Values{119 * 1024});
    CHECK(values(run, "getc_latency", "size=64M") == Values{86516});
    CHECK(values(run, "seq_stat_latency", "files=1") == Values{25965});
}

TEST_CASE("bonnie: 1.97 CSV lines are repeated runs of one case", "[parse][bonnie]") {
    const std::string line =
        ",16G,,512,98,187654,21,90123,12,1234,97,401234,25,612.3,15,16,,,,,21234,65,+++++,+++,"
        "23456,60,22111,63,+++++,+++,20987,58,15309us,120ms,90712us,8911us,12345us,98765us,"
        "512us,801us,1100us,489us,25us,702us\n";
    const Run run =
        parse("1.97,1.97,testbox,1,1358000000" + line + "1.97,1.97,testbox,1,1358000001" + line);
    CHECK(values(run, "get_block", "size=16G") == Values{401234, 401234});
    CHECK(values(run, "seq_del", "files=16") == Values{23456, 23456});
    CHECK(values(run, "put_block_latency", "size=16G") == Values{120000, 120000});
}

TEST_CASE("bonnie: several machines are several variants", "[parse][bonnie]") {
    const auto runs = parse_all(
        "old,256M,10564,96,18951,24,6687,7,10030,88,15949,6,153.8,0,16,489,99,+++++,+++,+++++,"
        "+++,509,98,+++++,+++,1695,97\n"
        "new,256M,10739,97,18386,25,6526,7,10736,94,16701,6,74.2,0,16,499,99,+++++,+++,19938,"
        "99,489,99,+++++,+++,1672,96\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "old");
    CHECK(runs[1].label == "new");
    CHECK(values(runs[1], "seeks", "size=256M") == Values{74.2});
}

TEST_CASE("bonnie: a result line that stays short is skipped with a warning", "[parse][bonnie]") {
    const Run run = parse(
        "Version  1.03       ------Sequential Output------ --Sequential Input- --Random-\n"
        "Machine        Size K/sec %CP K/sec %CP K/sec %CP K/sec %CP K/sec %CP  /sec %CP\n"
        "access1        256M 10564  96 18951  24  6687   7\n"
        "\n");
    CHECK(run.observations.empty());
    CHECK(parse_test::diagnostics(run) ==
          std::vector<std::string>{
              "in.txt:3: warning: bonnie++ result line has 6 of its 12 cells; skipped"});
}

TEST_CASE("bonnie: the wrapped 1.03 table quoted in a reply", "[parse][bonnie]") {
    std::string quoted;
    for (std::size_t start = 0; start < kWrapped103.size();) {
        const std::size_t end = kWrapped103.find('\n', start);
        quoted += "> " + kWrapped103.substr(start, end + 1 - start);
        start = end + 1;
    }
    const Run run = parse(quoted);
    CHECK(values(run, "seeks", "size=256M") == Values{153.8});
    CHECK(values(run, "ran_del_cpu", "files=16") == Values{97});
    CHECK(run.observations.size() == 12 + 6);
}
