// Unit tests of the statistics core. Expected values come from independent oracles (NIST StRD
// certified values, scipy, exact rational arithmetic), written as literals with their origin.
#include "benchcmp/stats.hpp"

#include <bit>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace benchcmp {
namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/// NIST StRD NumAcc2-4 shape: `first`, then 500 pairs of (low, high); 1001 values.
std::vector<double> nist_alternating(double first, double low, double high) {
    std::vector<double> values{first};
    for (int pair = 0; pair < 500; ++pair) {
        values.push_back(low);
        values.push_back(high);
    }
    return values;
}

SampleStats raw_stats(std::vector<double> values) {
    return describe(Sample(std::move(values)));
}

SampleStats summary_stats(std::size_t n, double mean, double stddev) {
    Summary summary;
    summary.n = n;
    summary.mean = mean;
    summary.stddev = stddev;
    return describe(Sample(summary));
}

// Shared Welch data sets. Hackbench-style times in seconds (lower is better) and a throughput.
const std::vector<double> kHackbenchBase{0.512, 0.498, 0.507, 0.521, 0.503};
const std::vector<double> kHackbenchNew{0.463, 0.471, 0.458, 0.469, 0.466};
const std::vector<double> kUnequalBase{12.31, 12.48, 12.15, 12.62, 12.27, 12.55, 12.40, 12.36};
const std::vector<double> kUnequalNew{12.02, 12.21, 11.94, 12.18};
const std::vector<double> kLargeBase{10.01, 10.02, 9.99, 10.00, 10.03, 9.98};
const std::vector<double> kLargeNew{20.01, 19.97, 20.03, 20.00, 19.99, 20.02};
const std::vector<double> kFlatBase{1.234, 1.251, 1.219, 1.247, 1.238};
const std::vector<double> kFlatNew{1.241, 1.229, 1.256, 1.233, 1.249, 1.244};
const std::vector<double> kThroughputBase{1520.4, 1498.7, 1533.1};
const std::vector<double> kThroughputNew{1610.9, 1587.2, 1602.5, 1595.0};

}  // namespace

TEST_CASE("mean and sample_stddev meet the NIST StRD univariate certified values", "[stats]") {
    struct Case {
        std::string name;
        std::vector<double> values;
        double certified_mean;    // NIST StRD certified value
        double certified_stddev;  // NIST StRD certified value
    };
    // The decimal inputs are not exact in binary (10000000.1 carries up to 9.3e-10 of
    // rounding), which alone moves the stddev of the double data 5.6e-9 away from 0.1 for
    // NumAcc4. sample_stddev recovers the printed decimals for such samples, so every case
    // must meet the certified value to 10 significant digits (the issue asks for 9).
    const std::vector<Case> cases{
        {"NumAcc1", {10000001.0, 10000003.0, 10000002.0}, 10000002.0, 1.0},
        {"NumAcc2", nist_alternating(1.2, 1.1, 1.3), 1.2, 0.1},
        {"NumAcc3", nist_alternating(1000000.2, 1000000.1, 1000000.3), 1000000.2, 0.1},
        {"NumAcc4", nist_alternating(10000000.2, 10000000.1, 10000000.3), 10000000.2, 0.1},
    };
    for (const auto& c : cases) {
        SECTION(c.name) {
            CHECK(mean(c.values) == Approx(c.certified_mean).epsilon(1e-15));
            CHECK(sample_stddev(c.values) == Approx(c.certified_stddev).epsilon(1e-10));
        }
    }
}

TEST_CASE("mean and sample_stddev of values near the largest double", "[stats]") {
    // Exact rationals (Python fractions) rounded to a double: 1e308 / 3, 1 / 3,
    // sqrt(4 / 3) x 1e308 and sqrt(1 / 2) x 1e155; a double sum or square overflows on each.
    CHECK(mean(std::vector<double>{1e308, -1e308, 1e308}) == 3.333333333333333e307);
    CHECK(mean(std::vector<double>{1e308, -1e308, 1.0}) == 0.3333333333333333);
    CHECK(sample_stddev(std::vector<double>{1e308, -1e308, 1e308}) == 1.1547005383792515e308);
    CHECK(sample_stddev(std::vector<double>{1e155, 2e155}) == 7.071067811865475e154);
}

