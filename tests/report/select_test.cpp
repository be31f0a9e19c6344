// Report selection: --metric, --case, --only-changed, --sort, and the regression count.
#include "benchcmp/select.hpp"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "benchcmp/diagnostics.hpp"

using namespace benchcmp;

namespace {

const Metric kTime{"hackbench", "time", "s", Direction::lower_is_better};
const Metric kOther{"alpha", "latency", "us", Direction::lower_is_better};

CaseKey groups(const std::string& count) {
    CaseKey key;
    key.add("mode", "process");
    key.add("groups", count);
    return key;
}

void add(Run& run, const Metric& metric, const CaseKey& key, std::vector<double> values) {
    for (const double value : values) {
        run.add_value(metric, key, value, 1);
    }
}

// Verdicts are clear-cut by construction (spreads of 1 % against shifts of 20-30 %), so they
// do not depend on the exact p-value: groups=2 worse (+20 %), groups=4 better (-30 %),
// groups=10 same, groups=8 gone, groups=16 new, alpha latency worse (+50 %).
Report sample_report() {
    Run base{"base", "base.txt", "hackbench", {}, {}};
    Run patched{"patched", "patched.txt", "hackbench", {}, {}};
    add(base, kTime, groups("2"), {1.0, 1.01, 0.99});
    add(patched, kTime, groups("2"), {1.2, 1.21, 1.19});
    add(base, kTime, groups("10"), {3.0, 3.1, 2.9});
    add(patched, kTime, groups("10"), {3.05, 2.95, 3.0});
    add(base, kTime, groups("4"), {2.0, 2.02, 1.98});
    add(patched, kTime, groups("4"), {1.4, 1.41, 1.39});
    add(base, kTime, groups("8"), {4.0, 4.1});
    add(patched, kTime, groups("16"), {8.0, 8.1});
    add(base, kOther, CaseKey{}, {10.0, 10.1, 9.9});
    add(patched, kOther, CaseKey{}, {15.0, 15.1, 14.9});
    return build_report({base, patched}, Thresholds{});
}

std::vector<std::string> names(const Report& report) {
    std::vector<std::string> out;
    for (const Row& row : report.rows) {
        const std::string* count = row.case_key.find("groups");
        out.push_back(count != nullptr ? *count : row.metric.benchmark);
    }
    return out;
}

}  // namespace

TEST_CASE("selection keeps and orders rows", "[select]") {
    struct Case {
        const char* what;
        Selection selection;
        std::vector<std::string> rows;
    };
    const std::vector<Case> cases = {
        {"default: first-seen order", {}, {"2", "10", "4", "8", "alpha", "16"}},
        {"--metric searches benchmark/metric",
         {"hackbench/t", std::nullopt, false, SortOrder::input},
         {"2", "10", "4", "8", "16"}},
        {"--metric anchored",
         {"^alpha/latency$", std::nullopt, false, SortOrder::input},
         {"alpha"}},
        {"--case searches the k=v string",
         {std::nullopt, "groups=(2|4)$", false, SortOrder::input},
         {"2", "4"}},
        {"--only-changed keeps better, worse, new and gone",
         {std::nullopt, std::nullopt, true, SortOrder::input},
         {"2", "4", "8", "alpha", "16"}},
        {"--sort diff: largest |%diff| first, rows without a %diff last in input order",
         {std::nullopt, std::nullopt, false, SortOrder::diff},
         {"alpha", "4", "2", "10", "8", "16"}},
        {"--sort name: benchmark, metric, then case values as numbers",
         {std::nullopt, std::nullopt, false, SortOrder::name},
         {"alpha", "2", "4", "8", "10", "16"}},
        {"filters and sort together",
         {"hackbench", "process", true, SortOrder::name},
         {"2", "4", "8", "16"}},
    };
    for (const Case& c : cases) {
        SECTION(c.what) {
            Report report = sample_report();
            select_rows(report, c.selection);
            CHECK(names(report) == c.rows);
        }
    }
}

