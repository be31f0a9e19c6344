// The linear-time pieces behind Mann-Whitney at a million runs per side: the radix sort and
// the selection of one order statistic of all pairwise differences. Both are checked against
// the plain way (std::sort; forming and sorting every difference), which is their oracle.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <iterator>
#include <limits>
#include <stdexcept>
#include <utility>
#include <vector>

#include "benchcmp/stats.hpp"
#include "stats/pairwise_select.hpp"

namespace benchcmp {

namespace {

/// A repeatable generator: `levels` distinct values (few levels = many ties) spread over
/// [offset - 50, offset + 50).
class Values {
  public:
    explicit Values(std::uint64_t seed) : state_(seed) {}
    std::vector<double> draw(std::size_t count, std::uint64_t levels, double offset) {
        std::vector<double> values(count);
        for (double& value : values) {
            state_ = state_ * 6364136223846793005ULL + 1442695040888963407ULL;
            value =
                static_cast<double>((state_ >> 33) % levels) * 100.0 / static_cast<double>(levels) -
                50.0 + offset;
        }
        return values;
    }

  private:
    std::uint64_t state_;
};

std::vector<double> all_differences(const std::vector<double>& base,
                                    const std::vector<double>& changed) {
    std::vector<double> differences;
    differences.reserve(base.size() * changed.size());
    for (double x : changed) {
        for (double y : base) {
            differences.push_back(x - y);
        }
    }
    std::sort(differences.begin(), differences.end());
    return differences;
}

bool same_bits(double a, double b) {
    return std::signbit(a) == std::signbit(b) && (a == b || (std::isinf(a) && std::isinf(b)));
}

}  // namespace

TEST_CASE("sort_ascending orders large samples exactly as std::sort") {
    Values values(7);
    for (const std::uint64_t levels :
         {std::uint64_t{3}, std::uint64_t{1000}, std::uint64_t{1} << 30}) {
        std::vector<double> sample = values.draw(20000, levels, -10.0);
        // The awkward corners of the bit order: signed zeros, infinities, subnormals.
        sample.insert(sample.end(), {-0.0, 0.0, std::numeric_limits<double>::infinity(),
                                     -std::numeric_limits<double>::infinity(),
                                     std::numeric_limits<double>::denorm_min(),
                                     -std::numeric_limits<double>::denorm_min(), -1e308, 1e308});
        std::vector<double> expected = sample;
        std::sort(expected.begin(), expected.end());
        sort_ascending(sample);
        REQUIRE(sample.size() == expected.size());
        CHECK(std::is_sorted(sample.begin(), sample.end()));
        CHECK(std::equal(sample.begin(), sample.end(), expected.begin()));  // -0 == +0 here
    }
    std::vector<double> same(5000, 2.5);  // every digit shared: nothing moves
    sort_ascending(same);
    CHECK(std::all_of(same.begin(), same.end(), [](double v) { return v == 2.5; }));
    std::vector<double> small{3.0, -1.0, 2.0};  // below the radix size
    sort_ascending(small);
    CHECK(small == std::vector<double>{-1.0, 2.0, 3.0});
}

TEST_CASE("sort_ascending counts few distinct values, and sorts one more as any sample") {
    // 8192 distinct values are counted and written back in order; 8193 take the radix sort.
    // Both ways put -0 before +0, the order of their bits.
    for (const std::uint64_t distinct :
         {std::uint64_t{2}, std::uint64_t{8192}, std::uint64_t{8193}}) {
        INFO(distinct << " distinct values");
        std::vector<double> sample(50000);
        for (std::size_t i = 0; i < sample.size(); ++i) {
            // A scattered order of the levels (i * 7919 mod distinct), so no run is sorted.
            const auto level = (i * 7919) % distinct;
            sample[i] = level == 0 ? -0.0 : static_cast<double>(level) / 1000.0 - 4.0;
        }
        sample.push_back(0.0);
        std::vector<double> expected = sample;
        std::sort(expected.begin(), expected.end());
        sort_ascending(sample);
        CHECK(std::equal(sample.begin(), sample.end(), expected.begin()));
        const auto zero = std::find(sample.begin(), sample.end(), 0.0);
        REQUIRE(zero != sample.end());
        CHECK(std::signbit(*zero));  // the first zero is -0
        CHECK_FALSE(std::signbit(*std::prev(std::upper_bound(sample.begin(), sample.end(), 0.0))));
    }
}

TEST_CASE("kth_pairwise_difference finds every order statistic of the differences") {
    Values values(42);
    // direct_limit 16 forces the sampling rounds even on these small samples; heavy ties
    // (5 levels) exercise the pivot-equals-target exit, unsorted input the internal sort.
    for (const std::uint64_t levels : {std::uint64_t{5}, std::uint64_t{1} << 20}) {
        const std::vector<double> base = values.draw(37, levels, 0.0);
        const std::vector<double> changed = values.draw(53, levels, 7.0);
        const std::vector<double> differences = all_differences(base, changed);
        for (std::size_t rank = 1; rank <= differences.size(); ++rank) {
            INFO("levels " << levels << ", rank " << rank);
            REQUIRE(same_bits(kth_pairwise_difference(base, changed, rank, 16),
                              differences[rank - 1] + 0.0));
            CHECK(same_bits(kth_pairwise_difference(base, changed, rank),
                            differences[rank - 1] + 0.0));
        }
    }
}

TEST_CASE("kth_pairwise_difference stays exact past the direct-selection size") {
    Values values(2024);
    // 1500 x 1500 = 2.25M differences, more than kDirectSelectLimit: the default path
    // samples, narrows and only then selects directly.
    const std::vector<double> base = values.draw(1500, std::uint64_t{1} << 24, 0.0);
    const std::vector<double> changed = values.draw(1500, std::uint64_t{1} << 24, 3.0);
    const std::vector<double> differences = all_differences(base, changed);
    REQUIRE(differences.size() > kDirectSelectLimit);
    for (const std::size_t rank :
         {std::size_t{1}, std::size_t{2}, std::size_t{1000}, differences.size() / 2,
          differences.size() / 2 + 1, differences.size() - 7, differences.size()}) {
        INFO("rank " << rank);
        CHECK(same_bits(kth_pairwise_difference(base, changed, rank), differences[rank - 1] + 0.0));
    }
    const auto shift = hodges_lehmann(base, changed, 0.95);
    REQUIRE(shift);
    const std::size_t half = differences.size() / 2;
    CHECK(shift->estimate ==
          differences[half - 1] + (differences[half] - differences[half - 1]) / 2.0);
}

TEST_CASE("kth_pairwise_difference handles lopsided sizes and one-value sides") {
    Values values(77);
    // 4000 x 300 and 300 x 4000: past the direct size, with rows far longer or shorter than
    // the number of rows; then a side of a single value.
    for (const auto& [base_size, changed_size] :
         {std::pair<std::size_t, std::size_t>{4000, 300}, {300, 4000}, {1, 3000}, {3000, 1}}) {
        const std::vector<double> base = values.draw(base_size, std::uint64_t{1} << 16, 0.0);
        const std::vector<double> changed = values.draw(changed_size, std::uint64_t{1} << 16, 1.0);
        const std::vector<double> differences = all_differences(base, changed);
        for (const std::size_t rank : {std::size_t{1}, differences.size() / 3,
                                       differences.size() / 2 + 1, differences.size()}) {
            INFO(base_size << " x " << changed_size << ", rank " << rank);
            CHECK(same_bits(kth_pairwise_difference(base, changed, rank),
                            differences[rank - 1] + 0.0));
            CHECK(same_bits(kth_pairwise_difference(base, changed, rank, 64),
                            differences[rank - 1] + 0.0));
        }
    }
}

TEST_CASE("the bisection fallback of the selection finds the same differences") {
    Values values(5);
    for (const std::uint64_t levels : {std::uint64_t{4}, std::uint64_t{1} << 30}) {
        std::vector<double> base = values.draw(41, levels, 0.0);
        std::vector<double> changed = values.draw(29, levels, -2.0);
        const std::vector<double> differences = all_differences(base, changed);
        std::sort(base.begin(), base.end());
        std::sort(changed.begin(), changed.end());
        stats_detail::PairwiseDifferences selection(changed, base);
        for (std::size_t rank = 1; rank <= differences.size(); ++rank) {
            INFO("levels " << levels << ", rank " << rank);
            REQUIRE(same_bits(selection.kth(rank, 0, 0), differences[rank - 1] + 0.0));
        }
    }
}

TEST_CASE("tied differences give every rank, and every rank's place, as the selection does") {
    Values values(11);
    // Few levels: many ties; zeros of both signs, whose differences are one value.
    for (const std::uint64_t levels : {std::uint64_t{1}, std::uint64_t{3}, std::uint64_t{50}}) {
        std::vector<double> base = values.draw(60, levels, 0.0);
        std::vector<double> changed = values.draw(45, levels, 1.0);
        base.push_back(-0.0);
        changed.push_back(0.0);
        const std::vector<double> differences = all_differences(base, changed);
        std::sort(base.begin(), base.end());
        std::sort(changed.begin(), changed.end());
        const auto tied = stats_detail::TiedDifferences::of(changed, base);
        REQUIRE(tied.has_value());
        stats_detail::PairwiseDifferences selection(changed, base);
        for (std::size_t rank = 1; rank <= differences.size(); ++rank) {
            INFO("levels " << levels << ", rank " << rank);
            const double expected = differences[rank - 1] + 0.0;
            REQUIRE(same_bits(tied->kth(rank), expected));
            const auto want = selection.ranks_of(expected);
            const auto got = tied->ranks_of(expected);
            REQUIRE(got.below == want.below);
            REQUIRE(got.at_most == want.at_most);
            REQUIRE(got.above + 0.0 == want.above + 0.0);
        }
        CHECK_THROWS_AS(tied->kth(0), std::invalid_argument);
        CHECK_THROWS_AS(tied->kth(differences.size() + 1), std::invalid_argument);
    }
}

TEST_CASE("tied differences are not built when the distinct values make too many pairs") {
    std::vector<double> base(300);
    std::vector<double> changed(300);
    for (std::size_t i = 0; i < 300; ++i) {
        base[i] = static_cast<double>(i);
        changed[i] = static_cast<double>(i) + 0.5;
    }
    // 300 x 300 distinct pairs: above the 65,536 the class holds.
    CHECK_FALSE(stats_detail::TiedDifferences::of(changed, base).has_value());
    changed.resize(200);  // 200 x 300 = 60,000: within
    CHECK(stats_detail::TiedDifferences::of(changed, base).has_value());
}

TEST_CASE("kth_pairwise_difference refuses a rank outside 1 .. m n and non-finite values") {
    const std::vector<double> base{1.0, 2.0};
    const std::vector<double> changed{3.0, 4.0, 5.0};
    CHECK(kth_pairwise_difference(base, changed, 1) == 1.0);
    CHECK(kth_pairwise_difference(base, changed, 6) == 4.0);
    CHECK_THROWS_AS(kth_pairwise_difference(base, changed, 0), std::invalid_argument);
    CHECK_THROWS_AS(kth_pairwise_difference(base, changed, 7), std::invalid_argument);
    const std::vector<double> with_nan{1.0, std::numeric_limits<double>::quiet_NaN()};
    CHECK_THROWS_AS(kth_pairwise_difference(with_nan, changed, 1), std::invalid_argument);
}

TEST_CASE("median selects in place on large samples exactly as a sorted copy does") {
    Values values(99);
    for (const std::size_t size : {std::size_t{4096}, std::size_t{4097}, std::size_t{100001}}) {
        for (const std::uint64_t levels :
             {std::uint64_t{2}, std::uint64_t{7}, std::uint64_t{1} << 40}) {
            std::vector<double> sample = values.draw(size, levels, -20.0);
            std::vector<double> sorted = sample;
            std::sort(sorted.begin(), sorted.end());
            const std::size_t half = size / 2;
            const double expected =
                size % 2 == 1 ? sorted[half]
                              : sorted[half - 1] + (sorted[half] - sorted[half - 1]) / 2.0;
            INFO("size " << size << ", levels " << levels);
            CHECK(median(sample) == expected);
        }
    }
    std::vector<double> negatives(5000);
    for (std::size_t i = 0; i < negatives.size(); ++i) {
        negatives[i] = -static_cast<double>(i) - 0.5;  // all below zero: the reversed key order
    }
    CHECK(median(negatives) == -2500.0);
    // Two values only, split at the middle: the lower middle lies below the tied block that
    // holds the upper one, a block small enough to copy (5000) or not (10000).
    for (const std::size_t size : {std::size_t{5000}, std::size_t{10000}}) {
        std::vector<double> two_blocks(size, 2.0);
        std::fill(two_blocks.begin(), two_blocks.begin() + static_cast<std::ptrdiff_t>(size / 2),
                  1.0);
        CHECK(median(two_blocks) == 1.5);
    }
    // A NaN anywhere, of either sign, leaves a large sample without a median.
    for (const double nan :
         {std::numeric_limits<double>::quiet_NaN(), -std::numeric_limits<double>::quiet_NaN()}) {
        std::vector<double> with_nan = negatives;
        with_nan[1234] = nan;
        CHECK(std::isnan(median(with_nan)));
    }
}

}  // namespace benchcmp
