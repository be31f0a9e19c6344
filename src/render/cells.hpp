// The cells the text-like tables share: row labels, means with their spread, intervals, p.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "render/layout.hpp"

namespace benchcmp::render {

/// One precision per row, from its smallest mean, so that means and stddevs line up and the
/// smaller side keeps four significant digits.
int row_decimals(const Row& row);

/// The label cells of a row: its varying case keys, then the metric when it varies.
std::vector<Cell> label_cells(const Row& row, const KeyLayout& keys);
/// The names of those label columns.
std::vector<std::string> label_names(const KeyLayout& keys);

/// "1.23%", the coefficient of variation; "-" without one.
std::string format_cv(const std::optional<SampleStats>& stats);
/// "1.23%", the minimum detectable effect; empty without one.
std::string format_mde(const Comparison& comparison);

/// The p a table shows: the adjusted one when a correction ran, else the test's own.
std::optional<double> shown_p(const Comparison& comparison);

/// Green for better, red for worse.
Tone verdict_tone(Verdict verdict);

/// Widths that line up "mean ±stddev" cells down a column.
struct MeanWidths {
    std::size_t mean = 0;
    std::size_t spread = 0;  // 0: no cell of the column shows a spread
};

/// The mean at the row's precision, and "±stddev" ("+-" in ASCII) when spread is on and the
/// stddev exists, padded to widths.
std::string mean_text(const SampleStats& stats, int decimals, bool spread, bool unicode,
                      const MeanWidths& widths = {});

/// Widens widths to hold this cell.
void fit_mean(MeanWidths& widths, const SampleStats& stats, int decimals, bool spread,
              bool unicode);

/// Whether a comparison has a finite interval to show.
bool interval_known(const Comparison& comparison);

/// Widths that line up both ends of "[-5.71, -1.25]" down a column.
struct IntervalWidths {
    std::size_t low = 0;
    std::size_t high = 0;
};

/// "[-5.71, -1.25]" padded to widths; empty without an interval.
std::string interval_text(std::optional<double> low_pct, std::optional<double> high_pct,
                          const IntervalWidths& widths = {});

/// Widens widths to hold this interval.
void fit_interval(IntervalWidths& widths, std::optional<double> low_pct,
                  std::optional<double> high_pct);

/// The author's own %diff as printed, with the author's mark (`-28.20%*`), for a cell of
/// Presence::author; the verdict column says "author" so that it never reads as benchcmp's.
std::string author_text(const VariantCell& cell);

/// "95% CI", the interval column's name at this confidence.
std::string interval_name(double confidence);

}  // namespace benchcmp::render
