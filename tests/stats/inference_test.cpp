// Reference cases for the inferential statistics: Welch, the mmtests rules, Mann-Whitney U,
// the Fieller and Hodges-Lehmann intervals, the minimum detectable effect and the
// Benjamini-Hochberg / Holm corrections, each against an independent oracle to 1e-6 relative.
//
// How the literals were derived (R 4.2.2, scipy 1.10.1 on Debian 12):
// - mwu p, estimate, interval (exact cases): R
//     w <- wilcox.test(changed, base, conf.int = TRUE, conf.level = 0.95)
//     w$p.value; w$estimate / abs(median(base)) * 100; w$conf.int / abs(median(base)) * 100
//   and the p-values again with scipy.stats.mannwhitneyu(changed, base, method='exact').
// - mwu p with ties (10 or more values a side) or n > 50: scipy.stats.mannwhitneyu(changed, base,
//   method='asymptotic', use_continuity=True) (equal to R's continuity-corrected p).
//   R's interval there comes from uniroot(tol = 1e-4), which is not reproducible to 1e-6;
//   benchcmp uses the order statistics D(k), D(mn + 1 - k) with k = ceil(mn/2 - 0.5 -
//   z(0.975) sqrt(mn(m+n+1)/12)), computed for the literals with numpy (np.sort of the
//   pairwise differences) from that formula.
// - welch p: the t statistic and Welch-Satterthwaite df in Python's decimal at 60 digits from
//   the literals, then 2 * scipy.stats.t.sf(|t|, df) (equal to ttest_ind(equal_var=False)
//   where numpy's float moments are accurate; for the 1e12 case they are not).
// - mmtests-2018 p: the same t with df = n1 + n2 - 2.
// - Fieller interval: the quadratic (m2 - rho m1)^2 - t^2 (v2 + rho^2 v1) = 0 solved in
//   decimal at 60 digits, t = scipy.stats.t.ppf(0.975, df), ends (rho - 1) * 100.
// - MDE: (t.isf(0.025, df) + t.ppf(0.8, df)) * se / |mean base| * 100 (times sqrt(pi/3)
//   for MWU), se and df from the decimal moments.
// - p.adjust: R p.adjust(p, "BH") and p.adjust(p, "holm").
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numbers>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "benchcmp/stats.hpp"

