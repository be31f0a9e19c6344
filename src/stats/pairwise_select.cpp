// Order statistics of all m x n pairwise differences of two sorted samples, without forming
// them: the Hodges-Lehmann estimate and interval ends at a million runs per side.
#include "stats/pairwise_select.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <random>
#include <stdexcept>
#include <utility>
#include <vector>

#include "stats/order_key.hpp"

namespace benchcmp::stats_detail {

namespace {

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
/// counting pass). The ends are 32-bit, half the memory and the traffic of a pass; a larger
/// base sample is selected by bisection (beyond 32 GiB of values, no input here comes near).
struct Candidates {
    using Index = std::uint32_t;
    std::vector<Index> first;
    std::vector<Index> last;
    std::uint64_t total = 0;
    std::size_t row_length = 0;
    bool whole = true;

    std::size_t first_of(std::size_t i) const { return whole ? 0 : first[i]; }
    std::size_t last_of(std::size_t i) const { return whole ? row_length : last[i]; }
};

/// How a pivot's cut is walked along a row (the answer is the same either way). With
/// distinct values a row's step is 0, 1 or 2 at random, and a walk testing one difference at
/// a time mispredicts its exit about once a row and pivot: most of the selection's time. Four
/// differences counted without a branch cost a fixed few cycles instead. When most rows repeat
/// the value before them (heavy ties), the steps are nearly all 0, the branch predicts well,
/// and it is the faster of the two.
enum class Walk { one_at_a_time, four_at_once };

Walk walk_for(std::span<const double> sorted_changed) {
    std::size_t repeats = 0;
    for (std::size_t i = 1; i < sorted_changed.size(); ++i) {
        repeats += sorted_changed[i] == sorted_changed[i - 1] ? 1 : 0;
    }
    return 2 * repeats >= sorted_changed.size() ? Walk::one_at_a_time : Walk::four_at_once;
}

/// Walks one pivot down the rows: for ascending changed_i, the first base index j whose
/// difference changed_i - base_j is below the pivot (or at most the pivot), which only moves
/// right as i grows. Within a row's candidates [first, last), whose ends also only move right,
/// it is that index clamped to them, found by walking the candidates alone: once they are
/// narrow, a pass costs O(m + candidates) rather than O(m + n).
class RowCut {
  public:
    RowCut(std::span<const double> base, double pivot, bool strict, Walk walk)
        : base_(base.data()),
          size_(base.size()),
          // d > p is d >= the next double above p: one comparison serves both cuts.
          step_while_at_least_(
              strict ? pivot : std::nextafter(pivot, std::numeric_limits<double>::infinity())),
          walk_(walk) {}

    std::size_t next(double x) { return next(x, 0, size_); }

    std::size_t next(double x, std::size_t first, std::size_t last) {
        start_ = std::max(start_, first);
        if (walk_ == Walk::four_at_once && start_ + 4 <= last) {
            // The test holds on a prefix of the row, so a count below four is the step.
            const std::size_t step = steps(x, start_) + steps(x, start_ + 1) +
                                     steps(x, start_ + 2) + steps(x, start_ + 3);
            start_ += step;
            if (step < 4) {
                return start_;
            }
        }
        while (start_ < last && steps(x, start_) != 0) {
            ++start_;
        }
        return start_;
    }

  private:
    std::size_t steps(double x, std::size_t j) const {
        return x - base_[j] >= step_while_at_least_ ? 1 : 0;
    }

    const double* base_;
    std::size_t size_;
    double step_while_at_least_;
    Walk walk_;
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
                             Walk walk, Candidates& candidates, std::uint64_t& target, double low,
                             double high) {
    const std::size_t m = changed.size();
    // In a row the cuts fall in this order (differences fall as j grows), so each starts at
    // the one before: a cut at the same pivot as the one before it is found with one test
    // unless differences equal the pivot.
    std::array<RowCut, 4> cuts{RowCut(base, high, false, walk), RowCut(base, high, true, walk),
                               RowCut(base, low, false, walk), RowCut(base, low, true, walk)};
    std::array<std::uint64_t, 4> counts{};
    for (std::size_t i = 0; i < m; ++i) {
        std::size_t cut = candidates.first_of(i);
        const std::size_t last = candidates.last_of(i);
        for (std::size_t c = 0; c < cuts.size(); ++c) {
            cut = cuts[c].next(changed[i], cut, last);
            counts[c] += last - cut;
        }
    }
    const PivotCounts at_low{counts[3], counts[2]};
    const PivotCounts at_high{counts[1], counts[0]};
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
        from_cut.emplace(base, keep_from->first, keep_from->second, walk);
    }
    if (keep_to) {
        to_cut.emplace(base, keep_to->first, keep_to->second, walk);
    }
    for (std::size_t i = 0; i < m; ++i) {
        const std::size_t first = candidates.first_of(i);
        const std::size_t last = candidates.last_of(i);
        candidates.first[i] = static_cast<Candidates::Index>(
            from_cut ? from_cut->next(changed[i], first, last) : first);
        candidates.last[i] =
            static_cast<Candidates::Index>(to_cut ? to_cut->next(changed[i], first, last) : last);
    }
    candidates.whole = false;
    candidates.total = kept;
    target -= dropped_below;
    return std::nullopt;
}

}  // namespace

/// Buffers kept between the selections of one sample pair: fresh ones cost a page fault per
/// 4 KiB, a fifth of the time at a million values per side.
struct PairwiseDifferences::Scratch {
    Walk walk = Walk::one_at_a_time;
    Candidates candidates;
    std::vector<std::uint64_t> row_end;  // running candidate count through row i
    std::vector<double> drawn;
    std::vector<double> remaining;
};

