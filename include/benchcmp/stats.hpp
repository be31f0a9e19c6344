// The statistics core: pure functions over samples, no I/O.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "benchcmp/model.hpp"

namespace benchcmp {

/// The significance test a report runs (--test).
enum class TestKind { welch, mwu, mmtests, mmtests_2018 };

/// Multiple-comparison control across all rows of a report (--correction).
enum class Correction { bh, holm, none };

/// Every test and correction, in the order --help lists them; their names come from
/// test_name() and correction_name(), so this is the one list of them.
inline constexpr TestKind kTestKinds[] = {TestKind::welch, TestKind::mwu, TestKind::mmtests,
                                          TestKind::mmtests_2018};
inline constexpr Correction kCorrectionKinds[] = {Correction::bh, Correction::holm,
                                                  Correction::none};

/// "welch", "mwu", "mmtests", "mmtests-2018": the --test spelling, used in JSON and legends.
const char* test_name(TestKind test);
/// "bh", "holm", "none": the --correction spelling.
const char* correction_name(Correction correction);

/// Every tunable of the statistics, in one place (benchstat's Thresholds idea).
struct Thresholds {
    double alpha = 0.05;  // significance level of the two-sided test
    TestKind test = TestKind::welch;
    Correction correction = Correction::bh;
    double confidence = 0.95;   // level of the %diff confidence interval
    double noise_cv_pct = 2.5;  // a side whose CV exceeds this is flagged as noisy
};

/// The thresholds a test conventionally runs with: mmtests-2018 marked at alpha 0.10 and
/// neither mmtests rule corrected for multiple comparisons, so `--test mmtests*` reproduces
/// mmtests' stars; welch and mwu keep the defaults above (alpha 0.05, Benjamini-Hochberg).
Thresholds default_thresholds(TestKind test);

/// Descriptive statistics of one sample, whether it came raw or as a printed summary.
struct SampleStats {
    std::size_t n = 0;
    bool n_known = true;  // false for a summary that did not print n: no test, %diff still shown
    double mean = 0.0;
    std::optional<double> stddev;  // sample stddev (n - 1); absent when n < 2 and not printed
    std::optional<double> cv_pct;  // stddev / |mean| * 100; absent without stddev or at mean 0
    std::optional<double> min;
    std::optional<double> max;
    std::optional<double> median;
};

/// Arithmetic mean; a shifted two-pass sum so that large offsets keep their precision.
double mean(std::span<const double> values);
/// Sample standard deviation (n - 1 denominator) by the corrected two-pass algorithm; when the
/// spread is tiny next to the mean it works on the printed decimals in extended precision, so
/// NIST StRD NumAcc1-4 meet their certified values to 10+ digits. Needs two values (else NaN).
double sample_stddev(std::span<const double> values);
/// Sorts values ascending, linear in n for large samples (radix sort on the bits' order).
/// The values must not be NaN; -0 sorts before +0.
void sort_ascending(std::vector<double>& values);
/// Median (mean of the two middle values for even n); requires at least one value.
double median(std::span<const double> values);

/// Descriptive statistics of a raw or summary sample.
SampleStats describe(const Sample& sample);

/// Percent change of the new mean against the base mean: (new - base) / |base| * 100.
/// Absent when the base mean is 0.
std::optional<double> diff_pct(double base_mean, double new_mean);

/// Whether a side carries what a t-test needs: two or more values and a usable stddev.
bool testable(const SampleStats& stats);

/// Result of Welch's unequal-variances t-test.
struct WelchResult {
    double t = 0.0;
    double df = 0.0;
    double p_value = 1.0;  // two-sided
};

/// Welch's t-test from summary statistics alone (Welch-Satterthwaite degrees of freedom,
/// Student t from Boost.Math). Absent when either n < 2, a stddev is missing, negative or not
/// finite, or a mean is not finite. When both variances are zero the
/// test degenerates: p is 1 for equal means and 0 for different ones.
std::optional<WelchResult> welch_test(const SampleStats& base, const SampleStats& changed);

/// The 2018-2024 mmtests rule (Compare::_significanceTest): t = |diff| / sqrt(s1^2/n1 +
/// s2^2/n2), the Welch standard error, but with pooled degrees of freedom n1 + n2 - 2, and
/// a two-sided Student t p-value. Absent under the same conditions as welch_test; two
/// constant samples give p = 1 for equal means and p = 0 otherwise, as mmtests does.
std::optional<WelchResult> mmtests_2018_test(const SampleStats& base, const SampleStats& changed);

/// The current mmtests rule (calc_meanci, since 2024-11): each side's interval is mean +-
/// z(1 - alpha/2) x stddev (the stddev, not the standard error) and the change counts when
/// the two intervals do not overlap. Absent when a side has no stddev.
std::optional<bool> mmtests_band_test(const SampleStats& base, const SampleStats& changed,
                                      double alpha);

/// mmtests' percentage of value against base (Stat.pm): pdiff = value/base x 100 - 100 when
/// higher is better, pndiff = 100 - value/base x 100 when lower is better (and always for
/// Stddev and CoeffVar), so that a positive gain is an improvement; with pdiff's 0 for
/// value == base or value == 0 and 100 for base == 0, pndiff's 100 for value == 0 and -99 for
/// base == 0 (and an exact 0 for value == base, which floating point may miss by a sign).
double mmtests_gain(double base, double value, bool lower_is_better);

/// The statistics mmtests always compares with pndiff, whatever the metric's direction.
bool mmtests_spread_stat(std::string_view stat);

/// Result of the two-sided Mann-Whitney U test (Wilcoxon rank-sum).
struct MannWhitneyResult {
    double u = 0.0;        // U of the changed sample: its rank sum minus n(n+1)/2
    double p_value = 1.0;  // two-sided
    bool exact = false;    // exact null distribution (see mann_whitney_test) or normal approx
};

/// Mann-Whitney U, two-sided, as benchstat's U test: the exact distribution of U when both
/// samples have at most 50 values and no ties, the exact distribution conditional on the ties
/// when both have at most 9 values, else the normal approximation with tie-corrected variance
/// and continuity correction (R's wilcox.test agrees except for ties below 10 values and sizes
/// of exactly 50). Absent when a side has fewer than
/// one value or a value is not finite.
std::optional<MannWhitneyResult> mann_whitney_test(std::span<const double> base,
                                                   std::span<const double> changed);

/// The smallest two-sided p-value the exact Mann-Whitney test can reach with sizes m and n,
/// 2 / C(m + n, m) (capped at 1).
double mann_whitney_min_p(std::size_t m, std::size_t n);

/// A closed interval [low, high].
struct Interval {
    double low = 0.0;
    double high = 0.0;
};

/// The Hodges-Lehmann shift of changed against base with its distribution-free interval.
struct ShiftEstimate {
    double estimate = 0.0;           // median of all pairwise differences changed_i - base_j
    Interval interval;               // order statistics of the pairwise differences
    double achieved_confidence = 0;  // what the order statistics really cover (discreteness)
};

/// Hodges-Lehmann estimate and interval as R's wilcox.test(changed, base, conf.int = TRUE)
/// in its exact case: the interval is [D(k), D(mn + 1 - k)] of the sorted pairwise
/// differences D with k = qwilcox((1 - confidence) / 2, m, n), at least 1. With ties or a
/// side of 50 or more, k comes from the normal approximation of that quantile (continuity
/// corrected, untied variance). Absent when a side is empty or a value is not finite.
std::optional<ShiftEstimate> hodges_lehmann(std::span<const double> base,
                                            std::span<const double> changed, double confidence);

/// Both rank statistics of one comparison.
struct RankComparison {
    MannWhitneyResult test;
    std::optional<ShiftEstimate> shift;  // absent when confidence is outside (0, 1)
};

/// mann_whitney_test(base, changed) and hodges_lehmann(base, changed, confidence) together,
/// from one sorted copy of each side and one ranking of the pooled values, which the two
/// would each make again. Absent when a side is empty or a value is not finite.
std::optional<RankComparison> rank_comparison(std::span<const double> base,
                                              std::span<const double> changed, double confidence);

/// Candidate sets of at most this many pairwise differences are selected directly (8 MB).
inline constexpr std::size_t kDirectSelectLimit = std::size_t{1} << 20;

/// The rank-th smallest (1-based, 1 <= rank <= m n) of the m x n pairwise differences
/// changed_i - base_j, exactly, without forming them all: O((m + n) log(m + n)) expected.
/// Once at most `direct_limit` candidates remain they are selected directly; tests lower it to
/// exercise the sampling rounds on small inputs. Throws std::invalid_argument for a rank
/// outside 1 .. m n.
double kth_pairwise_difference(std::span<const double> base, std::span<const double> changed,
                               std::size_t rank, std::size_t direct_limit = kDirectSelectLimit);

/// Fieller's interval for the ratio changed.mean / base.mean of two independent means, minus 1
/// (the relative change, so 0.05 is +5 %), with the t quantile at `df` degrees of freedom.
/// Absent when a side has no stddev or the base mean's own interval reaches zero
/// (g = t^2 se_base^2 / base^2 >= 1: the interval is unbounded).
std::optional<Interval> fieller_ratio_interval(const SampleStats& base, const SampleStats& changed,
                                               double confidence, double df);

/// p-values adjusted for multiple comparisons as R's p.adjust: "BH" (Benjamini-Hochberg step-up,
/// controls the false discovery rate) or "holm" (Holm step-down, controls the family-wise error
/// rate); `none` returns them unchanged. The result is in input order.
std::vector<double> adjust_p_values(std::span<const double> p_values, Correction correction);

/// The shift, as a percent of |base mean|, that a test of these sizes and spreads detects
/// with probability `power` at two-sided level alpha: (t(1 - alpha/2) + t(power)) x SE for
/// the t tests; for MWU that times sqrt(pi/3) (its asymptotic relative efficiency against t
/// under normality is 3/pi); for the mmtests band rule the band width plus z(power) x SE.
/// Absent without stddevs, with n < 2 or a zero base mean.
std::optional<double> minimum_detectable_effect_pct(const SampleStats& base,
                                                    const SampleStats& changed, TestKind test,
                                                    double alpha, double power = 0.8);

/// The word a row gets.
enum class Verdict { better, worse, same, changed, not_applicable };

/// "better", "worse", "unchanged", "changed" or "n/a": one vocabulary for text, JSON and CSV.
const char* verdict_name(Verdict verdict);

/// One variant against the baseline for one metric.
struct Comparison {
    std::optional<double> diff_pct;
    std::optional<double> ci_low_pct;  // confidence interval of diff_pct, when computable
    std::optional<double> ci_high_pct;
    std::optional<double> p_value;     // the test's own p-value
    std::optional<double> p_adjusted;  // after the report-wide correction
    std::optional<double> mde_pct;     // minimum detectable effect, for non-significant rows
    bool significant = false;          // decided on p_adjusted when a correction ran
    bool noisy = false;                // CV on either side above Thresholds::noise_cv_pct
    TestKind test = TestKind::welch;   // the test that actually ran (after any fallback)
    std::string note;                  // a caveat for the reader, e.g. too few runs for MWU
    Verdict verdict = Verdict::not_applicable;
    // Added for the statistics issue: the point estimate the interval surrounds (the ratio of
    // means for the t tests, the Hodges-Lehmann shift relative to the base median for MWU).
    std::optional<double> estimate_pct;
    bool underpowered = false;  // the test cannot reach p < alpha at these n (n/a verdict)
    bool fell_back = false;     // a raw-only test was asked for but summaries forced Welch
};

/// Compares two samples of a metric from their summaries: %diff, its interval, the p-value of
/// thresholds.test, noise flag and the verdict under direction (`changed` when the direction
/// is unknown, `n/a` with fewer than two values on a side). MWU needs raw values, so here it
/// falls back to Welch (fell_back, note). p_adjusted equals p_value until
/// apply_correction runs.
Comparison compare(const SampleStats& base, const SampleStats& changed, Direction direction,
                   const Thresholds& thresholds);

/// The same from the samples themselves, which lets MWU and Hodges-Lehmann use raw values;
/// a summary-only side falls back as above.
Comparison compare(const Sample& base, const Sample& changed, Direction direction,
                   const Thresholds& thresholds);

/// The same with both samples' descriptions already made (describe()), which a million runs
/// per side would otherwise pay for twice.
Comparison compare(const Sample& base, const SampleStats& base_stats, const Sample& changed,
                   const SampleStats& changed_stats, Direction direction,
                   const Thresholds& thresholds);

/// Re-decides significance, verdict and minimum detectable effect from p_adjusted (set by the
/// caller after a correction); rules without a p-value (the mmtests band) keep their decision.
void decide(Comparison& comparison, const SampleStats& base, const SampleStats& changed,
            Direction direction, const Thresholds& thresholds);

/// One compared cell as the geometric mean sees it: the report's own statistics, pointed to
/// rather than copied (two copies a cell were 184 bytes of a million-row report's peak).
struct RatioInput {
    const SampleStats* base = nullptr;     // never null
    const SampleStats* changed = nullptr;  // never null
    Direction direction = Direction::unknown;
};

/// The geometric mean of one variant's cells against the baseline, as geomean_ratio computes it.
struct GeomeanResult {
    std::optional<double> pct;
    std::optional<double> ci_low_pct;
    std::optional<double> ci_high_pct;
    std::size_t cells = 0;  // how many cells entered
    // Decided as a row's verdict is: n/a without an interval, same when it spans 0, changed
    // when the cells' direction is unknown or mixed, else better or worse.
    Verdict verdict = Verdict::not_applicable;
};
/// Geometric mean of the ratios changed/base minus 1, as a percent with the rows' sign (so a
/// lower-is-better metric that got faster is negative, as its rows are), and its interval at
/// `confidence`: delta method on the logs, var(log ratio) = se_b^2/base^2 + se_c^2/changed^2,
/// with Welch-Satterthwaite degrees of freedom over all components. Cells without two positive
/// means are skipped; the interval is absent when a used cell lacks a stddev.
GeomeanResult geomean_ratio(std::span<const RatioInput> cells, double confidence);

}  // namespace benchcmp
