// Descriptive statistics of one sample: mean, sample standard deviation, median, and the
// SampleStats summary of a raw or printed sample.
#include <algorithm>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numeric>
#include <optional>
#include <utility>
#include <vector>

#include "benchcmp/stats.hpp"
#include "stats/order_key.hpp"

namespace benchcmp {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/// The coefficient of variation in percent, absent at mean 0 where it has no meaning.
std::optional<double> coefficient_of_variation_pct(std::optional<double> stddev, double mean) {
    if (!stddev || mean == 0.0) {
        return std::nullopt;
    }
    return *stddev / std::abs(mean) * 100.0;
}

SampleStats describe_summary(const Summary& summary) {
    SampleStats stats;
    stats.n = summary.n;
    stats.mean = summary.mean;
    // A printed stddev only means something with two or more observations; a negative or
    // non-finite one is not a standard deviation at all, so it counts as not printed.
    // n = 0 says the source printed no n (mmtests): its stddev is still shown, and Welch's
    // test, which needs n, stays n/a.
    stats.n_known = summary.n != 0;
    if ((summary.n >= 2 || summary.n == 0) && std::isfinite(summary.stddev) &&
        summary.stddev >= 0.0) {
        stats.stddev = summary.stddev;
    }
    stats.cv_pct = coefficient_of_variation_pct(stats.stddev, stats.mean);
    stats.min = summary.min;
    stats.max = summary.max;
    stats.median = summary.median;
    return stats;
}

}  // namespace

namespace {

/// The sum of the values' deviations from the first one, mean()'s first step.
double shifted_sum(std::span<const double> values) {
    const double shift = values.front();
    double sum = 0.0;
    for (double value : values) {
        sum += value - shift;
    }
    return sum;
}

/// The mean of values (not empty) from their shifted_sum.
double mean_of_sum(std::span<const double> values, double sum) {
    const double n = static_cast<double>(values.size());
    if (std::isfinite(sum)) {
        return values.front() + sum / n;
    }
    // The deviations overflowed (1e308 - -1e308) although the mean may be in range: x87
    // extended precision reaches 1e4932, so there the sum cannot overflow for any doubles.
    // Unshifted, as values this far apart share no offset: deviations from 1e308 would lose
    // the 1 of {1e308, -1e308, 1}, whose mean is 1/3.
    long double extended = 0.0L;
    for (double value : values) {
        extended += static_cast<long double>(value);
    }
    return static_cast<double>(extended / n);
}

}  // namespace

double mean(std::span<const double> values) {
    // Empty input has no mean; 0 matches describe()'s n = 0 convention instead of a division
    // by zero.
    if (values.empty()) {
        return 0.0;
    }
    // Shifted data: summing deviations from the first value keeps the low-order digits that a
    // plain sum loses when the values share a large offset (NIST StRD NumAcc3/NumAcc4).
    return mean_of_sum(values, shifted_sum(values));
}

namespace {

// The value as the input printed it: the shortest decimal that round-trips to x, read back in
// extended precision. Benchmark values come from decimal text, so this recovers the digits
// that the binary rounding of "10000000.1" lost.
long double as_printed(double x) {
    char buffer[32];
    const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, x);
    long double value = x;
    if (error == std::errc()) {
        std::from_chars(buffer, end, value);
    }
    return value;
}

template <typename Real>
struct Spread {
    Real variance;
    Real center;  // the mean, computed as mean() computes it
};

// The second pass of the corrected two-pass algorithm (Chan, Golub & LeVeque), about the
// mean: its second term subtracts the rounding error of the computed center, so the sum of
// squares stays accurate even when the spread is tiny next to the mean.
template <typename Real, typename Convert>
Real corrected_variance(std::span<const double> values, Real center, Convert convert) {
    const Real n = static_cast<Real>(values.size());
    Real sum_squares = 0;
    Real sum_deviations = 0;
    for (double value : values) {
        const Real deviation = convert(value) - center;
        sum_squares += deviation * deviation;
        sum_deviations += deviation;
    }
    return (sum_squares - sum_deviations * sum_deviations / n) / (n - 1);
}

template <typename Real, typename Convert>
Spread<Real> corrected_two_pass_variance(std::span<const double> values, Convert convert) {
    const Real shift = convert(values.front());
    Real sum = 0;
    for (double value : values) {
        sum += convert(value) - shift;
    }
    const Real center = shift + sum / static_cast<Real>(values.size());
    return {corrected_variance(values, center, convert), center};
}

// Above this ratio of |mean| to stddev, the binary rounding of the inputs alone can cost the
// double result more than 12 significant digits (ratio x 2^-53 > 1e-12), as in NIST StRD
// NumAcc4 (10000000.1 +- 0.1).
constexpr double kPrintedPrecisionRatio = 1e4;

}  // namespace

