// Order statistics of the m x n pairwise differences changed_i - base_j of two samples sorted
// ascending, selected without forming them (a million runs per side would need 8 TB): the
// Hodges-Lehmann estimate and the ends of its interval.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>

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

}  // namespace benchcmp::stats_detail
