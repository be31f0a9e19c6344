// The specjbb parser: RUN RESULT lines, .raw keys, describe() blocks and summary tables.

#include <catch2/catch.hpp>
#include <cmath>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "benchcmp/parse.hpp"
#include "benchcmp/report.hpp"
#include "parse/specjbb/specjbb_variants.hpp"
#include "parse_test_support.hpp"

namespace {

using benchcmp::Run;
using Lines = std::vector<std::string>;

using parse_test::read_file;

std::vector<Run> parse(const std::string& content, const std::string& path = "in.txt") {
    const benchcmp::Parser* parser = benchcmp::find_format("specjbb");
    REQUIRE(parser != nullptr);
    return parser->parse(benchcmp::InputText{path, content});
}

Lines diagnostics(const std::vector<Run>& runs) {
    Lines lines;
    for (const Run& run : runs) {
        for (const auto& diagnostic : run.diagnostics) {
            lines.push_back(benchcmp::format_diagnostic(diagnostic));
        }
    }
    return lines;
}

Lines labels(const std::vector<Run>& runs) {
    Lines out;
    for (const Run& run : runs) {
        out.push_back(run.label);
    }
    return out;
}

std::string case_of(const benchcmp::Observation& observation) {
    return observation.case_key.to_string();
}

benchcmp::Metric jops(const std::string& name) {
    return benchcmp::Metric{"specjbb", name, "", benchcmp::Direction::higher_is_better};
}

}  // namespace

TEST_CASE("specjbb: seed 004's org table pairs -X and +X rows per config", "[parse][specjbb]") {
    const auto runs = parse(read_file("data/specjbb/seed004-table.txt"));
    REQUIRE(runs.size() == 2);
    CHECK(labels(runs) == Lines{"-REWORK", "+REWORK"});
    CHECK(diagnostics(runs).empty());  // the author's deltas agree with the rows
    struct Expected {
        std::size_t run;
        std::size_t index;
        const char* config;
        int line;
        std::size_t n;
        double mean, stddev, min, median, q75, q99, max;
    };
    // Literals copied from the table (seed 004).
    const Expected table[] = {
        {0, 0, "SMT-ON", 3, 15, 19961.133333, 613.406515, 19058.0, 20006.0, 20427.50, 20903.42,
         20924.0},
        {0, 1, "SMT-OFF", 5, 25, 12397.0, 425.763628, 11016.0, 12377.0, 12623.00, 13137.20,
         13154.0},
        {1, 0, "SMT-ON", 4, 12, 19265.666667, 563.959917, 18380.0, 19133.5, 19699.25, 20024.90,
         20026.0},
        {1, 1, "SMT-OFF", 6, 20, 12436.7, 414.130554, 11313.0, 12505.0, 12687.00, 12981.44,
         12986.0},
    };
    for (const Expected& e : table) {
        CAPTURE(e.run, e.config);
        REQUIRE(runs[e.run].observations.size() == 2);
        const auto& observation = runs[e.run].observations[e.index];
        CHECK(observation.metric == jops("jOPS"));
        CHECK(case_of(observation) == std::string("config=") + e.config);
        CHECK(observation.line == e.line);
        REQUIRE_FALSE(observation.sample.is_raw());
        const benchcmp::Summary& summary = observation.sample.summary();
        CHECK(summary.n == e.n);
        CHECK(summary.mean == e.mean);
        CHECK(summary.stddev == e.stddev);
        CHECK(summary.min == e.min);
        CHECK(summary.max == e.max);
        CHECK(summary.median == e.median);
        CHECK(summary.quantiles ==
              std::vector<benchcmp::Quantile>{{0.5, e.median}, {0.75, e.q75}, {0.99, e.q99}});
    }
}

TEST_CASE("specjbb: seed 004's deltas and Welch p-values", "[parse][specjbb]") {
    const auto runs = parse(read_file("data/specjbb/seed004-table.txt"));
    const benchcmp::Report report = benchcmp::build_report(runs, benchcmp::Thresholds{});
    REQUIRE(report.rows.size() == 2);
    // The author printed `SMT-ON delta: -3.48%` and `SMT-OFF delta: +0.32%`. Expected values
    // from scipy 1.10.1: (m1 - m0) / m0 * 100 and
    // ttest_ind_from_stats(19961.133333, 613.406515, 15, 19265.666667, 563.959917, 12,
    // equal_var=False) -> p 0.005281466881772093; (12397.0, 425.763628, 25, 12436.7,
    // 414.130554, 20) -> p 0.7539135176715445.
    const auto& on = *report.rows[0].variants[0].comparison;
    CHECK(on.diff_pct.value() == Approx(-3.4841041057034867).epsilon(1e-12));
    CHECK(on.p_value.value() == Approx(0.005281466881772093).epsilon(1e-9));
    CHECK(on.verdict == benchcmp::Verdict::worse);
    const auto& off = *report.rows[1].variants[0].comparison;
    CHECK(off.diff_pct.value() == Approx(0.32023876744374224).epsilon(1e-12));
    CHECK(off.p_value.value() == Approx(0.7539135176715445).epsilon(1e-9));
    CHECK(off.verdict == benchcmp::Verdict::same);
}

