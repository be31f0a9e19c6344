// Comparison of one variant against the baseline: percent change and its interval, the
// selected test's p-value, the noise flag, the verdict and the minimum detectable effect.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

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

bool is_noisy(const SampleStats& base, const SampleStats& changed, double noise_cv_pct) {
    const auto above = [&](const SampleStats& stats) {
        return stats.cv_pct && *stats.cv_pct > noise_cv_pct;
    };
    return above(base) || above(changed);
}

void append_note(std::string& note, const std::string& text) {
    if (!note.empty()) {
        note += "; ";
    }
    note += text;
}

/// The %diff interval of the t tests: Fieller's interval of changed/base, as a percent
/// change against |base| (a negative base mean flips the order of the ends).
void set_ratio_interval(Comparison& comparison, const SampleStats& base, const SampleStats& changed,
                        double confidence, double df) {
    comparison.estimate_pct = comparison.diff_pct;
    const auto ratio = fieller_ratio_interval(base, changed, confidence, df);
    if (!ratio) {
        // Say why only when everything else was there, i.e. g >= 1 was the reason.
        if (base.mean != 0.0 && base.n >= 2 && changed.n >= 2 && base.stddev && changed.stddev) {
            append_note(comparison.note,
                        "no interval: the baseline mean is not clearly away from zero");
        }
        return;
    }
    const double sign = base.mean < 0.0 ? -1.0 : 1.0;
    const double low = sign * ratio->low * 100.0;
    const double high = sign * ratio->high * 100.0;
    comparison.ci_low_pct = std::min(low, high);
    comparison.ci_high_pct = std::max(low, high);
}

/// The %diff interval of MWU: the Hodges-Lehmann shift and its distribution-free interval,
/// relative to |baseline median| (rank methods measure location by the median).
void set_shift_interval(Comparison& comparison, const ShiftEstimate& shift,
                        const SampleStats& base_stats, double confidence) {
    if (!base_stats.median || *base_stats.median == 0.0 || !std::isfinite(*base_stats.median)) {
        return;
    }
    const double scale = 100.0 / std::abs(*base_stats.median);
    comparison.estimate_pct = shift.estimate * scale;
    comparison.ci_low_pct = shift.interval.low * scale;
    comparison.ci_high_pct = shift.interval.high * scale;
    // R warns when the discrete order statistics cannot reach the asked level; say what the
    // interval really covers instead.
    if (shift.achieved_confidence < confidence - 1e-9) {
        append_note(comparison.note, fmt::format("the interval covers only {:.1f}% with these runs",
                                                 shift.achieved_confidence * 100.0));
    }
}

/// Smallest equal run count per side at which exact MWU can reach p < alpha.
std::size_t runs_needed_for_mwu(double alpha) {
    std::size_t runs = 2;
    while (mann_whitney_min_p(runs, runs) >= alpha && runs < 64) {
        ++runs;
    }
    return runs;
}

}  // namespace

std::optional<double> diff_pct(double base_mean, double new_mean) {
    // Zero against zero is no change (benchstat prints 0.00%); anything else against zero has
    // no ratio.
    if (base_mean == 0.0 && new_mean == 0.0) {
        return 0.0;
    }
    if (base_mean == 0.0 || !std::isfinite(base_mean) || !std::isfinite(new_mean)) {
        return std::nullopt;
    }
    const double percent = (new_mean - base_mean) / std::abs(base_mean) * 100.0;
    if (std::isfinite(percent)) {
        return percent;
    }
    // The difference of two finite means overflowed (1e308 - -1e308 is +200 %): the same
    // percentage from their ratio, which is in range unless the percentage itself is not.
    const double from_ratio =
        (new_mean / std::abs(base_mean) - std::copysign(1.0, base_mean)) * 100.0;
    if (!std::isfinite(from_ratio)) {
        return std::nullopt;
    }
    return from_ratio;
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
            return "unchanged";
        case Verdict::changed:
            return "changed";
        case Verdict::not_applicable:
            break;
    }
    return "n/a";
}

Thresholds default_thresholds(TestKind test) {
    Thresholds thresholds;
    thresholds.test = test;
    if (test == TestKind::mmtests || test == TestKind::mmtests_2018) {
        thresholds.correction = Correction::none;  // mmtests marks every row on its own
    }
    if (test == TestKind::mmtests_2018) {
        thresholds.alpha = 0.10;  // Compare.pm's _SignificanceLevel default
    }
    return thresholds;
}

