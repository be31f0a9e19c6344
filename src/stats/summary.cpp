// One variant's overall effect: geometric mean of its ratios to the baseline, with an interval.
#include <algorithm>
#include <cmath>

#include "benchcmp/stats.hpp"
#include "stats/distributions.hpp"

namespace benchcmp {
namespace {

// The row rule applied to the geomean: an interval that holds 0 is no change; a change of
// unknown (or mixed) direction is only "changed".
Verdict geomean_verdict(double low_pct, double high_pct, Direction direction) {
    if (low_pct <= 0.0 && high_pct >= 0.0) {
        return Verdict::same;
    }
    if (direction == Direction::unknown) {
        return Verdict::changed;
    }
    const bool lower = high_pct < 0.0;
    return lower == (direction == Direction::lower_is_better) ? Verdict::better : Verdict::worse;
}

}  // namespace

GeomeanResult geomean_ratio(std::span<const RatioInput> cells, double confidence) {
    GeomeanResult result;
    double log_sum = 0.0;
    double variance_sum = 0.0;       // sum of the delta-method variances of the log ratios
    double satterthwaite_den = 0.0;  // sum of u^2 / df over every variance component
    bool interval_possible = true;
    Direction direction = Direction::unknown;  // the cells' common direction; unknown if mixed
    for (const RatioInput& cell : cells) {
        const SampleStats& base = *cell.base;
        const SampleStats& changed = *cell.changed;
        if (!(base.mean > 0.0) || !(changed.mean > 0.0) || !std::isfinite(base.mean) ||
            !std::isfinite(changed.mean)) {
            continue;  // a ratio of means needs two positive means
        }
        // Not normalised by direction: the geomean reads as the rows do, (new - base) / base.
        log_sum += std::log(changed.mean) - std::log(base.mean);
        direction =
            result.cells == 0 || direction == cell.direction ? cell.direction : Direction::unknown;
        ++result.cells;
        if (base.n < 2 || changed.n < 2 || !base.stddev || !changed.stddev) {
            interval_possible = false;
            continue;
        }
        // Delta method: var(log mean) ~ se^2 / mean^2, one component per side, each with
        // n - 1 degrees of freedom for the Welch-Satterthwaite combination.
        for (const SampleStats* side : {cell.base, cell.changed}) {
            const double relative =
                *side->stddev / std::sqrt(static_cast<double>(side->n)) / side->mean;
            const double u = relative * relative;
            variance_sum += u;
            satterthwaite_den += u * u / (static_cast<double>(side->n) - 1.0);
        }
    }
    if (result.cells == 0) {
        return result;
    }
    const double count = static_cast<double>(result.cells);
    const double log_mean = log_sum / count;
    result.pct = std::expm1(log_mean) * 100.0;
    if (!interval_possible || !(confidence > 0.0 && confidence < 1.0)) {
        return result;
    }
    double half_width = 0.0;
    if (variance_sum > 0.0) {
        // A denominator that underflowed means the components are all negligible: the
        // t quantile is then the normal one, which a very large df gives.
        const double df = satterthwaite_den > 0.0
                              ? std::min(variance_sum * variance_sum / satterthwaite_den, 1e12)
                              : 1e12;
        const stats_detail::StudentsT distribution(df);
        const double t = boost::math::quantile(distribution, (1.0 + confidence) / 2.0);
        half_width = t * std::sqrt(variance_sum) / count;
    }
    result.ci_low_pct = std::expm1(log_mean - half_width) * 100.0;
    result.ci_high_pct = std::expm1(log_mean + half_width) * 100.0;
    result.verdict = geomean_verdict(*result.ci_low_pct, *result.ci_high_pct, direction);
    return result;
}

}  // namespace benchcmp
