// Mann-Whitney U (Wilcoxon rank-sum) test, with benchstat's choice between exact and normal
// distributions, and the Hodges-Lehmann shift with its distribution-free interval, following
// R's wilcox.test so that R is a direct oracle for the interval.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numeric>
#include <optional>
#include <stdexcept>
#include <vector>

#include "benchcmp/stats.hpp"
#include "stats/distributions.hpp"
#include "stats/pairwise_select.hpp"

namespace benchcmp {

namespace {

// R's wilcox.test uses the exact distribution below this size on both sides (and no ties);
// the table of counts is then at most 50 x 2451 doubles. The Hodges-Lehmann interval keeps
// R's rule, its oracle.
constexpr std::size_t kExactLimit = 50;
// benchstat (go-moremath's U test) uses the exact distribution up to and including 50 values
// per side without ties, and the exact distribution conditional on the ties up to 9 values per
// side, so that Go benchmark results, which tie often at -count 6, get benchstat's p-values.
constexpr std::size_t kTestExactLimit = 50;
constexpr std::size_t kTestExactTiedLimit = 9;

bool all_finite(std::span<const double> values) {
    return std::all_of(values.begin(), values.end(), [](double v) { return std::isfinite(v); });
}

/// The sum of the changed sample's midranks in the pooled sample and the tie-group sizes,
/// from both samples sorted ascending: one merge, where ranking the pooled values through an
/// index sort cost five times Welch's whole run at a million values per side.
struct Ranking {
    double changed_rank_sum = 0.0;       // exact: half-integers far below 2^53
    std::vector<std::size_t> tie_sizes;  // only groups of two or more
};

Ranking rank_sorted(std::span<const double> changed, std::span<const double> base) {
    Ranking ranking;
    std::size_t i = 0;
    std::size_t j = 0;
    std::size_t before = 0;  // pooled values below the current group
    while (i < changed.size() || j < base.size()) {
        const double value =
            j == base.size() || (i < changed.size() && changed[i] < base[j]) ? changed[i] : base[j];
        std::size_t from_changed = 0;
        for (; i < changed.size() && changed[i] == value; ++i) {
            ++from_changed;
        }
        std::size_t group = from_changed;
        for (; j < base.size() && base[j] == value; ++j) {
            ++group;
        }
        // Tied values share the mean of the 1-based ranks they span (midranks).
        const double midrank =
            static_cast<double>(before) + (static_cast<double>(group) + 1.0) / 2.0;
        ranking.changed_rank_sum += static_cast<double>(from_changed) * midrank;
        if (group > 1) {
            ranking.tie_sizes.push_back(group);
        }
        before += group;
    }
    return ranking;
}

/// Ascending copies of both samples, or views of them when they already are (compare()
/// sorts once for the test and the interval).
class SortedPair {
  public:
    SortedPair(std::span<const double> base, std::span<const double> changed)
        : base_(view(base, base_copy_)), changed_(view(changed, changed_copy_)) {}
    std::span<const double> base() const { return base_; }
    std::span<const double> changed() const { return changed_; }
    SortedPair(const SortedPair&) = delete;  // the views may point into the copies
    SortedPair& operator=(const SortedPair&) = delete;

