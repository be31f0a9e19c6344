// Mann-Whitney U (Wilcoxon rank-sum) test and the Hodges-Lehmann shift with its
// distribution-free interval, following R's wilcox.test so that R is a direct oracle.
#include <algorithm>
#include <array>
#include <boost/math/distributions/normal.hpp>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numeric>
#include <optional>
#include <random>
#include <stdexcept>
#include <vector>

#include "benchcmp/stats.hpp"
#include "stats/order_key.hpp"

namespace benchcmp {

namespace {

using stats_detail::from_order_key;
using stats_detail::order_key;

// R's wilcox.test uses the exact distribution below this size on both sides (and no ties);
// the table of counts is then at most 50 x 2451 doubles.
constexpr std::size_t kExactLimit = 50;

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
    // C(m+n, m) as a product of ratios; overflows to infinity only beyond any real run count.
    double result = 1.0;
    for (std::size_t i = 1; i <= m; ++i) {
        result *= static_cast<double>(n + i) / static_cast<double>(i);
    }
    return result;
}

/// Number of pairs with changed_i - base_j <= bound, both sorted ascending: floating-point
/// subtraction is monotone, so the qualifying base values form a suffix whose start only moves
/// right as changed_i grows (two pointers, O(m + n)).
std::size_t count_at_most(std::span<const double> changed, std::span<const double> base,
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

/// The rank-th smallest difference by bisection over the ordered doubles between the smallest
/// and the largest difference: the smallest value with at least `rank` differences at or below
/// it, which is exactly an attained difference, in at most 64 counting passes. The fallback
/// of the sampling selection below, whose round count has no hard bound.
double kth_by_bisection(std::span<const double> changed, std::span<const double> base,
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

/// The differences still in play while selecting: for changed_i, the base indices j in
/// [first[i], last[i]). Row i's differences fall as j grows, so the smaller differences sit
/// at the end of each range, and both ends only move right as i grows. Until the first
/// narrowing every row is whole and the arrays are not read (filling them cost as much as a
/// counting pass).
struct Candidates {
    std::vector<std::size_t> first;
    std::vector<std::size_t> last;
    std::uint64_t total = 0;
    std::size_t row_length = 0;
    bool whole = true;

    std::size_t first_of(std::size_t i) const { return whole ? 0 : first[i]; }
    std::size_t last_of(std::size_t i) const { return whole ? row_length : last[i]; }
};

/// Walks one pivot down the rows: for ascending changed_i, the first base index j whose
/// difference changed_i - base_j is below the pivot (or at most the pivot), which only moves
/// right as i grows.
class RowCut {
  public:
    RowCut(std::span<const double> base, double pivot, bool strict)
        : base_(base), pivot_(pivot), strict_(strict) {}

    std::size_t next(double x) {
        while (start_ < base_.size() &&
               (strict_ ? x - base_[start_] >= pivot_ : x - base_[start_] > pivot_)) {
            ++start_;
        }
        return start_;
    }

  private:
    std::span<const double> base_;
    double pivot_;
    bool strict_;
    std::size_t start_ = 0;
};

/// How many candidates lie below, and at or below, a pivot.
struct PivotCounts {
    std::uint64_t below = 0;
    std::uint64_t at_most = 0;
};

/// Narrows the candidates with two sample values low <= high for the target-th smallest
/// candidate: one pass counts where both fall, a second moves the row ends. Returns the
/// pivot when the target equals it.
std::optional<double> narrow(std::span<const double> changed, std::span<const double> base,
                             Candidates& candidates, std::uint64_t& target, double low,
                             double high) {
    const std::size_t m = changed.size();
    std::array<RowCut, 4> cuts{RowCut(base, low, true), RowCut(base, low, false),
                               RowCut(base, high, true), RowCut(base, high, false)};
    std::array<std::uint64_t, 4> counts{};
    for (std::size_t i = 0; i < m; ++i) {
        for (std::size_t c = 0; c < cuts.size(); ++c) {
            const std::size_t last = candidates.last_of(i);
            const std::size_t cut =
                std::clamp(cuts[c].next(changed[i]), candidates.first_of(i), last);
            counts[c] += last - cut;
        }
    }
    const PivotCounts at_low{counts[0], counts[1]};
    const PivotCounts at_high{counts[2], counts[3]};
    // Which differences to keep: [below_pivot, above_pivot) as pivots cutting the rows, with
    // nullopt for an end that stays.
    std::optional<std::pair<double, bool>> keep_from;  // first j: differences below this pivot
    std::optional<std::pair<double, bool>> keep_to;    // last j: differences above this pivot
    std::uint64_t dropped_below = 0;
    std::uint64_t kept = 0;
    if (target <= at_low.below) {
        keep_from = {low, true};
        kept = at_low.below;
    } else if (target <= at_low.at_most) {
        return low;
    } else if (target <= at_high.below) {
        keep_from = {high, true};
        keep_to = {low, false};
        dropped_below = at_low.at_most;
        kept = at_high.below - at_low.at_most;
    } else if (target <= at_high.at_most) {
        return high;
    } else {
        keep_to = {high, false};
        dropped_below = at_high.at_most;
        kept = candidates.total - at_high.at_most;
    }
    std::optional<RowCut> from_cut;
    std::optional<RowCut> to_cut;
    if (keep_from) {
        from_cut.emplace(base, keep_from->first, keep_from->second);
    }
    if (keep_to) {
        to_cut.emplace(base, keep_to->first, keep_to->second);
    }
    for (std::size_t i = 0; i < m; ++i) {
        const std::size_t first = candidates.first_of(i);
        const std::size_t last = candidates.last_of(i);
        candidates.first[i] =
            from_cut ? std::clamp(from_cut->next(changed[i]), first, last) : first;
        candidates.last[i] = to_cut ? std::clamp(to_cut->next(changed[i]), first, last) : last;
    }
    candidates.whole = false;
    candidates.total = kept;
    target -= dropped_below;
    return std::nullopt;
}

/// The rank-th smallest (1-based) of the m x n differences changed_i - base_j, both sorted
/// ascending, without materialising them (a million runs per side would need 8 TB).
/// Floyd-Rivest style: each round draws a uniform sample of the candidates, takes two sample
/// values bracketing the target's expected place (three standard deviations either side)
/// and keeps only the candidates between them, about a 40th of the set, so a million values
/// per side take about five rounds of two O(m + n) passes. The sample only steers: each split
/// counts exactly, so the answer is exact whatever is drawn, and a fixed seed keeps runs
/// repeatable. Once few enough candidates remain they are selected directly.
/// Buffers of kth_difference, kept between the calls for one sample pair: fresh ones cost a
/// page fault per 4 KiB, a fifth of the time at a million values per side.
struct SelectionScratch {
    Candidates candidates;
    std::vector<std::uint64_t> row_end;  // running candidate count through row i
    std::vector<double> drawn;
    std::vector<double> remaining;
};

double kth_difference(std::span<const double> changed, std::span<const double> base,
                      std::size_t rank, std::size_t direct_limit, SelectionScratch& scratch) {
    if (rank == 0 || static_cast<std::uint64_t>(rank) >
                         static_cast<std::uint64_t>(changed.size()) * base.size()) {
        throw std::invalid_argument("kth_difference: rank outside 1 .. m n");
    }
    const std::size_t m = changed.size();
    Candidates& candidates = scratch.candidates;
    candidates.first.resize(m);
    candidates.last.resize(m);
    candidates.row_length = base.size();
    candidates.whole = true;
    candidates.total = static_cast<std::uint64_t>(m) * base.size();
    std::uint64_t target = rank;
    std::vector<std::uint64_t>& row_end = scratch.row_end;
    std::vector<double>& drawn = scratch.drawn;
    std::mt19937_64 random(0x6265'6e63'68636d70);  // "benchcmp"
    constexpr std::size_t kSampleSize = 16384;
    constexpr int kMaxRounds = 64;
    for (int round = 0; round < kMaxRounds; ++round) {
        if (candidates.total <= direct_limit) {
            std::vector<double>& remaining = scratch.remaining;
            remaining.clear();
            remaining.reserve(static_cast<std::size_t>(candidates.total));
            for (std::size_t i = 0; i < m; ++i) {
                for (std::size_t j = candidates.first_of(i); j < candidates.last_of(i); ++j) {
                    remaining.push_back(changed[i] - base[j]);
                }
            }
            const auto nth = remaining.begin() + static_cast<std::ptrdiff_t>(target - 1);
            std::nth_element(remaining.begin(), nth, remaining.end());
            return *nth + 0.0;
        }
        if (!candidates.whole) {
            row_end.resize(m);
            std::uint64_t running = 0;
            for (std::size_t i = 0; i < m; ++i) {
                running += candidates.last[i] - candidates.first[i];
                row_end[i] = running;
            }
        }
        std::uniform_int_distribution<std::uint64_t> pick(0, candidates.total - 1);
        drawn.clear();
        for (std::size_t s = 0; s < kSampleSize; ++s) {
            const std::uint64_t at = pick(random);
            std::size_t row = 0;
            std::size_t column = 0;
            if (candidates.whole) {
                row = static_cast<std::size_t>(at / base.size());
                column = static_cast<std::size_t>(at % base.size());
            } else {
                row = static_cast<std::size_t>(
                    std::upper_bound(row_end.begin(), row_end.end(), at) - row_end.begin());
                const std::uint64_t row_start = row == 0 ? 0 : row_end[row - 1];
                column = candidates.first[row] + static_cast<std::size_t>(at - row_start);
            }
            drawn.push_back(changed[row] - base[column]);
        }
        std::sort(drawn.begin(), drawn.end());
        const double fraction = static_cast<double>(target) / static_cast<double>(candidates.total);
        const double centre = fraction * static_cast<double>(kSampleSize);
        const double margin =
            3.0 * std::sqrt(static_cast<double>(kSampleSize) * fraction * (1.0 - fraction)) + 2.0;
        const auto sample_at = [&](double place) {
            return drawn[static_cast<std::size_t>(
                std::clamp(place, 0.0, static_cast<double>(kSampleSize - 1)))];
        };
        if (const auto found = narrow(changed, base, candidates, target, sample_at(centre - margin),
                                      sample_at(centre + margin))) {
            return *found + 0.0;
        }
    }
    return kth_by_bisection(changed, base, rank);
}

/// The (rank)-th smallest difference when `previous` is the (rank - 1)-th: `previous` again if
/// enough differences equal it, else the smallest difference above it. One pass instead of
/// a second selection.
double next_difference(std::span<const double> changed, std::span<const double> base,
                       double previous, std::size_t rank) {
    std::uint64_t at_most = 0;
    double above = std::numeric_limits<double>::infinity();
    RowCut cut(base, previous, false);
    for (const double x : changed) {
        const std::size_t start = cut.next(x);
        at_most += base.size() - start;
        if (start > 0) {
            above = std::min(above, x - base[start - 1]);  // row i's smallest above `previous`
        }
    }
    return at_most >= rank ? previous : above + 0.0;
}

}  // namespace

double kth_pairwise_difference(std::span<const double> base, std::span<const double> changed,
                               std::size_t rank, std::size_t direct_limit) {
    if (!all_finite(base) || !all_finite(changed)) {
        throw std::invalid_argument("kth_pairwise_difference: a value is not finite");
    }
    const SortedPair sorted(base, changed);
    SelectionScratch scratch;
    return kth_difference(sorted.changed(), sorted.base(), rank, direct_limit, scratch);
}

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
    const SortedPair sorted(base, changed);
    const Ranking ranking = rank_sorted(sorted.changed(), sorted.base());
    const double rank_sum = ranking.changed_rank_sum;
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
    const SortedPair sorted(base, changed);
    const std::size_t count = sorted.changed().size() * sorted.base().size();
    SelectionScratch scratch;
    const auto difference = [&](std::size_t rank) {
        return kth_difference(sorted.changed(), sorted.base(), rank, kDirectSelectLimit, scratch);
    };
    ShiftEstimate shift;
    if (count % 2 == 1) {
        shift.estimate = difference(count / 2 + 1);
    } else {
        const double lower = difference(count / 2);
        const double upper = next_difference(sorted.changed(), sorted.base(), lower, count / 2 + 1);
        shift.estimate = lower + (upper - lower) / 2.0;
    }

    const std::size_t m = changed.size();
    const std::size_t n = base.size();
    const double half_alpha = (1.0 - confidence) / 2.0;
    const bool ties = !rank_sorted(sorted.changed(), sorted.base()).tie_sizes.empty();

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