TEST_CASE("specjbb: a printed delta that the rows do not give warns", "[parse][specjbb]") {
    std::string text = read_file("data/specjbb/seed004-table.txt");
    text.replace(text.find("-3.48%"), 6, "-3.50%");
    CHECK(diagnostics(parse(text)) ==
          Lines{"in.txt:8: warning: SMT-ON delta: printed -3.50%, but the rows at lines 3 and 4 "
                "give -3.48%"});
}

TEST_CASE("specjbb: seed 004's describe() blocks without count", "[parse][specjbb]") {
    const auto runs = parse(read_file("data/specjbb/seed004-describe.txt"));
    REQUIRE(runs.size() == 2);
    CHECK(labels(runs) == Lines{"Baseline", "Patches (+ find_idlest_group() fixup)"});
    CHECK(diagnostics(runs) ==
          Lines{
              "in.txt:2: warning: describe() block 'Baseline, SMTOFF': no count, so n is "
              "unknown: no %diff or test (n/a)",
              "in.txt:11: warning: describe() block 'Patches (+ find_idlest_group() fixup), "
              "SMTOFF': no count, so n is unknown: no %diff or test (n/a)",
          });
    REQUIRE(runs[0].observations.size() == 1);
    REQUIRE(runs[1].observations.size() == 1);
    const auto& base = runs[0].observations[0];
    CHECK(base.metric == jops("jOPS"));
    CHECK(case_of(base) == "config=SMTOFF");
    CHECK(base.line == 2);
    const benchcmp::Summary& b = base.sample.summary();
    CHECK(b.n == 0);  // unknown
    CHECK(b.mean == 12156.4);
    CHECK(b.stddev == 660.640068);
    CHECK(b.min == 11016.0);
    CHECK(b.max == 12623.0);
    CHECK(b.median == 12464.0);
    CHECK(b.quantiles ==
          std::vector<benchcmp::Quantile>{{0.25, 12158.0}, {0.5, 12464.0}, {0.75, 12521.0}});
    const benchcmp::Summary& p = runs[1].observations[0].sample.summary();
    CHECK(case_of(runs[1].observations[0]) == "config=SMTOFF");
    CHECK(p.mean == 12487.25);
    CHECK(p.stddev == 184.404221);
    CHECK(p.max == 12724.0);  // the seed's trailing TAB is gone
    CHECK(p.quantiles ==
          std::vector<benchcmp::Quantile>{{0.25, 12349.25}, {0.5, 12449.5}, {0.75, 12587.5}});
}

TEST_CASE("specjbb: blocks and a table in one file are matched by position", "[parse][specjbb]") {
    const auto runs = parse(read_file("data/specjbb/seed004.txt"));
    REQUIRE(runs.size() == 2);
    CHECK(labels(runs) == Lines{"Baseline", "Patches (+ find_idlest_group() fixup)"});
    REQUIRE(runs[0].observations.size() == 3);
    CHECK(case_of(runs[0].observations[0]) == "config=SMTOFF");
    CHECK(case_of(runs[0].observations[1]) == "config=SMT-ON");
    CHECK(runs[0].observations[1].sample.summary().n == 15);
    CHECK(case_of(runs[1].observations[2]) == "config=SMT-OFF");
    CHECK(runs[1].observations[2].sample.summary().n == 20);
    const Lines got = diagnostics(runs);
    REQUIRE(got.size() == 4);
    CHECK(got[2] ==
          "in.txt:23: note: '-REWORK' is compared as variant 1, 'Baseline' (line 2): variants "
          "of separate tables are matched by position");
    CHECK(got[3] ==
          "in.txt:24: note: '+REWORK' is compared as variant 2, 'Patches (+ "
          "find_idlest_group() fixup)' (line 11): variants of separate tables are matched by "
          "position");
}

TEST_CASE("specjbb: describe() blocks with count and a Name trailer", "[parse][specjbb]") {
    const auto runs = parse(read_file("data/specjbb/describe-count.txt"));
    REQUIRE(runs.size() == 2);
    CHECK(labels(runs) == Lines{"baseline", "patched"});
    CHECK(diagnostics(runs).empty());
    const auto& observation = runs[1].observations.at(0);
    CHECK(observation.metric == jops("max-jOPS"));
    CHECK(case_of(observation) == "config=SMT-OFF");
    CHECK(observation.line == 13);
    CHECK(observation.sample.summary().n == 10);
    CHECK(observation.sample.summary().mean == 12410.1);
    CHECK(observation.sample.summary().stddev == 512.03);
}

