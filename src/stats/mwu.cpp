// Mann-Whitney U (Wilcoxon rank-sum) test and the Hodges-Lehmann shift with its
// distribution-free interval, following R's wilcox.test so that R is a direct oracle.
#include <algorithm>
#include <bit>
#include <boost/math/distributions/normal.hpp>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numeric>
#include <vector>

#include "benchcmp/stats.hpp"

namespace benchcmp {

namespace {

// R's wilcox.test uses the exact distribution below this size on both sides (and no ties);
// the table of counts is then at most 50 x 2451 doubles.
constexpr std::size_t kExactLimit = 50;

bool all_finite(std::span<const double> values) {
    return std::all_of(values.begin(), values.end(), [](double v) { return std::isfinite(v); });
}

/// Midranks of the pooled sample (changed first, then base) and the tie-group sizes.
struct Ranking {
    std::vector<double> ranks;
    std::vector<std::size_t> tie_sizes;  // only groups of two or more
};

Ranking rank_pooled(std::span<const double> first, std::span<const double> second) {
    std::vector<double> pooled(first.begin(), first.end());
    pooled.insert(pooled.end(), second.begin(), second.end());
    std::vector<std::size_t> order(pooled.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return pooled[a] < pooled[b]; });
    Ranking ranking;
    ranking.ranks.resize(pooled.size());
    for (std::size_t i = 0; i < order.size();) {
        std::size_t j = i;
        while (j + 1 < order.size() && pooled[order[j + 1]] == pooled[order[i]]) {
            ++j;
        }
        // Tied values share the mean of the ranks they span (midranks), 1-based.
        const double midrank = (static_cast<double>(i + 1) + static_cast<double>(j + 1)) / 2.0;
        for (std::size_t k = i; k <= j; ++k) {
            ranking.ranks[order[k]] = midrank;
        }
        if (j > i) {
            ranking.tie_sizes.push_back(j - i + 1);
        }
        i = j + 1;
    }
    return ranking;
}

/// Frequencies of U = 0 .. m*n under the null for sizes m and n, divided by C(m+n, m). The
/// counts obey c(j, k)(u) = c(j - 1, k)(u - k) + c(j, k - 1)(u) (the largest pooled value
/// belongs to the first or the second sample); only additions of positive numbers, so the
/// doubles carry full relative precision even where the counts pass 2^53.
std::vector<double> exact_u_distribution(std::size_t m, std::size_t n) {
    const std::size_t cells = m * n + 1;
    // table[j][u] holds the count for j values of the first sample and k of the second,
    // advanced in place over k = 0 .. n.
    std::vector<std::vector<double>> table(m + 1, std::vector<double>(cells, 0.0));
    for (auto& row : table) {
        row[0] = 1.0;  // k = 0: every ordering has U = 0
    }
    for (std::size_t k = 1; k <= n; ++k) {
        for (std::size_t j = 1; j <= m; ++j) {
            // Ascending j: table[j - 1] already holds level k, table[j] still level k - 1.
            // U cannot exceed j k, so the counts above it stay zero and are skipped.
            for (std::size_t u = j * k + 1; u-- > k;) {
                table[j][u] += table[j - 1][u - k];
            }
        }
    }
    std::vector<double> distribution = std::move(table[m]);
    const double total = std::accumulate(distribution.begin(), distribution.end(), 0.0);
    for (double& frequency : distribution) {
        frequency /= total;
    }
    return distribution;
}

/// P(U <= u) from an exact distribution; u may lie outside 0 .. m*n.
double exact_cdf(const std::vector<double>& distribution, double u) {
    if (u < 0.0) {
        return 0.0;
    }
    const auto last = std::min(static_cast<std::size_t>(std::floor(u)), distribution.size() - 1);
    double sum = 0.0;
    for (std::size_t k = 0; k <= last; ++k) {
        sum += distribution[k];
    }
    return std::min(sum, 1.0);
}

double binomial_coefficient(std::size_t m, std::size_t n) {
    // C(m+n, m) as a product of ratios; overflows to infinity only beyond any real run count.
    double result = 1.0;
    for (std::size_t i = 1; i <= m; ++i) {
        result *= static_cast<double>(n + i) / static_cast<double>(i);
    }
    return result;
}

/// A monotone map of doubles to unsigned integers (IEEE 754 order: flip the sign bit of
/// positives, every bit of negatives), so that bisection can walk the doubles one by one.
std::uint64_t order_key(double value) {
    const auto bits = std::bit_cast<std::uint64_t>(value);
    constexpr std::uint64_t kSign = std::uint64_t{1} << 63;
    return (bits & kSign) != 0 ? ~bits : bits | kSign;
}

double from_order_key(std::uint64_t key) {
    constexpr std::uint64_t kSign = std::uint64_t{1} << 63;
    return std::bit_cast<double>((key & kSign) != 0 ? key & ~kSign : ~key);
}

/// Number of pairs with changed_i - base_j <= bound, both sorted ascending: floating-point
/// subtraction is monotone, so the qualifying base values form a suffix whose start only moves
/// right as changed_i grows (two pointers, O(m + n)).
std::size_t count_at_most(const std::vector<double>& changed, const std::vector<double>& base,
                          double bound) {
    std::size_t count = 0;
    std::size_t start = 0;
    for (double x : changed) {
        while (start < base.size() && x - base[start] > bound) {
            ++start;
        }
        count += base.size() - start;
    }
    return count;
}

/// The rank-th smallest (1-based) of the m x n differences changed_i - base_j, without
/// materialising them (a million runs per side would need 8 TB): bisection over the ordered
/// doubles between the smallest and the largest difference finds the smallest value with
/// at least `rank` differences at or below it, which is exactly an attained difference, in
/// at most 64 counting passes.
double kth_difference(const std::vector<double>& changed, const std::vector<double>& base,
                      std::size_t rank) {
    std::uint64_t low = order_key(changed.front() - base.back());
    std::uint64_t high = order_key(changed.back() - base.front());
    while (low < high) {
        const std::uint64_t middle = low + (high - low) / 2;
        if (count_at_most(changed, base, from_order_key(middle)) >= rank) {
            high = middle;
        } else {
            low = middle + 1;
        }
    }
    return from_order_key(low) + 0.0;  // + 0.0 turns a -0 bound into the +0 difference
}

}  // namespace

