// The comparison report: every case and metric of every run matched against the baseline.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "benchcmp/model.hpp"
#include "benchcmp/stats.hpp"

namespace benchcmp {

/// One input as the report lists it.
struct InputInfo {
    std::string label;
    std::string file;
    std::string format;
};

/// Where a variant stands for one row: compared; new (absent from the baseline); gone
/// (present in the baseline, absent from this variant); absent from both (the row came
/// from another variant); or author (the input holds only its author's %diff for the cell,
/// shown as printed: without the runs there is nothing to compare or test).
enum class Presence { both, added, removed, absent, author };

/// "both", "new", "gone", "absent" or "author", as JSON and CSV spell a presence.
const char* presence_name(Presence presence);

/// What the input itself printed about a variant's cell, which most inputs do not.
struct CellSource {  // every member braced: designated initialisers name only some
    std::optional<double> gain_pct{};          // the input's own percentage (Observation)
    std::optional<bool> significant{};         // the input's own significance mark
    std::optional<double> pct{};               // a hand-made table's own percentage (Observation)
    std::string pct_convention{};              // the convention found for the column; empty: none
    std::optional<bool> pct_matches{};         // whether pct agrees with that convention
    int pct_decimals{};                        // its printed decimals, to show it as printed
    std::string mark{};                        // the author's mark beside pct (`*`)
    std::vector<PrintedStat> printed_stats{};  // the input's own statistic rows (Observation)
    // Whether the input's printed comparisons are against this report's baseline: the
    // baseline is the column they were computed against, in the same file.
    bool printed_against_baseline{};

    friend bool operator==(const CellSource&, const CellSource&) = default;
};

/// The first and last line of its input a cell's values were read from; 0 when the input has
/// no lines to name (a JSON file's values).
struct LineSpan {
    int first = 0;
    int last = 0;

    friend bool operator==(const LineSpan&, const LineSpan&) = default;
};

/// One variant's cell in a row.
struct VariantCell {
    std::string label;
    Presence presence = Presence::both;
    std::optional<SampleStats> stats;      // absent when removed or absent
    std::optional<Comparison> comparison;  // present only when presence == both
    std::vector<double> values;            // the raw runs for --plot; empty for a summary
    Apart<CellSource> source;              // held apart: most cells have none
    LineSpan lines;                        // in the variant's input
};

/// One case x metric, with the baseline and every variant.
struct Row {
    Metric metric;
    CaseKey case_key;
    std::string baseline_label;
    std::optional<SampleStats> baseline;  // absent when no baseline has this row
    std::vector<VariantCell> variants;    // one per variant, in input order
    std::vector<double> baseline_values;  // the baseline's raw runs for --plot; empty for a summary
    std::vector<PrintedStat> baseline_printed_stats;  // the input's own rows for the baseline
    LineSpan baseline_lines;                          // in the baseline's input
};

/// How many cells got each verdict, and how many were on one side only.
struct VerdictCounts {
    std::size_t better = 0;
    std::size_t worse = 0;
    std::size_t same = 0;
    std::size_t changed = 0;
    std::size_t not_applicable = 0;
    std::size_t added = 0;    // cells of cases only a variant has
    std::size_t removed = 0;  // cells of cases a variant lost
    std::size_t author = 0;   // cells holding only the author's %diff (Presence::author)
};

/// One variant against the baseline: its counts and its overall effect, the geometric mean of
/// its ratios to the baseline (with the rows' sign) and that mean's interval and verdict.
struct VariantSummary {
    std::string label;
    VerdictCounts counts;
    std::optional<double> geomean_pct;
    std::optional<double> geomean_ci_low_pct;
    std::optional<double> geomean_ci_high_pct;
    Verdict geomean_verdict = Verdict::not_applicable;
};

/// Report-wide counts over every variant, and each variant's own summary.
struct ReportSummary : VerdictCounts {
    std::vector<VariantSummary> variants;  // one per variant, in input order
    // Some cell holds a p-value after the report-wide correction: tables then name it p(adj).
    bool adjusted_p = false;
};

/// The mail message a report was read from (a mail file's message, docs/formats.md "Mail
/// files"): what heads its section.
struct MessageHeading {
    std::size_t number = 0;  // its place in the file, 1-based, as --message N names it
    std::string file;        // the mail file as the user named it
    std::string message_id;  // without angle brackets
    std::string subject;
    std::string author;
    std::string date;  // the Date: header as written
};

/// Everything the renderers show; they format it and compute nothing.
struct Report {
    std::vector<InputInfo> inputs;  // inputs[0] is the baseline
    std::vector<Row> rows;          // first-seen order: baseline rows, then new ones
    std::vector<Diagnostic> diagnostics;
    Thresholds thresholds;
    ReportSummary summary;
    std::optional<MessageHeading> message;  // set when the report is one message of a mail file
};

/// Recomputes report.summary (counts and geomean) from the rows the report holds now;
/// build_report calls it, and so does select_rows after dropping rows.
void summarize(Report& report);

/// Matches cases and metrics of runs[1..] against runs[0] and compares them, then corrects
/// the p-values of each variant's cells as one family (Thresholds::correction), so that
/// adding a variant never changes another's verdicts. Throws Error
/// (exit 2) when fewer than two runs are given or a variant shares no metric with the
/// baseline. The runs are taken by value so that a caller done with them can move them in;
/// their raw values then move into the rows instead of being copied.
Report build_report(std::vector<Run> runs, const Thresholds& thresholds);

}  // namespace benchcmp
