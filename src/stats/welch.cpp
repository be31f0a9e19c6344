// Welch's unequal-variances t-test from summary statistics (n, mean, stddev) alone, so raw
// and summary-only samples are compared the same way.
#include <algorithm>
#include <cmath>
#include <limits>

#include "benchcmp/stats.hpp"
#include "stats/distributions.hpp"

namespace benchcmp {

bool testable(const SampleStats& stats) {
    return stats.n >= 2 && stats.stddev && std::isfinite(stats.mean) &&
           std::isfinite(*stats.stddev) && *stats.stddev >= 0.0;
}

std::optional<WelchResult> welch_test(const SampleStats& base, const SampleStats& changed) {
    if (!testable(base) || !testable(changed)) {
        return std::nullopt;
    }
    const double n_base = static_cast<double>(base.n);
    const double n_changed = static_cast<double>(changed.n);
    // Standard errors of each mean; hypot combines them without squaring, so neither a tiny
    // (1e-170) nor a huge (1e170) stddev underflows or overflows.
    const double se_base = *base.stddev / std::sqrt(n_base);
    const double se_changed = *changed.stddev / std::sqrt(n_changed);
    const double se = std::hypot(se_base, se_changed);
    const double difference = changed.mean - base.mean;

    WelchResult result;
    if (se == 0.0) {
        // Both samples are constant. The t statistic is 0/0 or x/0, yet the data are
        // unambiguous: identical constants show no difference (p = 1), different constants a
        // deterministic one (p = 0, t = +/-inf). The pooled df is the only one defined here.
        result.df = n_base + n_changed - 2.0;
        if (difference == 0.0) {
            result.t = 0.0;
            result.p_value = 1.0;
        } else {
            result.t = std::copysign(std::numeric_limits<double>::infinity(), difference);
            result.p_value = 0.0;
        }
        return result;
    }

    result.t = difference / se;
    // Welch-Satterthwaite degrees of freedom, (v1 + v2)^2 / (v1^2/(n1-1) + v2^2/(n2-1)) with
    // v = se^2, computed on variances scaled by the larger one so the squares stay in range.
    const double largest = std::max(se_base, se_changed);
    const double ratio_base = (se_base / largest) * (se_base / largest);
    const double ratio_changed = (se_changed / largest) * (se_changed / largest);
    const double sum = ratio_base + ratio_changed;
    result.df = sum * sum /
                (ratio_base * ratio_base / (n_base - 1.0) +
                 ratio_changed * ratio_changed / (n_changed - 1.0));

    if (!std::isfinite(result.t)) {
        // The difference of two finite means overflowed; the samples are infinitely apart.
        result.p_value = 0.0;
        return result;
    }
    // Two-sided p from the Student t upper tail; the complement keeps tiny p-values exact
    // instead of rounding 1 - cdf to 0.
    const stats_detail::StudentsT distribution(result.df);
    const double p =
        2.0 * boost::math::cdf(boost::math::complement(distribution, std::abs(result.t)));
    if (!std::isfinite(p)) {
        return std::nullopt;  // df out of Boost's domain (NaN): no test, never "same"
    }
    result.p_value = std::clamp(p, 0.0, 1.0);
    return result;
}

}  // namespace benchcmp
