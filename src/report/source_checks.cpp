#include "report/source_checks.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <optional>

namespace benchcmp {
namespace {

// mmtests prints gains: (new - base) / base for higher-is-better metrics and its negation
// for lower-is-better ones. Recomputed from the printed means, benchcmp's %diff can differ
// from the printed gain by the rounding of both means (half a unit in their last digit,
// propagated through new / base) plus the gain's own rounding to 0.01; beyond that the
// printed table contradicts itself, which the reader should know. Returns whether the
// printed gain agrees, or nothing when there is no gain to check.
std::optional<bool> check_source_gain(const BaselineSide& base, const Observation& changed,
                                      const Row& row, const VariantCell& cell,
                                      const std::string& file, BoundedDiagnostics& diagnostics) {
    if (!changed.source->gain_pct || !cell.comparison || !cell.comparison->diff_pct ||
        row.metric.better == Direction::unknown || !row.baseline || !cell.stats ||
        cell.stats->mean == 0.0) {
        return std::nullopt;
    }
    const double base_mean = std::abs(row.baseline->mean);
    const double expected = row.metric.better == Direction::lower_is_better
                                ? -*cell.comparison->diff_pct
                                : *cell.comparison->diff_pct;
    const double tolerance =
        0.005 + 100.0 * changed.rounding / base_mean +
        100.0 * std::abs(cell.stats->mean) * base.rounding / (base_mean * base_mean) + 1e-9;
    if (std::abs(expected - *changed.source->gain_pct) > tolerance) {
        diagnostics.add(Level::warning, file, changed.line, [&] {
            return fmt::format(
                "{} {} {}, {}: the input prints a gain of {:.2f}% but its means give {:.2f}% "
                "(rounding allows {:.2f})",
                row.metric.benchmark, row.metric.name, row.case_key.to_string(), cell.label,
                *changed.source->gain_pct, expected, tolerance);
        });
        return false;
    }
    return true;
}

}  // namespace

// Whether the input's printed comparisons of a cell are against this report's baseline. In
// one file they are exactly when the baseline is the column the table compares with (not so
// after --baseline picks another column, whose gains then go unchecked); a variant from
// another file (a table cut into one file per kernel) was compared with a kernel benchcmp
// cannot name, so its gains hold when they agree with this baseline's means.
bool printed_against_baseline(const BaselineSide& base, const Observation& changed, const Row& row,
                              const VariantCell& cell, const Run& baseline, const Run& variant,
                              BoundedDiagnostics& diagnostics) {
    if (baseline.file == variant.file) {
        if (!base.comparison_reference) {
            return false;
        }
        check_source_gain(base, changed, row, cell, variant.file, diagnostics);
        return true;
    }
    return check_source_gain(base, changed, row, cell, variant.file, diagnostics).value_or(false);
}

// The input's rows compared with the baseline's the way mmtests compares them, for values
// whose printed comparisons are against another column: pdiff / pndiff of the printed values,
// and the star only on the mean row, from benchcmp's own test (mmtests marks no other row).
void compare_printed(std::vector<PrintedStat>& stats, const std::vector<PrintedStat>& base,
                     const Row& row, bool mean_significant) {
    for (PrintedStat& stat : stats) {
        if (!stat.compared) {
            continue;
        }
        const auto reference = std::find_if(
            base.begin(), base.end(), [&](const PrintedStat& b) { return b.name == stat.name; });
        stat.gain_pct.reset();
        if (reference != base.end() && reference->number && stat.number) {
            const bool lower =
                mmtests_spread_stat(stat.name) || row.metric.better == Direction::lower_is_better;
            stat.gain_pct = mmtests_gain(*reference->number, *stat.number, lower);
        }
        stat.significant = mean_significant && stat.name == row.metric.name;
    }
}

// Hand-made tables print their author's own percentages (Observation::source->pct) in some
// convention; find it for each variant column (fit_author_pct), say which once, and flag the
// cells it does not explain: a wrong cell is a typo or a number from another run.
void check_author_pct(Report& report, const std::vector<PrintedPct>& printed, std::size_t variant,
                      const std::string& file, BoundedDiagnostics& diagnostics) {
    if (printed.empty()) {
        return;
    }
    std::vector<AuthorPct> cells;
    for (const PrintedPct& entry : printed) {
        cells.push_back(entry.pct);
    }
    const ConventionFit fit = fit_author_pct(cells);
    const std::string& label = report.rows[printed.front().row].variants[variant].label;
    if (!fit.convention) {
        diagnostics.add(Level::warning, file, printed.front().line, [&] {
            return fmt::format(
                "the author's % for {} matches no known convention ((new-old)/old, "
                "(new-old)/new, gain; rounded or truncated)",
                label);
        });
        return;
    }
    const std::string name = convention_name(*fit.convention);
    diagnostics.add(Level::note, file, printed.front().line, [&] {
        return fmt::format("the author's % for {} uses {} ({} of {} cells)", label, name,
                           fit.matched, cells.size());
    });
    for (std::size_t i = 0; i < printed.size(); ++i) {
        VariantCell& cell = report.rows[printed[i].row].variants[variant];
        cell.source.edit().pct_convention = name;
        cell.source.edit().pct_matches = true;
    }
    for (const std::size_t i : fit.mismatched) {
        const PrintedPct& entry = printed[i];
        const Row& row = report.rows[entry.row];
        report.rows[entry.row].variants[variant].source.edit().pct_matches = false;
        const double expected = convention_pct(*fit.convention, entry.pct).value_or(0.0);
        diagnostics.add(Level::warning, file, entry.line, [&] {
            return fmt::format(
                "{}, {}: the author printed {:+.{}f}% but the data give {:+.{}f}% ({})",
                row.case_key.to_string(), label, entry.pct.printed, entry.pct.decimals, expected,
                entry.pct.decimals + 1, name);
        });
    }
}

}  // namespace benchcmp
