// The tiobench parser: tiobench 0.3.3 tables from a real post (data/tiobench/), hand-trimmed
// interleaved tables with several identifiers, the current git layout, quoting and overflowed
// cells. Expected values are copied from the rows they come from.

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
    const benchcmp::Parser* parser = benchcmp::find_format("tiobench");
    REQUIRE(parser != nullptr);
    return parser->parse(benchcmp::InputText{"in.txt", content});
}

const std::string kGitLayout =
    "Sequential Reads\n"
    "================\n"
    "                              File   Blk   Num                         Avg      Maximum  "
    "    Lat%     Lat%     CPU\n"
    "Identifier                    Size   Size  Thr      Rate     (CPU%)  Latency    Latency  "
    "    >2s      >10s     Eff\n"
    "---------------------------- ------ ------ ---  ------------ ------ --------- ----------- "
    " -------- -------- -------\n"
    "6.8.0-rc1                     1024   4096    1        412.53 28.50%     0.009       12.45 "
    "  0.00000  0.00000    1447\n"
    "6.8.0-rc1                     1024   4096    8       1450.20  95.3%     0.021     3105.22 "
    "  0.00195  0.00000    1522\n";

}  // namespace

TEST_CASE("tiobench: a 0.3.3 run from a real post, one identifier", "[parse][tiobench]") {
    const auto runs = parse_all(parse_test::read_file("data/tiobench/2.4.20-pre4.txt"));
    REQUIRE(runs.size() == 1);
    const Run& run = runs.front();
    CHECK(run.label.empty());  // one identifier: the file's label is the caller's
    CHECK(run.diagnostics.empty());
    const std::string key = "section=Sequential Writes file_size=200 block_size=4096 threads=8";
    CHECK(values(run, "rate", key) == Values{11.49});
    CHECK(values(run, "cpu", key) == Values{84.29});
    CHECK(values(run, "avg_latency", key) == Values{2.514});
    CHECK(values(run, "max_latency", key) == Values{745.41});
    CHECK(values(run, "lat_over_2s", key) == Values{0});
    CHECK(values(run, "cpu_eff", key) == Values{14});
    // `2.389%`: CPU% is cut to five characters, so its decimals vary.
    CHECK(values(run, "cpu", "section=Random Reads file_size=200 block_size=4096 threads=1") ==
          Values{2.389});
    CHECK(run.observations.size() == 4 * 4 * 7);
    const Observation* rate = find(run, "rate", key);
    CHECK(rate->metric.unit == "MB/s");
    CHECK(rate->metric.better == Direction::higher_is_better);
    CHECK(rate->line == 36);
    CHECK(find(run, "cpu", key)->metric.better == Direction::unknown);
    CHECK(find(run, "max_latency", key)->metric.better == Direction::lower_is_better);
}

TEST_CASE("tiobench: interleaved identifiers are variants; later sections have no header",
          "[parse][tiobench]") {
    const auto runs = parse_all(parse_test::read_file("data/tiobench/interleaved.txt"));
    REQUIRE(runs.size() == 3);
    CHECK(runs[0].label == "65-mm4-dl");
    CHECK(runs[1].label == "65-mm4-as");
    CHECK(runs[2].label == "69-mm1-as");
    CHECK(values(runs[1], "rate", "section=Sequential Writes threads=256") == Values{28.20});
    CHECK(values(runs[2], "rate", "section=Sequential Writes threads=256") == Values{44.87});
    // `Random Reads` follows the last row with no blank line.
    CHECK(values(runs[0], "rate", "section=Random Reads threads=1") == Values{0.59});
    for (const Run& run : runs) {
        CHECK(run.observations.size() == 4 * 4 * 7);
    }
}

TEST_CASE("tiobench: the current git layout, quoted, with an overflowed cell",
          "[parse][tiobench]") {
    std::string quoted;
    for (std::size_t start = 0; start < kGitLayout.size();) {
        const std::size_t end = kGitLayout.find('\n', start);
        quoted += "> " + kGitLayout.substr(start, end + 1 - start);
        start = end + 1;
    }
    quoted +=
        "> 6.8.0-rc1                     1024   4096    4        ###### 97.0%     0.020    "
        "  201.00   0.00000  0.00000    ####\n";
    const auto runs = parse_all(quoted);
    REQUIRE(runs.size() == 1);
    const std::string key = "section=Sequential Reads file_size=1024 block_size=4096 threads=";
    CHECK(values(runs[0], "rate", key + "8") == Values{1450.20});
    CHECK(values(runs[0], "cpu", key + "8") == Values{95.3});
    CHECK(values(runs[0], "max_latency", key + "4") == Values{201});
    CHECK(find(runs[0], "rate", key + "4") == nullptr);
    CHECK(parse_test::diagnostics(runs[0]) ==
          std::vector<std::string>{"in.txt:8: note: rate \"######\" overflowed tiobench's column "
                                   "and has no value; skipped (noted once per file)"});
}

TEST_CASE("tiobench: rows outside a section and other tools' lines are not read",
          "[parse][tiobench]") {
    const auto runs = parse_all(
        "65-mm4-as - 0.02user 0.14system 0:14.50elapsed\n"
        "65-mm4-as      1\t100\t70.0\t81.2\t22.0\t1.45\n"
        "6.8.0-rc1    1024   4096    1   412.53 28.50%   0.009   12.45  0.0  0.0  1447\n");
    REQUIRE(runs.size() == 1);
    CHECK(runs[0].observations.empty());
}

TEST_CASE("tiobench: sniff wants a section title with a row under it", "[parse][tiobench]") {
    const benchcmp::Parser* parser = benchcmp::find_format("tiobench");
    CHECK(parser->sniff(kGitLayout) == Approx(0.9));
    CHECK(parser->sniff("Sequential Reads\nare faster than random ones.\n") == 0.0);
}

TEST_CASE("tiobench: rows wrapped at 72 columns, and a run repeated", "[parse][tiobench]") {
    const std::string run =
        "Sequential Reads\n"
        "2.4.20-pre4                   200   4096    1   11.78 28.50%     0.328      146.54   "
        "0.00000\n"
        "0.00000    41\n"
        "2.4.20-pre4                   200   4096    2   10.30 23.02%     0.709\n"
        "1349.77   0.00000  0.00000    45\n"
        "Random Reads\n"
        "2.4.20-pre4                   200   4096    1    0.53 2.389%     7.307       20.08   "
        "0.00000  0.00000\n"
        "22\n";
    const auto runs = parse_all(run + run);
    REQUIRE(runs.size() == 1);
    const std::string key = "section=Sequential Reads file_size=200 block_size=4096 threads=";
    CHECK(values(runs[0], "cpu_eff", key + "1") == Values{41, 41});
    CHECK(values(runs[0], "max_latency", key + "2") == Values{1349.77, 1349.77});
    CHECK(values(runs[0], "cpu_eff",
                 "section=Random Reads file_size=200 block_size=4096 threads=1") == Values{22, 22});
    CHECK(runs[0].observations.size() == 3 * 7);
}
