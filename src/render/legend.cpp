// The legend under the tables and the one-line summary, shared by text and markdown.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>

#include "render/layout.hpp"

namespace benchcmp::render {
namespace {

const char* test_description(TestKind test) {
    switch (test) {
        case TestKind::welch:
            return "Welch's t-test, two-sided";
        case TestKind::mwu:
            return "Mann-Whitney U test, two-sided";
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

template <typename Predicate>
bool any_comparison(const Report& report, Predicate predicate) {
    return std::any_of(report.rows.begin(), report.rows.end(), [&](const Row& row) {
        return std::any_of(row.variants.begin(), row.variants.end(), [&](const VariantCell& c) {
            return c.comparison && predicate(*c.comparison);
        });
    });
}

std::string alpha_text(const RenderOptions& options) {
    return options.unicode ? "\u03b1" : "alpha";
}

// A correction is named only when the report holds its adjusted p-values.
bool correction_ran(const Report& report) {
    return report.thresholds.correction != Correction::none && has_adjusted_p(report);
}

}  // namespace

std::vector<std::string> legend_lines(const Report& report, const RenderOptions& options) {
    std::vector<std::string> lines;
    const Thresholds& thresholds = report.thresholds;
    std::string diff = "%diff = (variant - baseline) / |baseline|, in percent";
    if (options.show_ci && any_comparison(report, [](const Comparison& c) {
            return c.ci_low_pct.has_value() && c.ci_high_pct.has_value();
        })) {
        diff += fmt::format("; [low, high]: its {:g}% confidence interval",
                            thresholds.confidence * 100.0);
    }
    if (options.style == Style::mmtests) {
        diff =
            "Percentages are mmtests' gains: positive is better (the sign is flipped for "
            "lower-is-better metrics and always for Stddev and CoeffVar); a percentage between "
            "stars instead of parentheses marks a significant change of the mean";
    }
    // A report of author's figures alone compared nothing: no formula, test or verdict to
    // explain, only what the author's cells are (the "author" line below).
    const bool compared = any_comparison(report, [](const Comparison&) { return true; });
    if (!compared && report.summary.author > 0) {
        lines.emplace_back("%diff: the author's own figures; benchcmp computed none.");
    } else {
        lines.push_back(diff + ".");
    }
    if (any_comparison(report, [](const Comparison& c) { return c.noisy; })) {
        lines.push_back(fmt::format(
            "*: noisy, the coefficient of variation (CV) of a side is above {:g}%; read "
            "its verdict with care.",
            thresholds.noise_cv_pct));
    }

    // The tests that actually ran, after any per-cell fallback.
    std::map<TestKind, std::size_t> tests;
    for (const Row& row : report.rows) {
        for (const VariantCell& cell : row.variants) {
            if (cell.comparison && cell.comparison->p_value) {
                ++tests[cell.comparison->test];
            }
        }
    }
    std::string p_text = "p: ";
    if (tests.size() <= 1) {
        p_text += test_description(tests.empty() ? thresholds.test : tests.begin()->first);
    } else {
        std::vector<std::string> parts;
        for (const auto& [test, count] : tests) {
            parts.push_back(fmt::format("{} ({} cell{})", test_description(test), count,
                                        count == 1 ? "" : "s"));
        }
        p_text += fmt::format("{}", fmt::join(parts, "; "));
    }
    if (correction_ran(report)) {
        p_text +=
            fmt::format("; p(adj) is adjusted for multiple comparisons across the report by {}",
                        correction_description(thresholds.correction));
    }
    p_text += fmt::format("; {} = {:g}.", alpha_text(options), thresholds.alpha);
    if (compared || report.summary.author == 0) {
        lines.push_back(p_text);
    }
    if (options.show_mde) {
        lines.push_back(fmt::format(
            "mde: the smallest %diff this data could have detected at {} = {:g} (for rows "
            "without a significant change).",
            alpha_text(options), thresholds.alpha));
    }
    if (compared || report.summary.author == 0)
        lines.push_back(
            "better, worse: significant change in the good or bad direction; same: not "
            "significant; changed: significant, direction unknown; n/a: fewer than 2 runs on a "
            "side; new, gone: the case is on one side only.");

    // One line per distinct metric direction, so that no reader has to guess.
    std::vector<std::string> seen;
    for (const Row& row : report.rows) {
        const std::string line =
            fmt::format("{} {}: {}", row.metric.benchmark, metric_label(row.metric),
                        row.metric.better == Direction::unknown
                            ? std::string("direction unknown")
                            : fmt::format("{} is better", direction_name(row.metric.better)));
        if (std::find(seen.begin(), seen.end(), line) == seen.end()) {
            seen.push_back(line);
        }
    }
    lines.insert(lines.end(), seen.begin(), seen.end());

    // Summary tables (mmtests) bring their own significance marks and may not print n.
    bool source_marked = false;
    bool unknown_n = false;
    for (const Row& row : report.rows) {
        // An author's table printing a reference mean has no runs for --runs to count.
        const bool author_row =
            std::any_of(row.variants.begin(), row.variants.end(),
                        [](const VariantCell& cell) { return cell.presence == Presence::author; });
        unknown_n = unknown_n || (row.baseline && !row.baseline->n_known && !author_row);
        for (const VariantCell& cell : row.variants) {
            source_marked = source_marked || cell.source_significant.value_or(false);
        }
    }
    if (source_marked) {
        lines.emplace_back(
            "#: the input itself marked the difference significant (mmtests' own star).");
    }
    if (unknown_n) {
        lines.emplace_back("n ?: the input does not print n; --runs N supplies it for the test.");
    }
    if (report.summary.author > 0) {
        lines.emplace_back(
            "author: the input holds only its author's %diff for the cell, shown as printed "
            "with the author's own mark (what a `*` means, the post says); benchcmp computed "
            "nothing there, and no test is possible without the runs.");
    }

    // Caveats the statistics attached to cells, each said once with the cells it concerns.
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
    const std::pair<std::size_t, const char*> counts[] = {{summary.worse, "worse"},
                                                          {summary.better, "better"},
                                                          {summary.changed, "changed"},
                                                          {summary.same, "unchanged"},
                                                          {summary.not_applicable, "n/a"}};
    std::vector<std::string> parts;
    for (const auto& [count, word] : counts) {
        if (count > 0) {
            parts.push_back(fmt::format("{} {}", count, word));
        }
    }
    if (summary.added > 0) {
        parts.push_back(fmt::format("{} new", summary.added));
    }
    if (summary.removed > 0) {
        parts.push_back(fmt::format("{} gone", summary.removed));
    }
    if (summary.author > 0) {
        parts.push_back(fmt::format("{} author's %diff as printed, not tested", summary.author));
    }
    const Thresholds& thresholds = report.thresholds;
    std::string method = test_short(thresholds.test);
    if (correction_ran(report)) {
        // BH controls the false discovery rate (its level is q), Holm the family-wise error.
        method += thresholds.correction == Correction::bh
                      ? fmt::format(", BH q={:g}", thresholds.alpha)
                      : fmt::format(", Holm {}={:g}", alpha_text(options), thresholds.alpha);
    } else {
        method += fmt::format(", {}={:g}", alpha_text(options), thresholds.alpha);
    }
    if (summary.author > 0 && parts.size() == 1) {
        return fmt::format("benchcmp: {}", parts.front());  // no test ran: no method to name
    }
    std::string line = fmt::format(
        "benchcmp: {} ({})",
        parts.empty() ? std::string("nothing compared") : fmt::format("{}", fmt::join(parts, ", ")),
        method);
    if (summary.geomean_pct && std::isfinite(*summary.geomean_pct)) {
        // Direction-normalised, so the sign means better or worse whatever the metrics; the
        // word says so, because row %diffs of lower-is-better metrics read the other way.
        line += fmt::format("; geomean {:+.2f}% {}", *summary.geomean_pct,
                            *summary.geomean_pct >= 0.0 ? "better" : "worse");
        if (summary.geomean_ci_low_pct && summary.geomean_ci_high_pct) {
            line += fmt::format(" [{:+.2f}, {:+.2f}]", *summary.geomean_ci_low_pct,
                                *summary.geomean_ci_high_pct);
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