TEST_CASE("median of odd and even samples", "[stats]") {
    struct Case {
        std::vector<double> values;
        double expected;  // by hand: middle value, or the mean of the two middle values
    };
    const std::vector<Case> cases{
        {{5.0}, 5.0},
        {{3.0, 1.0, 2.0}, 2.0},
        {{4.0, 1.0, 3.0, 2.0}, 2.5},
        {{-2.0, 7.0, -2.0, 7.0}, 2.5},
        {{1.0, 1.0, 1.0, 9.0, 9.0}, 1.0},
        {kHackbenchBase, 0.507},
        {kUnequalBase, 12.38},  // (12.36 + 12.40) / 2
    };
    for (const auto& c : cases) {
        CAPTURE(c.values);
        CHECK(median(c.values) == Approx(c.expected).epsilon(1e-15));
    }
}

TEST_CASE("describe a raw sample", "[stats]") {
    const SampleStats stats = raw_stats(kHackbenchBase);
    CHECK(stats.n == 5);
    // numpy 1.24.2 np.mean(base) and np.std(base, ddof=1)
    CHECK(stats.mean == Approx(0.5082).epsilon(1e-15));
    REQUIRE(stats.stddev);
    CHECK(*stats.stddev == Approx(0.008814760348415614).epsilon(1e-12));
    // scipy 1.10.1 scipy.stats.variation(base, ddof=1) * 100
    REQUIRE(stats.cv_pct);
    CHECK(*stats.cv_pct == Approx(1.7345061685194045).epsilon(1e-12));
    CHECK(stats.min == 0.498);
    CHECK(stats.max == 0.521);
    CHECK(stats.median == 0.507);
}

TEST_CASE("describe small and degenerate raw samples without failing", "[stats]") {
    SECTION("empty: n = 0, mean 0, nothing else") {
        const SampleStats stats = raw_stats({});
        CHECK(stats.n == 0);
        CHECK(stats.mean == 0.0);
        CHECK_FALSE(stats.stddev);
        CHECK_FALSE(stats.cv_pct);
        CHECK_FALSE(stats.min);
        CHECK_FALSE(stats.max);
        CHECK_FALSE(stats.median);
    }
    SECTION("one value: no spread") {
        const SampleStats stats = raw_stats({4.25});
        CHECK(stats.n == 1);
        CHECK(stats.mean == 4.25);
        CHECK_FALSE(stats.stddev);
        CHECK_FALSE(stats.cv_pct);
        CHECK(stats.min == 4.25);
        CHECK(stats.max == 4.25);
        CHECK(stats.median == 4.25);
    }
    SECTION("mean 0: no coefficient of variation") {
        const SampleStats stats = raw_stats({-1.0, 1.0});
        CHECK(stats.mean == 0.0);
        REQUIRE(stats.stddev);
        CHECK(*stats.stddev == Approx(std::sqrt(2.0)).epsilon(1e-15));
        CHECK_FALSE(stats.cv_pct);
    }
    SECTION("constant: zero spread") {
        const SampleStats stats = raw_stats({2.5, 2.5, 2.5});
        CHECK(stats.stddev == 0.0);
        CHECK(stats.cv_pct == 0.0);
    }
    SECTION("NaN value: no crash, NaN statistics") {
        const SampleStats stats = raw_stats({1.0, kNaN, 3.0});
        CHECK(std::isnan(stats.mean));
        REQUIRE(stats.median);
        CHECK(std::isnan(*stats.median));
    }
}