namespace benchcmp {
namespace {

constexpr double kRelative = 1e-6;

struct Reference {
    std::string name;
    std::vector<double> base;
    std::vector<double> changed;
    // Welch (Fieller interval with Welch-Satterthwaite df)
    double welch_p;
    double welch_low;
    double welch_high;
    // mmtests-2018 (Fieller interval with pooled df n1 + n2 - 2)
    double mm2018_p;
    double mm2018_low;
    double mm2018_high;
    // Mann-Whitney U and Hodges-Lehmann, as % of |median(base)|
    double mwu_p;
    double hl_estimate;
    double hl_low;
    double hl_high;
    bool mwu_exact;
    double mde_welch;
};

std::vector<double> arithmetic(double start, double step, int count) {
    std::vector<double> values;
    for (int k = 0; k < count; ++k) {
        values.push_back(start + k * step);  // the same double operations as R and Python
    }
    return values;
}

const std::vector<Reference>& references() {
    static const std::vector<Reference> cases{
        {"hackbench times, 5 vs 5, exact MWU at its floor",
         {0.512, 0.498, 0.507, 0.521, 0.503},
         {0.463, 0.471, 0.458, 0.469, 0.466},
         5.498156953384589e-05,
         -10.416951729711123,
         -6.362895013403752,
         1.3610853188226378e-05,
         -10.33382841675019,
         -6.4513116223486415,
         0.0079365079365079361,
         -8.08678500986194,
         -10.848126232741615,
         -6.311637080867845,
         true,
         2.969560477590734},
        {"unequal n, 8 vs 4",
         {12.31, 12.48, 12.15, 12.62, 12.27, 12.55, 12.40, 12.36},
         {12.02, 12.21, 11.94, 12.18},
         0.008114418921581044,
         -4.034398499313483,
         -0.867150833245565,
         0.004731170427318083,
         -3.953587512526529,
         -0.9500547265757961,
         0.016161616161616162,
         -2.544426494345722,
         -4.281098546042013,
         -0.8077544426494319,
         true,
         2.208628274409017},
        {"overlapping samples, 5 vs 6, nothing significant",
         {1.234, 1.251, 1.219, 1.247, 1.238},
         {1.241, 1.229, 1.256, 1.233, 1.249, 1.244},
         0.5619394497071495,
         -0.9536353997293213,
         1.6544368136479572,
         0.5593745797506955,
         -0.9193611760980038,
         1.6189928037780155,
         0.79220779220779214,
         0.3231017770597831,
         -1.1308562197092094,
         1.7770597738287577,
         true,
         1.7998552169299538},
        {"n = 2 per side",
         {3.1, 3.4},
         {3.9, 4.2},
         0.0636708224309555,
         -3.04443421153782,
         62.50727467557751,
         0.0636708224309555,
         -3.04443421153782,
         62.50727467557751,
         0.33333333333333331,
         24.615384615384617,
         15.384615384615385,
         33.84615384615385,
         true,
         35.00709159148684},
        {"n = 3 per side, MWU cannot reach 0.05",
         {10.2, 10.5, 10.1},
         {10.9, 11.3, 11.0},
         0.009261696759514418,
         3.123396288625925,
         12.68899915807506,
         0.009261696759514418,
         3.123396288625925,
         12.68899915807506,
         0.10000000000000001,
         7.843137254901968,
         3.921568627450984,
         11.764705882352953,
         true,
         6.154267698231345},
        {"huge scale: 1e12 with a 4e-9 relative shift",
         {1.0000000012e12, 1.0000000034e12, 1.0000000021e12, 1.0000000008e12, 1.0000000027e12,
          1.0000000016e12},
         {1.0000000051e12, 1.0000000066e12, 1.0000000043e12, 1.0000000072e12, 1.0000000058e12,
          1.0000000061e12, 1.0000000049e12},
         3.18072988830769e-05,
         2.532312625948736e-07,
         4.962925456069925e-07,
         2.956320876924135e-05,
         2.534496031846718e-07,
         4.960742050166481e-07,
         0.0011655011655011655,
         3.7499999930625006e-07,
         2.39999999556e-07,
         5.099999990565e-07,
         true,
         1.6981601692037713e-07},
        {"small scale: nanoseconds as seconds, p just under 0.05",
         {3.11e-9, 3.27e-9, 3.05e-9, 3.19e-9, 3.22e-9, 3.14e-9, 3.08e-9},
         {3.02e-9, 3.15e-9, 2.97e-9, 3.09e-9, 3.01e-9, 3.12e-9},
         0.049710456590090456,
         -5.713274892319092,
         -0.004444442754657452,
         0.049645155538317616,
         -5.7123313207749185,
         -0.005445657776028271,
         0.10139860139860139,
         -3.0254777070063623,
         -6.369426751592361,
         0.3184713375796233,
         true,
         4.048856365009611},
        {"20 vs 25, exact MWU far in the tail", arithmetic(100.0, 0.37, 20),
         arithmetic(104.0, 0.53, 25), 5.517271344413917e-09, 4.788203744248105, 8.456439416427303,
         3.0609353136241144e-09, 4.7936107954499905, 8.45091629413549, 2.2084811574867015e-08,
         6.612568226827036, 4.38583780128483, 8.839298652369228, true, 2.556693868931471},
        // Below 10 values a side with ties, the p-value follows benchstat: the exact
        // distribution conditional on the ties, scipy.stats.permutation_test(statistic=U,
        // permutation_type='independent', n_resamples=inf), confirmed by enumerating all
        // C(15, 8) splits (R's normal approximation gave 0.02216484700286512).
        {"ties: exact distribution conditional on the ties",
         {1, 2, 2, 3, 4, 4, 5},
         {3, 4, 4, 5, 6, 6, 7, 7},
         0.010323661644137134,
         16.301622542398476,
         194.702054568307,
         0.010238897713882455,
         16.34156827783544,
         194.53605215935903,
         0.01989121989121989,
         66.66666666666666,
         0.0,
         133.33333333333331,
         true,
         75.81697400150502},
        {"60 vs 55: normal approximation without ties", arithmetic(50.0, 0.013, 60),
         arithmetic(50.2003, 0.011, 55), 0.0031814441184402228, 0.07738356319610713,
         0.3746180473358837, 0.0031645707185484636, 0.07742606330173628, 0.37457539460257727,
         0.0072598281837558615, 0.22586759554218677, 0.0621235126579171, 0.3896116784264706, false,
         0.21168985872604035},
    };
    return cases;
}

Thresholds with_test(TestKind test) {
    Thresholds thresholds;
    thresholds.test = test;
    thresholds.correction = Correction::none;
    return thresholds;
}

}  // namespace

TEST_CASE("Welch p and Fieller interval match the high-precision oracle", "[stats][oracle]") {
    for (const Reference& r : references()) {
        SECTION(r.name) {
            const Comparison c = compare(Sample(r.base), Sample(r.changed),
                                         Direction::lower_is_better, with_test(TestKind::welch));
            CHECK(c.test == TestKind::welch);
            REQUIRE(c.p_value);
            CHECK(*c.p_value == Approx(r.welch_p).epsilon(kRelative));
            REQUIRE(c.ci_low_pct);
            REQUIRE(c.ci_high_pct);
            CHECK(*c.ci_low_pct == Approx(r.welch_low).epsilon(kRelative));
            CHECK(*c.ci_high_pct == Approx(r.welch_high).epsilon(kRelative));
            // With confidence = 1 - alpha the Fieller interval excludes 0 % exactly when
            // Welch rejects, because both use the same statistic and df at ratio 1.
            CHECK((*c.ci_low_pct > 0.0 || *c.ci_high_pct < 0.0) == (r.welch_p < 0.05));
        }
    }
}

TEST_CASE("mmtests-2018 p and its interval match the oracle", "[stats][oracle]") {
    for (const Reference& r : references()) {
        SECTION(r.name) {
            const Comparison c =
                compare(Sample(r.base), Sample(r.changed), Direction::lower_is_better,
                        with_test(TestKind::mmtests_2018));
            CHECK(c.test == TestKind::mmtests_2018);
            REQUIRE(c.p_value);
            CHECK(*c.p_value == Approx(r.mm2018_p).epsilon(kRelative));
            REQUIRE(c.ci_low_pct);
            CHECK(*c.ci_low_pct == Approx(r.mm2018_low).epsilon(kRelative));
            CHECK(*c.ci_high_pct == Approx(r.mm2018_high).epsilon(kRelative));
        }
    }
}

TEST_CASE("Mann-Whitney p and Hodges-Lehmann interval match R and scipy", "[stats][oracle]") {
    for (const Reference& r : references()) {
        SECTION(r.name) {
            const auto test = mann_whitney_test(r.base, r.changed);
            REQUIRE(test);
            CHECK(test->exact == r.mwu_exact);
            CHECK(test->p_value == Approx(r.mwu_p).epsilon(kRelative));
            const Comparison c = compare(Sample(r.base), Sample(r.changed),
                                         Direction::lower_is_better, with_test(TestKind::mwu));
            CHECK(c.test == TestKind::mwu);
            REQUIRE(c.p_value);
            CHECK(*c.p_value == Approx(r.mwu_p).epsilon(kRelative));
            REQUIRE(c.estimate_pct);
            CHECK(*c.estimate_pct == Approx(r.hl_estimate).epsilon(kRelative));
            REQUIRE(c.ci_low_pct);
            CHECK(*c.ci_low_pct == Approx(r.hl_low).epsilon(kRelative));
            CHECK(*c.ci_high_pct == Approx(r.hl_high).epsilon(kRelative));
        }
    }
}

TEST_CASE("minimum detectable effect matches the power formula", "[stats][oracle]") {
    for (const Reference& r : references()) {
        SECTION(r.name) {
            const SampleStats base = describe(Sample(r.base));
            const SampleStats changed = describe(Sample(r.changed));
            const auto welch = minimum_detectable_effect_pct(base, changed, TestKind::welch, 0.05);
            REQUIRE(welch);
            CHECK(*welch == Approx(r.mde_welch).epsilon(kRelative));
            const auto mwu = minimum_detectable_effect_pct(base, changed, TestKind::mwu, 0.05);
            REQUIRE(mwu);
            CHECK(*mwu ==
                  Approx(r.mde_welch * std::sqrt(std::numbers::pi / 3.0)).epsilon(kRelative));
        }
    }
    // The "overlap" case is not significant, so compare() reports its MDE (and the
    // significant hackbench case does not).
    const Reference& overlap = references()[2];
    const Comparison same = compare(Sample(overlap.base), Sample(overlap.changed),
                                    Direction::lower_is_better, with_test(TestKind::welch));
    CHECK(same.verdict == Verdict::same);
    REQUIRE(same.mde_pct);
    CHECK(*same.mde_pct == Approx(overlap.mde_welch).epsilon(kRelative));
    const Reference& hackbench = references()[0];
    CHECK_FALSE(compare(Sample(hackbench.base), Sample(hackbench.changed),
                        Direction::lower_is_better, with_test(TestKind::welch))
                    .mde_pct);
}

TEST_CASE("identical samples: every test says p = 1 and same", "[stats][oracle]") {
    const std::vector<double> five{5, 5, 5, 5};
    // scipy.stats.mannwhitneyu([5]*4, [5]*4) gives p = 1.0 (R gives NaN: zero variance).
    const auto mwu = mann_whitney_test(five, five);
    REQUIRE(mwu);
    CHECK(mwu->p_value == 1.0);
    const std::vector<double> spread{4.9, 5.0, 5.1, 5.2};
    for (TestKind test : {TestKind::welch, TestKind::mwu, TestKind::mmtests_2018}) {
        const Comparison c =
            compare(Sample(spread), Sample(spread), Direction::lower_is_better, with_test(test));
        INFO(test_name(test));
        REQUIRE(c.p_value);
        CHECK(*c.p_value == Approx(1.0));
        CHECK(c.verdict == Verdict::same);
        CHECK(*c.diff_pct == 0.0);
    }
    // Identical constants: the interval is the point 0 %.
    const Comparison constant =
        compare(Sample(five), Sample(five), Direction::lower_is_better, with_test(TestKind::welch));
    CHECK(*constant.p_value == 1.0);
    CHECK(*constant.ci_low_pct == 0.0);
    CHECK(*constant.ci_high_pct == 0.0);
}

TEST_CASE("mann_whitney_min_p and the too-few-runs note", "[stats]") {
    CHECK(mann_whitney_min_p(3, 3) == Approx(0.1));         // 2 / C(6, 3)
    CHECK(mann_whitney_min_p(4, 4) == Approx(2.0 / 70.0));  // 2 / C(8, 4)
    CHECK(mann_whitney_min_p(2, 5) == Approx(2.0 / 21.0));  // 2 / C(7, 2)
    CHECK(mann_whitney_min_p(1, 1) == 1.0);                 // capped
    // C(1028, 514) = 7.2e307 is the last below the largest double (Python math.comb); past it
    // the smallest p-value is 0.
    CHECK(mann_whitney_min_p(514, 514) == Approx(2.0 / 7.156e307).epsilon(1e-3));
    CHECK(mann_whitney_min_p(515, 515) == 0.0);
    CHECK(mann_whitney_min_p(1000000, 1000000) == 0.0);
    const Reference& n3 = references()[4];
    const Comparison c = compare(Sample(n3.base), Sample(n3.changed), Direction::lower_is_better,
                                 with_test(TestKind::mwu));
    CHECK(c.underpowered);
    CHECK(c.verdict == Verdict::not_applicable);
    CHECK_FALSE(c.significant);
    // R: achieved confidence 1 - 2 / 20 = 90 % with qu = 1.
    CHECK(c.note ==
          "need >= 4 runs per side for MWU at alpha=0.05; the interval covers only 90.0% with "
          "these runs");
}

TEST_CASE("a summary-only side falls back from MWU to Welch with a note", "[stats]") {
    Summary summary;
    summary.n = 5;
    summary.mean = 0.5082;
    summary.stddev = 0.0088;
    const Reference& hackbench = references()[0];
    const Comparison c = compare(Sample(summary), Sample(hackbench.changed),
                                 Direction::lower_is_better, with_test(TestKind::mwu));
    CHECK(c.test == TestKind::welch);
    CHECK(c.fell_back);
    CHECK(c.note == "mwu needs raw values; Welch's t-test ran on the printed summaries");
    CHECK(c.p_value);
}

TEST_CASE("Fieller has no interval when the baseline mean is not clearly away from zero",
          "[stats]") {
    const Comparison c = compare(Sample(std::vector<double>{-1.0, 0.5, 1.2, -0.4}),
                                 Sample(std::vector<double>{2.0, 2.5, 1.5, 2.2}),
                                 Direction::higher_is_better, with_test(TestKind::welch));
    CHECK(c.diff_pct);
    CHECK_FALSE(c.ci_low_pct);
    CHECK(c.note == "no interval: the baseline mean is not clearly away from zero");
}

TEST_CASE("noise flag follows --noise-cv on either side", "[stats]") {
    Thresholds thresholds = with_test(TestKind::welch);
    const Reference& hackbench = references()[0];  // CV 1.7 % and 1.1 %
    CHECK_FALSE(compare(Sample(hackbench.base), Sample(hackbench.changed),
                        Direction::lower_is_better, thresholds)
                    .noisy);
    thresholds.noise_cv_pct = 1.5;
    CHECK(compare(Sample(hackbench.base), Sample(hackbench.changed), Direction::lower_is_better,
                  thresholds)
              .noisy);
}

TEST_CASE("mmtests band rule marks only disjoint mean +- 1.96 stddev bands", "[stats]") {
    const auto summary = [](double mean, double stddev) {
        Summary s;
        s.n = 5;
        s.mean = mean;
        s.stddev = stddev;
        return describe(Sample(s));
    };
    // qnorm(0.975) = 1.959963984540054: the bands of (10, 1) and (13.92, 1) touch at 11.96.
    CHECK(*mmtests_band_test(summary(10, 1), summary(13.93, 1), 0.05));
    CHECK_FALSE(*mmtests_band_test(summary(10, 1), summary(13.91, 1), 0.05));
    CHECK(*mmtests_band_test(summary(10, 0), summary(10.001, 0), 0.05));
    CHECK_FALSE(*mmtests_band_test(summary(10, 0), summary(10, 0), 0.05));
    CHECK_FALSE(mmtests_band_test(describe(Sample(std::vector<double>{1.0})), summary(1, 1), 0.05));
}

TEST_CASE("adjust_p_values matches R p.adjust", "[stats][oracle]") {
    const std::vector<double> p{0.01, 0.04, 0.03, 0.04, 0.2, 0.5, 0.001, 0.049, 0.9, 0.03};
    // R: p.adjust(p, "BH")
    const std::vector<double> bh{0.05,
                                 0.066666666666666666,
                                 0.066666666666666666,
                                 0.066666666666666666,
                                 0.25,
                                 0.55555555555555558,
                                 0.01,
                                 0.070000000000000007,
                                 0.90000000000000002,
                                 0.066666666666666666};
    // R: p.adjust(p, "holm")
    const std::vector<double> holm{0.089999999999999997,
                                   0.23999999999999999,
                                   0.23999999999999999,
                                   0.23999999999999999,
                                   0.60000000000000009,
                                   1.0,
                                   0.01,
                                   0.23999999999999999,
                                   1.0,
                                   0.23999999999999999};
    const auto got_bh = adjust_p_values(p, Correction::bh);
    const auto got_holm = adjust_p_values(p, Correction::holm);
    REQUIRE(got_bh.size() == p.size());
    for (std::size_t i = 0; i < p.size(); ++i) {
        INFO("p[" << i << "] = " << p[i]);
        CHECK(got_bh[i] == Approx(bh[i]).epsilon(1e-12));
        CHECK(got_holm[i] == Approx(holm[i]).epsilon(1e-12));
    }
    CHECK(adjust_p_values(p, Correction::none) == p);
    // R: p.adjust(c(0.8, 0.6, 0.7), "BH") is 0.8 three times; "holm" is 1 three times.
    for (double adjusted : adjust_p_values(std::vector<double>{0.8, 0.6, 0.7}, Correction::bh)) {
        CHECK(adjusted == Approx(0.8).epsilon(1e-12));
    }
    CHECK(adjust_p_values(std::vector<double>{0.8, 0.6, 0.7}, Correction::holm) ==
          std::vector<double>{1.0, 1.0, 1.0});
    CHECK(adjust_p_values(std::vector<double>{0.02}, Correction::bh) == std::vector<double>{0.02});
    CHECK(adjust_p_values(std::vector<double>{}, Correction::bh).empty());
}

TEST_CASE("default_thresholds reproduce mmtests' own settings", "[stats]") {
    CHECK(default_thresholds(TestKind::welch).alpha == 0.05);
    CHECK(default_thresholds(TestKind::welch).correction == Correction::bh);
    CHECK(default_thresholds(TestKind::mwu).correction == Correction::bh);
    CHECK(default_thresholds(TestKind::mmtests).alpha == 0.05);
    CHECK(default_thresholds(TestKind::mmtests).correction == Correction::none);
    CHECK(default_thresholds(TestKind::mmtests_2018).alpha == 0.10);
    CHECK(default_thresholds(TestKind::mmtests_2018).correction == Correction::none);
}

}  // namespace benchcmp