TEST_CASE("specjbb: a DataFrame describe() with one column per metric", "[parse][specjbb]") {
    const auto runs = parse(read_file("data/specjbb/describe-dataframe.txt"));
    REQUIRE(runs.size() == 2);
    CHECK(labels(runs) == Lines{"baseline", "patched"});
    CHECK(diagnostics(runs).empty());
    REQUIRE(runs[1].observations.size() == 2);
    const auto& critical = runs[1].observations[1];
    CHECK(critical.metric == jops("critical-jOPS"));
    CHECK(critical.case_key.entries.empty());
    CHECK(critical.line == 12);
    CHECK(critical.sample.summary().n == 5);
    CHECK(critical.sample.summary().mean == 6585.6);
    CHECK(critical.sample.summary().stddev == 77.493871);
    CHECK(critical.sample.summary().median == 6577.0);

    const auto unnamed = parse("mean 1 2\nstd 0.5 0.25\n");
    CHECK(diagnostics(unnamed) ==
          Lines{"in.txt:1: warning: describe() block of 2 columns without a line of 2 column "
                "names above it; they are called jOPS#1...",
                "in.txt:1: warning: describe() block, column jOPS#1: no count, so n is unknown: "
                "no %diff or test (n/a)",
                "in.txt:1: warning: describe() block, column jOPS#2: no count, so n is unknown: "
                "no %diff or test (n/a)"});
    REQUIRE(unnamed.at(0).observations.size() == 2);
    CHECK(unnamed[0].observations[1].metric == jops("jOPS#2"));
}

TEST_CASE("specjbb: a damaged markdown table parses the rest and names the lines",
          "[parse][specjbb]") {
    const auto runs = parse(read_file("data/specjbb/markdown-damaged.txt"));
    REQUIRE(runs.size() == 2);
    CHECK(labels(runs) == Lines{"base", "patched"});
    CHECK(diagnostics(runs) ==
          Lines{
              "in.txt:4: warning: 'std' of 'patched SMT-ON' is not a number (\"n/a\"); left out",
              "in.txt:5: warning: row has 6 cells, the header (line 1) has 7; row skipped",
              "in.txt:6: warning: '50%' of 'patched SMT-OFF' is not a number (\"\"); left out",
          });
    REQUIRE(runs[0].observations.size() == 2);  // SMT-ON, SMT-X: the ragged SMT-OFF is gone
    REQUIRE(runs[1].observations.size() == 3);
    CHECK(case_of(runs[1].observations[1]) == "config=SMT-OFF");
    const benchcmp::Summary& no_std = runs[1].observations[0].sample.summary();
    CHECK(std::isnan(no_std.stddev));
    CHECK(no_std.median == 19133.0);
    const benchcmp::Summary& no_median = runs[1].observations[1].sample.summary();
    CHECK_FALSE(no_median.median.has_value());
    CHECK(no_median.max == 12986.0);
}

TEST_CASE("specjbb: RUN RESULT lines in controller output", "[parse][specjbb]") {
    const auto runs = parse(read_file("data/specjbb/controller-base.txt"));
    REQUIRE(runs.size() == 1);
    CHECK(runs[0].label.empty());
    CHECK(diagnostics(runs).empty());
    REQUIRE(runs[0].observations.size() == 2);
    CHECK(runs[0].observations[0].metric == jops("max-jOPS"));
    CHECK(runs[0].observations[0].line == 2);
    CHECK(runs[0].observations[0].sample.values() ==
          std::vector<double>{19131, 19480, 18960, 19302, 19215});
    CHECK(runs[0].observations[1].metric == jops("critical-jOPS"));
    CHECK(runs[0].observations[1].sample.values() ==
          std::vector<double>{6237, 6410, 6105, 6322, 6290});
}

TEST_CASE("specjbb: label lines split RUN RESULT lines into variants", "[parse][specjbb]") {
    const auto runs = parse(read_file("data/specjbb/labelled-results.txt"));
    REQUIRE(runs.size() == 2);
    CHECK(labels(runs) == Lines{"baseline", "patched"});
    CHECK(runs[1].observations.at(0).sample.values() ==
          std::vector<double>{19850, 20012, 19733, 20140, 19801});
    CHECK(runs[1].observations.at(1).line == 9);
}

