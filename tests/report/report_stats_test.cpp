// The report-wide statistics of build_report: the correction across all compared cells, the
// MWU fallback diagnostic, the geometric-mean summary and the one-line verdict.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "benchcmp/report.hpp"
#include "render/layout.hpp"

namespace benchcmp {
namespace {

const Metric kTime{"bench", "time", "s", Direction::lower_is_better};
const Metric kOps{"bench", "ops", "ops/s", Direction::higher_is_better};
const Metric kValue{"bench", "value", "", Direction::unknown};

void add_values(Run& run, const Metric& metric, const std::string& name,
                const std::vector<double>& values) {
    CaseKey key;
    key.add("case", name);
    for (double value : values) {
        run.add_value(metric, key, value, 1);
    }
}

Run named(const std::string& label) {
    Run run;
    run.label = label;
    run.file = label + ".txt";
    run.format = "test";
    return run;
}

// Three cells of three directions; the geometric-mean literals below come from
// /usr/bin/python3 (numpy, scipy 1.10.1):
//   l_i = log(mean(new)/mean(base)), whatever the direction (the rows' sign); L = mean(l_i)
//   u = var(x, ddof=1)/len(x)/mean(x)**2 per side, df = len(x) - 1
//   V = sum(u); df = V**2 / sum(u**2/df); hw = t.ppf(0.975, df) * sqrt(V) / 3
//   geomean = expm1(L)*100, interval expm1(L -+ hw)*100 (df = 14.32)
std::vector<Run> three_directions() {
    Run base = named("base");
    Run next = named("next");
    add_values(base, kTime, "a", {10.0, 10.2, 9.9, 10.1});
    add_values(next, kTime, "a", {10.5, 10.7, 10.4, 10.6});
    add_values(base, kOps, "b", {1500, 1520, 1490});
    add_values(next, kOps, "b", {1550, 1540, 1565, 1558});
    add_values(base, kValue, "c", {3.0, 3.1, 2.9, 3.05, 2.95});
    add_values(next, kValue, "c", {3.02, 3.08, 2.97, 3.0, 3.1});
    return {base, next};
}

}  // namespace

TEST_CASE("geometric mean of the ratios matches the oracle, with the rows' sign",
          "[report][stats]") {
    const Report report = build_report(three_directions(), Thresholds{});
    REQUIRE(report.summary.variants.size() == 1);
    const VariantSummary& variant = report.summary.variants.front();
    REQUIRE(variant.geomean_pct);
    CHECK(*variant.geomean_pct == Approx(3.130929403867054).epsilon(1e-9));
    CHECK(*variant.geomean_ci_low_pct == Approx(1.805541724921854).epsilon(1e-9));
    CHECK(*variant.geomean_ci_high_pct == Approx(4.4735720619591275).epsilon(1e-9));
    // Directions are mixed, so the interval above 0 is only a change, as a row of unknown
    // direction would be.
    CHECK(variant.geomean_verdict == Verdict::changed);
}

TEST_CASE("the geomean's word follows the rows' rule", "[report][stats]") {
    // One direction each: oracle as above on the single cell.
    Run base = named("base");
    Run next = named("next");
    add_values(base, kTime, "a", {10.0, 10.2, 9.9, 10.1});
    add_values(next, kTime, "a", {10.5, 10.7, 10.4, 10.6});
    Report slower = build_report({base, next}, Thresholds{});
    CHECK(*slower.summary.variants[0].geomean_pct == Approx(4.975124378109453).epsilon(1e-9));
    CHECK(slower.summary.variants[0].geomean_verdict == Verdict::worse);
    CHECK(slower.rows[0].variants[0].comparison->verdict == Verdict::worse);

    Run ops_base = named("base");
    Run ops_next = named("next");
    add_values(ops_base, kOps, "b", {1500, 1520, 1490});
    add_values(ops_next, kOps, "b", {1550, 1540, 1565, 1558});
    Report faster = build_report({ops_base, ops_next}, Thresholds{});
    CHECK(*faster.summary.variants[0].geomean_pct == Approx(3.320399113082039).epsilon(1e-9));
    CHECK(faster.summary.variants[0].geomean_verdict == Verdict::better);

    // A file against itself: +0 %, an interval around 0, unchanged.
    Report itself = build_report({base, base}, Thresholds{});
    CHECK(*itself.summary.variants[0].geomean_pct == 0.0);
    CHECK(itself.summary.variants[0].geomean_verdict == Verdict::same);
}

TEST_CASE("the correction's family is one variant: another never changes its verdicts",
          "[report][stats]") {
    std::vector<Run> runs = three_directions();
    const Report alone = build_report(runs, Thresholds{});
    Run other = named("other");
    add_values(other, kTime, "a", {10.0, 10.1, 10.0, 10.2});
    add_values(other, kOps, "b", {1510, 1500, 1495});
    add_values(other, kValue, "c", {3.0, 3.0, 3.1, 2.9, 3.0});
    runs.push_back(other);
    const Report both = build_report(runs, Thresholds{});
    for (std::size_t i = 0; i < alone.rows.size(); ++i) {
        const Comparison& before = *alone.rows[i].variants[0].comparison;
        const Comparison& after = *both.rows[i].variants[0].comparison;
        CHECK(*before.p_adjusted == *after.p_adjusted);
        CHECK(before.verdict == after.verdict);
    }
}

TEST_CASE("the correction runs across every compared cell of a variant", "[report][stats]") {
    for (Correction correction : {Correction::none, Correction::bh, Correction::holm}) {
        SECTION(correction_name(correction)) {
            Thresholds thresholds;
            thresholds.correction = correction;
            const Report report = build_report(three_directions(), thresholds);
            std::vector<double> raw;
            for (const Row& row : report.rows) {
                raw.push_back(*row.variants[0].comparison->p_value);
            }
            const std::vector<double> expected = adjust_p_values(raw, correction);
            for (std::size_t i = 0; i < report.rows.size(); ++i) {
                const Comparison& c = *report.rows[i].variants[0].comparison;
                CHECK(*c.p_adjusted == expected[i]);
                CHECK(c.significant == (expected[i] < thresholds.alpha));
            }
        }
    }
    // Without correction the time and ops rows are significant; Holm multiplies the smallest
    // p by 3, which keeps the time row (p ~ 4e-5) and the ops row (p ~ 0.0057 x 2).
    Thresholds none;
    none.correction = Correction::none;
    const Report report = build_report(three_directions(), none);
    CHECK(report.rows[0].variants[0].comparison->verdict == Verdict::worse);
    CHECK(report.rows[1].variants[0].comparison->verdict == Verdict::better);
    CHECK(report.rows[2].variants[0].comparison->verdict == Verdict::same);
    CHECK(report.rows[2].variants[0].comparison->mde_pct);
}

TEST_CASE("the summary line names the test, the correction and the geomean", "[report][stats]") {
    Report report = build_report(three_directions(), Thresholds{});
    CHECK(benchcmp::render::summary_line(report, benchcmp::RenderOptions{}) ==
          "benchcmp: 1 worse, 1 better, 1 unchanged (Welch, BH q=0.05); geomean +3.13% "
          "changed [+1.81, +4.47]");
    Thresholds holm;
    holm.correction = Correction::holm;
    holm.test = TestKind::mwu;
    report = build_report(three_directions(), holm);
    // 3 against 4 runs cannot reach p < 0.05 with MWU (2 / C(7, 3) = 0.057): n/a. 4 against 4
    // reach p = 2/70 = 0.029, which Holm's x3 takes above 0.05: unchanged.
    CHECK(benchcmp::render::summary_line(report, benchcmp::RenderOptions{}) ==
          "benchcmp: 2 unchanged, 1 n/a (Mann-Whitney U, Holm alpha=0.05); geomean +3.13% "
          "changed [+1.81, +4.47]");
}

TEST_CASE("mwu on printed summaries falls back to Welch with one warning per file",
          "[report][stats]") {
    Run base = named("base");
    Run next = named("next");
    add_values(base, kTime, "raw", {1.0, 1.1, 0.9, 1.05, 0.95});
    add_values(next, kTime, "raw", {1.2, 1.3, 1.1, 1.25, 1.15});
    CaseKey key;
    key.add("case", "printed");
    for (Run* run : {&base, &next}) {
        Summary summary;
        summary.n = 5;
        summary.mean = run == &base ? 2.0 : 2.5;
        summary.stddev = 0.1;
        run->observations.push_back(Observation{kTime, key, Sample(summary), 7});
    }
    Thresholds thresholds;
    thresholds.test = TestKind::mwu;
    const Report report = build_report({base, next}, thresholds);
    CHECK(report.rows[0].variants[0].comparison->test == TestKind::mwu);
    CHECK(report.rows[1].variants[0].comparison->test == TestKind::welch);
    REQUIRE(report.diagnostics.size() == 1);
    CHECK(format_diagnostic(report.diagnostics[0]) ==
          "next.txt: warning: --test mwu needs raw values; 1 comparison of printed summaries "
          "used Welch's t-test instead");
}

TEST_CASE("the summary says whether any cell holds an adjusted p-value", "[report]") {
    // Tables name the p column p(adj) from this, so it must follow the rows.
    CHECK(build_report(three_directions(), Thresholds{}).summary.adjusted_p);
    Run base = named("base");
    Run next = named("next");
    add_values(base, kTime, "a", {10.0});
    add_values(next, kTime, "a", {10.5});
    Report one_value = build_report({base, next}, Thresholds{});
    CHECK_FALSE(one_value.summary.adjusted_p);
    Report emptied = build_report(three_directions(), Thresholds{});
    emptied.rows.clear();
    summarize(emptied);
    CHECK_FALSE(emptied.summary.adjusted_p);
}

}  // namespace benchcmp
