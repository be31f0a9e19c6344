// The "table" parser on what authors write around a row's cells: trailing marks, re-run
// notes, glued decorations, percentage columns without `%`, and directions from the text
// above a table.

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/table/table_cells.hpp"

namespace {

using benchcmp::Direction;
using benchcmp::Run;
namespace cells = benchcmp::table_cells;

std::vector<Run> parse(const std::string& content) {
    const benchcmp::Parser* parser = benchcmp::find_format("table");
    REQUIRE(parser != nullptr);
    return parser->parse(benchcmp::InputText{"in.txt", content});
}

TEST_CASE("table: marks and a bracketed note after the cells", "[parse][table]") {
    const cells::Row marked =
        cells::read_row("16-groups:\t   7.21 (0.00 pct)\t   6.80 (5.68 pct) *");
    CHECK(marked.key == "16-groups:");
    CHECK(marked.cells.size() == 2);
    const cells::Row caret = cells::read_row("128:\t 559.00 (0.00 pct)\t 469.00 (16.10 pct)     ^");
    CHECK(caret.key == "128:");
    CHECK(caret.cells.size() == 2);
    const cells::Row noted =
        cells::read_row("1-groups:\t   4.14 (0.00 pct)\t   4.09 (1.20 pct)\t[Verification Run]");
    CHECK(noted.key == "1-groups:");
    REQUIRE(noted.cells.size() == 2);
    CHECK(noted.note == "Verification Run");
    CHECK(cells::is_rerun_note(noted.note));
    CHECK_FALSE(cells::is_rerun_note("see text"));
}

TEST_CASE("table: a decoration with `pct` glued to its number", "[parse][table]") {
    const cells::Row row = cells::read_row("128    19910.99 (0.00pct)      19935.61 (0.12 pct)");
    CHECK(row.key == "128");
    REQUIRE(row.cells.size() == 2);
    CHECK(row.cells[0].value == 19910.99);
    CHECK(row.cells[0].source_pct == 0.0);
    CHECK(row.cells[1].source_pct == 0.12);
}

TEST_CASE("table: a verification run replaces the row above it", "[parse][table]") {
    const auto runs = parse(
        "Test:\t\t\ttip\t\t\tsis_core\n"
        "  1-groups:\t   4.06 (0.00 pct)\t   4.26 (-4.92 pct)\t*\n"
        "  1-groups:\t   4.14 (0.00 pct)\t   4.09 (1.20 pct)\t[Verification Run]\n"
        "  2-groups:\t   4.76 (0.00 pct)\t   4.71 (1.05 pct)\n");
    REQUIRE(runs.size() == 2);
    REQUIRE(runs[1].observations.size() == 2);
    const auto& rerun = runs[1].observations.front();
    CHECK(rerun.sample.values() == std::vector<double>{4.09});
    CHECK(rerun.source->pct == 1.20);
    CHECK(rerun.line == 3);
    CHECK(runs[0].observations.front().sample.values() == std::vector<double>{4.14});
    // Without the note a repeated key is a second run of the case.
    const auto repeated = parse(
        "Test:  tip  sis_core\n"
        "  1-groups:  4.06  4.26\n"
        "  1-groups:  4.14  4.09\n");
    REQUIRE(repeated.size() == 2);
    CHECK(repeated[1].observations.front().sample.values() == std::vector<double>{4.26, 4.09});
}

TEST_CASE("table: a benchmark's name above a table gives its headline direction",
          "[parse][table]") {
    const auto runs = parse(
        "~~~~~~~~~~~~~\n"
        "~ hackbench ~\n"
        "~~~~~~~~~~~~~\n"
        "o NPS1\n"
        "Test:\t\t\ttip\t\t\tsis_core\n"
        "  1-groups:\t   4.06 (0.00 pct)\t   4.26 (-4.92 pct)\n"
        "~~~~~~~~~~\n"
        "~ tbench ~\n"
        "~~~~~~~~~~\n"
        "o NPS1\n"
        "Clients:\ttip\t\t\tsis_core\n"
        "     1\t 578.37 (0.00 pct)\t 582.09 (0.64 pct)\n");
    REQUIRE(runs.size() == 2);
    REQUIRE(runs[1].observations.size() == 2);
    CHECK(runs[1].observations[0].metric.better == Direction::lower_is_better);
    CHECK(runs[1].observations[1].metric.better == Direction::higher_is_better);
}

TEST_CASE("table: mean and std rows are one case's summary, named by the caption",
          "[parse][table]") {
    const auto runs = parse(
        "100 iterations of: perf bench -f simple futex wake -s -t 128 -w 1\n"
        "Lower result is better\n"
        "|         |   BASELINE |   +PATCH |   DELTA (%) |\n"
        "|---------|------------|----------|-------------|\n"
        "| mean    |      0.33  |    0.313 |      +5.152 |\n"
        "| std (%) |     10.433 |    7.563 |             |\n"
        "\n"
        "100 iterations of: sysbench threads --threads=8 run\n"
        "Higher result is better\n"
        "|         |   BASELINE |   +PATCH |   DELTA (%) |\n"
        "|---------|------------|----------|-------------|\n"
        "| mean    |   5235.02  | 5863.73  |      +12.01 |\n"
        "| stddev  |      427.5 |    601.9 |             |\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "BASELINE");
    CHECK(runs[1].label == "+PATCH");
    REQUIRE(runs[1].observations.size() == 2);
    const auto& futex = runs[1].observations[0];
    CHECK(futex.case_key.to_string() ==
          "case=100 iterations of: perf bench -f simple futex wake -s -t 128 -w 1");
    CHECK(futex.metric.better == Direction::lower_is_better);
    REQUIRE_FALSE(futex.sample.is_raw());
    CHECK(futex.sample.summary().n == 0);  // the table does not say
    CHECK(futex.sample.summary().mean == 0.313);
    // 7.563% of 0.313: 0.313 * 0.07563 = 0.02367219 (by hand, checked with python3).
    CHECK(futex.sample.summary().stddev == Approx(0.02367219).epsilon(1e-12));
    CHECK(futex.source->pct == 5.152);  // under `DELTA (%)`, though printed without `%`
    const auto& threads = runs[1].observations[1];
    CHECK(threads.case_key.to_string() ==
          "case=100 iterations of: sysbench threads --threads=8 run");
    CHECK(threads.metric.better == Direction::higher_is_better);
    CHECK(threads.sample.summary().stddev == 601.9);  // `stddev`: absolute
    CHECK(threads.source->pct == 12.01);
}

TEST_CASE("table: a std row with no mean row above it is a case", "[parse][table]") {
    const auto runs = parse(
        "Test:  base  patched\n"
        "  std   1.5   1.7\n"
        "  mean  10.0  11.0\n");
    REQUIRE(runs.size() == 2);
    REQUIRE(runs[1].observations.size() == 2);
    CHECK(runs[1].observations[0].case_key.to_string() == "Test=std");
    CHECK(runs[1].observations[0].sample.is_raw());
    // Without a caption the mean row keeps its own key.
    CHECK(runs[1].observations[1].case_key.to_string() == "Test=mean");
}

TEST_CASE("table: statistic names of rows", "[parse][table]") {
    CHECK(cells::stat_row("mean") == cells::StatRow::mean);
    CHECK(cells::stat_row("Avg:") == cells::StatRow::mean);
    CHECK(cells::stat_row("std (%)") == cells::StatRow::relative_stddev);
    CHECK(cells::stat_row("stddev%") == cells::StatRow::relative_stddev);
    CHECK(cells::stat_row("CoeffVar") == cells::StatRow::relative_stddev);
    CHECK(cells::stat_row("stdev") == cells::StatRow::stddev);
    CHECK(cells::stat_row("1-groups") == cells::StatRow::none);
    CHECK(cells::stat_row("mean (%)") == cells::StatRow::none);
}

}  // namespace
