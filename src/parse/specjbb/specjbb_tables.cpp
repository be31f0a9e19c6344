#include "parse/specjbb/specjbb_tables.hpp"

#include <fmt/format.h>

#include <cmath>
#include <limits>
#include <utility>

#include "parse/common/text_scan.hpp"

namespace benchcmp::specjbb {

namespace {

// The cells of a `| a | b |` row, trimmed; the empty pieces outside the outer bars are dropped.
std::vector<std::string_view> table_cells(std::string_view text) {
    std::vector<std::string_view> cells;
    text = scan::trim(text);
    if (text.starts_with('|')) {
        text.remove_prefix(1);
    }
    if (text.ends_with('|')) {
        text.remove_suffix(1);
    }
    for (;;) {
        const std::size_t bar = text.find('|');
        cells.push_back(scan::trim(text.substr(0, bar)));
        if (bar == std::string_view::npos) {
            break;
        }
        text.remove_prefix(bar + 1);
    }
    return cells;
}

// `|---+---|` (org-mode) or `|:---|---:|` (markdown): only rule characters between the bars.
bool is_separator(std::string_view text) {
    bool has_dash = false;
    for (char c : text) {
        if (c == '-') {
            has_dash = true;
        } else if (c != '|' && c != '+' && c != ':' && !scan::is_blank(c)) {
            return false;
        }
    }
    return has_dash;
}

}  // namespace

Metric jops_metric(std::string name) {
    return Metric{"specjbb", std::move(name), "", Direction::higher_is_better};
}

std::optional<StatName> read_stat_name(std::string_view token) {
    using Kind = StatName::Kind;
    static constexpr std::pair<std::string_view, Kind> kNames[] = {
        {"count", Kind::count}, {"mean", Kind::mean}, {"std", Kind::std},
        {"min", Kind::min},     {"max", Kind::max},
    };
    for (const auto& [name, kind] : kNames) {
        if (token == name) {
            return StatName{kind, 0.0, std::string(token)};
        }
    }
    // pandas' format_percentiles: `25%`, `99.9%`, `66.667%`.
    if (token.size() < 2 || !token.ends_with('%') || !scan::is_digit(token.front())) {
        return std::nullopt;
    }
    const scan::Number percent = scan::parse_number(token.substr(0, token.size() - 1));
    if (percent.status != scan::NumberStatus::ok || percent.value > 100.0) {
        return std::nullopt;
    }
    return StatName{Kind::percentile, percent.value / 100.0, std::string(token)};
}

bool StatValues::has(const StatName& name) const {
    switch (name.kind) {
        case StatName::Kind::count:
            return count.has_value();
        case StatName::Kind::mean:
            return mean.has_value();
        case StatName::Kind::std:
            return stddev.has_value();
        case StatName::Kind::min:
            return min.has_value();
        case StatName::Kind::max:
            return max.has_value();
        case StatName::Kind::percentile:
            break;
    }
    for (const Quantile& quantile : quantiles) {
        if (quantile.probability == name.probability) {
            return true;
        }
    }
    return false;
}

bool StatValues::set(const StatName& name, double value) {
    auto store = [&](std::optional<double>& slot) {
        if (slot) {
            return false;
        }
        slot = value;
        return true;
    };
    switch (name.kind) {
        case StatName::Kind::count:
            return store(count);
        case StatName::Kind::mean:
            return store(mean);
        case StatName::Kind::std:
            return store(stddev);
        case StatName::Kind::min:
            return store(min);
        case StatName::Kind::max:
            return store(max);
        case StatName::Kind::percentile:
            break;
    }
    if (has(name)) {
        return false;
    }
    quantiles.push_back(Quantile{name.probability, value});
    return true;
}

std::optional<Summary> make_summary(const StatValues& values, std::string_view what, int line,
                                    DiagnosticSink& sink) {
    if (!values.mean) {
        sink.diagnose(Level::warning, line, fmt::format("{}: no mean; skipped", what));
        return std::nullopt;
    }
    Summary summary;
    summary.mean = *values.mean;
    // A missing std must not read as a printed 0: NaN makes the stats core treat it as absent.
    summary.stddev = values.stddev.value_or(std::numeric_limits<double>::quiet_NaN());
    summary.min = values.min;
    summary.max = values.max;
    summary.quantiles = values.quantiles;
    for (const Quantile& quantile : values.quantiles) {
        if (quantile.probability == 0.5) {
            summary.median = quantile.value;
        }
    }
    // pandas prints count as a float (10.000000); it must still be a whole number of runs.
    const std::optional<double> count = values.count;
    if (count && *count >= 0.0 && std::floor(*count) == *count && *count < 1e15) {
        summary.n = static_cast<std::size_t>(*count);
    } else if (count) {
        sink.diagnose(Level::warning, line,
                      fmt::format("{}: count {} is not a number of runs: n is unknown, so there "
                                  "is no %diff or test (n/a)",
                                  what, *count));
    } else {
        sink.diagnose(Level::warning, line,
                      fmt::format("{}: no count, so n is unknown: no %diff or test (n/a)", what));
    }
    return summary;
}

bool is_table_row(std::string_view text) {
    text = scan::trim(text);
    return text.size() >= 2 && text.front() == '|' && text.back() == '|';
}

void SummaryTable::header(const std::vector<std::string_view>& cells, int number,
                          DiagnosticSink& sink) {
    has_header_ = true;
    header_line_ = number;
    for (std::size_t i = 1; i < cells.size(); ++i) {
        std::optional<StatName> name = read_stat_name(cells[i]);
        usable_ = usable_ || (name && name->kind == StatName::Kind::mean);
        columns_.push_back(std::move(name));
    }
    if (!usable_) {
        sink.diagnose(Level::note, number,
                      "table without a mean column; not a describe() summary, skipped");
    }
}

void SummaryTable::row(std::string_view text, int number, DiagnosticSink& sink) {
    if (is_separator(text)) {
        return;
    }
    const std::vector<std::string_view> cells = table_cells(text);
    if (!has_header_) {
        header(cells, number, sink);
        return;
    }
    if (!usable_) {
        return;
    }
    if (cells.size() != columns_.size() + 1) {
        sink.diagnose(Level::warning, number,
                      fmt::format("row has {} cells, the header (line {}) has {}; row skipped",
                                  cells.size(), header_line_, columns_.size() + 1));
        return;
    }
    const std::string_view label = cells.front();
    StatValues values;
    for (std::size_t i = 1; i < cells.size(); ++i) {
        const std::optional<StatName>& column = columns_[i - 1];
        if (!column) {
            continue;
        }
        const scan::Number number_read = scan::parse_number(cells[i]);
        if (number_read.status != scan::NumberStatus::ok) {
            sink.diagnose(Level::warning, number,
                          fmt::format("'{}' of '{}' is not a number (\"{}\"); left out",
                                      column->text, scan::excerpt(label), scan::excerpt(cells[i])));
            continue;
        }
        values.set(*column, number_read.value);
    }
    const std::string what = fmt::format("row '{}'", scan::excerpt(label));
    std::optional<Summary> summary = make_summary(values, what, number, sink);
    if (!summary) {
        return;
    }
    const VariantLabel split = split_variant_label(label);
    CaseKey key;
    if (!split.config.empty()) {
        key.add("config", split.config);
    }
    Variant& variant = group_.variant(split.variant, number);
    // Every row of the table is jOPS, so a repeated case is a repeated row; found through the
    // run's index, not by searching its rows for each (20,000 configs took 9 s).
    const Metric metric = jops_metric("jOPS");
    std::vector<Observation>& rows = variant.run.observations;
    const ObservationFinder::Found seen = variant.run.finder.find(rows, metric, key);
    if (seen.observation != nullptr) {
        sink.diagnose(Level::warning, number,
                      fmt::format("row '{}' repeats line {}; the first is compared",
                                  scan::excerpt(label), seen.observation->line));
        return;
    }
    rows.push_back(Observation{metric, std::move(key), Sample(std::move(*summary)), number});
    variant.run.finder.appended(rows, seen.hash);
}

Group SummaryTable::finish() {
    group_.order_signed_variants();
    return std::move(group_);
}

}  // namespace benchcmp::specjbb
