// The legend under the tables and the one-line summary, shared by text and markdown.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <string>
#include <unordered_set>

#include "render/layout.hpp"
#include "render/number_format.hpp"

namespace benchcmp::render {
namespace {

const char* test_description(TestKind test) {
    switch (test) {
        case TestKind::welch:
            return "two-sided Welch t-test";
        case TestKind::mwu:
            return "two-sided Mann-Whitney U test";
        case TestKind::mmtests:
            return "mmtests' confidence-interval overlap test";
        case TestKind::mmtests_2018:
            break;
    }
    return "mmtests' 2018 t-test (df = n1 + n2 - 2)";
}

const char* test_short(TestKind test) {
    switch (test) {
        case TestKind::welch:
            return "Welch";
        case TestKind::mwu:
            return "Mann-Whitney U";
        case TestKind::mmtests:
            return "mmtests CI";
        case TestKind::mmtests_2018:
            break;
    }
    return "mmtests t-test";
}

const char* correction_description(Correction correction) {
    switch (correction) {
        case Correction::bh:
            return "Benjamini-Hochberg";
        case Correction::holm:
            return "Holm";
        case Correction::none:
            break;
    }
    return "no";
}

std::string alpha_text(const RenderOptions& options) {
    return options.unicode ? "\u03b1" : "alpha";
}

// A correction is named only when the report holds its adjusted p-values.
bool correction_ran(const Report& report) {
    return report.thresholds.correction != Correction::none && report.summary.adjusted_p;
}

}  // namespace

namespace {

bool prints_comparisons(const VariantCell& cell) {
    return std::any_of(cell.source->printed_stats.begin(), cell.source->printed_stats.end(),
                       [](const PrintedStat& stat) { return stat.compared; });
}

// In mmtests style the stars are mmtests' own where the input printed them against this
// baseline, and the test's below where benchcmp compares (raw runs, another --baseline).
std::string mmtests_marks_text(const Report& report) {
    bool input = false;
    bool own = false;
    for (const Row& row : report.rows) {
        for (const VariantCell& cell : row.variants) {
            // A monitor row (Duration) of the input has no comparison to show at all.
            if (!cell.comparison ||
                (!cell.source->printed_stats.empty() && !prints_comparisons(cell))) {
                continue;
            }
            (prints_comparisons(cell) && cell.source->printed_against_baseline ? input : own) =
                true;
        }
    }
    // One 80-column line each, but for the rare table of both kinds.
    if (input && !own) {
        return "The input's gains and stars: positive is better, *gain%* significant to mmtests.";
    }
    return fmt::format(
        "mmtests' gains (positive is better); *gain%*: a significant change ({}).",
        input ? "to mmtests as the input printed it, else by the test below" : "test below");
}

// A sample from near -1.8e308 to near +1.8e308: its stddev is beyond the doubles, so its row is
// not tested (report.cpp warns naming it).
bool spread_beyond_doubles(const std::optional<SampleStats>& stats) {
    return stats && stats->min && stats->max && !std::isfinite(*stats->max - *stats->min);
}

// A mean of several runs printed without their spread (a table's `[runs]` column): no test.
bool spread_unprinted(const std::optional<SampleStats>& stats) {
    return stats && stats->n_known && stats->n >= 2 && !stats->stddev;
}

// Fewer than two runs, as counted: no test, whatever the other side holds.
bool one_run(const std::optional<SampleStats>& stats) {
    return stats && stats->n_known && stats->n < 2;
}

// The marks the report's cells carry, each explained once, in a fixed order.
std::string marks_text(const Report& report, const RenderOptions& options) {
    if (options.style == Style::mmtests) {
        return mmtests_marks_text(report);
    }
    bool significant = false;
    bool not_significant = false;
    bool noisy = false;
    bool few_runs = false;     // "?" for fewer than two runs on a side
    bool n_unprinted = false;  // "?" for a summary that does not print its n
    bool no_spread = false;    // "?" for a stddev beyond the doubles (a warning names the row)
    bool mean_only = false;    // "?" for a mean of several runs printed without its spread
    for (const Row& row : report.rows) {
        for (const VariantCell& cell : row.variants) {
            if (!cell.comparison) {
                continue;
            }
            const std::string mark = mark_of(*cell.comparison);
            significant = significant || mark.empty();
            not_significant = not_significant || (!mark.empty() && mark.front() == '~');
            noisy = noisy || mark == "~!";
            const bool unprinted =
                (row.baseline && !row.baseline->n_known) || (cell.stats && !cell.stats->n_known);
            const bool beyond =
                spread_beyond_doubles(row.baseline) || spread_beyond_doubles(cell.stats);
            const bool spreadless =
                !one_run(row.baseline) && !one_run(cell.stats) &&
                (spread_unprinted(row.baseline) || spread_unprinted(cell.stats));
            few_runs = few_runs || (mark == "?" && !unprinted && !beyond && !spreadless);
            no_spread = no_spread || (mark == "?" && !unprinted && beyond);
            mean_only = mean_only || (mark == "?" && !unprinted && !beyond && spreadless);
            n_unprinted = n_unprinted || (mark == "?" && unprinted);
        }
    }
    const bool untested = few_runs || n_unprinted || no_spread || mean_only;
    // Short enough for one 80-column line with the formula when a table has both kinds of
    // "~". An unmarked %diff is significant, as in benchstat, whose "~" this is; saying so
    // would wrap the line, so it is said only when no other mark tells the reader (all "?").
    std::vector<std::string> parts;
    if (not_significant) {
        parts.emplace_back("~ not significant");
    }
    if (noisy) {
        parts.push_back(fmt::format("~! and noisy (a CV > {:g}%)", report.thresholds.noise_cv_pct));
    }
    if (untested) {
        // Why, and for an input without n what to do about it, so that no note line is needed.
        std::vector<std::string> reasons;
        if (few_runs) {
            reasons.emplace_back("n < 2");
        }
        if (no_spread) {
            reasons.emplace_back("a spread beyond the doubles");
        }
        if (mean_only) {
            reasons.emplace_back("no stddev");
        }
        if (n_unprinted) {
            reasons.emplace_back("n not printed: --runs N");
        }
        parts.push_back(fmt::format("? not tested ({})", fmt::join(reasons, ", or ")));
    }
    if (significant && untested && !not_significant) {
        parts.emplace_back("unmarked: significant");
    }
    return parts.empty() ? "." : fmt::format("; {}.", fmt::join(parts, ", "));
}

// "p: Welch's t-test, two-sided, ..." with the tests that actually ran (after any per-cell
// fallback), the correction and alpha.
std::string test_text(const Report& report, const RenderOptions& options) {
    const Thresholds& thresholds = report.thresholds;
    std::map<TestKind, std::size_t> tests;
    for (const Row& row : report.rows) {
        for (const VariantCell& cell : row.variants) {
            if (cell.comparison && cell.comparison->p_value) {
                ++tests[cell.comparison->test];
            }
        }
    }
    std::string text = "p: ";
    if (tests.size() <= 1) {
        text += test_description(tests.empty() ? thresholds.test : tests.begin()->first);
    } else {
        std::vector<std::string> parts;
        for (const auto& [test, count] : tests) {
            parts.push_back(fmt::format("{} ({} cell{})", test_description(test), count,
                                        count == 1 ? "" : "s"));
        }
        text += fmt::format("{}", fmt::join(parts, "; "));
    }
    if (correction_ran(report)) {
        text +=
            fmt::format(", {} adjusted per variant", correction_description(thresholds.correction));
    }
    text += fmt::format(", {} {:g}.", alpha_text(options), thresholds.alpha);
    if (options.show_mde) {
        text += " mde: the smallest %diff this data could have detected.";
    }
    return text;
}

// Directions the titles do not state (those of tables with several metrics), the metrics
// grouped by direction so that a table of many metrics costs one line: "Better is lower for
// Amean, BAmean-50, Duration; unknown for Ops."
std::string directions_text(const Report& report) {
    std::vector<std::pair<Direction, std::vector<std::string>>> groups;  // first-seen order
    std::unordered_set<std::string> seen;
    for (const Section& section : sections_of(report)) {
        const Metric& first = section.rows.front()->metric;
        const bool one_metric =
            std::all_of(section.rows.begin(), section.rows.end(), [&](const Row* row) {
                return row->metric.name == first.name && row->metric.unit == first.unit;
            });
        if (one_metric) {
            continue;
        }
        for (const Row* row : section.rows) {
            const std::string label = metric_label(row->metric);
            if (!seen.insert(fmt::format("{}\x1f{}", label, direction_name(row->metric.better)))
                     .second) {
                continue;
            }
            auto group = std::find_if(groups.begin(), groups.end(),
                                      [&](const auto& g) { return g.first == row->metric.better; });
            if (group == groups.end()) {
                groups.emplace_back(row->metric.better, std::vector<std::string>{});
                group = groups.end() - 1;
            }
            group->second.push_back(label);
        }
    }
    std::vector<std::string> parts;
    for (const auto& [direction, labels] : groups) {
        parts.push_back(
            fmt::format("{} for {}", direction_name(direction), fmt::join(labels, ", ")));
    }
    return parts.empty() ? "" : fmt::format("Better is {}.", fmt::join(parts, "; "));
}

}  // namespace

std::vector<std::string> legend_lines(const Report& report, const RenderOptions& options) {
    std::vector<std::string> lines;
    if (report.inputs.size() == 1) {
        // One input compares nothing: its rows are its summaries, as `benchstat old.txt`
        // prints them, so no formula, test or mark needs explaining.
        lines.emplace_back("One input: each row summarises its runs; nothing is compared.");
        if (std::string directions = directions_text(report); !directions.empty()) {
            lines.push_back(std::move(directions));
        }
        return lines;
    }
    // A report of author's figures alone compared nothing: no formula, test or mark to
    // explain, only what the author's cells are (the "author" line below).
    const bool compared = std::any_of(report.rows.begin(), report.rows.end(), [](const Row& row) {
        return std::any_of(row.variants.begin(), row.variants.end(),
                           [](const VariantCell& cell) { return cell.comparison.has_value(); });
    });
    if (!compared && report.summary.author > 0) {
        lines.emplace_back("%diff: the author's own figures; benchcmp computed none.");
    } else if (options.style == Style::mmtests) {
        lines.push_back(marks_text(report, options));
    } else {
        lines.push_back("%diff = (new - base) / base" + marks_text(report, options));
    }
    if (compared || report.summary.author == 0) {
        lines.push_back(test_text(report, options));
    }
    if (std::string directions = directions_text(report); !directions.empty()) {
        lines.push_back(std::move(directions));
    }

    // Caveats the statistics attached to cells, each said once with the cells it concerns.
    bool unknown_n = false;
    for (const Row& row : report.rows) {
        // An author's table printing a reference mean has no runs for --runs to count.
        const bool author_row =
            std::any_of(row.variants.begin(), row.variants.end(),
                        [](const VariantCell& cell) { return cell.presence == Presence::author; });
        unknown_n = unknown_n || (row.baseline && !row.baseline->n_known && !author_row);
    }
    // The "?" of the marks line says it already; mmtests' marks have no "?".
    if (unknown_n && (options.style == Style::mmtests || !compared)) {
        lines.emplace_back("Note: the input does not print n; --runs N supplies it for the test.");
    }
    if (report.summary.author > 0) {
        lines.emplace_back(
            "author: the input holds only its author's %diff for the cell, shown as printed "
            "with the author's own mark (what a `*` means, the post says); benchcmp computed "
            "nothing there, and no test is possible without the runs.");
    }
    std::vector<std::pair<std::string, std::vector<std::string>>> notes;
    for (const Row& row : report.rows) {
        for (const VariantCell& cell : row.variants) {
            if (!cell.comparison || cell.comparison->note.empty()) {
                continue;
            }
            auto found = std::find_if(notes.begin(), notes.end(), [&](const auto& note) {
                return note.first == cell.comparison->note;
            });
            if (found == notes.end()) {
                notes.emplace_back(cell.comparison->note, std::vector<std::string>{});
                found = notes.end() - 1;
            }
            std::string where = row.metric.name;
            if (!row.case_key.entries.empty()) {
                where += fmt::format(" {}", row.case_key.to_string());
            }
            found->second.push_back(fmt::format("{}: {}", cell.label, where));
        }
    }
    for (const auto& [note, cells] : notes) {
        lines.push_back(fmt::format("Note: {} ({}).", note, fmt::join(cells, "; ")));
    }
    return lines;
}

std::string summary_line(const Report& report, const RenderOptions& options) {
    const ReportSummary& summary = report.summary;
    if (report.inputs.size() == 1) {
        return fmt::format("benchcmp: {} row{} of one input, nothing compared (no second input)",
                           report.rows.size(), report.rows.size() == 1 ? "" : "s");
    }
    const std::pair<std::size_t, const char*> counts[] = {
        {summary.worse, "worse"},    {summary.better, "better"},      {summary.changed, "changed"},
        {summary.same, "unchanged"}, {summary.not_applicable, "n/a"}, {summary.added, "new"},
        {summary.removed, "gone"}};
    std::vector<std::string> parts;
    for (const auto& [count, word] : counts) {
        if (count > 0) {
            parts.push_back(fmt::format("{} {}", count, word));
        }
    }
    if (summary.author > 0) {
        parts.push_back(fmt::format("{} author's %diff as printed, not tested", summary.author));
        if (parts.size() == 1) {
            return fmt::format("benchcmp: {}", parts.front());  // no test ran: no method to name
        }
    }
    const Thresholds& thresholds = report.thresholds;
    std::string method = test_short(thresholds.test);
    if (correction_ran(report)) {
        // BH controls the false discovery rate (its level is q), Holm the family-wise error.
        method += thresholds.correction == Correction::bh
                      ? fmt::format(", BH q={:g}", thresholds.alpha)
                      : fmt::format(", Holm {}={:g}", alpha_text(options), thresholds.alpha);
        if (summary.variants.size() > 1) {
            method += " each";  // "in 5 variants (Welch, BH q=0.05 each)": one family each
        }
    } else {
        method += fmt::format(", {}={:g}", alpha_text(options), thresholds.alpha);
    }
    std::string line = fmt::format(
        "benchcmp: {}{} ({})",
        parts.empty() ? std::string("nothing compared") : fmt::format("{}", fmt::join(parts, ", ")),
        summary.variants.size() > 1 ? fmt::format(" in {} variants", summary.variants.size())
                                    : std::string(),
        method);
    // One geomean per variant: with several, the matrix's summary rows and JSON hold them.
    if (summary.variants.size() == 1 && summary.variants.front().geomean_pct &&
        std::isfinite(*summary.variants.front().geomean_pct)) {
        const VariantSummary& variant = summary.variants.front();
        line += fmt::format("; geomean {}", format_pct(variant.geomean_pct));
        if (variant.geomean_verdict != Verdict::not_applicable) {
            line += fmt::format(" {} [{}, {}]", verdict_name(variant.geomean_verdict),
                                format_signed_pct(*variant.geomean_ci_low_pct),
                                format_signed_pct(*variant.geomean_ci_high_pct));
        }
    }
    return line;
}

std::vector<std::string> wrap_text(const std::string& text, std::size_t width) {
    std::vector<std::string> lines;
    std::string line;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find(' ', start);
        if (end == std::string::npos) {
            end = text.size();
        }
        const std::string word = text.substr(start, end - start);
        start = end + 1;
        if (word.empty()) {
            continue;
        }
        if (!line.empty() && display_width(line) + 1 + display_width(word) > width) {
            lines.push_back(std::move(line));
            line.clear();
        }
        line += (line.empty() ? "" : " ") + word;
    }
    if (!line.empty()) {
        lines.push_back(std::move(line));
    }
    return lines;
}

}  // namespace benchcmp::render
