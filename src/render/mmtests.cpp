// mmtests' compare-kernels look (Compare.pm / PrintGeneric.pm), for readers and scripts used to
// it: rows grouped by statistic, then operation; each kernel cell `%F.Pf (%7.2f%%)`, with the
// parentheses replaced by `*` when the mean's change is significant. Percentages are mmtests'
// gains: positive is always an improvement (sign flipped for lower-is-better metrics, and
// always for Stddev and CoeffVar), unlike benchcmp's own %diff.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cmath>

#include "render/number_format.hpp"
#include "render/text_parts.hpp"

namespace benchcmp::render {
namespace {

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

// Stat.pm's pdiff (higher is better) and pndiff (lower is better, and always for the spread),
// with their edge cases for zeros.
double gain(double base, double value, bool lower_is_better) {
    if (lower_is_better) {
        if (value == 0.0) {
            return 100.0;
        }
        return base == 0.0 ? -99.0 : 100.0 - value * 100.0 / base;
    }
    if (value == base || value == 0.0) {
        return 0.0;
    }
    return base == 0.0 ? 100.0 : value * 100.0 / base - 100.0;
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

}  // namespace

std::vector<std::string> mmtests_lines(const Report& report, const Section& section,
                                       const RenderOptions& options) {
    const KeyLayout keys = key_layout(section);
    // One precision for the table (as Compare.pm has), enough for four significant digits of
    // its smallest mean.
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
    const int precision = decimals_for(smallest);

    // cells[kernel][line]: the value and comparison of every statistic row.
    struct Line {
        std::string stat;
        std::string operation;
    };
    std::vector<Line> lines;
    std::vector<std::vector<std::string>> values(report.inputs.size());
    std::vector<std::vector<std::string>> comparisons(report.inputs.size());
    for (const auto& [stat, stat_name] : kStats) {
        for (const Row* row : section.rows) {
            lines.push_back(Line{stat_name, operation_of(*row, keys)});
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
                values[k].push_back(value && std::isfinite(*value) ? format_value(*value, precision)
                                                                   : "nan");
                std::string percent = "nan";
                if (base && value && std::isfinite(*base) && std::isfinite(*value)) {
                    percent = format_unsigned_pct(k == 0 ? 0.0 : gain(*base, *value, lower));
                }
                comparisons[k].push_back(significant ? fmt::format(" *{:>7}%*", percent)
                                                     : fmt::format(" ({:>7}%)", percent));
            }
        }
    }

    std::size_t stat_width = 0;
    std::size_t operation_width = 0;
    for (const Line& line : lines) {
        stat_width = std::max(stat_width, line.stat.size());
        operation_width = std::max(operation_width, line.operation.size());
    }
    std::size_t field = 12;  // Compare.pm's FieldLength, widened rather than truncating
    for (const auto& column : values) {
        for (const std::string& value : column) {
            field = std::max(field, value.size());
        }
    }
    std::size_t comparison_width = 11;
    for (const auto& column : comparisons) {
        for (const std::string& text : column) {
            comparison_width = std::max(comparison_width, text.size());
        }
    }
    const std::size_t prefix = stat_width + 1 + operation_width;
    const std::size_t cell = field + comparison_width;
    const std::size_t per_block = options.width > prefix + cell
                                      ? std::max<std::size_t>((options.width - prefix) / cell, 1)
                                      : 1;

    std::vector<std::string> out;
    for (std::size_t first = 0; first < report.inputs.size(); first += per_block) {
        const std::size_t last = std::min(first + per_block, report.inputs.size());
        if (first > 0) {
            out.emplace_back();
        }
        std::string top(prefix, ' ');
        std::string bottom(prefix, ' ');
        for (std::size_t k = first; k < last; ++k) {
            const auto [upper, lower] = header_lines(report.inputs[k].label);
            top += fmt::format("{:>{}}", upper, cell);
            bottom += fmt::format("{:>{}}", lower, cell);
        }
        for (std::string* header : {&top, &bottom}) {
            header->erase(header->find_last_not_of(' ') + 1);
            if (!header->empty()) {
                out.push_back(*header);
            }
        }
        for (std::size_t i = 0; i < lines.size(); ++i) {
            std::string text = fmt::format("{:<{}} {:<{}}", lines[i].stat, stat_width,
                                           lines[i].operation, operation_width);
            for (std::size_t k = first; k < last; ++k) {
                text += fmt::format("{:>{}}{:<{}}", values[k][i], field, comparisons[k][i],
                                    comparison_width);
            }
            text.erase(text.find_last_not_of(' ') + 1);
            out.push_back(std::move(text));
        }
    }
    return out;
}

}  // namespace benchcmp::render
