// A ministat-style distribution plot (FreeBSD ministat's look): every run as a dot on one
// shared axis, one symbol per input, and per input a bar over mean +- 1 stddev with A at the
// mean and M at the median; a table of N, min, max, median, mean and stddev under it.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>

#include "render/number_format.hpp"
#include "render/text_parts.hpp"

namespace benchcmp::render {
namespace {

constexpr std::string_view kSymbols = "x+*%#@Oabcdefghijklmnopqrstuvwxyz";

struct Side {
    char symbol;
    std::string label;
    const std::optional<SampleStats>* stats;
    const std::vector<double>* values;
};

// The axis of one plot: it covers every run and every mean +- stddev bar, over `inner`
// columns between the frame's two edges.
struct Axis {
    double low = std::numeric_limits<double>::infinity();
    double high = -std::numeric_limits<double>::infinity();
    std::size_t inner = 0;

    // Halved, so that an axis from -1e308 to 1e308 still has a finite width; a NaN lands in
    // the middle and anything off the axis on its edge, never outside the line.
    std::size_t column(double value) const {
        const double axis_width = high * 0.5 - low * 0.5;
        const double at =
            std::round((value * 0.5 - low * 0.5) / axis_width * static_cast<double>(inner - 1));
        if (!(axis_width > 0.0) || !std::isfinite(axis_width) || std::isnan(at)) {
            return inner / 2;
        }
        return static_cast<std::size_t>(std::clamp(at, 0.0, static_cast<double>(inner - 1)));
    }
};

Axis axis_of(const std::vector<Side>& sides, std::size_t width) {
    Axis axis;
    for (const Side& side : sides) {
        for (double value : *side.values) {
            if (std::isfinite(value)) {
                axis.low = std::min(axis.low, value);
                axis.high = std::max(axis.high, value);
            }
        }
        // A bar end beyond the doubles (an infinite stddev) would stretch the axis to
        // infinity; it is drawn at the edge instead.
        if (*side.stats && std::isfinite((*side.stats)->mean)) {
            const double spread = (*side.stats)->stddev.value_or(0.0);
            for (const double end : {(*side.stats)->mean - spread, (*side.stats)->mean + spread}) {
                if (std::isfinite(end)) {
                    axis.low = std::min(axis.low, end);
                    axis.high = std::max(axis.high, end);
                }
            }
        }
    }
    axis.inner = std::max<std::size_t>(width, 20) - 2;
    return axis;
}

// One line per level of dots, the highest first: dots stack upwards where runs share a column.
std::vector<std::string> dot_lines(const std::vector<Side>& sides, const Axis& axis) {
    std::vector<std::string> stacks(axis.inner);
    for (const Side& side : sides) {
        for (double value : *side.values) {
            if (std::isfinite(value)) {
                stacks[axis.column(value)] += side.symbol;
            }
        }
    }
    std::size_t height = 0;
    for (const std::string& stack : stacks) {
        height = std::max(height, stack.size());
    }
    std::vector<std::string> out;
    for (std::size_t level = height; level-- > 0;) {
        std::string line(axis.inner, ' ');
        for (std::size_t c = 0; c < axis.inner; ++c) {
            if (stacks[c].size() > level) {
                line[c] = stacks[c][level];
            }
        }
        out.push_back(fmt::format("|{}|", line));
    }
    return out;
}

// A side's mean (A), median (M) and mean +- stddev bar, as ministat draws them.
std::string bar_line(const SampleStats& stats, const Axis& axis) {
    std::string line(axis.inner, ' ');
    const double spread = stats.stddev.value_or(0.0);
    const std::size_t from = std::min(axis.column(stats.mean - spread), axis.column(stats.mean));
    const std::size_t to = std::max(axis.column(stats.mean + spread), axis.column(stats.mean));
    std::fill(line.begin() + static_cast<std::ptrdiff_t>(from),
              line.begin() + static_cast<std::ptrdiff_t>(to) + 1, '_');
    line[from] = '|';
    line[to] = '|';
    if (stats.median) {
        line[axis.column(*stats.median)] = 'M';
    }
    line[axis.column(stats.mean)] = 'A';
    return fmt::format("|{}|", line);
}

// The N Min Max Median Mean Stddev lines under the plot, one per side.
std::vector<std::string> summary_lines(const std::vector<Side>& sides) {
    double smallest = 0.0;
    for (const Side& side : sides) {
        if (*side.stats && (*side.stats)->mean != 0.0 && std::isfinite((*side.stats)->mean) &&
            (smallest == 0.0 || std::fabs((*side.stats)->mean) < smallest)) {
            smallest = std::fabs((*side.stats)->mean);
        }
    }
    const int decimals = decimals_for(smallest);
    TextTable table({Align::left, Align::left, Align::right, Align::right, Align::right,
                     Align::right, Align::right, Align::right});
    table.add_header({HeaderCell{""}, HeaderCell{""}, HeaderCell{"N"}, HeaderCell{"Min"},
                      HeaderCell{"Max"}, HeaderCell{"Median"}, HeaderCell{"Mean"},
                      HeaderCell{"Stddev"}});
    for (const Side& side : sides) {
        if (!*side.stats) {
            continue;
        }
        const SampleStats& stats = **side.stats;
        table.add_row({std::string(1, side.symbol), side.label, std::to_string(stats.n),
                       format_value(stats.min, decimals), format_value(stats.max, decimals),
                       format_value(stats.median, decimals), format_value(stats.mean, decimals),
                       format_value(stats.stddev, decimals)});
    }
    // No dashed rule under this small header: ministat prints none.
    std::vector<std::string> out;
    for (std::string& line : table.lines()) {
        if (line.find_first_not_of('-') != std::string::npos) {
            out.push_back(std::move(line));
        }
    }
    return out;
}

}  // namespace

std::vector<std::string> plot_lines(const Row& row, const RenderOptions& options) {
    std::vector<Side> sides;
    sides.push_back(Side{kSymbols[0], row.baseline_label, &row.baseline, &row.baseline_values});
    for (std::size_t v = 0; v < row.variants.size(); ++v) {
        sides.push_back(Side{kSymbols[(v + 1) % kSymbols.size()], row.variants[v].label,
                             &row.variants[v].stats, &row.variants[v].values});
    }
    const bool any_raw = std::any_of(sides.begin(), sides.end(),
                                     [](const Side& side) { return !side.values->empty(); });
    if (!any_raw) {
        return {};
    }
    const Axis axis = axis_of(sides, options.width);
    // Built with fmt: GCC 12 warns (-Wrestrict) about "x" + std::string in release builds.
    const std::string rule = fmt::format("+{}+", std::string(axis.inner, '-'));
    std::vector<std::string> out;
    std::string title = fmt::format("{} {}", row.metric.benchmark, metric_label(row.metric));
    if (!row.case_key.entries.empty()) {
        title += fmt::format(" {}", row.case_key.to_string());
    }
    out.push_back(title);
    out.push_back(rule);
    for (std::string& line : dot_lines(sides, axis)) {
        out.push_back(std::move(line));
    }
    for (const Side& side : sides) {
        if (*side.stats && std::isfinite((*side.stats)->mean)) {
            out.push_back(bar_line(**side.stats, axis));
        }
    }
    out.push_back(rule);
    for (std::string& line : summary_lines(sides)) {
        out.push_back(std::move(line));
    }
    return out;
}

}  // namespace benchcmp::render
