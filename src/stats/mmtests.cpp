// The two significance rules mmtests has used for its `*` marks, reproduced so that a
// reviewer can get exactly mmtests' stars (FORMATS.md section 4.3), and its percentages.
#include <algorithm>
#include <cmath>
#include <limits>

#include "benchcmp/stats.hpp"
#include "stats/distributions.hpp"

namespace benchcmp {

std::optional<WelchResult> mmtests_2018_test(const SampleStats& base, const SampleStats& changed) {
    if (!testable(base) || !testable(changed)) {
        return std::nullopt;
    }
    const double n_base = static_cast<double>(base.n);
    const double n_changed = static_cast<double>(changed.n);
    // Compare::_significanceTest: the Welch standard error with the pooled Student df.
    const double se =
        std::hypot(*base.stddev / std::sqrt(n_base), *changed.stddev / std::sqrt(n_changed));
    const double difference = changed.mean - base.mean;
    WelchResult result;
    result.df = n_base + n_changed - 2.0;
    if (se == 0.0) {
        // mmtests: "if both standard deviations are zero, any difference is significant".
        result.t = difference == 0.0
                       ? 0.0
                       : std::copysign(std::numeric_limits<double>::infinity(), difference);
        result.p_value = difference == 0.0 ? 1.0 : 0.0;
        return result;
    }
    result.t = difference / se;
    if (!std::isfinite(result.t)) {
        result.p_value = 0.0;
        return result;
    }
    const stats_detail::StudentsT distribution(result.df);
    result.p_value = std::clamp(
        2.0 * boost::math::cdf(boost::math::complement(distribution, std::abs(result.t))), 0.0,
        1.0);
    return result;
}

std::optional<bool> mmtests_band_test(const SampleStats& base, const SampleStats& changed,
                                      double alpha) {
    if (!testable(base) || !testable(changed) || !(alpha > 0.0 && alpha < 1.0)) {
        return std::nullopt;
    }
    // calc_meanci: half-width qnorm(1 - alpha/2) x stddev on each side; cidiff = difference /
    // (sum of the half-widths) and the mark needs |cidiff| > 1, i.e. disjoint intervals.
    // Written as a product so that two zero stddevs mark any difference and no equal pair.
    const stats_detail::Normal normal;
    const double z = boost::math::quantile(boost::math::complement(normal, alpha / 2.0));
    return std::abs(changed.mean - base.mean) > z * (*base.stddev + *changed.stddev);
}

double mmtests_gain(double base, double value, bool lower_is_better) {
    if (lower_is_better) {
        if (value == 0.0) {
            return 100.0;
        }
        if (value == base) {
            return 0.0;  // exactly: 100 - x * 100 / x may print as -0.00
        }
        return base == 0.0 ? -99.0 : 100.0 - value * 100.0 / base;
    }
    if (value == base || value == 0.0) {
        return 0.0;
    }
    return base == 0.0 ? 100.0 : value * 100.0 / base - 100.0;
}

bool mmtests_spread_stat(std::string_view stat) {
    return stat == "Stddev" || stat == "HStddev" || stat == "CoeffVar" || stat == "HCoeffVar";
}

}  // namespace benchcmp
