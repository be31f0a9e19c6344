// Report selection: which rows a report keeps and in which order, and the regression gate.
// Runs after build_report and before rendering; pure functions over a Report, no I/O.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "benchcmp/report.hpp"

namespace benchcmp {

/// The order of a report's rows (--sort).
enum class SortOrder {
    input,  // first-seen order, as build_report made it (the default)
    diff,   // largest |%diff| of any variant first; rows without a %diff last
    name,   // by benchmark, metric, unit, then case key (numbers compared as numbers)
};

/// Every sort order, in the order --help lists them.
inline constexpr SortOrder kSortOrders[] = {SortOrder::input, SortOrder::diff, SortOrder::name};

/// "input", "diff" or "name": the --sort spelling.
const char* sort_order_name(SortOrder order);

/// What the user asked to keep, and in which order.
struct Selection {
    std::optional<std::string> metric_pattern;  // --metric: RE2 regex on "benchmark/metric"
    std::optional<std::string> case_pattern;    // --case: RE2 regex on "k=v k=v"
    bool only_changed = false;                  // --only-changed
    SortOrder sort = SortOrder::input;
};

/// "benchmark/metric", the text --metric is matched against.
std::string metric_path(const Metric& metric);

/// Whether a row has at least one cell that is better, worse, changed, new or gone.
bool row_changed(const Row& row);

/// Keeps the rows selection asks for, sorts them, and recomputes report.summary for the rows
/// kept. Throws Error (exit 2) for a pattern that is not a valid regex, and when --metric or
/// --case match no row at all (a typo in a CI gate must not pass silently).
void select_rows(Report& report, const Selection& selection);

/// Number of cells that are significantly worse (verdict worse) with |%diff| >= min_pct. A
/// worse cell without a %diff (baseline mean 0) counts whatever min_pct is: a change from zero
/// has no finite size.
std::size_t count_regressions(const Report& report, double min_pct);

/// One significantly worse cell, named for a reader.
struct Regression {
    std::string name;  // the case keys that tell rows apart, the metric, the variant if several
    std::optional<double> diff_pct;
};

/// The cells count_regressions counts, largest |%diff| first (a cell without a %diff first of
/// all: a change from zero), ties in report order.
std::vector<Regression> regressions(const Report& report, double min_pct);

/// "worse: mode=process groups=4 +93.42%, mode=threaded groups=8 +89.44% and 4 more": lead,
/// the first `limit` regressions, then how many are left out; one a line, indented under
/// lead, when that does not fit 80 columns.
std::string regression_list(std::string_view lead, const std::vector<Regression>& regressions,
                            std::size_t limit = 5);

}  // namespace benchcmp
