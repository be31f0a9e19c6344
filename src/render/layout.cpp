#include "render/layout.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "render/number_format.hpp"

namespace benchcmp::render {

std::vector<Section> sections_of(const Report& report) {
    std::vector<Section> sections;
    for (const Row& row : report.rows) {
        auto found = std::find_if(sections.begin(), sections.end(), [&](const Section& s) {
            return s.benchmark == row.metric.benchmark;
        });
        if (found == sections.end()) {
            sections.push_back(Section{row.metric.benchmark, {}});
            found = sections.end() - 1;
        }
        found->rows.push_back(&row);
    }
    return sections;
}

KeyLayout key_layout(const Section& section) {
    std::vector<std::string> names;
    for (const Row* row : section.rows) {
        for (const auto& [key, value] : row->case_key.entries) {
            if (std::find(names.begin(), names.end(), key) == names.end()) {
                names.push_back(key);
            }
        }
    }
    KeyLayout layout;
    for (const std::string& name : names) {
        const std::string* first = section.rows.front()->case_key.find(name);
        const bool same_everywhere =
            first != nullptr &&
            std::all_of(section.rows.begin(), section.rows.end(), [&](const Row* row) {
                const std::string* value = row->case_key.find(name);
                return value != nullptr && *value == *first;
            });
        if (same_everywhere) {
            layout.constant.emplace_back(name, *first);
        } else {
            layout.varying.push_back(name);
        }
    }
    const Metric& metric = section.rows.front()->metric;
    const bool several_metrics =
        std::any_of(section.rows.begin(), section.rows.end(), [&](const Row* row) {
            return row->metric.name != metric.name || row->metric.unit != metric.unit;
        });
    layout.metric_column = several_metrics || layout.varying.empty();
    return layout;
}

std::string metric_label(const Metric& metric) {
    return metric.unit.empty() ? metric.name : fmt::format("{} [{}]", metric.name, metric.unit);
}

std::string section_title(const Section& section, const KeyLayout& keys) {
    std::string title = section.benchmark;
    const Metric& metric = section.rows.front()->metric;
    const bool one_metric =
        std::all_of(section.rows.begin(), section.rows.end(), [&](const Row* r) {
            return r->metric.name == metric.name && r->metric.unit == metric.unit;
        });
    if (one_metric) {
        title += fmt::format(": {}", metric_label(metric));
        if (metric.better != Direction::unknown) {
            title += fmt::format(", {} is better", direction_name(metric.better));
        }
    }
    if (!keys.constant.empty()) {
        std::vector<std::string> pairs;
        for (const auto& [key, value] : keys.constant) {
            pairs.push_back(fmt::format("{}={}", key, value));
        }
        title += fmt::format(" ({})", fmt::join(pairs, " "));
    }
    return title;
}

Layout resolve_layout(const Section& section, Layout requested) {
    if (requested != Layout::automatic) {
        return requested;
    }
    return section.rows.size() == 1 ? Layout::rows : Layout::columns;
}

namespace {

// One precision per row, from its smallest mean, so that means and stddevs line up and the
// smaller side keeps four significant digits.
int row_decimals(const Row& row) {
    double smallest = 0.0;
    auto consider = [&](const std::optional<SampleStats>& stats) {
        if (stats && std::isfinite(stats->mean) && stats->mean != 0.0 &&
            (smallest == 0.0 || std::fabs(stats->mean) < smallest)) {
            smallest = std::fabs(stats->mean);
        }
    };
    consider(row.baseline);
    for (const VariantCell& cell : row.variants) {
        consider(cell.stats);
    }
    return decimals_for(smallest);
}

std::string format_cv(const std::optional<SampleStats>& stats) {
    if (!stats || !stats->cv_pct || !std::isfinite(*stats->cv_pct)) {
        return "-";
    }
    return fmt::format("{:.2f}%", *stats->cv_pct);
}

std::string format_mde(const Comparison& comparison) {
    if (!comparison.mde_pct || !std::isfinite(*comparison.mde_pct)) {
        return "";
    }
    return fmt::format("{:.2f}%", *comparison.mde_pct);
}

// The p shown: the adjusted one when a correction ran, else the test's own.
std::optional<double> shown_p(const Comparison& comparison) {
    return comparison.p_adjusted ? comparison.p_adjusted : comparison.p_value;
}

Tone verdict_tone(Verdict verdict) {
    return verdict == Verdict::better  ? Tone::better
           : verdict == Verdict::worse ? Tone::worse
                                       : Tone::none;
}

// The label cells of a row: its varying case keys, then the metric when it varies.
std::vector<Cell> label_cells(const Row& row, const KeyLayout& keys) {
    std::vector<Cell> cells;
    for (const std::string& key : keys.varying) {
        const std::string* value = row.case_key.find(key);
        cells.push_back(Cell{value != nullptr ? *value : "-"});
    }
    if (keys.metric_column) {
        cells.push_back(Cell{metric_label(row.metric)});
    }
    return cells;
}

std::vector<std::string> label_names(const KeyLayout& keys) {
    std::vector<std::string> names = keys.varying;
    if (keys.metric_column) {
        names.emplace_back("metric");
    }
    return names;
}

}  // namespace

namespace {

bool interval_shown(const Comparison& comparison, const RenderOptions& options) {
    return options.show_ci && comparison.ci_low_pct && comparison.ci_high_pct &&
           std::isfinite(*comparison.ci_low_pct) && std::isfinite(*comparison.ci_high_pct);
}

std::string interval_end(double pct) {
    return fmt::format("{:+.2f}", pct);
}

}  // namespace

DiffWidths diff_widths(const Section& section, const RenderOptions& options) {
    DiffWidths widths;
    for (const Row* row : section.rows) {
        for (const VariantCell& cell : row->variants) {
            if (cell.presence != Presence::both || !cell.comparison) {
                continue;
            }
            const Comparison& comparison = *cell.comparison;
            widths.pct = std::max(widths.pct, format_pct(comparison.diff_pct).size());
            widths.mark_slot = widths.mark_slot || comparison.noisy;
            if (interval_shown(comparison, options)) {
                widths.low = std::max(widths.low, interval_end(*comparison.ci_low_pct).size());
                widths.high = std::max(widths.high, interval_end(*comparison.ci_high_pct).size());
            }
        }
    }
    return widths;
}

std::string diff_cell(const Comparison& comparison, const RenderOptions& options,
                      const DiffWidths& widths) {
    std::string text = fmt::format("{:>{}}", format_pct(comparison.diff_pct), widths.pct);
    if (comparison.noisy) {
        text += '*';
    } else if (widths.mark_slot) {
        text += ' ';
    }
    if (interval_shown(comparison, options)) {
        text += fmt::format(" [{:>{}}, {:>{}}]", interval_end(*comparison.ci_low_pct), widths.low,
                            interval_end(*comparison.ci_high_pct), widths.high);
    } else if (widths.low > 0) {
        text.append(widths.low + widths.high + 5, ' ');  // " [" ", " "]" around the two ends
    }
    return text;
}

bool has_adjusted_p(const Report& report) {
    return std::any_of(report.rows.begin(), report.rows.end(), [](const Row& row) {
        return std::any_of(row.variants.begin(), row.variants.end(), [](const VariantCell& c) {
            return c.comparison && c.comparison->p_adjusted;
        });
    });
}

// "?" when the input printed a summary without n (mmtests without --runs).
std::string n_text(const SampleStats& stats) {
    return stats.n_known ? std::to_string(stats.n) : "?";
}

// The verdict word, with "#" when the input itself marked the difference significant
// (mmtests' star; "*" already means noisy here).
std::string verdict_text(const Comparison& comparison, const VariantCell& cell) {
    return std::string(verdict_name(comparison.verdict)) +
           (cell.source_significant.value_or(false) ? "#" : "");
}

// The author's own %diff as printed, with the author's mark (`-28.20%*`); the verdict column
// says "author" so that it never reads as benchcmp's %diff.
std::string author_text(const VariantCell& cell) {
    if (!cell.source_pct) {
        return "";
    }
    // A number the author's column cut short (`+102.2…`) keeps its ellipsis before the `%`.
    constexpr std::string_view kEllipsis = "\u2026";
    const bool cut = cell.source_mark.starts_with(kEllipsis);
    return fmt::format("{:+.{}f}{}%{}", *cell.source_pct, cell.source_pct_decimals,
                       cut ? kEllipsis : std::string_view(),
                       cut ? cell.source_mark.substr(kEllipsis.size()) : cell.source_mark);
}

TableModel columns_table(const Report& report, const Section& section, const RenderOptions& options,
                         DiffParts parts) {
    const KeyLayout keys = key_layout(section);
    TableModel table;
    table.title = section_title(section, keys);
    const std::vector<std::string> labels = label_names(keys);
    const std::string p_name = has_adjusted_p(report) ? "p(adj)" : "p";
    const DiffWidths diff_width =
        parts == DiffParts::aligned ? diff_widths(section, options) : DiffWidths{};

    table.groups.push_back(HeaderCell{"", labels.size()});
    table.names = labels;
    table.alignment.assign(labels.size(), Align::left);
    // Labels come from the rows: the tables of one file may name the same run differently.
    const Row& first_row = *section.rows.front();
    table.groups.push_back(HeaderCell{first_row.baseline_label, 3});
    table.names.insert(table.names.end(), {"n", "mean", "stddev"});
    table.alignment.insert(table.alignment.end(), 3, Align::right);
    std::vector<std::string> variant_names = {"n", "mean", "%diff", p_name, "verdict"};
    std::vector<Align> variant_alignment = {Align::right, Align::right, Align::right, Align::right,
                                            Align::left};
    if (options.show_mde) {
        variant_names.emplace_back("mde");
        variant_alignment.push_back(Align::right);
    }
    for (std::size_t v = 1; v < report.inputs.size(); ++v) {
        table.groups.push_back(HeaderCell{first_row.variants[v - 1].label, variant_names.size()});
        table.names.insert(table.names.end(), variant_names.begin(), variant_names.end());
        table.alignment.insert(table.alignment.end(), variant_alignment.begin(),
                               variant_alignment.end());
    }

    for (const Row* row : section.rows) {
        std::vector<Cell> cells = label_cells(*row, keys);
        const int decimals = row_decimals(*row);
        if (row->baseline) {
            cells.push_back(Cell{n_text(*row->baseline)});
            cells.push_back(Cell{format_value(row->baseline->mean, decimals)});
            cells.push_back(Cell{format_value(row->baseline->stddev, decimals)});
        } else {
            cells.insert(cells.end(), 3, Cell{});
        }
        for (const VariantCell& cell : row->variants) {
            std::vector<Cell> group(variant_names.size());
            switch (cell.presence) {
                case Presence::both: {
                    const Comparison& comparison = *cell.comparison;
                    group[0].text = n_text(*cell.stats);
                    group[1].text = format_value(cell.stats->mean, decimals);
                    group[2] = Cell{diff_cell(comparison, options, diff_width),
                                    comparison.noisy ? Tone::dim : Tone::none};
                    group[3].text = format_p(shown_p(comparison));
                    group[4] =
                        Cell{verdict_text(comparison, cell), verdict_tone(comparison.verdict)};
                    if (options.show_mde) {
                        group[5].text = format_mde(comparison);
                    }
                    break;
                }
                case Presence::added:
                    group[0].text = n_text(*cell.stats);
                    group[1].text = format_value(cell.stats->mean, decimals);
                    group[2].text = "new";
                    break;
                case Presence::removed:
                    group[2].text = "gone";
                    break;
                case Presence::author:
                    group[2].text = author_text(cell);
                    group[4].text = "author";
                    break;
                case Presence::absent:
                    break;
            }
            cells.insert(cells.end(), group.begin(), group.end());
        }
        table.rows.push_back(std::move(cells));
    }
    return table;
}

TableModel rows_table(const Report& report, const Section& section, const RenderOptions& options,
                      DiffParts parts) {
    KeyLayout keys = key_layout(section);
    if (section.rows.size() == 1) {
        // The title names the only case and metric; label columns would repeat it.
        keys.varying.clear();
        keys.metric_column = false;
    }
    TableModel table;
    table.title = section_title(section, keys);
    const std::vector<std::string> labels = label_names(keys);
    const std::string p_name = has_adjusted_p(report) ? "p(adj)" : "p";
    const DiffWidths diff_width =
        parts == DiffParts::aligned ? diff_widths(section, options) : DiffWidths{};

    table.names = labels;
    table.names.insert(table.names.end(),
                       {"variant", "n", "mean", "%diff",
                        options.unicode ? "\u00b1stddev" : "stddev", "CV", p_name, "verdict"});
    table.alignment.assign(labels.size() + 1, Align::left);
    table.alignment.insert(table.alignment.end(), 6, Align::right);
    table.alignment.push_back(Align::left);
    if (options.show_mde) {
        table.names.emplace_back("mde");
        table.alignment.push_back(Align::right);
    }
    // Blocks that do not fit repeat the labels and the variant column.
    table.groups.push_back(HeaderCell{"", labels.size() + 1});
    for (std::size_t c = labels.size() + 1; c < table.names.size(); ++c) {
        table.groups.push_back(HeaderCell{"", 1});
    }

    bool first = true;
    for (const Row* row : section.rows) {
        if (!first) {
            table.rows.emplace_back();
        }
        first = false;
        const int decimals = row_decimals(*row);
        std::vector<Cell> cells = label_cells(*row, keys);
        cells.push_back(Cell{row->baseline_label});
        if (row->baseline) {
            cells.insert(cells.end(), {Cell{n_text(*row->baseline)},
                                       Cell{format_value(row->baseline->mean, decimals)}, Cell{},
                                       Cell{format_value(row->baseline->stddev, decimals)},
                                       Cell{format_cv(row->baseline)}, Cell{}, Cell{}});
        } else {
            cells.insert(cells.end(),
                         {Cell{}, Cell{}, Cell{"absent"}, Cell{}, Cell{}, Cell{}, Cell{}});
        }
        cells.resize(table.names.size());
        table.rows.push_back(std::move(cells));
        for (const VariantCell& cell : row->variants) {
            std::vector<Cell> line(labels.size());
            line.push_back(Cell{cell.label});
            if (cell.stats) {
                line.insert(line.end(), {Cell{n_text(*cell.stats)},
                                         Cell{format_value(cell.stats->mean, decimals)}});
            } else {
                line.insert(line.end(), {Cell{}, Cell{}});
            }
            switch (cell.presence) {
                case Presence::both: {
                    const Comparison& comparison = *cell.comparison;
                    line.push_back(Cell{diff_cell(comparison, options, diff_width),
                                        comparison.noisy ? Tone::dim : Tone::none});
                    line.push_back(Cell{format_value(cell.stats->stddev, decimals)});
                    line.push_back(Cell{format_cv(cell.stats)});
                    line.push_back(Cell{format_p(shown_p(comparison))});
                    line.push_back(
                        Cell{verdict_text(comparison, cell), verdict_tone(comparison.verdict)});
                    if (options.show_mde) {
                        line.push_back(Cell{format_mde(comparison)});
                    }
                    break;
                }
                case Presence::added:
                    line.push_back(Cell{"new"});
                    line.push_back(Cell{format_value(cell.stats->stddev, decimals)});
                    line.push_back(Cell{format_cv(cell.stats)});
                    break;
                case Presence::removed:
                    line.push_back(Cell{"gone"});
                    break;
                case Presence::author:
                    line.insert(line.end(),
                                {Cell{author_text(cell)}, Cell{}, Cell{}, Cell{}, Cell{"author"}});
                    break;
                case Presence::absent:
                    break;
            }
            line.resize(table.names.size());
            table.rows.push_back(std::move(line));
        }
    }
    return table;
}

}  // namespace benchcmp::render