  private:
    static std::span<const double> view(std::span<const double> values, std::vector<double>& copy) {
        if (std::is_sorted(values.begin(), values.end())) {
            return values;
        }
        copy.assign(values.begin(), values.end());
        sort_ascending(copy);
        return copy;
    }
    std::vector<double> base_copy_;
    std::vector<double> changed_copy_;
    std::span<const double> base_;
    std::span<const double> changed_;
};

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
    // C(m+n, m) as a product of ratios, each at least 1: once infinite (from about 515 runs a
    // side) it stays so, and the loop stops rather than run a million times.
    double result = 1.0;
    for (std::size_t i = 1; i <= m && std::isfinite(result); ++i) {
        result *= static_cast<double>(n + i) / static_cast<double>(i);
    }
    return result;
}

/// The sizes of every group of equal values in the pooled sample, ascending by value.
std::vector<std::size_t> group_sizes(std::span<const double> changed,
                                     std::span<const double> base) {
    std::vector<double> pooled(changed.begin(), changed.end());
    pooled.insert(pooled.end(), base.begin(), base.end());
    std::sort(pooled.begin(), pooled.end());
    std::vector<std::size_t> sizes;
    for (std::size_t i = 0; i < pooled.size();) {
        std::size_t j = i;
        for (; j < pooled.size() && pooled[j] == pooled[i]; ++j) {
        }
        sizes.push_back(j - i);
        i = j;
    }
    return sizes;
}

double choose(std::size_t n, std::size_t k) {
    double result = 1.0;
    for (std::size_t i = 1; i <= k; ++i) {
        result *= static_cast<double>(n - k + i) / static_cast<double>(i);
    }
    return result;
}

/// The two-sided p-value of twice_u (2 U of the changed sample, an integer since midranks are
/// half-integers) under the null distribution conditional on the tie groups: every way of
/// drawing m of the pooled values is equally likely, and a group of t equal values gives
/// C(t, a) ways to draw a of them. p = 2 min(P(U <= u), P(U >= u)), capped at 1.
double exact_tied_p(const std::vector<std::size_t>& groups, std::size_t m, double twice_u) {
    std::size_t pooled = 0;
    for (std::size_t size : groups) {
        pooled += size;
    }
    // ways[j][s]: the draws of j values so far whose doubled midrank sum is s.
    const std::size_t max_sum = pooled * (pooled + 1);
    std::vector<std::vector<double>> ways(m + 1, std::vector<double>(max_sum + 1, 0.0));
    ways[0][0] = 1.0;
    std::size_t before = 0;
    for (std::size_t size : groups) {
        const std::size_t twice_midrank = 2 * before + size + 1;
        for (std::size_t j = m + 1; j-- > 0;) {
            for (std::size_t s = max_sum + 1; s-- > 0;) {
                double sum = 0.0;
                for (std::size_t a = 1; a <= std::min(size, j) && a * twice_midrank <= s; ++a) {
                    sum += choose(size, a) * ways[j - a][s - a * twice_midrank];
                }
                ways[j][s] += sum;  // a = 0 keeps ways[j][s]
            }
        }
        before += size;
    }
    const double offset = static_cast<double>(m * (m + 1));  // 2 x m(m+1)/2
    if (twice_u == static_cast<double>(m * (pooled - m))) {
        return 1.0;  // U at the center: no side is favoured (benchstat's rule too)
    }
    double lower = 0.0;
    double upper = 0.0;
    double total = 0.0;
    for (std::size_t s = 0; s <= max_sum; ++s) {
        const double twice = static_cast<double>(s) - offset;
        total += ways[m][s];
        lower += twice <= twice_u ? ways[m][s] : 0.0;
        upper += twice >= twice_u ? ways[m][s] : 0.0;
    }
    return std::min(1.0, 2.0 * std::min(lower, upper) / total);
}

}  // namespace

double kth_pairwise_difference(std::span<const double> base, std::span<const double> changed,
                               std::size_t rank, std::size_t direct_limit) {
    if (!all_finite(base) || !all_finite(changed)) {
        throw std::invalid_argument("kth_pairwise_difference: a value is not finite");
    }
    const SortedPair sorted(base, changed);
    stats_detail::PairwiseDifferences differences(sorted.changed(), sorted.base());
    return differences.kth(rank, direct_limit);
}

double mann_whitney_min_p(std::size_t m, std::size_t n) {
    if (m == 0 || n == 0) {
        return 1.0;
    }
    return std::min(1.0, 2.0 / binomial_coefficient(m, n));
}

