// Where the Mann-Whitney test switches between its distributions (benchstat's rule,
// docs/statistics.md): exact without ties up to 50 values a side, exact conditional on the
// ties up to 9, the normal approximation beyond.
//
// Expected values: scipy 1.10.1 (Debian's /usr/bin/python3), with x = changed, y = base:
// - without ties: scipy.stats.mannwhitneyu(x, y, method='exact') (and 'asymptotic',
//   use_continuity=True, past 50 values);
// - with ties: scipy.stats.permutation_test((x, y), U, permutation_type='independent',
//   n_resamples=inf, alternative='two-sided'), U = mannwhitneyu(x, y).statistic: every split
//   of the pooled values, p = 2 min(P(U <= u), P(U >= u)).

#include <catch2/catch.hpp>
#include <vector>

#include "benchcmp/stats.hpp"

namespace {

std::vector<double> shifted_range(int count, double shift) {
    std::vector<double> values;
    for (int k = 0; k < count; ++k) {
        values.push_back(k + shift);
    }
    return values;
}

}  // namespace

TEST_CASE("Mann-Whitney with ties below 10 values uses the conditional exact distribution",
          "[stats][oracle]") {
    // Uneven tie groups: the conditional distribution is not symmetric.
    const auto small =
        benchcmp::mann_whitney_test(std::vector<double>{1, 1, 2}, std::vector<double>{2, 3});
    REQUIRE(small);
    CHECK(small->exact);
    CHECK(small->p_value == Approx(0.4).epsilon(1e-12));
    const auto nine = benchcmp::mann_whitney_test(std::vector<double>{1, 1, 1, 2, 5, 6, 7, 7, 9},
                                                  std::vector<double>{2, 2, 3, 8, 8, 8, 9, 10, 11});
    REQUIRE(nine);
    CHECK(nine->exact);
    CHECK(nine->p_value == Approx(0.06437679967091732).epsilon(1e-12));
    // Ten values with a tie: the normal approximation (R and benchstat agree there).
    const auto ten =
        benchcmp::mann_whitney_test(std::vector<double>{1, 1, 1, 2, 5, 6, 7, 7, 9, 12},
                                    std::vector<double>{2, 2, 3, 8, 8, 8, 9, 10, 11, 13});
    REQUIRE(ten);
    CHECK_FALSE(ten->exact);
}

TEST_CASE("Mann-Whitney without ties is exact up to 50 values a side", "[stats][oracle]") {
    const auto fifty = benchcmp::mann_whitney_test(shifted_range(50, 0.0), shifted_range(50, 10.5));
    REQUIRE(fifty);
    CHECK(fifty->exact);
    // R's rule (exact below 50) gave the normal approximation's 0.0012094231070333462.
    CHECK(fifty->p_value == Approx(0.001055016471113676).epsilon(1e-9));
    const auto fifty_one =
        benchcmp::mann_whitney_test(shifted_range(51, 0.0), shifted_range(51, 10.5));
    REQUIRE(fifty_one);
    CHECK_FALSE(fifty_one->exact);
    CHECK(fifty_one->p_value == Approx(0.0013158536667911224).epsilon(1e-9));
}