PairwiseDifferences::PairwiseDifferences(std::span<const double> sorted_changed,
                                         std::span<const double> sorted_base)
    : changed_(sorted_changed), base_(sorted_base), scratch_(std::make_unique<Scratch>()) {
    scratch_->walk = walk_for(sorted_changed);
}

PairwiseDifferences::~PairwiseDifferences() = default;

/// Floyd-Rivest style: each round draws a uniform sample of the candidates, takes two sample
/// values bracketing the target's expected place (three standard deviations either side)
/// and keeps only the candidates between them, about a 40th of the set, so a million values
/// per side take about five rounds of two O(m + n) passes. The sample only steers: each split
/// counts exactly, so the answer is exact whatever is drawn, and a fixed seed keeps runs
/// repeatable. Once few enough candidates remain they are selected directly.
double PairwiseDifferences::kth(std::size_t rank, std::size_t direct_limit, int max_rounds) {
    const std::span<const double> changed = changed_;
    const std::span<const double> base = base_;
    Scratch& scratch = *scratch_;
    if (rank == 0 || static_cast<std::uint64_t>(rank) >
                         static_cast<std::uint64_t>(changed.size()) * base.size()) {
        throw std::invalid_argument("kth pairwise difference: rank outside 1 .. m n");
    }
    if (base.size() > std::numeric_limits<Candidates::Index>::max()) {
        return kth_by_bisection(changed, base, rank);
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
    for (int round = 0; round < max_rounds; ++round) {
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
        if (const auto found = narrow(changed, base, scratch.walk, candidates, target,
                                      sample_at(centre - margin), sample_at(centre + margin))) {
            return *found + 0.0;
        }
    }
    return kth_by_bisection(changed, base, rank);
}

namespace {

/// The distinct values of a sorted sample and how often each occurs, or nullopt once there
/// are more than limit of them.
std::optional<std::vector<std::pair<double, std::uint64_t>>> value_counts(
    std::span<const double> sorted, std::size_t limit) {
    std::vector<std::pair<double, std::uint64_t>> counts;
    for (std::size_t i = 0; i < sorted.size();) {
        std::size_t end = i + 1;
        while (end < sorted.size() && sorted[end] == sorted[i]) {
            ++end;
        }
        if (counts.size() == limit) {
            return std::nullopt;
        }
        counts.emplace_back(sorted[i], end - i);
        i = end;
    }
    return counts;
}

}  // namespace

std::optional<TiedDifferences> TiedDifferences::of(std::span<const double> sorted_changed,
                                                   std::span<const double> sorted_base) {
    const auto base = value_counts(sorted_base, kMaxPairs);
    if (!base) {
        return std::nullopt;
    }
    const auto changed = value_counts(sorted_changed, kMaxPairs / base->size());
    if (!changed) {
        return std::nullopt;
    }
    std::vector<std::pair<double, std::uint64_t>> pairs;
    pairs.reserve(changed->size() * base->size());
    for (const auto& [x, x_count] : *changed) {
        for (const auto& [y, y_count] : *base) {
            pairs.emplace_back(x - y, x_count * y_count);  // as the selection subtracts
        }
    }
    std::sort(pairs.begin(), pairs.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    TiedDifferences tied;
    std::uint64_t total = 0;
    for (const auto& [difference, count] : pairs) {
        total += count;
        // Equal differences from other pairs (and -0 beside +0) are one entry.
        if (!tied.differences_.empty() && tied.differences_.back() == difference) {
            tied.at_most_.back() = total;
        } else {
            tied.differences_.push_back(difference);
            tied.at_most_.push_back(total);
        }
    }
    return tied;
}

double TiedDifferences::kth(std::size_t rank) const {
    if (rank == 0 || rank > at_most_.back()) {
        throw std::invalid_argument("kth pairwise difference: rank outside 1 .. m n");
    }
    const auto at = std::lower_bound(at_most_.begin(), at_most_.end(), std::uint64_t{rank});
    return differences_[static_cast<std::size_t>(at - at_most_.begin())] + 0.0;
}

PairwiseDifferences::Ranks TiedDifferences::ranks_of(double value) const {
    PairwiseDifferences::Ranks ranks{.above = std::numeric_limits<double>::infinity()};
    const auto first_not_below = std::lower_bound(differences_.begin(), differences_.end(), value);
    const auto first_above = std::upper_bound(first_not_below, differences_.end(), value);
    const auto count_before = [&](auto at) {
        return at == differences_.begin()
                   ? std::uint64_t{0}
                   : at_most_[static_cast<std::size_t>(at - differences_.begin() - 1)];
    };
    ranks.below = count_before(first_not_below);
    ranks.at_most = count_before(first_above);
    if (first_above != differences_.end()) {
        ranks.above = *first_above;
    }
    return ranks;
}

PairwiseDifferences::Ranks PairwiseDifferences::ranks_of(double value) const {
    RowCut at_most(base_, value, false, scratch_->walk);
    RowCut below(base_, value, true, scratch_->walk);
    Ranks ranks{.above = std::numeric_limits<double>::infinity()};
    for (const double x : changed_) {
        const std::size_t cut = at_most.next(x);
        ranks.at_most += base_.size() - cut;
        ranks.below += base_.size() - below.next(x, cut, base_.size());
        if (cut > 0) {
            ranks.above = std::min(ranks.above, x - base_[cut - 1]);  // row i's smallest above
        }
    }
    return ranks;
}

}  // namespace benchcmp::stats_detail
