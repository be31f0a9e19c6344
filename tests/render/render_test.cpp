// The renderers on a Report built by hand with every statistics field filled in (interval,
// adjusted p, MDE, noise, notes, test, correction, geomean), as the statistics issue will fill
// them; the values are arbitrary but consistent, chosen to read easily.
#include "benchcmp/render.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "render/layout.hpp"

namespace {

using benchcmp::Comparison;
using benchcmp::Report;
using benchcmp::Row;
using benchcmp::SampleStats;
using benchcmp::VariantCell;

SampleStats stats(double mean, double stddev) {
    SampleStats s;
    s.n = 10;
    s.mean = mean;
    s.stddev = stddev;
    s.cv_pct = stddev / mean * 100.0;
    s.min = mean - 2 * stddev;
    s.max = mean + 2 * stddev;
    s.median = mean;
    return s;
}

VariantCell compared(const std::string& label, SampleStats s, Comparison c) {
    VariantCell cell;
    cell.label = label;
    cell.presence = benchcmp::Presence::both;
    cell.stats = s;
    cell.comparison = std::move(c);
    return cell;
}

Report hand_report() {
    Report report;
    report.inputs = {{"base", "base.txt", "hackbench"}, {"v1", "v1.txt", "hackbench"}};
    report.thresholds.test = benchcmp::TestKind::mwu;
    report.thresholds.correction = benchcmp::Correction::bh;
    report.thresholds.alpha = 0.05;
    report.thresholds.noise_cv_pct = 2.5;

    auto row = [&](const std::string& groups, double base, double mean, Comparison c) {
        Row r;
        r.metric = {"hackbench", "time", "s", benchcmp::Direction::lower_is_better};
        r.case_key.add("groups", groups);
        r.baseline_label = "base";
        r.baseline = stats(base, base * 0.01);
        r.variants.push_back(compared("v1", stats(mean, mean * 0.01), std::move(c)));
        report.rows.push_back(std::move(r));
    };
    Comparison better;
    better.diff_pct = -3.48;
    better.ci_low_pct = -5.71;
    better.ci_high_pct = -1.25;
    better.p_value = 0.004;
    better.p_adjusted = 0.012;
    better.significant = true;
    better.test = benchcmp::TestKind::mwu;
    better.verdict = benchcmp::Verdict::better;
    row("1", 1.0, 0.9652, better);

    Comparison noisy;
    noisy.diff_pct = 1.1;
    noisy.ci_low_pct = -0.9;
    noisy.ci_high_pct = 3.1;
    noisy.p_value = 0.3;
    noisy.p_adjusted = 0.45;
    noisy.mde_pct = 2.75;
    noisy.noisy = true;
    noisy.test = benchcmp::TestKind::welch;
    noisy.note = "too few runs for Mann-Whitney U; Welch's t-test instead";
    noisy.verdict = benchcmp::Verdict::same;
    row("4", 2.0, 2.022, noisy);

    report.summary.better = 1;
    report.summary.same = 1;
    report.summary.adjusted_p = true;
    benchcmp::VariantSummary variant;
    variant.label = "v1";
    variant.counts = report.summary;
    variant.geomean_pct = -1.2;
    variant.geomean_ci_low_pct = -2.0;
    variant.geomean_ci_high_pct = -0.4;
    variant.geomean_verdict = benchcmp::Verdict::better;
    report.summary.variants = {variant};
    return report;
}

std::string render(const Report& report, const std::string& format,
                   benchcmp::RenderOptions options = {}) {
    std::ostringstream out;
    benchcmp::make_renderer(format, options)->render(report, out);
    return out.str();
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("text shows the marks, the interval and the adjusted p", "[render]") {
    const std::string text = render(hand_report(), "text", {.width = 200});
    INFO(text);
    // Significant: no mark; not significant and noisy: "~!"; the marks' slots line up.
    CHECK(contains(text, " -3.48%    [-5.71, -1.25]"));
    CHECK(contains(text, " +1.10%~!  [-0.90, +3.10]"));
    CHECK(contains(text, "p(adj)"));
    CHECK(contains(text, "0.012"));  // the adjusted p, not the raw 0.004
    CHECK_FALSE(contains(text, "0.004"));
    CHECK_FALSE(contains(text, "2.75%"));  // no MDE unless asked
    const std::string raw = render(hand_report(), "text", {.raw_p = true, .width = 200});
    CHECK(contains(raw, "p(raw)"));
    CHECK(contains(raw, "0.004"));
}

TEST_CASE("the legend is three lines: %diff and the marks, the test, notes", "[render]") {
    const std::string text = render(hand_report(), "text", {.width = 200});
    INFO(text);
    CHECK(contains(text,
                   "\n%diff = (new - base) / base; ~ not significant, ~! and noisy (a CV > "
                   "2.5%).\n"));
    CHECK(contains(text,
                   "\np: two-sided Welch t-test (1 cell); two-sided Mann-Whitney U test (1 cell), "
                   "Benjamini-Hochberg adjusted per variant, alpha 0.05.\n"));
    CHECK(contains(text,
                   "\nNote: too few runs for Mann-Whitney U; Welch's t-test instead (v1: "
                   "time groups=4).\n"));
    // The title says the direction; the legend does not repeat it.
    CHECK_FALSE(contains(text, "lower is better\n"));
    const std::string bare = render(hand_report(), "text", {.legend = false, .width = 200});
    CHECK_FALSE(contains(bare, "%diff = "));
    CHECK_FALSE(contains(bare, "Note:"));
    CHECK(contains(bare, "\nbenchcmp: 1 better, 1 unchanged"));
}

TEST_CASE("the summary line counts verdicts and shows the geomean", "[render]") {
    // The line is wrapped at the width (80 here), so compare it with its breaks as spaces.
    std::string text = render(hand_report(), "text");
    std::replace(text.begin(), text.end(), '\n', ' ');
    CHECK(contains(text,
                   " benchcmp: 1 better, 1 unchanged (Mann-Whitney U, BH q=0.05); "
                   "geomean -1.20% better [-2.00, -0.40] "));
    Report report = hand_report();
    report.summary.variants.front().geomean_pct.reset();
    report.thresholds.correction = benchcmp::Correction::holm;
    CHECK(contains(render(report, "text"),
                   "\nbenchcmp: 1 better, 1 unchanged (Mann-Whitney U, Holm alpha=0.05)\n"));
}

TEST_CASE("Show::never and show_mde switch the interval and the MDE column", "[render]") {
    const std::string text =
        render(hand_report(), "text", {.interval = benchcmp::Show::never, .show_mde = true});
    CHECK_FALSE(contains(text, "[-5.71"));
    CHECK(contains(text, "mde"));
    CHECK(contains(text, "2.75%"));
    CHECK(contains(text, "mde: the smallest %diff"));
}

TEST_CASE("a table too wide for the width drops the interval, then the spread", "[render]") {
    const auto widest = [](const std::string& text) {
        std::size_t widest = 0;
        std::istringstream lines(text);
        for (std::string line; std::getline(lines, line);) {
            widest = std::max(widest, line.size());
        }
        return widest;
    };
    const std::string wide = render(hand_report(), "text", {.width = 200});
    CHECK(contains(wide, "95% CI"));
    CHECK(contains(wide, "+-0.0100"));
    // Whole, the table is 86 columns wide; without the interval 69, without the spread 51,
    // without p 43.
    const std::string narrower = render(hand_report(), "text", {.width = 72});
    CHECK_FALSE(contains(narrower, "95% CI"));
    CHECK(contains(narrower, "+-0.0100"));
    CHECK(widest(narrower) <= 72);
    const std::string narrow = render(hand_report(), "text", {.width = 55});
    CHECK_FALSE(contains(narrow, "+-0.0100"));
    CHECK(contains(narrow, "p(adj)"));
    const std::string narrowest = render(hand_report(), "text", {.width = 45});
    CHECK_FALSE(contains(narrowest, "p(adj)"));
    CHECK(contains(narrowest, "1       1.0000  0.9652  -3.48%    better\n"));
    // --ci keeps the interval however wide the table gets.
    CHECK(contains(render(hand_report(), "text", {.interval = benchcmp::Show::always, .width = 45}),
                   "95% CI"));
}

TEST_CASE("a table says which optional parts it shows; without one it is the same table",
          "[render]") {
    // Fitting the width skips the tries that leave out only parts a table does not show:
    // they would build the same table again.
    using benchcmp::render::Parts;
    using benchcmp::render::TableModel;
    const auto texts = [](const TableModel& table) {
        std::vector<std::string> all = table.names;
        for (const auto& row : table.rows) {
            for (const auto& cell : row) {
                all.push_back(cell.text);
            }
            all.emplace_back("|");
        }
        return all;
    };
    const benchcmp::RenderOptions options;
    Report report = hand_report();
    const benchcmp::render::Section section = benchcmp::render::sections_of(report).front();
    const TableModel columns = benchcmp::render::columns_table(report, section, options, Parts{});
    CHECK(columns.shown.interval);
    CHECK(columns.shown.spread);
    CHECK(columns.shown.p);
    const TableModel matrix = benchcmp::render::matrix_table(report, section, options, Parts{});
    CHECK(matrix.shown.interval);  // the geomean's bounds
    CHECK(matrix.shown.spread);
    CHECK_FALSE(matrix.shown.p);

    // One run a side: no spread, no interval, and no geomean bounds.
    for (Row& row : report.rows) {
        row.baseline->stddev.reset();
        row.variants[0].stats->stddev.reset();
        row.variants[0].comparison->ci_low_pct.reset();
        row.variants[0].comparison->ci_high_pct.reset();
    }
    report.summary.variants.front().geomean_ci_low_pct.reset();
    report.summary.variants.front().geomean_ci_high_pct.reset();
    const Parts bare{.interval = false, .spread = false, .p = true};
    const auto aligned = benchcmp::render::Padding::aligned;
    for (const auto build : {&benchcmp::render::columns_table, &benchcmp::render::matrix_table}) {
        const TableModel all = build(report, section, options, Parts{}, aligned);
        CHECK_FALSE(all.shown.interval);
        CHECK_FALSE(all.shown.spread);
        CHECK(texts(all) == texts(build(report, section, options, bare, aligned)));
    }
}

TEST_CASE("without statistics fields the legend claims nothing it did not run", "[render]") {
    Report report = hand_report();
    for (Row& row : report.rows) {
        Comparison& c = *row.variants[0].comparison;
        c.ci_low_pct.reset();
        c.ci_high_pct.reset();
        c.p_adjusted.reset();
        c.noisy = false;
        c.note.clear();
        c.test = benchcmp::TestKind::welch;
    }
    report.thresholds.test = benchcmp::TestKind::welch;
    report.summary.adjusted_p = false;
    report.summary.variants.front().geomean_pct.reset();
    const std::string text = render(report, "text");
    CHECK_FALSE(contains(text, "CI"));
    CHECK_FALSE(contains(text, "noisy"));
    CHECK_FALSE(contains(text, "Benjamini"));
    CHECK_FALSE(contains(text, "p(adj)"));
    CHECK(contains(text, "benchcmp: 1 better, 1 unchanged (Welch, alpha=0.05)\n"));
}

TEST_CASE("the legend says why a cell has no test: one run, or means without a stddev",
          "[render]") {
    // Every cell untested: a side of one run, or means of three runs printed without a spread.
    const auto untested = [](std::size_t base_n, std::size_t variant_n) {
        Report report = hand_report();
        for (Row& row : report.rows) {
            for (SampleStats* side : {&*row.baseline, &*row.variants[0].stats}) {
                side->n = side == &*row.baseline ? base_n : variant_n;
                side->stddev.reset();
                side->cv_pct.reset();
            }
            Comparison& c = *row.variants[0].comparison;
            c = Comparison{};
            c.diff_pct = -3.48;
        }
        return render(report, "text", {.width = 200});
    };
    const std::string means = untested(3, 3);
    INFO(means);
    CHECK(contains(means, "? not tested (no stddev)"));
    // One run on a side is reason enough, whatever the other side printed.
    const std::string mixed = untested(3, 1);
    INFO(mixed);
    CHECK(contains(mixed, "? not tested (n < 2)"));
    CHECK_FALSE(contains(mixed, "no stddev"));
}

TEST_CASE("the rows layout puts the baseline's absolute mean on its own line", "[render]") {
    const std::string text =
        render(hand_report(), "text", {.width = 200, .layout = benchcmp::Layout::rows});
    INFO(text);
    CHECK(contains(text, "variant"));
    CHECK(contains(text, "CV"));
    // The baseline line of groups=1: its label, n, mean, then (no %diff) stddev and CV.
    CHECK(contains(text, "\n1       base     1.0000                            0.0100  1.00%\n"));
    CHECK(contains(text, "\n        v1       0.9652  -3.48%    [-5.71, -1.25]  0.0097  1.00%"));
}

TEST_CASE("csv carries every statistics field at full precision", "[render][csv]") {
    const std::string csv = render(hand_report(), "csv");
    CHECK(contains(csv,
                   "diff_pct,ci_low_pct,ci_high_pct,p_value,p_adjusted,significant,"
                   "verdict,noisy,mde_pct,test,note\r\n"));
    CHECK(contains(csv, ",-3.48,-5.71,-1.25,0.004,0.012,true,better,false,,mwu,\r\n"));
    CHECK(contains(csv,
                   ",1.1,-0.9,3.1,0.3,0.45,false,unchanged,true,2.75,welch,"
                   "too few runs for Mann-Whitney U; Welch's t-test instead\r\n"));
}

TEST_CASE("csv quotes a field with a comma, quote or line break (RFC 4180)", "[render][csv]") {
    Report report = hand_report();
    report.rows[0].case_key = {};
    report.rows[0].case_key.add("groups", "1,2");
    report.rows[0].variants[0].label = "v1 \"fast\"";
    report.rows[1].variants[0].comparison->note = "two\r\nlines";
    const std::string csv = render(report, "csv");
    INFO(csv);
    CHECK(contains(csv, "hackbench,time,s,lower,\"1,2\",base,"));
    CHECK(contains(csv, ",\"v1 \"\"fast\"\"\",both,"));
    CHECK(contains(csv, ",welch,\"two\r\nlines\"\r\n"));
    // Fields that need none stay bare.
    CHECK(contains(csv, "hackbench,time,s,lower,4,base,"));
}

TEST_CASE("mmtests style prints gains and stars significant means", "[render][mmtests]") {
    const std::string text = render(hand_report(), "text", {.style = benchcmp::Style::mmtests});
    INFO(text);
    // Lower is better, so a -3.48% change of the mean is a 3.48% gain; significant: stars.
    CHECK(contains(text, "\nAmean    1      1.0000 (   0.00%)      0.9652 *   3.48%*\n"));
    CHECK(contains(text, "\nAmean    4      2.0000 (   0.00%)      2.0220 (  -1.10%)\n"));
    // Stddev and CoeffVar gains are always sign-flipped (Stat.pm's pndiff).
    CHECK(contains(text, "\nStddev   1      0.0100 (   0.00%)      0.0097 (   3.48%)\n"));
}

TEST_CASE("the plot puts every run on one axis and bars over mean +- stddev", "[render][plot]") {
    // Baseline 1, 2, 3 (mean 2, stddev 1), variant 2, 3, 4 (mean 3, stddev 1): the axis spans
    // 1..4 over 28 columns, so 1, 2, 3, 4 fall on columns 0, 9, 18, 27.
    Report report;
    report.inputs = {{"base", "base.txt", "numbers"}, {"v1", "v1.txt", "numbers"}};
    Row row;
    row.metric = {"hackbench", "time", "s", benchcmp::Direction::lower_is_better};
    row.case_key.add("groups", "1");
    row.baseline_label = "base";
    row.baseline = stats(2.0, 1.0);
    row.baseline->n = 3;
    row.baseline->min = 1.0;
    row.baseline->max = 3.0;
    row.baseline_values = {1.0, 2.0, 3.0};
    Comparison c;
    c.diff_pct = 50.0;
    VariantCell cell = compared("v1", stats(3.0, 1.0), c);
    cell.stats->n = 3;
    cell.stats->min = 2.0;
    cell.stats->max = 4.0;
    cell.values = {2.0, 3.0, 4.0};
    row.variants.push_back(cell);
    report.rows.push_back(row);

    const std::string text = render(report, "text", {.width = 30, .plot = true});
    INFO(text);
    CHECK(contains(text,
                   "\nhackbench time [s] groups=1\n"
                   "+----------------------------+\n"
                   "|         +        +         |\n"
                   "|x        x        x        +|\n"
                   "||________A________|         |\n"
                   "|         |________A________||\n"
                   "+----------------------------+\n"));
    CHECK(contains(text, "\nx  base  3  1.000  3.000   2.000  2.000   1.000\n"));
    CHECK(contains(text, "\n+  v1    3  2.000  4.000   3.000  3.000   1.000\n"));

    // Without raw runs (a printed summary) there is nothing to plot.
    report.rows[0].baseline_values.clear();
    report.rows[0].variants[0].values.clear();
    CHECK_FALSE(contains(render(report, "text", {.width = 30, .plot = true}), "+-----"));
}

TEST_CASE("cases on one side only read new and gone in every format", "[render]") {
    Report report = hand_report();
    Row added = report.rows[0];
    added.case_key = {};
    added.case_key.add("groups", "8");
    added.baseline.reset();
    added.variants[0].presence = benchcmp::Presence::added;
    added.variants[0].comparison.reset();
    Row removed = report.rows[0];
    removed.case_key = {};
    removed.case_key.add("groups", "16");
    removed.variants[0].presence = benchcmp::Presence::removed;
    removed.variants[0].stats.reset();
    removed.variants[0].comparison.reset();
    report.rows.push_back(added);
    report.rows.push_back(removed);
    report.summary.added = 1;
    report.summary.removed = 1;

    for (benchcmp::Layout layout : {benchcmp::Layout::columns, benchcmp::Layout::rows}) {
        const std::string text = render(report, "text", {.width = 200, .layout = layout});
        INFO(text);
        CHECK(contains(text, " new"));
        CHECK(contains(text, " gone"));
        CHECK(contains(text, "1 better, 1 unchanged, 1 new, 1 gone"));
    }
    const std::string csv = render(report, "csv");
    CHECK(contains(csv, ",v1,new,10,0.9652,"));
    CHECK(contains(csv, ",v1,gone,,,,,,,,,,,,,,,,,,\r\n"));
    const std::string markdown = render(report, "markdown");
    INFO(markdown);
    CHECK(contains(markdown, "| 8 |  | 0.9652 +-0.0097 | new |  |  |  |\n"));
}

TEST_CASE("a %diff cell pads its percentage and its mark to the column", "[render]") {
    using benchcmp::render::diff_text;
    benchcmp::Comparison significant;
    significant.diff_pct = 3.5;
    significant.verdict = benchcmp::Verdict::worse;
    benchcmp::Comparison noisy;
    noisy.diff_pct = -93.42;
    noisy.noisy = true;
    noisy.verdict = benchcmp::Verdict::same;
    benchcmp::Comparison untested;
    untested.diff_pct = 0.25;
    CHECK(diff_text(significant, 7, 2) == " +3.50%  ");
    CHECK(diff_text(noisy, 7, 2) == "-93.42%~!");
    CHECK(diff_text(untested, 7, 2) == " +0.25%? ");
    // A noisy cell that is significant is not marked: noise never hides a change.
    noisy.verdict = benchcmp::Verdict::better;
    CHECK(diff_text(noisy) == "-93.42%");
}
