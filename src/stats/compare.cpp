// Comparison of one variant against the baseline: percent change, Welch p-value, verdict.
#include <cmath>

#include "benchcmp/stats.hpp"

namespace benchcmp {

namespace {

/// The verdict of a significant difference, from which way the metric improves.
Verdict direction_verdict(double base_mean, double new_mean, Direction direction) {
    // Only p = 0 from two constant samples could pair significance with equal means, and
    // welch_test gives p = 1 there; this guard keeps the verdict honest regardless.
    if (new_mean == base_mean) {
        return Verdict::same;
    }
    switch (direction) {
        case Direction::lower_is_better:
            return new_mean < base_mean ? Verdict::better : Verdict::worse;
        case Direction::higher_is_better:
            return new_mean > base_mean ? Verdict::better : Verdict::worse;
        case Direction::unknown:
            break;
    }
    return Verdict::changed;
}

}  // namespace

std::optional<double> diff_pct(double base_mean, double new_mean) {
    if (base_mean == 0.0 || !std::isfinite(base_mean) || !std::isfinite(new_mean)) {
        return std::nullopt;
    }
    const double percent = (new_mean - base_mean) / std::abs(base_mean) * 100.0;
    // A difference of two finite values can still overflow (1e308 - -1e308).
    if (!std::isfinite(percent)) {
        return std::nullopt;
    }
    return percent;
}

const char* test_name(TestKind test) {
    switch (test) {
        case TestKind::welch:
            return "welch";
        case TestKind::mwu:
            return "mwu";
        case TestKind::mmtests:
            return "mmtests";
        case TestKind::mmtests_2018:
            break;
    }
    return "mmtests-2018";
}

const char* correction_name(Correction correction) {
    switch (correction) {
        case Correction::bh:
            return "bh";
        case Correction::holm:
            return "holm";
        case Correction::none:
            break;
    }
    return "none";
}

const char* verdict_name(Verdict verdict) {
    switch (verdict) {
        case Verdict::better:
            return "better";
        case Verdict::worse:
            return "worse";
        case Verdict::same:
            return "same";
        case Verdict::changed:
            return "changed";
        case Verdict::not_applicable:
            break;
    }
    return "n/a";
}

Comparison compare(const SampleStats& base, const SampleStats& changed, Direction direction,
                   const Thresholds& thresholds) {
    Comparison comparison;
    // The percent change is meaningful from a single value per side; only the test needs two.
    // A printed mean with an unprinted n (mmtests) still has a percent change.
    if ((base.n >= 1 || !base.n_known) && (changed.n >= 1 || !changed.n_known)) {
        comparison.diff_pct = diff_pct(base.mean, changed.mean);
    }
    const auto welch = welch_test(base, changed);
    if (!welch) {
        return comparison;  // fewer than two values or no stddev on a side: n/a
    }
    comparison.p_value = welch->p_value;
    comparison.significant = welch->p_value < thresholds.alpha;
    comparison.verdict = comparison.significant
                             ? direction_verdict(base.mean, changed.mean, direction)
                             : Verdict::same;
    return comparison;
}

}  // namespace benchcmp
