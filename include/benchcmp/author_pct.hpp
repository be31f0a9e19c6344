// Working out which convention produced the percentages an author printed beside two values.
// Pure functions, no I/O: the report calls them and turns the result into diagnostics.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "benchcmp/model.hpp"

namespace benchcmp {

/// One way of printing a percentage change from old (the baseline) to new.
struct PctConvention {
    bool gain = false;       // negated for lower-is-better metrics (positive = better)
    bool over_new = false;   // divided by new rather than old
    bool truncated = false;  // cut towards zero rather than rounded to the printed digits

    friend bool operator==(const PctConvention&, const PctConvention&) = default;
};

/// Every convention the detector tries, in the order that breaks ties (the common ones first).
std::span<const PctConvention> pct_conventions();

/// "(new-old)/old, rounded", "gain (new-old)/new, truncated", ...
std::string convention_name(const PctConvention& convention);

/// One printed percentage with the values it was printed beside.
struct AuthorPct {
    double old_value = 0.0;
    double new_value = 0.0;
    double printed = 0.0;       // the author's percentage
    int decimals = 0;           // its digits after the point
    double old_rounding = 0.0;  // half a unit in the last printed digit of old_value
    double new_rounding = 0.0;  // the same for new_value
    Direction better = Direction::unknown;
};

/// The unrounded percentage a convention gives for cell; nullopt when it divides by zero.
std::optional<double> convention_pct(const PctConvention& convention, const AuthorPct& cell);

/// Whether the convention, applied to values anywhere within their printing rounding, prints
/// cell.printed at cell.decimals digits.
bool convention_matches(const PctConvention& convention, const AuthorPct& cell);

/// The convention that explains most cells and the cells it does not explain.
struct ConventionFit {
    std::optional<PctConvention> convention;  // absent when no convention explains any cell
    std::size_t matched = 0;
    std::vector<std::size_t> mismatched;  // indices into the cells
};

/// Tries every convention of pct_conventions() on all cells and keeps the one that explains
/// the most (the earlier one on ties).
ConventionFit fit_author_pct(std::span<const AuthorPct> cells);

}  // namespace benchcmp
