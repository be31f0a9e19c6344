// Fieller's confidence interval for the ratio of two independent means, the interval of the
// %diff for the t tests.
#include <cmath>

#include "benchcmp/stats.hpp"
#include "stats/distributions.hpp"

namespace benchcmp {

std::optional<Interval> fieller_ratio_interval(const SampleStats& base, const SampleStats& changed,
                                               double confidence, double df) {
    if (base.n < 2 || changed.n < 2 || !base.stddev || !changed.stddev || base.mean == 0.0 ||
        !std::isfinite(base.mean) || !std::isfinite(changed.mean) || !std::isfinite(*base.stddev) ||
        !std::isfinite(*changed.stddev) || !(confidence > 0.0 && confidence < 1.0) || !(df > 0.0) ||
        !std::isfinite(df)) {
        return std::nullopt;
    }
    const stats_detail::StudentsT distribution(df);
    const double t = boost::math::quantile(distribution, (1.0 + confidence) / 2.0);
    // Everything relative to the base mean, so huge and tiny scales keep their precision:
    // r = changed/base, u_b = (se_b/base)^2, u_c = (se_c/base)^2.
    const double ratio = changed.mean / base.mean;
    const double rel_base = *base.stddev / std::sqrt(static_cast<double>(base.n)) / base.mean;
    const double rel_changed =
        *changed.stddev / std::sqrt(static_cast<double>(changed.n)) / base.mean;
    const double u_base = rel_base * rel_base;
    const double u_changed = rel_changed * rel_changed;
    // Fieller: the rho with (changed - rho base)^2 <= t^2 (se_c^2 + rho^2 se_b^2), i.e.
    // a rho^2 - 2 r rho + (r^2 - t^2 u_c) <= 0 with a = 1 - g, g = t^2 u_b. For g >= 1 the
    // base mean is not significantly different from zero and the set is unbounded.
    const double a = 1.0 - t * t * u_base;
    if (!(a > 0.0)) {
        return std::nullopt;
    }
    // The discriminant divided by t^2, rearranged as u_c a + u_b r^2 so that it is a sum of
    // non-negative terms and cannot cancel.
    const double radius = t * std::sqrt(u_changed * a + u_base * ratio * ratio);
    // The ends minus 1, (r - a +- radius) / a with r - a = (changed - base)/base + g: built
    // from the difference of the means so that a 1e-9 relative change of 1e12-sized values
    // keeps its digits instead of vanishing in (r +- radius)/a - 1.
    const double shifted = (changed.mean - base.mean) / base.mean + t * t * u_base;
    const Interval interval{(shifted - radius) / a, (shifted + radius) / a};
    if (!std::isfinite(interval.low) || !std::isfinite(interval.high)) {
        return std::nullopt;
    }
    return interval;
}

}  // namespace benchcmp
