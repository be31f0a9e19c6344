// The ministat parser: real tables (data/ministat/) with and without the plot, two tables
// sharing their x set, a wrapped header, Difference blocks kept as the author's percentage,
// the hand-made layout without N, and damaged rows. Expected values are copied from the rows
// they come from (`grep -n '^> [x+*] ' data/ministat/*.txt`).

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse_test_support.hpp"

namespace {

using benchcmp::Direction;
using benchcmp::Observation;
using benchcmp::Run;
using parse_test::find;

std::vector<Run> parse(const std::string& content) {
    return benchcmp::find_format("ministat")->parse(benchcmp::InputText{"in.txt", content});
}

const benchcmp::Summary& summary(const Run& run, const std::string& key) {
    const Observation* observation = find(run, "value", key);
    REQUIRE(observation != nullptr);
    REQUIRE(!observation->sample.is_raw());
    return observation->sample.summary();
}

}  // namespace

TEST_CASE("ministat: two real tables sharing their x set", "[parse][ministat]") {
    const std::vector<Run> runs =
        parse(parse_test::read_file("data/ministat/zsmalloc-compaction.txt"));
    REQUIRE(runs.size() == 3);
    CHECK(runs[0].label == "Old fullness grouping, old compaction algorithm");
    CHECK(runs[1].label == "Old fullness grouping, new compaction algorithm");
    CHECK(runs[2].label == "New fullness grouping, new compaction algorithm");
    CHECK(runs[0].diagnostics.empty());
    const benchcmp::Summary& base = summary(runs[0], "");
    CHECK(base.n == 140);
    CHECK(base.mean == 2314.1214);
    CHECK(base.stddev == 806.03271);
    CHECK(base.min == 349);
    CHECK(base.max == 3513);
    CHECK(base.median == 2461);
    CHECK(summary(runs[0], "table=2").mean == 2314.1214);
    CHECK(summary(runs[2], "table=2").mean == 1528.4143);
    CHECK(find(runs[2], "value", "") == nullptr);
    const Observation* changed = find(runs[1], "value", "");
    CHECK(changed->line == 25);
    CHECK(changed->metric.benchmark == "ministat");
    CHECK(changed->metric.better == Direction::unknown);
    CHECK(changed->source->pct == -18.8387);
    CHECK(changed->source->pct_decimals == 4);
    CHECK(changed->source->significant == true);
    CHECK(changed->rounding == Approx(0.00005));
}

TEST_CASE(
    "ministat: the plot is skipped, a wrapped header read, a table without legend "
    "takes the last legend's names",
    "[parse][ministat]") {
    const std::vector<Run> runs =
        parse(parse_test::read_file("data/ministat/vkgears-fps-plot.txt"));
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "stock.fps");
    CHECK(runs[1].label == "phasta.fps");
    CHECK(summary(runs[0], "").n == 218);
    CHECK(summary(runs[1], "").mean == 5620.3585);
    CHECK(summary(runs[0], "table=2").mean == 2623.3684);
    CHECK(summary(runs[1], "table=2").n == 900);
    CHECK(find(runs[1], "value", "table=2")->source->pct == 0.366952);
    // Both names end in `.fps`, a rate: higher is better.
    CHECK(find(runs[0], "value", "")->metric.better == Direction::higher_is_better);
}

TEST_CASE("ministat: three sets, scientific notation, No difference proven", "[parse][ministat]") {
    const std::vector<Run> runs = parse(parse_test::read_file("data/ministat/xen-x2apic-3way.txt"));
    REQUIRE(runs.size() == 3);
    CHECK(runs[2].label == "cluster");
    CHECK(summary(runs[1], "").mean == 1.2357981e+09);
    CHECK(find(runs[1], "value", "")->source->pct == 248.774);
    CHECK(find(runs[1], "value", "")->rounding == Approx(50.0));  // 1.2357981e+09
    const Observation* cluster = find(runs[2], "value", "");
    CHECK(cluster->source->significant == false);
    CHECK(!cluster->source->pct);
}

TEST_CASE("ministat: a hand-made table in its layout without N", "[parse][ministat]") {
    const std::vector<Run> runs = parse(
        "    max_pgs   Min       Max       Median     Avg    Stddev\n"
        "    0         417       423       420        419.4  2.5099801\n"
        "    1024      414       425       416        417.8  4.4384682\n"
        "    No difference proven at 95.0% confidence\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "max_pgs=0");
    CHECK(runs[1].label == "max_pgs=1024");
    CHECK(summary(runs[1], "").n == 0);
    CHECK(summary(runs[1], "").mean == 417.8);
}

TEST_CASE("ministat: one set without legend is one unnamed run; damaged rows are warned of",
          "[parse][ministat]") {
    const std::vector<Run> one = parse(
        "    N           Min           Max        Median           Avg        Stddev\n"
        "x   5       700.997       790.076       763.928        754.05      39.59493\n");
    REQUIRE(one.size() == 1);
    CHECK(one[0].label.empty());
    const std::vector<Run> runs = parse(
        "x a.txt\n"
        "+ b.txt\n"
        "    N           Min           Max        Median           Avg        Stddev\n"
        "x   5       700.997       790.076       763.928        754.05      39.59493\n"
        "+   5       141.634       197.899       155.706         1x1.9     21.270224\n"
        "Difference at 95.0% confidence\n"
        "        -592.15\n");
    REQUIRE(runs.size() == 1);
    CHECK(parse_test::diagnostics(runs[0]) ==
          std::vector<std::string>{
              "in.txt:5: warning: ministat Avg \"1x1.9\" is not a number; the row is skipped",
              "in.txt:7: warning: ministat Difference line \"-592.15\" is not `d +/- e`; the "
              "block is not read"});
}

TEST_CASE("ministat: detection, and the catch-all readers do not take it", "[parse][ministat]") {
    for (const char* file :
         {"data/ministat/zsmalloc-compaction.txt", "data/ministat/vkgears-fps-plot.txt",
          "data/ministat/xen-x2apic-3way.txt"}) {
        const std::string text = parse_test::read_file(file);
        const benchcmp::InputText input{"in.txt", text};
        CHECK(benchcmp::detect_format(input).name() == "ministat");
        const benchcmp::Parser* ministat = benchcmp::find_format("ministat");
        for (const char* other : {"table", "numbers"}) {
            CHECK(benchcmp::find_format(other)->sniff(text) < ministat->sniff(text));
        }
    }
}

TEST_CASE("ministat: latin-1 no-break spaces between the columns are blanks", "[parse][ministat]") {
    const std::vector<Run> runs = parse(
        "x a.txt\n"
        "+ b.txt\n"
        "\xA0 \xA0 N \xA0 \xA0 Min \xA0 Max \xA0 Median \xA0 Avg \xA0 Stddev\n"
        "x \xA0"
        "10 \xA0 16682.962 \xA0 17344.027 \xA0 16913.524 \xA0 16928.812 \xA0 166.5362\n"
        "+ \xA0"
        "10 \xA0 16696.49 \xA0 17480.09 \xA0 16949.143 \xA0 16951.448 \xA0 223.56288\n");
    REQUIRE(runs.size() == 2);
    CHECK(summary(runs[1], "").mean == 16951.448);
}