void decide(Comparison& comparison, const SampleStats& base, const SampleStats& changed,
            Direction direction, const Thresholds& thresholds) {
    comparison.significant = false;
    comparison.mde_pct.reset();
    comparison.verdict = Verdict::not_applicable;
    if (comparison.test == TestKind::mmtests) {
        // The band rule has no p-value and takes no correction: it marks or it does not.
        const auto marked = mmtests_band_test(base, changed, thresholds.alpha);
        if (!marked) {
            return;
        }
        comparison.significant = *marked;
    } else {
        if (!comparison.p_value) {
            return;  // no test possible: fewer than two values or no stddev on a side
        }
        comparison.significant =
            comparison.p_adjusted.value_or(*comparison.p_value) < thresholds.alpha;
    }
    if (!comparison.significant) {
        comparison.mde_pct =
            minimum_detectable_effect_pct(base, changed, comparison.test, thresholds.alpha);
    }
    if (comparison.underpowered) {
        return;  // MWU with too few runs: "same" would claim more than the test can tell
    }
    comparison.verdict = comparison.significant
                             ? direction_verdict(base.mean, changed.mean, direction)
                             : Verdict::same;
}

Comparison compare(const SampleStats& base, const SampleStats& changed, Direction direction,
                   const Thresholds& thresholds) {
    Comparison comparison;
    comparison.test = thresholds.test;
    if (comparison.test == TestKind::mwu) {
        comparison.test = TestKind::welch;
        comparison.fell_back = true;
        comparison.note = "mwu needs raw values; Welch's t-test ran on the printed summaries";
    }
    // The percent change is meaningful from a single value per side; only the test needs two.
    // A printed mean with an unprinted n (mmtests) still has a percent change.
    if ((base.n >= 1 || !base.n_known) && (changed.n >= 1 || !changed.n_known)) {
        comparison.diff_pct = diff_pct(base.mean, changed.mean);
    }
    comparison.noisy = is_noisy(base, changed, thresholds.noise_cv_pct);

    // The interval's df follows the test: Welch-Satterthwaite for Welch and the band rule,
    // pooled n1 + n2 - 2 for mmtests-2018, so that with confidence = 1 - alpha the interval
    // excludes 0 % exactly when the t test rejects.
    std::optional<double> interval_df;
    if (comparison.test == TestKind::mmtests_2018) {
        if (const auto result = mmtests_2018_test(base, changed)) {
            comparison.p_value = result->p_value;
            interval_df = result->df;
        }
    } else if (const auto welch = welch_test(base, changed)) {
        if (comparison.test == TestKind::welch) {
            comparison.p_value = welch->p_value;
        }
        interval_df = welch->df;
    }
    comparison.p_adjusted = comparison.p_value;
    if (interval_df) {
        set_ratio_interval(comparison, base, changed, thresholds.confidence, *interval_df);
    }
    decide(comparison, base, changed, direction, thresholds);
    return comparison;
}

Comparison compare(const Sample& base, const Sample& changed, Direction direction,
                   const Thresholds& thresholds) {
    return compare(base, describe(base), changed, describe(changed), direction, thresholds);
}

Comparison compare(const Sample& base, const SampleStats& base_stats, const Sample& changed,
                   const SampleStats& changed_stats, Direction direction,
                   const Thresholds& thresholds) {
    if (thresholds.test != TestKind::mwu || !base.is_raw() || !changed.is_raw()) {
        return compare(base_stats, changed_stats, direction, thresholds);
    }
    Comparison comparison;
    comparison.test = TestKind::mwu;
    if (base_stats.n >= 1 && changed_stats.n >= 1) {
        comparison.diff_pct = diff_pct(base_stats.mean, changed_stats.mean);
    }
    comparison.noisy = is_noisy(base_stats, changed_stats, thresholds.noise_cv_pct);
    // As for the t tests, a side with a single value allows no test at all.
    if (base_stats.n >= 2 && changed_stats.n >= 2) {
        const auto ranks = rank_comparison(base.values(), changed.values(), thresholds.confidence);
        if (ranks) {
            comparison.p_value = ranks->test.p_value;
            comparison.p_adjusted = ranks->test.p_value;
        }
        if (comparison.p_value &&
            mann_whitney_min_p(base_stats.n, changed_stats.n) >= thresholds.alpha) {
            comparison.underpowered = true;
            append_note(comparison.note,
                        fmt::format("need >= {} runs per side for MWU at alpha={:g}",
                                    runs_needed_for_mwu(thresholds.alpha), thresholds.alpha));
        }
        if (ranks && ranks->shift) {
            set_shift_interval(comparison, *ranks->shift, base_stats, thresholds.confidence);
        }
    }
    decide(comparison, base_stats, changed_stats, direction, thresholds);
    return comparison;
}

}  // namespace benchcmp
