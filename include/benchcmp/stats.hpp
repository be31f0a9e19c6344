// The statistics core: pure functions over samples, no I/O.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>

#include "benchcmp/model.hpp"

namespace benchcmp {

/// The significance test a report runs (--test).
enum class TestKind { welch, mwu, mmtests, mmtests_2018 };

/// Multiple-comparison control across all rows of a report (--correction).
enum class Correction { bh, holm, none };

/// "welch", "mwu", "mmtests", "mmtests-2018": the --test spelling, used in JSON and legends.
const char* test_name(TestKind test);
/// "bh", "holm", "none": the --correction spelling.
const char* correction_name(Correction correction);

/// Every tunable of the statistics, in one place (benchstat's Thresholds idea).
struct Thresholds {
    double alpha = 0.05;  // significance level of the two-sided test
    TestKind test = TestKind::welch;
    Correction correction = Correction::none;
    double confidence = 0.95;   // level of the %diff confidence interval
    double noise_cv_pct = 2.5;  // a side whose CV exceeds this is flagged as noisy
};

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
/// Median (mean of the two middle values for even n); requires at least one value.
double median(std::span<const double> values);

/// Descriptive statistics of a raw or summary sample.
SampleStats describe(const Sample& sample);

/// Percent change of the new mean against the base mean: (new - base) / |base| * 100.
/// Absent when the base mean is 0.
std::optional<double> diff_pct(double base_mean, double new_mean);

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

/// The word a row gets.
enum class Verdict { better, worse, same, changed, not_applicable };

/// "better", "worse", "same", "changed" or "n/a".
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
};

/// Compares two samples of a metric: %diff, Welch p-value and the verdict under direction
/// (`changed` when the direction is unknown, `n/a` with fewer than two values on a side).
Comparison compare(const SampleStats& base, const SampleStats& changed, Direction direction,
                   const Thresholds& thresholds);

}  // namespace benchcmp
