// mmtests' compare-kernels look (Compare.pm / PrintGeneric.pm), for readers and scripts used to
// it: rows grouped by statistic, then operation; each kernel cell `%F.Pf (%7.2f%%)`, with the
// parentheses replaced by `*` when the mean's change is significant. Percentages are mmtests'
// gains: positive is always an improvement (sign flipped for lower-is-better metrics, and
// always for Stddev and CoeffVar), unlike benchcmp's own %diff.
//
// A table read from mmtests is shown back as it was printed: its own rows, values, gains and
// stars, then its monitor tables (Duration, Ops) without comparisons. Raw runs get the Min,
// Amean, Stddev, CoeffVar and Max rows mmtests would compute from them.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cmath>

#include "render/number_format.hpp"
#include "render/text_parts.hpp"

namespace benchcmp::render {
namespace {

// One table in compare-kernels' layout, before it is fitted to the width.
struct MmTable {
    bool compared = true;                          // cells carry `(  gain%)`; monitor tables do not
    std::vector<std::string> stats;                // per line: "Min", "Amean", "Duration"
    std::vector<std::string> operations;           // per line: "1", "User"
    std::vector<std::vector<std::string>> values;  // [kernel][line]
    std::vector<std::vector<std::string>> comparisons;  // [kernel][line], when compared
};

// Compare.pm's FieldLength: the value's width, widened rather than letting a long value run
// into the cell before it.
constexpr std::size_t kFieldLength = 12;
// ` (%7.2f%%)`.
constexpr std::size_t kComparisonLength = 11;

std::string comparison_text(std::optional<double> gain, bool significant) {
    const std::string percent =
        gain && std::isfinite(*gain) ? format_unsigned_pct(*gain) : std::string("nan");
    return significant ? fmt::format(" *{:>7}%*", percent) : fmt::format(" ({:>7}%)", percent);
}

enum class Stat { min, mean, stddev, cv, max };

constexpr std::pair<Stat, const char*> kStats[] = {{Stat::min, "Min"},
                                                   {Stat::mean, "Amean"},
                                                   {Stat::stddev, "Stddev"},
                                                   {Stat::cv, "CoeffVar"},
                                                   {Stat::max, "Max"}};

std::optional<double> stat_of(const std::optional<SampleStats>& stats, Stat stat) {
    if (!stats) {
        return std::nullopt;
    }
    switch (stat) {
        case Stat::min:
            return stats->min;
        case Stat::mean:
            return stats->mean;
        case Stat::stddev:
            return stats->stddev;
        case Stat::cv:
            return stats->cv_pct;
        case Stat::max:
            break;
    }
    return stats->max;
}

// Compare.pm's header: the run name split at its first '-' (after "-rcN" when it starts
// there). For a name without '-' Compare.pm prints the name less its last character above the
// name, which posters delete by hand; benchcmp leaves that line empty (and out when all are).
std::pair<std::string, std::string> header_lines(const std::string& name) {
    std::size_t dash = name.find('-');
    if (dash == std::string::npos) {
        return {"", name};
    }
    if (name.compare(dash, 3, "-rc") == 0 && dash + 3 < name.size() &&
        std::isdigit(static_cast<unsigned char>(name[dash + 3])) != 0) {
        dash += 4;
        if (dash >= name.size()) {
            return {name, ""};
        }
    }
    return {name.substr(0, dash), name.substr(dash + 1)};
}

std::string operation_of(const Row& row, const KeyLayout& keys) {
    std::vector<std::string> parts;
    for (const std::string& key : keys.varying) {
        const std::string* value = row.case_key.find(key);
        parts.push_back(value != nullptr ? *value : "-");
    }
    if (keys.metric_column) {
        parts.push_back(row.metric.name);
    }
    return fmt::format("{}", fmt::join(parts, "-"));
}

// One precision for the table (as Compare.pm has), enough for four significant digits of its
// smallest mean.
int table_precision(const Section& section) {
    double smallest = 0.0;
    auto consider = [&](const std::optional<SampleStats>& stats) {
        if (stats && stats->mean != 0.0 && std::isfinite(stats->mean) &&
            (smallest == 0.0 || std::fabs(stats->mean) < smallest)) {
            smallest = std::fabs(stats->mean);
        }
    };
    for (const Row* row : section.rows) {
        consider(row->baseline);
        for (const VariantCell& cell : row->variants) {
            consider(cell.stats);
        }
    }
    return decimals_for(smallest);
}

// The table mmtests would print for raw runs: its Multiops rows computed from them.
MmTable computed_table(const Report& report, const Section& section) {
    const KeyLayout keys = key_layout(section);
    const int precision = table_precision(section);
    MmTable table;
    table.values.resize(report.inputs.size());
    table.comparisons.resize(report.inputs.size());
    for (const auto& [stat, stat_name] : kStats) {
        for (const Row* row : section.rows) {
            table.stats.emplace_back(stat_name);
            table.operations.push_back(operation_of(*row, keys));
            const std::optional<double> base = stat_of(row->baseline, stat);
            const bool lower = stat == Stat::stddev || stat == Stat::cv ||
                               row->metric.better == Direction::lower_is_better;
            for (std::size_t k = 0; k < report.inputs.size(); ++k) {
                std::optional<double> value = base;
                bool significant = false;
                if (k > 0) {
                    const VariantCell& cell = row->variants[k - 1];
                    value = stat_of(cell.stats, stat);
                    significant =
                        stat == Stat::mean && cell.comparison && cell.comparison->significant;
                }
                const bool finite = value && std::isfinite(*value);
                table.values[k].push_back(finite ? format_value(*value, precision) : "nan");
                std::optional<double> gain;
                if (finite && base && std::isfinite(*base)) {
                    gain = k == 0 ? 0.0 : mmtests_gain(*base, *value, lower);
                }
                table.comparisons[k].push_back(comparison_text(gain, significant));
            }
        }
    }
    return table;
}

// A section every row of which carries the rows its input printed (mmtests input).
bool printed_section(const Section& section) {
    return std::all_of(section.rows.begin(), section.rows.end(), [](const Row* row) {
        return !row->baseline_printed_stats.empty() ||
               std::any_of(row->variants.begin(), row->variants.end(), [](const VariantCell& cell) {
                   return !cell.source->printed_stats.empty();
               });
    });
}

const std::vector<PrintedStat>& printed_of(const Row& row, std::size_t kernel) {
    return kernel == 0 ? row.baseline_printed_stats
                       : row.variants[kernel - 1].source->printed_stats;
}

// The operation as the input printed it, with the keys the user added (--tag) that vary.
std::string printed_operation(const Row& row, const KeyLayout& keys) {
    std::vector<std::string> parts;
    for (const auto& [key, value] : row.case_key.entries) {
        if (key == "op" ||
            std::find(keys.varying.begin(), keys.varying.end(), key) != keys.varying.end()) {
            parts.push_back(value);
        }
    }
    return fmt::format("{}", fmt::join(parts, "-"));
}

// One printed row: which statistic of which report row, and where the input printed it.
struct PrintedLine {
    std::size_t order = 0;
    std::string stat;
    const Row* row = nullptr;
    bool compared = true;
};

// Every printed row of the section, in the input's order.
std::vector<PrintedLine> printed_lines(const Section& section) {
    std::vector<PrintedLine> lines;
    for (const Row* row : section.rows) {
        const std::vector<PrintedStat>* source = &row->baseline_printed_stats;
        for (std::size_t v = 0; source->empty() && v < row->variants.size(); ++v) {
            source = &row->variants[v].source->printed_stats;
        }
        for (const PrintedStat& stat : *source) {
            lines.push_back(PrintedLine{stat.order, stat.name, row, stat.compared});
        }
    }
    std::stable_sort(lines.begin(), lines.end(),
                     [](const PrintedLine& a, const PrintedLine& b) { return a.order < b.order; });
    return lines;
}

void add_printed_line(MmTable& table, const PrintedLine& line, const KeyLayout& keys) {
    table.stats.push_back(line.stat);
    table.operations.push_back(printed_operation(*line.row, keys));
    for (std::size_t k = 0; k < table.values.size(); ++k) {
        const std::vector<PrintedStat>& printed = printed_of(*line.row, k);
        const auto found =
            std::find_if(printed.begin(), printed.end(),
                         [&](const PrintedStat& stat) { return stat.name == line.stat; });
        const bool known = found != printed.end();
        table.values[k].push_back(known ? found->value : std::string());
        if (table.compared) {
            table.comparisons[k].push_back(
                known ? comparison_text(found->gain_pct, found->significant) : std::string());
        }
    }
}

// The input's own tables: the compared rows in one, then each monitor (Duration, Ops) in its
// own, as compare-kernels prints them.
std::vector<MmTable> printed_tables(const Report& report, const Section& section) {
    const KeyLayout keys = key_layout(section);
    std::vector<MmTable> tables;
    std::vector<std::string> monitors;  // the stat of tables[1...], in first-seen order
    MmTable compared;
    compared.values.resize(report.inputs.size());
    compared.comparisons.resize(report.inputs.size());
    for (const PrintedLine& line : printed_lines(section)) {
        if (line.compared) {
            add_printed_line(compared, line, keys);
            continue;
        }
        auto found = std::find(monitors.begin(), monitors.end(), line.stat);
        if (found == monitors.end()) {
            monitors.push_back(line.stat);
            MmTable monitor;
            monitor.compared = false;
            monitor.values.resize(report.inputs.size());
            tables.push_back(std::move(monitor));
            found = monitors.end() - 1;
        }
        add_printed_line(tables[static_cast<std::size_t>(found - monitors.begin())], line, keys);
    }
    if (!compared.stats.empty()) {
        tables.insert(tables.begin(), std::move(compared));
    }
    return tables;
}

std::size_t widest(const std::vector<std::string>& texts) {
    std::size_t width = 0;
    for (const std::string& text : texts) {
        width = std::max(width, text.size());
    }
    return width;
}

std::size_t widest(const std::vector<std::vector<std::string>>& columns) {
    std::size_t width = 0;
    for (const auto& column : columns) {
        width = std::max(width, widest(column));
    }
    return width;
}

// The widths of a table's parts: the statistic and operation columns, and a kernel's cell.
struct MmWidths {
    std::size_t stat = 0;
    std::size_t operation = 0;
    std::size_t field = kFieldLength;
    std::size_t cell = 0;
};

// Compare.pm's widths, widened where a value or (in a monitor table, whose header cells are
// only FieldLength wide and run long names together) a header part would touch its neighbour.
MmWidths widths_of(const MmTable& table, const std::vector<std::string>& labels) {
    MmWidths widths;
    widths.stat = widest(table.stats);
    widths.operation = widest(table.operations);
    widths.field = std::max(kFieldLength, widest(table.values) + (table.compared ? 1 : 2));
    widths.cell = widths.field;
    if (table.compared) {
        widths.cell += std::max(kComparisonLength, widest(table.comparisons));
    } else {
        for (const std::string& label : labels) {
            const auto [upper, lower] = header_lines(label);
            widths.cell = std::max(widths.cell, std::max(upper.size(), lower.size()) + 1);
        }
    }
    return widths;
}

void push_trimmed(std::vector<std::string>& out, std::string text) {
    text.erase(text.find_last_not_of(' ') + 1);
    out.push_back(std::move(text));
}

// The table in groups of kernels that fit the width, each under its own two header lines with
// the statistic and operation repeated; the baseline is in the first group only, as in the
// matrix.
std::vector<std::string> draw(const MmTable& table, const std::vector<std::string>& labels,
                              std::size_t width) {
    const MmWidths widths = widths_of(table, labels);
    const std::size_t prefix = widths.stat + 1 + widths.operation;
    const std::size_t per_group =
        width > prefix + widths.cell ? std::max<std::size_t>((width - prefix) / widths.cell, 1) : 1;
    // A monitor cell is its value alone, right-aligned under its header.
    const std::size_t value_width = table.compared ? widths.field : widths.cell;
    const std::size_t comparison = widths.cell - value_width;
    std::vector<std::string> out;
    for (std::size_t first = 0; first < labels.size(); first += per_group) {
        const std::size_t last = std::min(first + per_group, labels.size());
        if (first > 0) {
            out.emplace_back();
        }
        std::string top(prefix, ' ');
        std::string bottom(prefix, ' ');
        for (std::size_t k = first; k < last; ++k) {
            const auto [upper, lower] = header_lines(labels[k]);
            top += fmt::format("{:>{}}", upper, widths.cell);
            bottom += fmt::format("{:>{}}", lower, widths.cell);
        }
        for (std::string* header : {&top, &bottom}) {
            if (header->find_first_not_of(' ') != std::string::npos) {
                push_trimmed(out, std::move(*header));
            }
        }
        for (std::size_t i = 0; i < table.stats.size(); ++i) {
            std::string text = fmt::format("{:<{}} {:<{}}", table.stats[i], widths.stat,
                                           table.operations[i], widths.operation);
            for (std::size_t k = first; k < last; ++k) {
                text += fmt::format("{:>{}}", table.values[k][i], value_width);
                if (table.compared) {
                    text += fmt::format("{:<{}}", table.comparisons[k][i], comparison);
                }
            }
            push_trimmed(out, std::move(text));
        }
    }
    return out;
}

}  // namespace

std::vector<std::string> mmtests_lines(const Report& report, const Section& section,
                                       const RenderOptions& options) {
    std::vector<std::string> labels;
    for (const InputInfo& input : report.inputs) {
        labels.push_back(input.label);
    }
    const std::vector<MmTable> tables = printed_section(section)
                                            ? printed_tables(report, section)
                                            : std::vector<MmTable>{computed_table(report, section)};
    std::vector<std::string> out;
    for (const MmTable& table : tables) {
        if (!out.empty()) {
            out.emplace_back();
        }
        const std::vector<std::string> lines = draw(table, labels, options.width);
        out.insert(out.end(), lines.begin(), lines.end());
    }
    return out;
}

}  // namespace benchcmp::render