TEST_CASE("specjbb: .raw keys, the template and bad results", "[parse][specjbb]") {
    const auto runs = parse(read_file("data/specjbb/raw-keys.txt"));
    REQUIRE(runs.size() == 1);
    const auto& observations = runs[0].observations;
    REQUIRE(observations.size() == 7);
    const char* names[] = {"max-jOPS",       "critical-jOPS",  "SLA-10000-jOPS", "SLA-25000-jOPS",
                           "SLA-50000-jOPS", "SLA-75000-jOPS", "SLA-100000-jOPS"};
    for (std::size_t i = 0; i < 7; ++i) {
        CHECK(observations[i].metric == jops(names[i]));
        CHECK(observations[i].sample.size() == 3);
    }
    CHECK(observations[0].sample.values() == std::vector<double>{22523, 22810, 22390});
    CHECK(observations[6].sample.values() == std::vector<double>{13791, 13850, 13720});

    const auto odd = parse(
        "jbb2015.result.metric.max-jOPS=<set by reporter>\n"
        "> RUN RESULT: hbIR (max attempted) = 20138, max-jOPS = 19131, critical-jOPS = 0\n"
        "RUN RESULT: hbIR (max attempted) = 1, max-jOPS = N/A, critical-jOPS = 5\n"
        "RUN RESULT: hbIR (max attempted) = 1\n");
    CHECK(diagnostics(odd) ==
          Lines{
              "in.txt:1: warning: max-jOPS is not a number (\"<set by reporter>\"); left out",
              "in.txt:3: warning: max-jOPS is not a number (\"N/A\"); left out",
              "in.txt:4: warning: RUN RESULT without max-jOPS or critical-jOPS",
          });
    REQUIRE(odd.size() == 1);
    REQUIRE(odd[0].observations.size() == 2);
    CHECK(odd[0].observations[0].sample.values() == std::vector<double>{19131});
    CHECK(odd[0].observations[1].sample.values() == std::vector<double>{0, 5});
}

TEST_CASE("specjbb: labels split into variant and config", "[parse][specjbb]") {
    struct Case {
        const char* label;
        const char* variant;
        const char* config;
    };
    const Case cases[] = {
        {"-REWORK SMT-ON", "-REWORK", "SMT-ON"},
        {"+REWORK SMT-OFF", "+REWORK", "SMT-OFF"},
        {"Baseline, SMTOFF", "Baseline", "SMTOFF"},
        {"Patches (+ find_idlest_group() fixup), SMTOFF", "Patches (+ find_idlest_group() fixup)",
         "SMTOFF"},
        {"baseline SMT-ON", "baseline", "SMT-ON"},
        {"SMT-ON patched", "patched", "SMT-ON"},
        {"5.4-rc1", "5.4-rc1", ""},
        {"-3.5 degrees", "-3.5 degrees", ""},
        {"", "", ""},
    };
    for (const Case& c : cases) {
        CAPTURE(c.label);
        const auto split = benchcmp::specjbb::split_variant_label(c.label);
        CHECK(split.variant == c.variant);
        CHECK(split.config == c.config);
    }
}

TEST_CASE("specjbb: +X before -X still makes -X the baseline", "[parse][specjbb]") {
    const auto runs = parse(
        "| kernel | count | mean | std |\n"
        "|---+---+---+---|\n"
        "| +FIX | 5 | 110 | 3 |\n"
        "| -FIX | 5 | 100 | 2 |\n");
    CHECK(labels(runs) == Lines{"-FIX", "+FIX"});
    CHECK(runs[0].observations.at(0).case_key.entries.empty());
}

TEST_CASE("specjbb: tables and lines it does not read", "[parse][specjbb]") {
    const auto runs = parse(
        "| name | value |\n"
        "|------+-------|\n"
        "| a    |     1 |\n"
        "| kernel | mean |\n"
        "| x | 5 |\n"
        "| x | 6 |\n");
    // No blank line between the tables: it reads as one table without a mean column.
    CHECK(diagnostics(runs) ==
          Lines{"in.txt:1: note: table without a mean column; not a describe() summary, skipped"});
    CHECK(runs.size() == 1);
    CHECK(runs[0].observations.empty());
}

TEST_CASE("specjbb: sniff", "[parse][specjbb]") {
    const benchcmp::Parser& parser = *benchcmp::find_format("specjbb");
    CHECK(parser.sniff(read_file("data/specjbb/controller-base.txt")) == Approx(0.95));
    CHECK(parser.sniff(read_file("data/specjbb/raw-keys.txt")) == Approx(0.95));
    CHECK(parser.sniff(read_file("data/specjbb/seed004-table.txt")) == Approx(0.8));
    CHECK(parser.sniff(read_file("data/specjbb/seed004.txt")) == Approx(0.8));
    CHECK(parser.sniff(read_file("data/specjbb/seed004-describe.txt")) == Approx(0.7));
    for (const char* other : {"data/hackbench/baseline.txt", "data/hackbench/mail-quoted.txt",
                              "data/numbers/baseline.txt", "data/iotable/seed003.txt"}) {
        CAPTURE(other);
        CHECK(parser.sniff(read_file(other)) == 0.0);
    }
}