// describe() reads a raw sample in fewer passes than mean(), sample_stddev() and median() take
// one by one; for every kind of large sample it must give the same bits as they do.
TEST_CASE("describe a large raw sample exactly as the statistics alone", "[stats]") {
    const auto same = [](std::optional<double> described, double alone) {  // bits: -0 is not +0
        return described && (std::isnan(alone) ? std::isnan(*described)
                                               : std::bit_cast<std::uint64_t>(*described) ==
                                                     std::bit_cast<std::uint64_t>(alone));
    };
    const auto sample_of = [](std::size_t size, auto value_at) {
        std::vector<double> values(size);
        for (std::size_t i = 0; i < size; ++i) {
            values[i] = value_at(static_cast<double>(i));
        }
        return values;
    };
    const double largest = std::numeric_limits<double>::max();
    const std::vector<std::pair<const char*, std::vector<double>>> samples{
        {"ordinary",
         sample_of(5001, [](double i) { return 0.85 + std::fmod(i * 7.0, 97.0) / 1000; })},
        {"tiny spread on a large offset (the printed-precision pass)",
         sample_of(4096,
                   [](double i) { return std::fmod(i, 2.0) == 0 ? 10000000.2 : 10000000.1; })},
        {"near the largest double (an overflowing shifted sum)",
         sample_of(4097, [&](double i) { return std::fmod(i, 2.0) == 0 ? largest : -largest; })},
        {"zeros of both signs",
         sample_of(6000, [](double i) { return std::fmod(i, 3.0) == 0 ? -0.0 : 0.0; })},
        {"an infinity", sample_of(4100, [](double i) { return i == 17 ? kInfinity : i; })},
        {"a NaN", sample_of(4100, [](double i) { return i == 4000 ? kNaN : -i; })},
    };
    for (const auto& [name, values] : samples) {
        INFO(name);
        const SampleStats stats = raw_stats(values);
        CHECK(same(stats.mean, mean(values)));
        CHECK(same(stats.stddev, sample_stddev(values)));
        CHECK(same(stats.median, median(values)));
        double low = values.front();
        double high = values.front();
        for (const double value : values) {
            low = std::min(low, value);
            high = std::max(high, value);
        }
        CHECK(same(stats.min, low));
        CHECK(same(stats.max, high));
    }
}

TEST_CASE("describe a summary sample", "[stats]") {
    SECTION("n >= 2: the printed stddev, min, max and median are kept") {
        Summary summary;
        summary.n = 3;
        summary.mean = -200.0;
        summary.stddev = 5.0;
        summary.min = -205.0;
        summary.max = -195.0;
        summary.median = -199.0;
        const SampleStats stats = describe(Sample(summary));
        CHECK(stats.n == 3);
        CHECK(stats.mean == -200.0);
        CHECK(stats.stddev == 5.0);
        CHECK(stats.cv_pct == 2.5);  // 5 / |-200| * 100
        CHECK(stats.min == -205.0);
        CHECK(stats.max == -195.0);
        CHECK(stats.median == -199.0);
    }
    SECTION("n < 2: a printed stddev means nothing") {
        const SampleStats stats = summary_stats(1, 10.0, 3.0);
        CHECK_FALSE(stats.stddev);
        CHECK_FALSE(stats.cv_pct);
        CHECK_FALSE(stats.min);
        CHECK_FALSE(stats.median);
    }
    SECTION("a negative or NaN stddev counts as not printed") {
        CHECK_FALSE(summary_stats(4, 10.0, -1.0).stddev);
        CHECK_FALSE(summary_stats(4, 10.0, kNaN).stddev);
    }
}

TEST_CASE("welch_test matches scipy on raw samples", "[stats]") {
    struct Case {
        std::string name;
        std::vector<double> base;
        std::vector<double> changed;
        // scipy 1.10.1: r = scipy.stats.ttest_ind(changed, base, equal_var=False); t is
        // r.statistic (changed first, so t = (mean_changed - mean_base) / se), p is r.pvalue;
        // df from scipy.stats._stats_py._unequal_var_ttest_denom(var(changed, ddof=1),
        // len(changed), var(base, ddof=1), len(base))[0], the df that ttest_ind itself uses.
        double t;
        double df;
        double p;
    };
    const std::vector<Case> cases{
        {"hackbench 5 vs 5, significant", kHackbenchBase, kHackbenchNew, -9.384520806585217,
         6.429503431426438, 5.4981569533846626e-05},
        {"unequal n, 8 vs 4", kUnequalBase, kUnequalNew, -3.6146873148653866, 7.228251423487485,
         0.008114418921581212},
        {"large difference, tiny p", kLargeBase, kLargeNew, 856.9999999999883, 9.799999999999837,
         3.2287677253527843e-25},
        {"overlapping, not significant", kFlatBase, kFlatNew, 0.6061756885767262, 7.6539553032925,
         0.56193944970715},
        {"throughput 3 vs 4", kThroughputBase, kThroughputNew, 7.242847021423322,
         3.0204913588685867, 0.005306158634603492},
    };
    for (const auto& c : cases) {
        SECTION(c.name) {
            const auto result = welch_test(raw_stats(c.base), raw_stats(c.changed));
            REQUIRE(result);
            CHECK(result->t == Approx(c.t).epsilon(1e-9));
            CHECK(result->df == Approx(c.df).epsilon(1e-9));
            CHECK(result->p_value == Approx(c.p).epsilon(1e-9));
        }
    }
}

