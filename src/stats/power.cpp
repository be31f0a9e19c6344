// Minimum detectable effect: the shift a non-significant comparison could have detected, so
// that "same" is read as "no change larger than this", not as "no change".
#include <algorithm>
#include <cmath>
#include <numbers>

#include "benchcmp/stats.hpp"
#include "stats/distributions.hpp"

namespace benchcmp {

namespace {

/// z(1 - alpha/2) + z(power) (or the t quantiles at df): the distance, in standard errors, of
/// a true shift that a two-sided level-alpha test detects with that power (the usual normal
/// power approximation, ignoring the far tail).
double quantile_sum(double alpha, double power, std::optional<double> df) {
    if (df) {
        const stats_detail::StudentsT t(*df);
        return boost::math::quantile(boost::math::complement(t, alpha / 2.0)) +
               boost::math::quantile(t, power);
    }
    const stats_detail::Normal normal;
    return boost::math::quantile(boost::math::complement(normal, alpha / 2.0)) +
           boost::math::quantile(normal, power);
}

}  // namespace

std::optional<double> minimum_detectable_effect_pct(const SampleStats& base,
                                                    const SampleStats& changed, TestKind test,
                                                    double alpha, double power) {
    if (base.n < 2 || changed.n < 2 || !base.stddev || !changed.stddev || base.mean == 0.0 ||
        !std::isfinite(base.mean) || !(alpha > 0.0 && alpha < 1.0) ||
        !(power > 0.0 && power < 1.0)) {
        return std::nullopt;
    }
    const double se_base = *base.stddev / std::sqrt(static_cast<double>(base.n));
    const double se_changed = *changed.stddev / std::sqrt(static_cast<double>(changed.n));
    const double se = std::hypot(se_base, se_changed);
    const double pooled_df = static_cast<double>(base.n + changed.n) - 2.0;
    double shift = 0.0;
    switch (test) {
        case TestKind::welch:
        case TestKind::mwu: {
            // Welch-Satterthwaite df; the pooled df when both variances are zero (shift 0).
            double df = pooled_df;
            if (const auto welch = welch_test(base, changed); welch && std::isfinite(welch->df)) {
                df = welch->df;
            }
            shift = quantile_sum(alpha, power, df) * se;
            if (test == TestKind::mwu) {
                // Under normality MWU needs pi/3 times the runs of the t-test for the same
                // power (asymptotic relative efficiency 3/pi), so its SE scales by sqrt(pi/3).
                shift *= std::sqrt(std::numbers::pi / 3.0);
            }
            break;
        }
        case TestKind::mmtests_2018:
            shift = quantile_sum(alpha, power, pooled_df) * se;
            break;
        case TestKind::mmtests: {
            // The band rule marks when |observed difference| > z (s_b + s_c); the observed
            // difference is normal around the true shift with sd SE, so 80 % power needs the
            // band plus z(power) SE.
            const stats_detail::Normal normal;
            shift = boost::math::quantile(boost::math::complement(normal, alpha / 2.0)) *
                        (*base.stddev + *changed.stddev) +
                    boost::math::quantile(normal, power) * se;
            break;
        }
    }
    const double pct = shift / std::abs(base.mean) * 100.0;
    if (!std::isfinite(pct)) {
        return std::nullopt;
    }
    return pct;
}

}  // namespace benchcmp