namespace {

/// The sample standard deviation from the variance corrected_two_pass_variance<double> gives
/// about center, the mean: again in extended precision where a double falls short.
double finish_stddev(std::span<const double> values, double variance, double center) {
    double stddev = std::sqrt(std::max(variance, 0.0));
    if (!std::isfinite(stddev)) {
        // Squares of deviations beyond 1e154 overflow a double but not x87 extended precision
        // (up to 1e4932); only a spread beyond the doubles stays infinite (a NaN stays NaN).
        if (std::any_of(values.begin(), values.end(), [](double v) { return !std::isfinite(v); })) {
            return kNaN;
        }
        const long double wide =
            corrected_two_pass_variance<long double>(values, [](double x) -> long double {
                return x;
            }).variance;
        return static_cast<double>(std::sqrt(std::max(wide, 0.0L)));
    }
    // Only samples with a tiny relative spread pay for the extended-precision pass (about
    // 100 ns a value), so ordinary inputs of a million values stay fast. The center is
    // mean(values), from the same shifted sum, which a finite stddev shows did not overflow.
    const double magnitude = std::fabs(center);
    if (std::isfinite(stddev) && magnitude > kPrintedPrecisionRatio * stddev) {
        const long double precise =
            corrected_two_pass_variance<long double>(values, as_printed).variance;
        // The correction can only lower the sum, never below zero in exact arithmetic; clamp
        // the rounding residue of a constant sample.
        stddev = static_cast<double>(std::sqrt(std::max(precise, 0.0L)));
    }
    return stddev;
}

}  // namespace

double sample_stddev(std::span<const double> values) {
    if (values.size() < 2) {
        return kNaN;  // outside the contract; NaN cannot be mistaken for a real spread
    }
    const auto [variance, center] =
        corrected_two_pass_variance<double>(values, [](double x) { return x; });
    return finish_stddev(values, variance, center);
}

namespace {

// From this size the median is selected in place: a sorted copy of a million values per side
// was a third of the peak memory of a whole comparison.
constexpr std::size_t kSelectInPlaceFrom = 4096;

/// The values whose keys lie in [first, last] (count of them), and the largest key below
/// first (0 if none). About half the keys lie below the bucket, in no order: a branch on that
/// mispredicted so often that this pass was most of the median's time, so the only branch
/// left is on the rare key inside, tested as one unsigned comparison.
std::pair<std::vector<double>, std::uint64_t> keys_between(std::span<const double> values,
                                                           std::uint64_t first, std::uint64_t last,
                                                           std::size_t count) {
    using stats_detail::order_key;
    std::vector<double> inside;
    inside.reserve(count);
    std::uint64_t under = 0;
    const std::uint64_t width = last - first;
    for (const double value : values) {
        const std::uint64_t key = order_key(value);
        under = std::max(under, key < first ? key : 0);
        if (key - first <= width) {  // a key below first wraps around to a large difference
            inside.push_back(value);
        }
    }
    return {std::move(inside), under};
}

/// The least and the greatest order_key of a sample.
struct KeyRange {
    std::uint64_t low = std::numeric_limits<std::uint64_t>::max();
    std::uint64_t high = 0;

    void add(double value) {
        const std::uint64_t key = stats_detail::order_key(value);
        low = std::min(low, key);
        high = std::max(high, key);
    }
};

/// The values of ranks k - 1 and k (0-based, 1 <= k < n) of values, whose keys span range,
/// without a copy of the sample; nullopt when a value is NaN. Works on the order of the bits
/// (order_key): a histogram of 2^16 buckets spread over the keys still in range finds the
/// bucket holding rank k; a small bucket is copied out and selected directly, a large one
/// becomes the new range (a 2^16th of the old, so at most four rounds). Three passes in all,
/// typically: the key range (which also shows a NaN: its key lies beyond an infinity's, and
/// which describe() takes in its pass for the mean), the histogram, and the copy, which also
/// keeps the largest value below the bucket for rank k - 1.
std::optional<std::pair<double, double>> ranks_below_and_at(std::span<const double> values,
                                                            std::size_t k, KeyRange range) {
    using stats_detail::from_order_key;
    using stats_detail::order_key;
    constexpr int kBucketBits = 16;
    const std::size_t copy_limit = std::max<std::size_t>(kSelectInPlaceFrom, values.size() / 16);
    auto [low, high] = range;
    constexpr double kInfinity = std::numeric_limits<double>::infinity();
    if (low < order_key(-kInfinity) || high > order_key(kInfinity)) {
        return std::nullopt;
    }
    std::vector<std::size_t> counts(std::size_t{1} << kBucketBits);
    std::size_t below = 0;  // values under the range: ranks before it
    while (low != high) {
        const int shift = std::max(0, static_cast<int>(std::bit_width(high - low)) - kBucketBits);
        std::fill(counts.begin(), counts.end(), 0);
        for (const double value : values) {
            const std::uint64_t key = order_key(value);
            if (key >= low && key <= high) {
                ++counts[(key - low) >> shift];
            }
        }
        std::size_t rank = k - below;
        std::size_t bucket = 0;
        while (rank >= counts[bucket]) {
            rank -= counts[bucket];
            below += counts[bucket];
            ++bucket;
        }
        const std::uint64_t first = low + (static_cast<std::uint64_t>(bucket) << shift);
        const std::uint64_t last =
            std::min(high, first + ((std::uint64_t{1} << shift) - 1));  // no overflow: <= high
        if (counts[bucket] <= copy_limit) {
            auto [inside, under] = keys_between(values, first, last, counts[bucket]);
            const auto by_key = [](double a, double b) { return order_key(a) < order_key(b); };
            const auto nth = inside.begin() + static_cast<std::ptrdiff_t>(rank);
            std::nth_element(inside.begin(), nth, inside.end(), by_key);
            const double before =
                rank > 0 ? *std::max_element(inside.begin(), nth, by_key) : from_order_key(under);
            return std::pair{before, *nth};
        }
        low = first;
        high = last;
    }
    // Every value in range has one key: rank k is that value, and so is rank k - 1 unless it
    // lies below the range.
    const double at = from_order_key(low);
    if (k - 1 >= below) {
        return std::pair{at, at};
    }
    std::uint64_t under = 0;
    for (const double value : values) {
        if (const std::uint64_t key = order_key(value); key < low) {
            under = std::max(under, key);
        }
    }
    return std::pair{from_order_key(under), at};
}

/// The median of a large sample whose keys span range, NaN when a value is NaN.
double median_in_place(std::span<const double> values, KeyRange range) {
    const auto middle = ranks_below_and_at(values, values.size() / 2, range);
    if (!middle) {
        return kNaN;
    }
    // midpoint: no overflow, even for -1.7e308 and 1.7e308
    return values.size() % 2 == 1 ? middle->second : std::midpoint(middle->first, middle->second);
}

}  // namespace