namespace {

/// What both rank statistics read of two samples: ascending copies (or views) and the ranks
/// of their pooled values, made once for the test and the interval. The values must be
/// finite and neither side empty.
struct RankedPair {
    RankedPair(std::span<const double> base, std::span<const double> changed)
        : sorted(base, changed), ranking(rank_sorted(sorted.changed(), sorted.base())) {}
    SortedPair sorted;
    Ranking ranking;
};

bool rankable(std::span<const double> base, std::span<const double> changed) {
    return !base.empty() && !changed.empty() && all_finite(base) && all_finite(changed);
}

MannWhitneyResult test_of(const RankedPair& pair) {
    const SortedPair& sorted = pair.sorted;
    const Ranking& ranking = pair.ranking;
    const std::size_t m = sorted.changed().size();
    const std::size_t n = sorted.base().size();
    const double rank_sum = ranking.changed_rank_sum;
    const double md = static_cast<double>(m);
    const double nd = static_cast<double>(n);
    MannWhitneyResult result;
    result.u = rank_sum - md * (md + 1.0) / 2.0;
    const double center = md * nd / 2.0;

    if (!ranking.tie_sizes.empty() && m <= kTestExactTiedLimit && n <= kTestExactTiedLimit) {
        result.exact = true;
        result.p_value =
            exact_tied_p(group_sizes(sorted.changed(), sorted.base()), m, 2.0 * result.u);
        return result;
    }
    if (m <= kTestExactLimit && n <= kTestExactLimit && ranking.tie_sizes.empty()) {
        // Exact: the tail on the side of the observed U, doubled and capped at 1.
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
    const stats_detail::Normal normal;
    result.p_value =
        std::clamp(2.0 * boost::math::cdf(boost::math::complement(normal, z)), 0.0, 1.0);
    return result;
}

}  // namespace

std::optional<MannWhitneyResult> mann_whitney_test(std::span<const double> base,
                                                   std::span<const double> changed) {
    if (!rankable(base, changed)) {
        return std::nullopt;
    }
    return test_of(RankedPair(base, changed));
}

namespace {

/// The 1-based rank k of the lower end of the shift interval among the m n sorted
/// differences (the upper end is count + 1 - k), and the confidence it achieves.
std::size_t interval_rank(std::size_t m, std::size_t n, bool ties, double confidence,
                          double& achieved_confidence) {
    const double half_alpha = (1.0 - confidence) / 2.0;
    std::size_t k = 0;
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
        achieved_confidence = 1.0 - 2.0 * exact_cdf(distribution, static_cast<double>(k) - 1.0);
    } else {
        // The same quantile from the normal approximation with continuity correction:
        // P(U <= q) ~ Phi((q + 0.5 - mn/2) / sigma) >= half_alpha.
        const double md = static_cast<double>(m);
        const double nd = static_cast<double>(n);
        const double sigma = std::sqrt(md * nd * (md + nd + 1.0) / 12.0);
        const stats_detail::Normal normal;
        const double z = boost::math::quantile(boost::math::complement(normal, half_alpha));
        const double q = std::ceil(md * nd / 2.0 - 0.5 - z * sigma);
        k = q < 1.0 ? 1 : static_cast<std::size_t>(q);
        achieved_confidence =
            1.0 -
            2.0 * boost::math::cdf(normal, (static_cast<double>(k) - 0.5 - md * nd / 2.0) / sigma);
    }
    return std::min(k, m * n);
}

/// The estimate (the middle of the count differences) and the interval between the k-th and
/// the (count + 1 - k)-th, from either way of selecting them.
template <typename Differences>
void read_shift(Differences& differences, std::size_t count, std::size_t k, ShiftEstimate& shift) {
    const double lower_middle = differences.kth(count % 2 == 1 ? count / 2 + 1 : count / 2);
    // One pass tells the upper middle of an even count (the lower one again, or the smallest
    // difference above it) and, with ties, which ranks around the middle share its value.
    const stats_detail::PairwiseDifferences::Ranks middle = differences.ranks_of(lower_middle);
    if (count % 2 == 1) {
        shift.estimate = lower_middle;
    } else {
        const double upper = middle.at_most > count / 2 ? lower_middle : middle.above + 0.0;
        shift.estimate = lower_middle + (upper - lower_middle) / 2.0;
    }
    // With ties the interval's ends are often the middle difference itself: each is then
    // found without a selection of its own.
    const auto end = [&](std::size_t rank) {
        return middle.below < rank && rank <= middle.at_most ? lower_middle : differences.kth(rank);
    };
    shift.interval = Interval{end(k), end(count + 1 - k)};
}

/// The Hodges-Lehmann shift of a ranked pair at a confidence inside (0, 1).
ShiftEstimate shift_of(const RankedPair& pair, double confidence) {
    const SortedPair& sorted = pair.sorted;
    const std::size_t count = sorted.changed().size() * sorted.base().size();
    const bool ties = !pair.ranking.tie_sizes.empty();
    ShiftEstimate shift;
    const std::size_t k = interval_rank(sorted.changed().size(), sorted.base().size(), ties,
                                        confidence, shift.achieved_confidence);
    // Results printed to a few decimals take few distinct values: their differences are then
    // counted once each, not selected among all m n.
    if (const auto tied = stats_detail::TiedDifferences::of(sorted.changed(), sorted.base())) {
        read_shift(*tied, count, k, shift);
    } else {
        stats_detail::PairwiseDifferences differences(sorted.changed(), sorted.base());
        read_shift(differences, count, k, shift);
    }
    return shift;
}

bool is_confidence(double confidence) {
    return confidence > 0.0 && confidence < 1.0;
}

}  // namespace

std::optional<ShiftEstimate> hodges_lehmann(std::span<const double> base,
                                            std::span<const double> changed, double confidence) {
    if (!rankable(base, changed) || !is_confidence(confidence)) {
        return std::nullopt;
    }
    return shift_of(RankedPair(base, changed), confidence);
}

std::optional<RankComparison> rank_comparison(std::span<const double> base,
                                              std::span<const double> changed, double confidence) {
    if (!rankable(base, changed)) {
        return std::nullopt;
    }
    const RankedPair pair(base, changed);
    RankComparison ranks{test_of(pair), std::nullopt};
    if (is_confidence(confidence)) {
        ranks.shift = shift_of(pair, confidence);
    }
    return ranks;
}

}  // namespace benchcmp