TEST_CASE("welch_test from summaries equals welch_test from raw values", "[stats]") {
    const std::vector<std::pair<std::vector<double>, std::vector<double>>> pairs{
        {kHackbenchBase, kHackbenchNew}, {kUnequalBase, kUnequalNew}, {kFlatBase, kFlatNew}};
    for (const auto& [base, changed] : pairs) {
        const SampleStats raw_base = raw_stats(base);
        const SampleStats raw_changed = raw_stats(changed);
        const auto from_raw = welch_test(raw_base, raw_changed);
        const auto from_summary =
            welch_test(summary_stats(raw_base.n, raw_base.mean, *raw_base.stddev),
                       summary_stats(raw_changed.n, raw_changed.mean, *raw_changed.stddev));
        REQUIRE(from_raw);
        REQUIRE(from_summary);
        // The same n, mean and stddev go in, so the results must agree bit for bit.
        CHECK(from_summary->t == from_raw->t);
        CHECK(from_summary->df == from_raw->df);
        CHECK(from_summary->p_value == from_raw->p_value);
    }
}

TEST_CASE("welch_test on a printed summary matches scipy", "[stats]") {
    // SPECjbb-style mean/std/count. scipy 1.10.1:
    // r = scipy.stats.ttest_ind_from_stats(47102.3, 655.9, 3, 45231.0, 812.4, 3,
    // equal_var=False); df = _unequal_var_ttest_denom(655.9**2, 3, 812.4**2, 3)[0].
    const auto result =
        welch_test(summary_stats(3, 45231.0, 812.4), summary_stats(3, 47102.3, 655.9));
    REQUIRE(result);
    CHECK(result->t == Approx(3.104211052896555).epsilon(1e-9));
    CHECK(result->df == Approx(3.829851171658218).epsilon(1e-9));
    CHECK(result->p_value == Approx(0.03825343026460928).epsilon(1e-9));
}

TEST_CASE("welch_test degenerate and unusable inputs", "[stats]") {
    SECTION("equal constant samples: no difference, p = 1") {
        const auto result = welch_test(raw_stats({3.0, 3.0, 3.0}), raw_stats({3.0, 3.0}));
        REQUIRE(result);
        CHECK(result->t == 0.0);
        CHECK(result->df == 3.0);  // n1 + n2 - 2
        CHECK(result->p_value == 1.0);
    }
    SECTION("different constant samples: a deterministic difference, p = 0") {
        const auto up = welch_test(raw_stats({3.0, 3.0, 3.0}), raw_stats({4.0, 4.0}));
        REQUIRE(up);
        CHECK(up->t == kInfinity);
        CHECK(up->df == 3.0);
        CHECK(up->p_value == 0.0);
        const auto down = welch_test(raw_stats({4.0, 4.0}), raw_stats({3.0, 3.0, 3.0}));
        REQUIRE(down);
        CHECK(down->t == -kInfinity);
        CHECK(down->p_value == 0.0);
    }
    SECTION("one constant side still has a finite test") {
        const auto result = welch_test(raw_stats({3.0, 3.0, 3.0}), raw_stats({3.0, 4.0, 5.0}));
        REQUIRE(result);
        CHECK(result->df == Approx(2.0).epsilon(1e-15));  // all variance from the n = 3 side
        CHECK(result->p_value > 0.0);
        CHECK(result->p_value < 1.0);
    }
    SECTION("extreme stddevs neither underflow nor overflow the degrees of freedom") {
        const auto tiny = welch_test(summary_stats(5, 1.0, 1e-170), summary_stats(5, 1.0, 1e-170));
        REQUIRE(tiny);
        CHECK(tiny->df == Approx(8.0).epsilon(1e-12));
        CHECK(tiny->p_value == 1.0);
        const auto huge = welch_test(summary_stats(5, 0.0, 1e170), summary_stats(5, 1e170, 1e170));
        REQUIRE(huge);
        CHECK(huge->df == Approx(8.0).epsilon(1e-12));
        CHECK(std::isfinite(huge->p_value));
    }
    SECTION("unusable sides give no test") {
        const SampleStats good = raw_stats(kHackbenchBase);
        CHECK_FALSE(welch_test(raw_stats({1.0}), good));
        CHECK_FALSE(welch_test(good, raw_stats({})));
        CHECK_FALSE(welch_test(good, summary_stats(1, 0.4, 0.0)));
        SampleStats nan_mean = good;
        nan_mean.mean = kNaN;
        CHECK_FALSE(welch_test(nan_mean, good));
        SampleStats infinite_stddev = good;
        infinite_stddev.stddev = kInfinity;
        CHECK_FALSE(welch_test(good, infinite_stddev));
        SampleStats no_stddev = good;
        no_stddev.stddev.reset();
        CHECK_FALSE(welch_test(good, no_stddev));
    }
}

