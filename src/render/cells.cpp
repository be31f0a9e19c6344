#include "render/cells.hpp"

#include <fmt/format.h>

#include <cmath>
#include <string_view>

#include "render/number_format.hpp"
#include "render/table.hpp"

namespace benchcmp::render {
namespace {

std::string interval_end(double pct) {
    return format_signed_pct(pct);
}

bool finite(std::optional<double> value) {
    return value && std::isfinite(*value);
}

std::string spread_text(const SampleStats& stats, int decimals, bool unicode) {
    if (!stats.stddev) {
        return "";
    }
    return (unicode ? "\u00b1" : "+-") + format_value(stats.stddev, decimals);
}

}  // namespace

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

std::string format_cv(const std::optional<SampleStats>& stats) {
    if (!stats || !finite(stats->cv_pct)) {
        return "-";
    }
    return format_unsigned_pct(*stats->cv_pct) + "%";
}

std::string format_mde(const Comparison& comparison) {
    if (!finite(comparison.mde_pct)) {
        return "";
    }
    return format_unsigned_pct(*comparison.mde_pct) + "%";
}

std::optional<double> shown_p(const Comparison& comparison) {
    return comparison.p_adjusted ? comparison.p_adjusted : comparison.p_value;
}

Tone verdict_tone(Verdict verdict) {
    return verdict == Verdict::better  ? Tone::better
           : verdict == Verdict::worse ? Tone::worse
                                       : Tone::none;
}

std::string mean_text(const SampleStats& stats, int decimals, bool spread, bool unicode,
                      const MeanWidths& widths) {
    std::string text = align_right(format_value(stats.mean, decimals), widths.mean);
    const std::string extra = spread ? spread_text(stats, decimals, unicode) : "";
    if (!extra.empty() || widths.spread > 0) {
        text += ' ';
        text += align_right(extra, widths.spread);
    }
    return text;
}

void fit_mean(MeanWidths& widths, const SampleStats& stats, int decimals, bool spread,
              bool unicode) {
    widths.mean = std::max(widths.mean, format_value(stats.mean, decimals).size());
    if (spread) {
        widths.spread =
            std::max(widths.spread, display_width(spread_text(stats, decimals, unicode)));
    }
}

bool interval_known(const Comparison& comparison) {
    return finite(comparison.ci_low_pct) && finite(comparison.ci_high_pct);
}

std::string interval_text(std::optional<double> low_pct, std::optional<double> high_pct,
                          const IntervalWidths& widths) {
    if (!finite(low_pct) || !finite(high_pct)) {
        return "";
    }
    return '[' + align_right(interval_end(*low_pct), widths.low) + ", " +
           align_right(interval_end(*high_pct), widths.high) + ']';
}

void fit_interval(IntervalWidths& widths, std::optional<double> low_pct,
                  std::optional<double> high_pct) {
    if (finite(low_pct) && finite(high_pct)) {
        widths.low = std::max(widths.low, interval_end(*low_pct).size());
        widths.high = std::max(widths.high, interval_end(*high_pct).size());
    }
}

std::string author_text(const VariantCell& cell) {
    if (!cell.source->pct) {
        return "";
    }
    // A number the author's column cut short (`+102.2…`) keeps its ellipsis before the `%`.
    constexpr std::string_view kEllipsis = "\u2026";
    const bool cut = cell.source->mark.starts_with(kEllipsis);
    return fmt::format("{:+.{}f}{}%{}", *cell.source->pct, cell.source->pct_decimals,
                       cut ? kEllipsis : std::string_view(),
                       cut ? cell.source->mark.substr(kEllipsis.size()) : cell.source->mark);
}

std::string interval_name(double confidence) {
    return fmt::format("{:g}% CI", confidence * 100.0);
}

}  // namespace benchcmp::render