namespace benchcmp {

TEST_CASE("Hodges-Lehmann order statistics equal those of the materialised differences",
          "[stats]") {
    // 300 x 400 values on a coarse grid (many tied differences, negatives and zeros), from a
    // fixed linear congruential sequence; the brute force sorts all 120,000 differences.
    std::vector<double> base;
    std::vector<double> changed;
    std::uint64_t state = 12345;
    const auto next = [&state] {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<double>((state >> 33) % 2000) / 8.0 - 100.0;
    };
    for (int i = 0; i < 300; ++i) {
        base.push_back(next());
    }
    for (int i = 0; i < 400; ++i) {
        changed.push_back(next() + 3.0);
    }
    std::vector<double> differences;
    for (double x : changed) {
        for (double y : base) {
            differences.push_back(x - y);
        }
    }
    std::sort(differences.begin(), differences.end());
    const auto shift = hodges_lehmann(base, changed, 0.95);
    REQUIRE(shift);
    const std::size_t count = differences.size();
    CHECK(shift->estimate ==
          differences[count / 2 - 1] + (differences[count / 2] - differences[count / 2 - 1]) / 2);
    // The interval ends must be attained differences, symmetric in rank.
    const auto low = std::lower_bound(differences.begin(), differences.end(), shift->interval.low);
    const auto high =
        std::upper_bound(differences.begin(), differences.end(), shift->interval.high);
    REQUIRE(low != differences.end());
    CHECK(*low == shift->interval.low);
    CHECK(*(high - 1) == shift->interval.high);
    CHECK_FALSE((std::signbit(shift->interval.low) && shift->interval.low == 0.0));
}

TEST_CASE("hodges_lehmann with ties: interval ends at and beside the middle's tied block") {
    // Tied samples take the shortcut that answers an end lying in the middle difference's
    // block of equal differences without a selection. Expected values: numpy sorts all
    // 144 differences D; k = ceil(mn/2 - 0.5 - z sigma) = 38 with z = scipy norm.isf(0.025) and
    // sigma = sqrt(mn(m + n + 1)/12); the interval is [D(38), D(107)].
    struct Case {
        const char* what;
        std::vector<double> base;
        std::vector<double> changed;
        double estimate, low, high;
    };
    const std::vector<Case> cases{
        {"the lower end inside the block (ranks 33..106 are 2), the upper end just above it",
         {1, 2, 2, 2, 4, 2, 2, 2, 2, 2, 1, 2},
         {4, 1, 5, 4, 4, 4, 4, 5, 4, 4, 3, 4},
         2.0,
         2.0,
         3.0},
        {"the lower end just below the block (ranks 39..96 are 1)",
         {0, 1, 0, 0, 0, 1, 1, 0, 0, 2, 0, 2},
         {2, 2, 1, 1, 1, 1, 1, 3, 1, 2, 2, 3},
         1.0,
         0.0,
         2.0},
    };
    for (const Case& c : cases) {
        INFO(c.what);
        const auto shift = hodges_lehmann(c.base, c.changed, 0.95);
        REQUIRE(shift);
        CHECK(shift->estimate == c.estimate);
        CHECK(shift->interval.low == c.low);
        CHECK(shift->interval.high == c.high);
    }
}

TEST_CASE("rank_comparison gives what the U test and Hodges-Lehmann give alone", "[stats]") {
    std::vector<std::pair<std::vector<double>, std::vector<double>>> samples{
        {{1, 2, 2, 2, 4, 2, 2, 2, 2, 2, 1, 2}, {4, 1, 5, 4, 4, 4, 4, 5, 4, 4, 3, 4}},  // ties
        {{1.0, 2.0, 3.0, 4.0}, {2.5, 3.5, 4.5, 5.5, 6.5}},  // already sorted: read in place
    };
    for (const Reference& r : references()) {
        samples.emplace_back(r.base, r.changed);
    }
    for (const auto& [base, changed] : samples) {
        const auto ranks = rank_comparison(base, changed, 0.95);
        REQUIRE(ranks);
        const auto test = mann_whitney_test(base, changed);
        const auto shift = hodges_lehmann(base, changed, 0.95);
        REQUIRE(test);
        REQUIRE(shift);
        CHECK(ranks->test.u == test->u);
        CHECK(ranks->test.p_value == test->p_value);
        CHECK(ranks->test.exact == test->exact);
        REQUIRE(ranks->shift);
        CHECK(ranks->shift->estimate == shift->estimate);
        CHECK(ranks->shift->interval.low == shift->interval.low);
        CHECK(ranks->shift->interval.high == shift->interval.high);
        CHECK(ranks->shift->achieved_confidence == shift->achieved_confidence);
    }
    const std::vector<double> some{1.0, 2.0, 3.0};
    const std::vector<double> infinite{1.0, std::numeric_limits<double>::infinity()};
    const std::vector<double> higher{4.0, 5.0, 6.0};
    CHECK_FALSE(rank_comparison({}, some, 0.95));
    CHECK_FALSE(rank_comparison(some, infinite, 0.95));
    const auto no_interval = rank_comparison(some, higher, 1.0);
    REQUIRE(no_interval);  // the test needs no confidence; the interval does
    CHECK_FALSE(no_interval->shift);
}

}  // namespace benchcmp
