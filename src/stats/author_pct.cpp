// The author's own percentages (issue 8): which of the usual conventions printed them.
//
// Authors print (new-old)/old, (new-old)/new, or a "gain" that is negated for lower-is-better
// metrics, and round or truncate it. The printed values beside it are themselves rounded, so
// a convention matches a cell when some pair of values within half a unit of the printed ones
// gives the printed percentage: the percentage is monotonic in each value, so the extremes
// over that box are at its corners (interval arithmetic).
#include "benchcmp/author_pct.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace benchcmp {

namespace {

// Slack for binary floating point in the interval comparisons.
constexpr double kEpsilon = 1e-9;

constexpr std::array<PctConvention, 8> kConventions{
    PctConvention{false, false, false}, PctConvention{false, false, true},
    PctConvention{false, true, false},  PctConvention{false, true, true},
    PctConvention{true, false, false},  PctConvention{true, false, true},
    PctConvention{true, true, false},   PctConvention{true, true, true},
};

std::optional<double> pct(const PctConvention& convention, double old_value, double new_value,
                          Direction better) {
    const double divisor = convention.over_new ? new_value : old_value;
    if (divisor == 0.0) {
        return std::nullopt;
    }
    const double change = 100.0 * (new_value - old_value) / std::abs(divisor);
    return convention.gain && better == Direction::lower_is_better ? -change : change;
}

}  // namespace

std::span<const PctConvention> pct_conventions() {
    return kConventions;
}

std::string convention_name(const PctConvention& convention) {
    return fmt::format("{}(new-old)/{}, {}", convention.gain ? "gain " : "",
                       convention.over_new ? "new" : "old",
                       convention.truncated ? "truncated" : "rounded");
}

std::optional<double> convention_pct(const PctConvention& convention, const AuthorPct& cell) {
    return pct(convention, cell.old_value, cell.new_value, cell.better);
}

bool convention_matches(const PctConvention& convention, const AuthorPct& cell) {
    double low = std::numeric_limits<double>::infinity();
    double high = -std::numeric_limits<double>::infinity();
    for (const double old_sign : {-1.0, 1.0}) {
        for (const double new_sign : {-1.0, 1.0}) {
            const auto value = pct(convention, cell.old_value + old_sign * cell.old_rounding,
                                   cell.new_value + new_sign * cell.new_rounding, cell.better);
            if (!value) {
                return false;
            }
            low = std::min(low, *value);
            high = std::max(high, *value);
        }
    }
    const double unit = std::pow(10.0, -cell.decimals);
    const double printed = cell.printed;
    // The values that print as `printed`: [p - u/2, p + u/2] when rounded; when truncated
    // towards zero, [p, p + u) above zero, (p - u, p] below it and (-u, u) for zero.
    double from = printed - unit / 2.0;
    double to = printed + unit / 2.0;
    if (convention.truncated) {
        from = printed > 0.0 ? printed : printed - unit;
        to = printed < 0.0 ? printed : printed + unit;
    }
    return high >= from - kEpsilon && low <= to + kEpsilon;
}

ConventionFit fit_author_pct(std::span<const AuthorPct> cells) {
    ConventionFit best;
    for (const PctConvention& convention : kConventions) {
        ConventionFit fit;
        fit.convention = convention;
        for (std::size_t i = 0; i < cells.size(); ++i) {
            if (convention_matches(convention, cells[i])) {
                ++fit.matched;
            } else {
                fit.mismatched.push_back(i);
            }
        }
        if (fit.matched > best.matched) {
            best = std::move(fit);
        }
    }
    return best;
}

}  // namespace benchcmp
