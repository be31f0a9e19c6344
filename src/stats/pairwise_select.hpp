// Order statistics of the m x n pairwise differences changed_i - base_j of two samples sorted
// ascending, selected without forming them (a million runs per side would need 8 TB): the
// Hodges-Lehmann estimate and the ends of its interval.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "benchcmp/stats.hpp"

namespace benchcmp::stats_detail {

inline constexpr int kMaxSelectRounds = 64;

class PairwiseDifferences {
  public:
    /// Both samples sorted ascending, finite, non-empty; they must outlive this object.
    PairwiseDifferences(std::span<const double> sorted_changed,
                        std::span<const double> sorted_base);
    ~PairwiseDifferences();
    PairwiseDifferences(const PairwiseDifferences&) = delete;
    PairwiseDifferences& operator=(const PairwiseDifferences&) = delete;

    /// The rank-th smallest difference (1-based), exactly; candidate sets of at most
    /// direct_limit differences are selected directly. Throws std::invalid_argument for a
    /// rank outside 1 .. m n. O((m + n) log(m + n)) expected. After max_rounds sampling
    /// rounds (never reached in practice; tests pass 0) it finishes by bisection, at most 64
    /// counting passes.
    double kth(std::size_t rank, std::size_t direct_limit = kDirectSelectLimit,
               int max_rounds = kMaxSelectRounds);

    /// Where `value` stands among the differences, in one pass: how many lie below it and how
    /// many at or below it (ranks below + 1 through at_most are `value` itself), and the
    /// smallest difference above it (infinity when none is).
    struct Ranks {
        std::uint64_t below = 0;
        std::uint64_t at_most = 0;
        double above = 0.0;
    };
    Ranks ranks_of(double value) const;

  private:
    struct Scratch;
    std::span<const double> changed_;
    std::span<const double> base_;
    std::unique_ptr<Scratch> scratch_;
};

/// The same order statistics when both samples take few distinct values, as benchmark results
/// printed to a few decimals do (a million hackbench times to 3 decimals take about a hundred):
/// the differences of the distinct values, each counted as often as its pairs occur, sorted
/// once. Every rank is then read off the counts, the same difference the selection gives.
class TiedDifferences {
  public:
    /// Distinct-value pairs held at most: 1 MiB of differences and counts.
    static constexpr std::size_t kMaxPairs = std::size_t{1} << 16;

    /// The differences of sorted_changed and sorted_base (sorted ascending, finite,
    /// non-empty), or nullopt when their distinct values make more than kMaxPairs pairs.
    static std::optional<TiedDifferences> of(std::span<const double> sorted_changed,
                                             std::span<const double> sorted_base);

    /// The rank-th smallest difference (1-based, within 1 .. m n).
    double kth(std::size_t rank) const;
    /// As PairwiseDifferences::ranks_of.
    PairwiseDifferences::Ranks ranks_of(double value) const;

  private:
    TiedDifferences() = default;
    std::vector<double> differences_;     // distinct, ascending
    std::vector<std::uint64_t> at_most_;  // how many of the m n differences are <= each
};

}  // namespace benchcmp::stats_detail