TEST_CASE("diff_pct", "[stats]") {
    struct Case {
        double base;
        double changed;
        std::optional<double> expected;
    };
    const std::vector<Case> cases{
        {100.0, 110.0, 10.0},
        {100.0, 90.0, -10.0},
        {-50.0, -40.0, 20.0},  // against |base|: a rise stays positive
        // numpy 1.24.2: (mean(new) - mean(base)) / abs(mean(base)) * 100, hackbench sets
        {0.5082, 0.4654, -8.421881149153878},
        {7.0, 7.0, 0.0},
        {0.0, 5.0, std::nullopt},
        {-0.0, 5.0, std::nullopt},
        {0.0, 0.0, 0.0},  // no change, as benchstat prints it (0.00%)
        {-0.0, 0.0, 0.0},
        {kNaN, 1.0, std::nullopt},
        {1.0, kInfinity, std::nullopt},
        // The difference overflows, the ratio does not: (1e308 / 1e308 + 1) x 100 = 200 exactly.
        {-1e308, 1e308, 200.0},
        {1e308, -1e308, -200.0},
        {2.0, 1e308, std::nullopt},  // 5e309 %: the percentage itself is beyond the doubles
    };
    for (const auto& c : cases) {
        CAPTURE(c.base, c.changed);
        const auto got = diff_pct(c.base, c.changed);
        REQUIRE(got.has_value() == c.expected.has_value());
        if (c.expected) {
            CHECK(*got == Approx(*c.expected).epsilon(1e-12));
        }
    }
}

TEST_CASE("verdict_name", "[stats]") {
    CHECK(std::string(verdict_name(Verdict::better)) == "better");
    CHECK(std::string(verdict_name(Verdict::worse)) == "worse");
    CHECK(std::string(verdict_name(Verdict::same)) == "unchanged");
    CHECK(std::string(verdict_name(Verdict::changed)) == "changed");
    CHECK(std::string(verdict_name(Verdict::not_applicable)) == "n/a");
}

