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

std::string n_text(const SampleStats& stats) {
    return stats.n_known ? std::to_string(stats.n) : "?";
}

std::size_t verdict_column(const TableModel& table) {
    return static_cast<std::size_t>(std::find(table.names.begin(), table.names.end(), "verdict") -
                                    table.names.begin());
}

// The columns of one variant after its mean: %diff, the interval, p, verdict and mde.
struct VariantColumns {
    std::vector<std::string> names;
    std::vector<Align> alignment;
    std::size_t verdict = 0;  // the verdict's position in names
};

VariantColumns variant_columns(const Report& report, const RenderOptions& options,
                               const Parts& parts, bool interval) {
    VariantColumns columns;
    auto add = [&](std::string name, Align align) {
        columns.names.push_back(std::move(name));
        columns.alignment.push_back(align);
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
    columns.verdict = columns.names.size();
    add("verdict", Align::left);
    if (options.show_mde) {
        add("mde", Align::right);
    }
    return columns;
}

// The header of a columns table: the labels, the baseline (and its n), then per variant its
// mean (and n) and its comparison columns, each variant a group of its own.
void columns_header(TableModel& table, const Report& report, const Section& section,
                    const std::vector<std::string>& labels, bool show_n,
                    const VariantColumns& columns) {
    // The baseline belongs to the first group, which every block of a wrapped table repeats:
    // each variant is then read beside the baseline, and one variant never wraps.
    table.groups.push_back(HeaderCell{"", labels.size() + (show_n ? 2U : 1U)});
    table.names = labels;
    table.alignment.assign(labels.size(), Align::left);
    // Labels come from the rows: the tables of one file may name the same run differently.
    const Row& first_row = *section.rows.front();
    const auto add_mean = [&](const std::string& label) {
        if (show_n) {
            table.names.emplace_back("n");
            table.alignment.push_back(Align::right);
        }
        table.names.push_back(label);
        table.alignment.push_back(Align::right);
    };
    add_mean(first_row.baseline_label);
    const std::size_t mean_columns = show_n ? 2 : 1;
    for (std::size_t v = 0; v + 1 < report.inputs.size(); ++v) {
        table.groups.push_back(HeaderCell{"", mean_columns + columns.names.size()});
        add_mean(first_row.variants[v].label);
        table.names.insert(table.names.end(), columns.names.begin(), columns.names.end());
        table.alignment.insert(table.alignment.end(), columns.alignment.begin(),
                               columns.alignment.end());
    }
}

// How wide the %diff, mark and interval of the comparisons are, so that they line up.
struct ComparisonWidths {
    std::size_t pct = 0;
    std::size_t mark = 0;
    IntervalWidths interval;

    void fit(const Comparison& comparison) {
        pct = std::max(pct, format_pct(comparison.diff_pct).size());
        mark = std::max(mark, mark_of(comparison).size());
        fit_interval(interval, comparison.ci_low_pct, comparison.ci_high_pct);
    }
};

// How one variant's cells line up down its columns.
struct VariantWidths {
    MeanWidths mean;
    ComparisonWidths comparison;
};

struct ColumnsWidths {
    MeanWidths base;
    std::vector<VariantWidths> variants;
};

ColumnsWidths columns_widths(const Report& report, const Section& section,
                             const RenderOptions& options, const Parts& parts) {
    ColumnsWidths widths;
    widths.variants.resize(report.inputs.size() - 1);
    for (const Row* row : section.rows) {
        const int decimals = row_decimals(*row);
        if (row->baseline) {
            fit_mean(widths.base, *row->baseline, decimals, parts.spread, options.unicode);
        }
        for (std::size_t v = 0; v < row->variants.size() && v < widths.variants.size(); ++v) {
            const VariantCell& cell = row->variants[v];
            if (cell.stats) {
                fit_mean(widths.variants[v].mean, *cell.stats, decimals, parts.spread,
                         options.unicode);
            }
            if (cell.comparison) {
                widths.variants[v].comparison.fit(*cell.comparison);
            }
        }
    }
    return widths;
}

// What every row of a columns table is drawn with.
struct ColumnsContext {
    const Report& report;
    const RenderOptions& options;
    const Parts& parts;
    const KeyLayout& keys;
    const VariantColumns& columns;
    const ColumnsWidths& widths;
    bool show_n;
    bool interval;
};

// A variant's comparison cells: %diff, interval, p, verdict, mde (or what stands for them).
std::vector<Cell> comparison_cells(const ColumnsContext& context, const VariantCell& cell,
                                   const ComparisonWidths& widths) {
    std::vector<Cell> rest(context.columns.names.size());
    if (cell.presence == Presence::both) {
        const Comparison& comparison = *cell.comparison;
        std::size_t i = 0;
        rest[i++] = Cell{diff_text(comparison, widths.pct, widths.mark)};
        if (context.interval) {
            rest[i++].text =
                interval_text(comparison.ci_low_pct, comparison.ci_high_pct, widths.interval);
        }
        if (context.parts.p) {
            rest[i++].text = format_p(shown_p(comparison));
            if (context.options.raw_p && correction_ran(context.report)) {
                rest[i++].text = format_p(comparison.p_value);
            }
        }
        rest[i++] = Cell{verdict_name(comparison.verdict), verdict_tone(comparison.verdict)};
        if (context.options.show_mde) {
            rest[i].text = format_mde(comparison);
        }
    } else if (cell.presence == Presence::author) {
        rest.front().text = author_text(cell);
        rest[context.columns.verdict].text = "author";
    } else if (cell.presence != Presence::absent) {
        rest.front().text = presence_name(cell.presence);  // "new" or "gone"
    }
    return rest;
}

std::vector<Cell> columns_row(const ColumnsContext& context, const Row& row) {
    std::vector<Cell> cells = label_cells(row, context.keys);
    const int decimals = row_decimals(row);
    const Parts& parts = context.parts;
    const bool unicode = context.options.unicode;
    if (context.show_n) {
        cells.push_back(Cell{row.baseline ? n_text(*row.baseline) : ""});
    }
    cells.push_back(Cell{row.baseline ? mean_text(*row.baseline, decimals, parts.spread, unicode,
                                                  context.widths.base)
                                      : ""});
    const std::vector<VariantWidths>& widths = context.widths.variants;
    for (std::size_t v = 0; v < row.variants.size() && v < widths.size(); ++v) {
        const VariantCell& cell = row.variants[v];
        if (context.show_n) {
            cells.push_back(Cell{cell.stats ? n_text(*cell.stats) : ""});
        }
        cells.push_back(Cell{
            cell.stats ? mean_text(*cell.stats, decimals, parts.spread, unicode, widths[v].mean)
                       : ""});
        std::vector<Cell> rest = comparison_cells(context, cell, widths[v].comparison);
        cells.insert(cells.end(), rest.begin(), rest.end());
    }
    return cells;
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
    const VariantColumns columns = variant_columns(report, options, parts, interval);
    columns_header(table, report, section, label_names(keys), show_n, columns);
    ColumnsWidths widths;
    widths.variants.resize(report.inputs.size() - 1);
    if (aligned) {
        widths = columns_widths(report, section, options, parts);
    }
    const ColumnsContext context{report, options, parts, keys, columns, widths, show_n, interval};
    for (const Row* row : section.rows) {
        table.rows.push_back(columns_row(context, *row));
    }
    drop_empty_columns(table);
    // Without a spread to show, a mean's cell is the same with or without one (and a p-value
    // asked for counts as shown: an empty p column is dropped, not measured here).
    const bool spread_shown = std::any_of(widths.variants.begin(), widths.variants.end(),
                                          [](const VariantWidths& w) { return w.mean.spread > 0; });
    table.shown = Parts{.interval = interval,
                        .spread = !aligned ? parts.spread : widths.base.spread > 0 || spread_shown,
                        .p = parts.p};
    return table;
}

namespace {

// The header of a rows table: labels, variant, n, mean, %diff, interval, stddev, CV, p...
void rows_header(TableModel& table, const Report& report, const RenderOptions& options,
                 const std::vector<std::string>& labels, bool interval, bool raw_p) {
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
    table.alignment[verdict_column(table)] = Align::left;
    // Blocks that do not fit repeat the labels and the variant column.
    table.groups.push_back(HeaderCell{"", labels.size() + 1});
    for (std::size_t c = labels.size() + 1; c < table.names.size(); ++c) {
        table.groups.push_back(HeaderCell{"", 1});
    }
}

// What every line of a rows table is drawn with.
struct RowsContext {
    const RenderOptions& options;
    const KeyLayout& keys;
    std::size_t labels = 0;
    std::size_t columns = 0;
    std::size_t verdict = 0;
    ComparisonWidths widths;
    bool interval = false;
    bool raw_p = false;
};

std::vector<Cell> baseline_line(const RowsContext& context, const Row& row, int decimals) {
    std::vector<Cell> cells = label_cells(row, context.keys);
    cells.push_back(Cell{row.baseline_label});
    if (row.baseline) {
        cells.insert(cells.end(), {Cell{n_text(*row.baseline)},
                                   Cell{format_value(row.baseline->mean, decimals)}, Cell{}});
        if (context.interval) {
            cells.emplace_back();
        }
        cells.insert(cells.end(), {Cell{format_value(row.baseline->stddev, decimals)},
                                   Cell{format_cv(row.baseline)}});
    } else {
        cells.insert(cells.end(), {Cell{}, Cell{}, Cell{"absent"}});
    }
    cells.resize(context.columns);
    return cells;
}

void compared_cells(const RowsContext& context, const VariantCell& cell, int decimals,
                    std::vector<Cell>& line) {
    const Comparison& comparison = *cell.comparison;
    line.push_back(Cell{diff_text(comparison, context.widths.pct, context.widths.mark)});
    if (context.interval) {
        line.push_back(Cell{
            interval_text(comparison.ci_low_pct, comparison.ci_high_pct, context.widths.interval)});
    }
    line.push_back(Cell{format_value(cell.stats->stddev, decimals)});
    line.push_back(Cell{format_cv(cell.stats)});
    line.push_back(Cell{format_p(shown_p(comparison))});
    if (context.raw_p) {
        line.push_back(Cell{format_p(comparison.p_value)});
    }
    line.push_back(Cell{verdict_name(comparison.verdict), verdict_tone(comparison.verdict)});
    if (context.options.show_mde) {
        line.push_back(Cell{format_mde(comparison)});
    }
}

std::vector<Cell> variant_line(const RowsContext& context, const VariantCell& cell, int decimals) {
    std::vector<Cell> line(context.labels);
    line.push_back(Cell{cell.label});
    if (cell.stats) {
        line.insert(line.end(),
                    {Cell{n_text(*cell.stats)}, Cell{format_value(cell.stats->mean, decimals)}});
    } else {
        line.insert(line.end(), {Cell{}, Cell{}});
    }
    if (cell.presence == Presence::both) {
        compared_cells(context, cell, decimals, line);
    } else if (cell.presence == Presence::author) {
        line.push_back(Cell{author_text(cell)});
        line.resize(context.verdict);
        line.push_back(Cell{"author"});
    } else if (cell.presence != Presence::absent) {
        line.push_back(Cell{presence_name(cell.presence)});
        if (context.interval) {
            line.emplace_back();
        }
        if (cell.stats) {
            line.push_back(Cell{format_value(cell.stats->stddev, decimals)});
            line.push_back(Cell{format_cv(cell.stats)});
        }
    }
    line.resize(context.columns);
    return line;
}

}  // namespace

TableModel rows_table(const Report& report, const Section& section, const RenderOptions& options,
                      Padding padding) {
    KeyLayout keys = key_layout(section);
    if (section.rows.size() == 1) {
        // The title names the only case and metric; label columns would repeat it.
        keys.varying.clear();
        keys.metric_column = false;
    }
    RowsContext context{options, keys, 0, 0, 0, {}, false, false};
    context.interval = shows_interval(section, options, Parts{});
    context.raw_p = options.raw_p && correction_ran(report);
    TableModel table;
    table.title = section_title(section, keys);
    const std::vector<std::string> labels = label_names(keys);
    rows_header(table, report, options, labels, context.interval, context.raw_p);
    context.labels = labels.size();
    context.columns = table.names.size();
    context.verdict = verdict_column(table);
    if (padding == Padding::aligned) {
        for (const Row* row : section.rows) {
            for (const VariantCell& cell : row->variants) {
                if (cell.comparison) {
                    context.widths.fit(*cell.comparison);
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
        table.rows.push_back(baseline_line(context, *row, decimals));
        for (const VariantCell& cell : row->variants) {
            table.rows.push_back(variant_line(context, cell, decimals));
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