double mann_whitney_min_p(std::size_t m, std::size_t n) {
    if (m == 0 || n == 0) {
        return 1.0;
    }
    return std::min(1.0, 2.0 / binomial_coefficient(m, n));
}

std::optional<MannWhitneyResult> mann_whitney_test(std::span<const double> base,
                                                   std::span<const double> changed) {
    if (base.empty() || changed.empty() || !all_finite(base) || !all_finite(changed)) {
        return std::nullopt;
    }
    const std::size_t m = changed.size();
    const std::size_t n = base.size();
    const Ranking ranking = rank_pooled(changed, base);
    double rank_sum = 0.0;
    for (std::size_t i = 0; i < m; ++i) {
        rank_sum += ranking.ranks[i];
    }
    const double md = static_cast<double>(m);
    const double nd = static_cast<double>(n);
    MannWhitneyResult result;
    result.u = rank_sum - md * (md + 1.0) / 2.0;
    const double center = md * nd / 2.0;

    if (m < kExactLimit && n < kExactLimit && ranking.tie_sizes.empty()) {
        // Exact, as R: the tail on the side of the observed U, doubled and capped at 1.
        result.exact = true;
        const std::vector<double> distribution = exact_u_distribution(m, n);
        // The upper tail through the symmetry P(U >= u) = P(U <= mn - u), summed rather than
        // taken as 1 - cdf so that p-values far below 1e-16 keep their digits.
        const double tail = result.u > center ? exact_cdf(distribution, md * nd - result.u)
                                              : exact_cdf(distribution, result.u);
        result.p_value = std::clamp(2.0 * tail, 0.0, 1.0);
        return result;
    }

    // Normal approximation: variance m n / 12 x ((N + 1) - sum(t^3 - t) / (N (N - 1))) for
    // tie groups of size t, and a continuity correction of 0.5 toward the center.
    const double total = md + nd;
    double tie_term = 0.0;
    for (std::size_t size : ranking.tie_sizes) {
        const double t = static_cast<double>(size);
        tie_term += t * t * t - t;
    }
    const double variance = md * nd / 12.0 * ((total + 1.0) - tie_term / (total * (total - 1.0)));
    if (!(variance > 0.0)) {
        // Every pooled value is the same: the samples cannot differ.
        result.p_value = 1.0;
        return result;
    }
    const double deviation = result.u - center;
    const double correction = deviation == 0.0 ? 0.0 : std::copysign(0.5, deviation);
    const double corrected = deviation - correction;
    const double z = std::abs(corrected) / std::sqrt(variance);
    const boost::math::normal_distribution<double> normal;
    result.p_value =
        std::clamp(2.0 * boost::math::cdf(boost::math::complement(normal, z)), 0.0, 1.0);
    return result;
}

