// The columns table (baseline and variants side by side, the two-way default) and the
// transposed rows table (one line per variant under each baseline line).
#include <fmt/format.h>

#include <algorithm>

#include "render/cells.hpp"
#include "render/layout.hpp"
#include "render/number_format.hpp"

namespace benchcmp::render {
namespace {

// A correction is named only when the report holds its adjusted p-values.
bool correction_ran(const Report& report) {
    return report.thresholds.correction != Correction::none && report.summary.adjusted_p;
}

bool shows_interval(const Section& section, const RenderOptions& options, const Parts& parts) {
    if (options.interval == Show::never || (!parts.interval && options.interval != Show::always)) {
        return false;
    }
    return std::any_of(section.rows.begin(), section.rows.end(), [](const Row* row) {
        return std::any_of(row->variants.begin(), row->variants.end(), [](const VariantCell& c) {
            return c.comparison && interval_known(*c.comparison);
        });
    });
}

// How one variant's cells line up down its columns.
struct VariantWidths {
    MeanWidths mean;
    std::size_t pct = 0;
    std::size_t mark = 0;
    IntervalWidths interval;
};

std::string n_text(const SampleStats& stats) {
    return stats.n_known ? std::to_string(stats.n) : "?";
}

}  // namespace

TableModel columns_table(const Report& report, const Section& section, const RenderOptions& options,
                         const Parts& parts, Padding padding) {
    const KeyLayout keys = key_layout(section);
    const bool show_n = !constant_n(section);
    const bool interval = shows_interval(section, options, parts);
    const bool aligned = padding == Padding::aligned;
    TableModel table;
    table.title = section_title(section, keys);
    const std::vector<std::string> labels = label_names(keys);
    // The baseline belongs to the first group, which every block of a wrapped table repeats:
    // each variant is then read beside the baseline, and one variant never wraps.
    table.groups.push_back(HeaderCell{"", labels.size() + (show_n ? 2U : 1U)});
    table.names = labels;
    table.alignment.assign(labels.size(), Align::left);

    // Labels come from the rows: the tables of one file may name the same run differently.
    const Row& first_row = *section.rows.front();
    if (show_n) {
        table.names.emplace_back("n");
        table.alignment.push_back(Align::right);
    }
    table.names.push_back(first_row.baseline_label);
    table.alignment.push_back(Align::right);

    std::vector<std::string> variant_names;
    std::vector<Align> variant_alignment;
    auto add = [&](std::string name, Align align) {
        variant_names.push_back(std::move(name));
        variant_alignment.push_back(align);
    };
    add("%diff", Align::right);
    if (interval) {
        add(interval_name(report.thresholds.confidence), Align::right);
    }
    if (parts.p) {
        add(correction_ran(report) ? "p(adj)" : "p", Align::right);
        if (options.raw_p && correction_ran(report)) {
            add("p(raw)", Align::right);
        }
    }
    add("verdict", Align::left);
    if (options.show_mde) {
        add("mde", Align::right);
    }
    const auto verdict_index = static_cast<std::size_t>(
        std::find(variant_names.begin(), variant_names.end(), "verdict") - variant_names.begin());
    const std::size_t mean_columns = show_n ? 2 : 1;
    for (std::size_t v = 0; v + 1 < report.inputs.size(); ++v) {
        table.groups.push_back(HeaderCell{"", mean_columns + variant_names.size()});
        if (show_n) {
            table.names.emplace_back("n");
            table.alignment.push_back(Align::right);
        }
        table.names.push_back(first_row.variants[v].label);
        table.alignment.push_back(Align::right);
        table.names.insert(table.names.end(), variant_names.begin(), variant_names.end());
        table.alignment.insert(table.alignment.end(), variant_alignment.begin(),
                               variant_alignment.end());
    }

    MeanWidths base_widths;
    std::vector<VariantWidths> widths(report.inputs.size() - 1);
    if (aligned) {
        for (const Row* row : section.rows) {
            const int decimals = row_decimals(*row);
            if (row->baseline) {
                fit_mean(base_widths, *row->baseline, decimals, parts.spread, options.unicode);
            }
            for (std::size_t v = 0; v < row->variants.size() && v < widths.size(); ++v) {
                const VariantCell& cell = row->variants[v];
                if (cell.stats) {
                    fit_mean(widths[v].mean, *cell.stats, decimals, parts.spread, options.unicode);
                }
                if (cell.comparison) {
                    widths[v].pct =
                        std::max(widths[v].pct, format_pct(cell.comparison->diff_pct).size());
                    widths[v].mark = std::max(widths[v].mark, mark_of(*cell.comparison).size());
                    fit_interval(widths[v].interval, cell.comparison->ci_low_pct,
                                 cell.comparison->ci_high_pct);
                }
            }
        }
    }

    for (const Row* row : section.rows) {
        std::vector<Cell> cells = label_cells(*row, keys);
        const int decimals = row_decimals(*row);
        if (show_n) {
            cells.push_back(Cell{row->baseline ? n_text(*row->baseline) : ""});
        }
        cells.push_back(Cell{row->baseline ? mean_text(*row->baseline, decimals, parts.spread,
                                                       options.unicode, base_widths)
                                           : ""});
        for (std::size_t v = 0; v < row->variants.size() && v < widths.size(); ++v) {
            const VariantCell& cell = row->variants[v];
            std::vector<Cell> group;
            if (show_n) {
                group.push_back(Cell{cell.stats ? n_text(*cell.stats) : ""});
            }
            group.push_back(Cell{cell.stats ? mean_text(*cell.stats, decimals, parts.spread,
                                                        options.unicode, widths[v].mean)
                                            : ""});
            std::vector<Cell> rest(variant_names.size());
            if (cell.presence == Presence::both) {
                const Comparison& comparison = *cell.comparison;
                std::size_t i = 0;
                rest[i++] = Cell{diff_text(comparison, widths[v].pct, widths[v].mark)};
                if (interval) {
                    rest[i++].text = interval_text(comparison.ci_low_pct, comparison.ci_high_pct,
                                                   widths[v].interval);
                }
                if (parts.p) {
                    rest[i++].text = format_p(shown_p(comparison));
                    if (options.raw_p && correction_ran(report)) {
                        rest[i++].text = format_p(comparison.p_value);
                    }
                }
                rest[i++] =
                    Cell{verdict_name(comparison.verdict), verdict_tone(comparison.verdict)};
                if (options.show_mde) {
                    rest[i].text = format_mde(comparison);
                }
            } else if (cell.presence == Presence::author) {
                rest.front().text = author_text(cell);
                rest[verdict_index].text = "author";
            } else if (cell.presence != Presence::absent) {
                rest.front().text = presence_name(cell.presence);  // "new" or "gone"
            }
            group.insert(group.end(), rest.begin(), rest.end());
            cells.insert(cells.end(), group.begin(), group.end());
        }
        table.rows.push_back(std::move(cells));
    }
    drop_empty_columns(table);
    // Without a spread to show, a mean's cell is the same with or without one (and a p-value
    // asked for counts as shown: an empty p column is dropped, not measured here).
    const bool spread_shown = std::any_of(widths.begin(), widths.end(),
                                          [](const VariantWidths& w) { return w.mean.spread > 0; });
    table.shown = Parts{.interval = interval,
                        .spread = !aligned ? parts.spread : base_widths.spread > 0 || spread_shown,
                        .p = parts.p};
    return table;
}

TableModel rows_table(const Report& report, const Section& section, const RenderOptions& options,
                      Padding padding) {
    KeyLayout keys = key_layout(section);
    if (section.rows.size() == 1) {
        // The title names the only case and metric; label columns would repeat it.
        keys.varying.clear();
        keys.metric_column = false;
    }
    const bool interval = shows_interval(section, options, Parts{});
    const bool raw_p = options.raw_p && correction_ran(report);
    TableModel table;
    table.title = section_title(section, keys);
    const std::vector<std::string> labels = label_names(keys);

    table.names = labels;
    table.names.insert(table.names.end(), {"variant", "n", "mean", "%diff"});
    if (interval) {
        table.names.push_back(interval_name(report.thresholds.confidence));
    }
    table.names.insert(table.names.end(), {options.unicode ? "\u00b1stddev" : "stddev", "CV",
                                           correction_ran(report) ? "p(adj)" : "p"});
    if (raw_p) {
        table.names.emplace_back("p(raw)");
    }
    table.names.emplace_back("verdict");
    if (options.show_mde) {
        table.names.emplace_back("mde");
    }
    table.alignment.assign(table.names.size(), Align::right);
    std::fill_n(table.alignment.begin(), labels.size() + 1, Align::left);
    const auto verdict_column = static_cast<std::size_t>(
        std::find(table.names.begin(), table.names.end(), "verdict") - table.names.begin());
    table.alignment[verdict_column] = Align::left;
    // Blocks that do not fit repeat the labels and the variant column.
    table.groups.push_back(HeaderCell{"", labels.size() + 1});
    for (std::size_t c = labels.size() + 1; c < table.names.size(); ++c) {
        table.groups.push_back(HeaderCell{"", 1});
    }

    std::size_t pct_width = 0;
    std::size_t mark_width = 0;
    IntervalWidths interval_widths;
    if (padding == Padding::aligned) {
        for (const Row* row : section.rows) {
            for (const VariantCell& cell : row->variants) {
                if (cell.comparison) {
                    pct_width = std::max(pct_width, format_pct(cell.comparison->diff_pct).size());
                    mark_width = std::max(mark_width, mark_of(*cell.comparison).size());
                    fit_interval(interval_widths, cell.comparison->ci_low_pct,
                                 cell.comparison->ci_high_pct);
                }
            }
        }
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
                                       Cell{format_value(row->baseline->mean, decimals)}, Cell{}});
            if (interval) {
                cells.emplace_back();
            }
            cells.insert(cells.end(), {Cell{format_value(row->baseline->stddev, decimals)},
                                       Cell{format_cv(row->baseline)}});
        } else {
            cells.insert(cells.end(), {Cell{}, Cell{}, Cell{"absent"}});
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
            if (cell.presence == Presence::both) {
                const Comparison& comparison = *cell.comparison;
                line.push_back(Cell{diff_text(comparison, pct_width, mark_width)});
                if (interval) {
                    line.push_back(Cell{interval_text(comparison.ci_low_pct, comparison.ci_high_pct,
                                                      interval_widths)});
                }
                line.push_back(Cell{format_value(cell.stats->stddev, decimals)});
                line.push_back(Cell{format_cv(cell.stats)});
                line.push_back(Cell{format_p(shown_p(comparison))});
                if (raw_p) {
                    line.push_back(Cell{format_p(comparison.p_value)});
                }
                line.push_back(
                    Cell{verdict_name(comparison.verdict), verdict_tone(comparison.verdict)});
                if (options.show_mde) {
                    line.push_back(Cell{format_mde(comparison)});
                }
            } else if (cell.presence == Presence::author) {
                line.push_back(Cell{author_text(cell)});
                line.resize(verdict_column);
                line.push_back(Cell{"author"});
            } else if (cell.presence != Presence::absent) {
                line.push_back(Cell{presence_name(cell.presence)});
                if (interval) {
                    line.emplace_back();
                }
                if (cell.stats) {
                    line.push_back(Cell{format_value(cell.stats->stddev, decimals)});
                    line.push_back(Cell{format_cv(cell.stats)});
                }
            }
            line.resize(table.names.size());
            table.rows.push_back(std::move(line));
        }
    }
    if (constant_n(section)) {
        for (auto& cells : table.rows) {  // the title says n once
            if (cells.size() > labels.size() + 1) {
                cells[labels.size() + 1].text.clear();
            }
        }
    }
    drop_empty_columns(table);
    return table;
}

}  // namespace benchcmp::render