TEST_CASE("selection recomputes the summary for the rows kept", "[select]") {
    Report report = sample_report();
    CHECK(report.summary.worse == 2);
    CHECK(report.summary.better == 1);
    CHECK(report.summary.same == 1);
    CHECK(report.summary.added == 1);
    CHECK(report.summary.removed == 1);
    select_rows(report, Selection{std::nullopt, "groups=[24]$", false, SortOrder::input});
    CHECK(report.summary.worse == 1);
    CHECK(report.summary.better == 1);
    CHECK(report.summary.same == 0);
    CHECK(report.summary.added == 0);
    CHECK(report.summary.removed == 0);
}

TEST_CASE("selection rejects bad and empty patterns", "[select]") {
    Report report = sample_report();
    CHECK_THROWS_WITH(select_rows(report, Selection{"(", std::nullopt, false, SortOrder::input}),
                      Catch::StartsWith("--metric '(': not a valid regular expression"));
    CHECK_THROWS_WITH(
        select_rows(report, Selection{"nothing", std::nullopt, false, SortOrder::input}),
        "--metric 'nothing' matches no benchmark/metric of the inputs");
    CHECK_THROWS_WITH(
        select_rows(report, Selection{std::nullopt, "groups=99", false, SortOrder::input}),
        "--case 'groups=99' matches no case of the inputs");
    CHECK_THROWS_AS(select_rows(report, Selection{std::nullopt, "[", false, SortOrder::input}),
                    Error);
}

TEST_CASE("only-changed may keep nothing without an error", "[select]") {
    Run base{"base", "base.txt", "hackbench", {}, {}};
    add(base, kTime, groups("2"), {1.0, 1.01, 0.99});
    Report report = build_report({base, base}, Thresholds{});
    select_rows(report, Selection{std::nullopt, std::nullopt, true, SortOrder::input});
    CHECK(report.rows.empty());
    CHECK(report.summary.same == 0);
}

TEST_CASE("count_regressions counts significant worse cells by size", "[select][gate]") {
    const Report report = sample_report();
    // Worse cells: groups=2 at +20 % and alpha latency at +50 % (means 1.0 -> 1.2, 10 -> 15).
    CHECK(count_regressions(report, 0.0) == 2);
    CHECK(count_regressions(report, 19.0) == 2);
    CHECK(count_regressions(report, 20.5) == 1);  // numpy: +19.999999999999996 and +50.0
    CHECK(count_regressions(report, 49.0) == 1);
    CHECK(count_regressions(report, 51.0) == 0);
}

TEST_CASE("count_regressions counts a worse cell without a %diff", "[select][gate]") {
    // A baseline mean of 0 has no %diff; zero variance on both sides with different means is
    // an exact difference (p = 0), so the verdict is worse and the gate must not miss it.
    Run base{"base", "base.txt", "hackbench", {}, {}};
    Run patched{"patched", "patched.txt", "hackbench", {}, {}};
    add(base, kTime, groups("2"), {0.0, 0.0, 0.0});
    add(patched, kTime, groups("2"), {1.0, 1.0, 1.0});
    const Report report = build_report({base, patched}, Thresholds{});
    REQUIRE(report.rows.front().variants.front().comparison->verdict == Verdict::worse);
    CHECK(count_regressions(report, 1000.0) == 1);
}

TEST_CASE("regressions are named by the case keys that vary", "[select][gate]") {
    // mode is process in every row, so it names none of them; groups tells them apart.
    Run base{"base", "base.txt", "hackbench", {}, {}};
    Run patched{"patched", "patched.txt", "hackbench", {}, {}};
    add(base, kTime, groups("2"), {1.0, 1.01, 0.99});
    add(patched, kTime, groups("2"), {1.2, 1.21, 1.19});
    add(base, kTime, groups("4"), {2.0, 2.02, 1.98});
    add(patched, kTime, groups("4"), {3.0, 3.03, 2.97});
    const Report report = build_report({base, patched}, Thresholds{});
    const std::vector<Regression> found = regressions(report, 0.0);
    REQUIRE(found.size() == 2);
    CHECK(found[0].name == "groups=4");
    CHECK(found[1].name == "groups=2");
}