std::optional<ShiftEstimate> hodges_lehmann(std::span<const double> base,
                                            std::span<const double> changed, double confidence) {
    if (base.empty() || changed.empty() || !all_finite(base) || !all_finite(changed) ||
        !(confidence > 0.0 && confidence < 1.0)) {
        return std::nullopt;
    }
    std::vector<double> sorted_changed(changed.begin(), changed.end());
    std::vector<double> sorted_base(base.begin(), base.end());
    std::sort(sorted_changed.begin(), sorted_changed.end());
    std::sort(sorted_base.begin(), sorted_base.end());
    const std::size_t count = sorted_changed.size() * sorted_base.size();
    const auto difference = [&](std::size_t rank) {
        return kth_difference(sorted_changed, sorted_base, rank);
    };
    ShiftEstimate shift;
    if (count % 2 == 1) {
        shift.estimate = difference(count / 2 + 1);
    } else {
        const double lower = difference(count / 2);
        shift.estimate = lower + (difference(count / 2 + 1) - lower) / 2.0;
    }

    const std::size_t m = changed.size();
    const std::size_t n = base.size();
    const double half_alpha = (1.0 - confidence) / 2.0;
    std::vector<double> pooled(changed.begin(), changed.end());
    pooled.insert(pooled.end(), base.begin(), base.end());
    std::sort(pooled.begin(), pooled.end());
    const bool ties = std::adjacent_find(pooled.begin(), pooled.end()) != pooled.end();

    std::size_t k = 0;  // 1-based rank of the lower end among the sorted differences
    if (m < kExactLimit && n < kExactLimit && !ties) {
        // qwilcox(half_alpha, m, n): the smallest q with P(U <= q) >= half_alpha.
        const std::vector<double> distribution = exact_u_distribution(m, n);
        double cumulative = 0.0;
        std::size_t q = 0;
        for (; q < distribution.size(); ++q) {
            cumulative += distribution[q];
            // R's qwilcox compares against p - 10 DBL_EPSILON, so that rounding of the sum
            // does not move the quantile past an exact boundary.
            if (cumulative >= half_alpha - 10.0 * std::numeric_limits<double>::epsilon()) {
                break;
            }
        }
        k = std::max<std::size_t>(q, 1);
        shift.achieved_confidence =
            1.0 - 2.0 * exact_cdf(distribution, static_cast<double>(k) - 1.0);
    } else {
        // The same quantile from the normal approximation with continuity correction:
        // P(U <= q) ~ Phi((q + 0.5 - mn/2) / sigma) >= half_alpha.
        const double md = static_cast<double>(m);
        const double nd = static_cast<double>(n);
        const double sigma = std::sqrt(md * nd * (md + nd + 1.0) / 12.0);
        const boost::math::normal_distribution<double> normal;
        const double z = boost::math::quantile(boost::math::complement(normal, half_alpha));
        const double q = std::ceil(md * nd / 2.0 - 0.5 - z * sigma);
        k = q < 1.0 ? 1 : static_cast<std::size_t>(q);
        shift.achieved_confidence =
            1.0 -
            2.0 * boost::math::cdf(normal, (static_cast<double>(k) - 0.5 - md * nd / 2.0) / sigma);
    }
    k = std::min(k, count);
    shift.interval = Interval{difference(k), difference(count + 1 - k)};
    return shift;
}

}  // namespace benchcmp
