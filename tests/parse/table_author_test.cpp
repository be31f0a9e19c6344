// The author's tables of the "table" format: percentages with no measurement behind them,
// marks, cut cells, spreads, tagged titles, and how the report shows them.

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "benchcmp/parse.hpp"
#include "benchcmp/report.hpp"
#include "parse/table/table_cells.hpp"
#include "parse_test_support.hpp"

namespace {

using benchcmp::Run;
namespace cells = benchcmp::table_cells;

std::vector<Run> parse(const std::string& content) {
    const benchcmp::Parser* parser = benchcmp::find_format("table");
    REQUIRE(parser != nullptr);
    return parser->parse(benchcmp::InputText{"in.txt", content});
}

std::vector<std::string> labels(const std::vector<Run>& runs) {
    std::vector<std::string> result;
    for (const Run& run : runs) {
        result.push_back(run.label);
    }
    return result;
}

const std::string kColumns =
    "(lower = better)\n"
    "[s-50] Hackbench \xE2\x80\x94 % diff from baseline by mode\n"
    "+------------+---------+----------+\n"
    "| Hackbench arg | concur  | up     |\n"
    "+------------+---------+----------+\n"
    "| 1 thread   | +5.73%  | -0.46%   |\n"
    "| 16 thread  | -14.77% | -28.20%* |\n"
    "+------------+---------+----------+\n";

const std::string kRows =
    "(higher = better)\n"
    "[s-90] Sysbench \xE2\x80\x94 stress-ng vs baseline\n"
    "+----------+------------+---------+-------+\n"
    "| Variant  | Mean %diff | StdDev\xC2\xB1 | CV    |\n"
    "+----------+------------+---------+-------+\n"
    "| baseline | 726.96     | \xC2\xB1"
    "2.00%  | 2.00% |\n"
    "+----------+------------+---------+-------+\n"
    "| concur   | +4.22%     | \xC2\xB1"
    "1.24%  | 1.24% |\n"
    "| up       | +15.61%*   | \xC2\xB1"
    "5.10%  | 5.10% |\n"
    "+----------+------------+---------+-------+\n";

}  // namespace

TEST_CASE("table cells: marks, cut numbers and spreads", "[parse][table][author]") {
    const auto marked = cells::read_cell("-28.20%*");
    REQUIRE(marked);
    CHECK(marked->kind == cells::CellKind::percent);
    CHECK(marked->value == -28.20);
    CHECK(marked->decimals == 2);
    CHECK(marked->mark == "*");

    const auto cut = cells::read_cell("+102.2\xE2\x80\xA6");
    REQUIRE(cut);
    CHECK(cut->kind == cells::CellKind::percent);
    CHECK(cut->value == 102.2);
    CHECK(cut->decimals == 1);
    CHECK(cut->cut);
    // Without a sign a cut number is no change the author computed: not a cell.
    CHECK_FALSE(cells::read_cell("102.2\xE2\x80\xA6"));

    for (const char* text : {"\xC2\xB1"
                             "0.15%",
                             "+-1.2", "+/-3"}) {
        const auto spread = cells::read_cell(text);
        REQUIRE(spread);
        CHECK(spread->kind == cells::CellKind::spread);
    }
    // Spreads and percentages are no variant columns.
    const cells::Row row = cells::read_row(
        "concur  -3.35%  \xC2\xB1"
        "0.15%  0.15%");
    CHECK(row.key == "concur");
    CHECK(row.cells.size() == 3);
    CHECK(cells::value_count(row) == 0);
}

TEST_CASE("table: percentages under variant columns are the author's figures",
          "[parse][table][author]") {
    const std::vector<Run> runs = parse(kColumns);
    REQUIRE(labels(runs) == std::vector<std::string>{"baseline", "concur", "up"});
    // The baseline the table does not show holds each case, with nothing in it.
    REQUIRE(runs[0].observations.size() == 2);
    CHECK(runs[0].observations[0].source->author_only);
    CHECK(runs[0].observations[0].sample.size() == 0);
    CHECK(runs[0].observations[0].case_key.to_string() ==
          "tag=s-50 section=Hackbench \xE2\x80\x94 % diff from baseline by mode "
          "Hackbench arg=1 thread");
    const auto& up = runs[2].observations;
    REQUIRE(up.size() == 2);
    CHECK(up[1].source->author_only);
    CHECK(up[1].sample.size() == 0);
    CHECK(up[1].source->pct == -28.20);
    CHECK(up[1].source->pct_decimals == 2);
    CHECK(up[1].source->mark == "*");
    CHECK(up[1].line == 7);
    CHECK(up[0].source->mark.empty());
    CHECK(up[0].metric.better == benchcmp::Direction::lower_is_better);
}

