// The N-way matrix, the shape reviewers post for several variants: one line per case, the
// baseline's mean, then one %diff cell per variant; under a rule, each variant's geomean, its
// interval and its verdict counts.
#include <fmt/format.h>

#include <algorithm>

#include "render/cells.hpp"
#include "render/layout.hpp"
#include "render/number_format.hpp"
#include "render/table.hpp"

namespace benchcmp::render {
namespace {

// The case keys in one column, each key padded to its widest value when aligned, so that a
// summary line's label ("geomean") has the whole width of the keys to itself.
struct Labels {
    std::string header;
    std::vector<std::string> cells;  // one per row
};

Labels joined_labels(const Section& section, const KeyLayout& keys, Padding padding) {
    std::vector<std::string> names = label_names(keys);
    std::vector<std::vector<Cell>> rows;
    for (const Row* row : section.rows) {
        rows.push_back(label_cells(*row, keys));
    }
    std::vector<std::size_t> widths(names.size(), 0);
    if (padding == Padding::aligned) {
        for (std::size_t k = 0; k < names.size(); ++k) {
            widths[k] = display_width(names[k]);
            for (const auto& cells : rows) {
                widths[k] = std::max(widths[k], display_width(cells[k].text));
            }
        }
    }
    auto join = [&](const std::vector<std::string>& parts) {
        std::string text;
        for (std::size_t k = 0; k < parts.size(); ++k) {
            const bool last = k + 1 == parts.size();
            text += parts[k];
            if (!last) {
                const std::size_t used = display_width(parts[k]);
                text.append(widths[k] >= used ? widths[k] - used + 2 : 1, ' ');
            }
        }
        return text;
    };
    Labels labels{join(names), {}};
    for (const auto& cells : rows) {
        std::vector<std::string> parts;
        for (const Cell& cell : cells) {
            parts.push_back(cell.text);
        }
        labels.cells.push_back(join(parts));
    }
    return labels;
}

std::string geomean_mark(Verdict verdict) {
    return verdict == Verdict::same ? "~" : verdict == Verdict::not_applicable ? "?" : "";
}

std::string geomean_text(const VariantSummary& summary, std::size_t pct_width,
                         std::size_t mark_width) {
    return align_right(format_pct(summary.geomean_pct), pct_width) +
           align_left(geomean_mark(summary.geomean_verdict), mark_width);
}

std::string counts_text(const VerdictCounts& counts) {
    return fmt::format("{}/{}/{}", counts.better, counts.worse, counts.same);
}

// The section's own counts and geomean per variant: a report of several benchmarks gets a
// summary per table, from the rows that table shows.
std::vector<VariantSummary> section_summaries(const Report& report, const Section& section) {
    if (section.rows.size() == report.rows.size()) {
        return report.summary.variants;
    }
    Report part;
    part.inputs = report.inputs;
    part.thresholds = report.thresholds;
    for (const Row* row : section.rows) {
        Row copy = *row;
        copy.baseline_values.clear();  // only --plot needs the raw runs
        for (VariantCell& cell : copy.variants) {
            cell.values.clear();
        }
        part.rows.push_back(std::move(copy));
    }
    summarize(part);
    return part.summary.variants;
}

}  // namespace

TableModel matrix_table(const Report& report, const Section& section, const RenderOptions& options,
                        const Parts& parts, Padding padding) {
    const KeyLayout keys = key_layout(section);
    const bool aligned = padding == Padding::aligned;
    const std::size_t variants = report.inputs.size() - 1;
    const std::vector<VariantSummary> summaries = section_summaries(report, section);
    const bool interval =
        options.interval == Show::always || (options.interval == Show::automatic && parts.interval);
    TableModel table;
    table.title = section_title(section, keys);
    const Labels labels = joined_labels(section, keys, padding);
    const Row& first_row = *section.rows.front();
    table.groups = {HeaderCell{"", 1}, HeaderCell{"", 1}};
    table.names = {labels.header, first_row.baseline_label};
    table.alignment = {Align::left, Align::right};
    for (std::size_t v = 0; v < variants; ++v) {
        table.groups.push_back(HeaderCell{"", 1});
        table.names.push_back(first_row.variants[v].label);
        table.alignment.push_back(Align::right);
    }

    MeanWidths base_widths;
    std::vector<std::size_t> pct(variants, 0);
    std::vector<std::size_t> mark(variants, 0);
    IntervalWidths interval_widths;
    if (aligned) {
        for (const Row* row : section.rows) {
            if (row->baseline) {
                fit_mean(base_widths, *row->baseline, row_decimals(*row), parts.spread,
                         options.unicode);
            }
            for (std::size_t v = 0; v < variants; ++v) {
                const VariantCell& cell = row->variants[v];
                if (cell.comparison) {
                    pct[v] = std::max(pct[v], format_pct(cell.comparison->diff_pct).size());
                    mark[v] = std::max(mark[v], mark_of(*cell.comparison).size());
                }
            }
        }
        for (std::size_t v = 0; v < variants; ++v) {
            pct[v] = std::max(pct[v], format_pct(summaries[v].geomean_pct).size());
            mark[v] = std::max(mark[v], geomean_mark(summaries[v].geomean_verdict).size());
            fit_interval(interval_widths, summaries[v].geomean_ci_low_pct,
                         summaries[v].geomean_ci_high_pct);
        }
    }

    for (std::size_t r = 0; r < section.rows.size(); ++r) {
        const Row& row = *section.rows[r];
        std::vector<Cell> cells{Cell{labels.cells[r]}};
        cells.push_back(Cell{row.baseline ? mean_text(*row.baseline, row_decimals(row),
                                                      parts.spread, options.unicode, base_widths)
                                          : ""});
        for (std::size_t v = 0; v < variants; ++v) {
            const VariantCell& cell = row.variants[v];
            if (cell.presence == Presence::both) {
                cells.push_back(Cell{diff_text(*cell.comparison, pct[v], mark[v]),
                                     verdict_tone(cell.comparison->verdict)});
            } else if (cell.presence == Presence::author) {
                cells.push_back(Cell{author_text(cell)});
            } else {
                cells.push_back(
                    Cell{cell.presence == Presence::absent ? "" : presence_name(cell.presence)});
            }
        }
        table.rows.push_back(std::move(cells));
    }

    table.rules.push_back(table.rows.size());
    std::vector<Cell> geomean{Cell{"geomean"}, Cell{}};
    std::vector<Cell> bounds{Cell{interval_name(report.thresholds.confidence)}, Cell{}};
    std::vector<Cell> counts{Cell{"better/worse/~"}, Cell{}};
    bool any_bounds = false;
    for (std::size_t v = 0; v < variants; ++v) {
        const VariantSummary& summary = summaries[v];
        geomean.push_back(
            Cell{geomean_text(summary, pct[v], mark[v]), verdict_tone(summary.geomean_verdict)});
        bounds.push_back(Cell{interval_text(summary.geomean_ci_low_pct, summary.geomean_ci_high_pct,
                                            interval_widths)});
        any_bounds = any_bounds || !bounds.back().text.empty();
        counts.push_back(Cell{counts_text(summary.counts)});
    }
    table.rows.push_back(std::move(geomean));
    if (interval && any_bounds) {
        table.rows.push_back(std::move(bounds));
    }
    table.rows.push_back(std::move(counts));
    // The interval shows only in the geomean's bounds, the spread only beside the baseline's
    // means; a matrix has no p-value.
    table.shown = Parts{.interval = interval && any_bounds,
                        .spread = !aligned ? parts.spread : base_widths.spread > 0,
                        .p = false};
    return table;
}

}  // namespace benchcmp::render