TEST_CASE("compare gives the verdict for each direction", "[stats]") {
    struct Case {
        std::string name;
        std::vector<double> base;
        std::vector<double> changed;
        Direction direction;
        double alpha;
        Verdict verdict;
    };
    const std::vector<Case> cases{
        // Hackbench times fall, p = 5.5e-05.
        {"lower time, lower is better", kHackbenchBase, kHackbenchNew, Direction::lower_is_better,
         0.05, Verdict::better},
        {"lower time, higher is better", kHackbenchBase, kHackbenchNew, Direction::higher_is_better,
         0.05, Verdict::worse},
        {"lower time, unknown direction", kHackbenchBase, kHackbenchNew, Direction::unknown, 0.05,
         Verdict::changed},
        {"higher time, lower is better", kHackbenchNew, kHackbenchBase, Direction::lower_is_better,
         0.05, Verdict::worse},
        // Throughput rises, p = 0.0053.
        {"more throughput, higher is better", kThroughputBase, kThroughputNew,
         Direction::higher_is_better, 0.05, Verdict::better},
        {"less throughput, higher is better", kThroughputNew, kThroughputBase,
         Direction::higher_is_better, 0.05, Verdict::worse},
        // Overlapping samples, p = 0.56: same whatever the direction.
        {"not significant, lower", kFlatBase, kFlatNew, Direction::lower_is_better, 0.05,
         Verdict::same},
        {"not significant, higher", kFlatBase, kFlatNew, Direction::higher_is_better, 0.05,
         Verdict::same},
        {"not significant, unknown", kFlatBase, kFlatNew, Direction::unknown, 0.05, Verdict::same},
        // p = 0.0081 sits between the two thresholds.
        {"p 0.0081 at alpha 0.05", kUnequalBase, kUnequalNew, Direction::lower_is_better, 0.05,
         Verdict::better},
        {"p 0.0081 at alpha 0.005", kUnequalBase, kUnequalNew, Direction::lower_is_better, 0.005,
         Verdict::same},
    };
    for (const auto& c : cases) {
        SECTION(c.name) {
            Thresholds thresholds;
            thresholds.alpha = c.alpha;
            const Comparison comparison =
                compare(raw_stats(c.base), raw_stats(c.changed), c.direction, thresholds);
            CHECK(verdict_name(comparison.verdict) == std::string(verdict_name(c.verdict)));
            REQUIRE(comparison.p_value);
            CHECK(comparison.significant == (*comparison.p_value < c.alpha));
            CHECK(comparison.diff_pct.has_value());
        }
    }
}

TEST_CASE("compare with too few values or constant samples", "[stats]") {
    const Thresholds thresholds;
    SECTION("one value on a side: n/a, but the %diff is still known") {
        const Comparison comparison = compare(raw_stats({0.51}), raw_stats(kHackbenchNew),
                                              Direction::lower_is_better, thresholds);
        CHECK(comparison.verdict == Verdict::not_applicable);
        CHECK_FALSE(comparison.p_value);
        CHECK_FALSE(comparison.significant);
        REQUIRE(comparison.diff_pct);
        CHECK(*comparison.diff_pct == Approx((0.4654 - 0.51) / 0.51 * 100.0).epsilon(1e-12));
    }
    SECTION("an empty side: n/a without a %diff") {
        const Comparison comparison =
            compare(raw_stats(kHackbenchBase), raw_stats({}), Direction::unknown, thresholds);
        CHECK(comparison.verdict == Verdict::not_applicable);
        CHECK_FALSE(comparison.diff_pct);
        CHECK_FALSE(comparison.p_value);
    }
    SECTION("equal constant samples: same, p = 1") {
        const Comparison comparison = compare(raw_stats({2.0, 2.0, 2.0}), raw_stats({2.0, 2.0}),
                                              Direction::lower_is_better, thresholds);
        CHECK(comparison.verdict == Verdict::same);
        CHECK(comparison.p_value == 1.0);
        CHECK_FALSE(comparison.significant);
        CHECK(comparison.diff_pct == 0.0);
    }
    SECTION("different constant samples: significant") {
        const Comparison comparison = compare(raw_stats({2.0, 2.0, 2.0}), raw_stats({1.0, 1.0}),
                                              Direction::lower_is_better, thresholds);
        CHECK(comparison.verdict == Verdict::better);
        CHECK(comparison.p_value == 0.0);
        CHECK(comparison.significant);
        CHECK(comparison.diff_pct == -50.0);
    }
    SECTION("base mean 0: verdict without a %diff") {
        const Comparison comparison =
            compare(raw_stats({-1.0, 1.0, 0.0}), raw_stats({10.0, 11.0, 12.0}),
                    Direction::higher_is_better, thresholds);
        CHECK_FALSE(comparison.diff_pct);
        CHECK(comparison.verdict == Verdict::better);
    }
}

}  // namespace benchcmp