double median(std::span<const double> values) {
    if (values.empty()) {
        return kNaN;  // outside the contract
    }
    if (values.size() >= kSelectInPlaceFrom) {
        KeyRange range;
        for (const double value : values) {
            range.add(value);
        }
        return median_in_place(values, range);
    }
    // nth_element needs a strict weak ordering, which NaN breaks; a NaN sample has no median.
    if (std::any_of(values.begin(), values.end(), [](double v) { return std::isnan(v); })) {
        return kNaN;
    }
    std::vector<double> sorted(values.begin(), values.end());
    const auto middle = sorted.begin() + static_cast<std::ptrdiff_t>(sorted.size() / 2);
    std::nth_element(sorted.begin(), middle, sorted.end());
    if (sorted.size() % 2 == 1) {
        return *middle;
    }
    // Even n: the lower middle is the largest value below `middle` after the partition.
    const double lower = *std::max_element(sorted.begin(), middle);
    return std::midpoint(lower, *middle);  // no overflow, even for opposite signs
}

namespace {

/// What describe_raw reads of every value in one pass: mean()'s shifted sum, the least and
/// greatest value (by std::min and std::max, which a NaN does not reorder) and the median's
/// key range. A million values are more than the caches hold, so each pass saved is a read
/// of the sample from memory.
struct FirstPass {
    double shifted_sum = 0.0;
    double low = 0.0;
    double high = 0.0;
    KeyRange keys;
};

FirstPass first_pass(std::span<const double> values) {
    const double shift = values.front();
    FirstPass pass{.low = shift, .high = shift, .keys = {}};
    for (const double value : values) {
        pass.shifted_sum += value - shift;
        pass.low = std::min(pass.low, value);
        pass.high = std::max(pass.high, value);
        pass.keys.add(value);
    }
    return pass;
}

/// The standard deviation and median after first_pass, each computed as sample_stddev() and
/// median() compute them alone.
void describe_spread(std::span<const double> values, const FirstPass& pass, SampleStats& stats) {
    if (values.size() >= 2) {
        // The mean is the center the two-pass variance computes from the same shifted sum
        // while that sum is finite. When it overflowed, the squared deviations do too, and
        // finish_stddev takes its extended-precision pass, which ignores the center.
        const double variance = corrected_variance(values, stats.mean, [](double x) { return x; });
        stats.stddev = finish_stddev(values, variance, stats.mean);
    }
    stats.median =
        values.size() >= kSelectInPlaceFrom ? median_in_place(values, pass.keys) : median(values);
}

SampleStats describe_raw(const std::vector<double>& values) {
    SampleStats stats;
    stats.n = values.size();
    // An empty sample keeps n = 0 and mean = 0 rather than failing: callers already treat
    // n < 2 as "n/a", and a parser may legitimately produce a case without values.
    if (values.empty()) {
        return stats;
    }
    const FirstPass pass = first_pass(values);
    stats.mean = mean_of_sum(values, pass.shifted_sum);
    describe_spread(values, pass, stats);
    stats.cv_pct = coefficient_of_variation_pct(stats.stddev, stats.mean);
    stats.min = pass.low;
    stats.max = pass.high;
    return stats;
}

}  // namespace

SampleStats describe(const Sample& sample) {
    return sample.is_raw() ? describe_raw(sample.values()) : describe_summary(sample.summary());
}

}  // namespace benchcmp