TEST_CASE("table: variants as rows under a %diff column, the reference row's mean",
          "[parse][table][author]") {
    const std::vector<Run> runs = parse(kRows);
    REQUIRE(labels(runs) == std::vector<std::string>{"baseline", "concur", "up"});
    const auto& reference = runs[0].observations.at(0);
    CHECK(reference.case_key.to_string() ==
          "tag=s-90 section=Sysbench \xE2\x80\x94 stress-ng vs baseline");
    REQUIRE_FALSE(reference.sample.is_raw());
    CHECK(reference.sample.summary().mean == 726.96);
    CHECK(reference.sample.summary().n == 0);
    CHECK(reference.metric.better == benchcmp::Direction::higher_is_better);
    const auto& up = runs[2].observations.at(0);
    CHECK(up.source->pct == 15.61);
    CHECK(up.source->mark == "*");
    CHECK(up.case_key == reference.case_key);
}

TEST_CASE("table: a cut cell is kept with a note, a short row is skipped",
          "[parse][table][author]") {
    const std::vector<Run> runs = parse(
        "[t] Title\n"
        "| Case | fast   | safe   |\n"
        "| one  | -1.20% | +12.3\xE2\x80\xA6 |\n"
        "| two  | -1.00% |\n");
    REQUIRE(runs.size() == 3);
    CHECK(runs[2].observations.at(0).source->pct == 12.3);
    CHECK(runs[2].observations.at(0).source->mark == "\xE2\x80\xA6");
    CHECK(parse_test::diagnostics(runs[2]) ==
          std::vector<std::string>{"in.txt:3: note: tag=t section=Title Case=one safe: the "
                                   "author's cell is cut short (+12.3\xE2\x80\xA6); shown with "
                                   "the digits it has"});
    // `| two | -1.00% |` has one cell for two columns: skipped, and the baseline run says so.
    CHECK(runs[1].observations.size() == 1);
    CHECK(parse_test::diagnostics(runs[0]) ==
          std::vector<std::string>{"in.txt:4: warning: row \"two\" has 1 cells but the header "
                                   "on line 2 names 2 columns; skipped"});
}

TEST_CASE("table: values after an author's table need a header of their own",
          "[parse][table][author]") {
    const std::vector<Run> runs = parse(kColumns + "| 2 thread | 3.1 | 3.3 |\n");
    REQUIRE(runs.size() == 3);
    CHECK(runs[1].observations.size() == 2);  // the value row is not an author's row
}

TEST_CASE("report: author's cells are shown, never compared, and said so once",
          "[report][author]") {
    std::vector<Run> runs = parse(kColumns + "\n" + kRows);
    REQUIRE(runs.size() == 3);
    const benchcmp::Report report = benchcmp::build_report(runs, benchcmp::Thresholds{});
    REQUIRE(report.rows.size() == 3);
    CHECK_FALSE(report.rows[0].baseline);
    REQUIRE(report.rows[2].baseline);
    CHECK(report.rows[2].baseline->mean == 726.96);
    CHECK_FALSE(report.rows[2].baseline->n_known);
    for (const benchcmp::Row& row : report.rows) {
        for (const benchcmp::VariantCell& cell : row.variants) {
            CHECK(cell.presence == benchcmp::Presence::author);
            CHECK_FALSE(cell.comparison);
            CHECK_FALSE(cell.stats);
        }
    }
    CHECK(report.rows[1].variants[1].source->pct == -28.20);
    CHECK(report.rows[1].variants[1].source->pct_decimals == 2);
    CHECK(report.rows[1].variants[1].source->mark == "*");
    CHECK(report.summary.author == 6);
    CHECK(report.summary.better + report.summary.worse + report.summary.same +
              report.summary.not_applicable ==
          0);
    std::vector<std::string> notes;
    for (const auto& diagnostic : report.diagnostics) {
        notes.push_back(benchcmp::format_diagnostic(diagnostic));
    }
    CHECK(notes == std::vector<std::string>{
                       "in.txt: note: 6 cells hold only the author's %diff (and mark), shown as "
                       "printed: no significance test is possible without the runs"});
}
