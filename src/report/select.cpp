// Row filters, sort orders and the regression gate over a built report.
#include "benchcmp/select.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <string_view>
#include <tuple>

#include "benchcmp/diagnostics.hpp"
#include "core/user_regex.hpp"

namespace benchcmp {
namespace {

bool cell_changed(const VariantCell& cell) {
    if (cell.presence == Presence::added || cell.presence == Presence::removed) {
        return true;
    }
    if (!cell.comparison) {
        return false;
    }
    const Verdict verdict = cell.comparison->verdict;
    return verdict == Verdict::better || verdict == Verdict::worse || verdict == Verdict::changed;
}

// The largest |%diff| of any compared cell; absent when no cell has one.
std::optional<double> largest_diff(const Row& row) {
    std::optional<double> largest;
    for (const VariantCell& cell : row.variants) {
        if (cell.comparison && cell.comparison->diff_pct &&
            std::isfinite(*cell.comparison->diff_pct)) {
            const double size = std::fabs(*cell.comparison->diff_pct);
            largest = largest ? std::max(*largest, size) : size;
        }
    }
    return largest;
}

std::optional<double> as_number(std::string_view text) {
    double value = 0.0;
    const char* end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(text.data(), end, value);
    if (error != std::errc() || stop != end) {
        return std::nullopt;
    }
    return value;
}

// Case values compare as numbers when both are numbers, so groups=2 sorts before groups=10.
int compare_values(const std::string& left, const std::string& right) {
    const auto left_number = as_number(left);
    const auto right_number = as_number(right);
    if (left_number && right_number && *left_number != *right_number) {
        return *left_number < *right_number ? -1 : 1;
    }
    return left.compare(right);
}

bool case_less(const CaseKey& left, const CaseKey& right) {
    const std::size_t common = std::min(left.entries.size(), right.entries.size());
    for (std::size_t i = 0; i < common; ++i) {
        const auto& [left_key, left_value] = left.entries[i];
        const auto& [right_key, right_value] = right.entries[i];
        if (const int order = left_key.compare(right_key); order != 0) {
            return order < 0;
        }
        if (const int order = compare_values(left_value, right_value); order != 0) {
            return order < 0;
        }
    }
    return left.entries.size() < right.entries.size();
}

bool name_less(const Row& left, const Row& right) {
    const auto left_name = std::tie(left.metric.benchmark, left.metric.name, left.metric.unit);
    const auto right_name = std::tie(right.metric.benchmark, right.metric.name, right.metric.unit);
    if (left_name != right_name) {
        return left_name < right_name;
    }
    return case_less(left.case_key, right.case_key);
}

}  // namespace

const char* sort_order_name(SortOrder order) {
    switch (order) {
        case SortOrder::diff:
            return "diff";
        case SortOrder::name:
            return "name";
        case SortOrder::input:
            break;
    }
    return "input";
}

std::string metric_path(const Metric& metric) {
    return metric.benchmark + "/" + metric.name;
}

bool row_changed(const Row& row) {
    return std::any_of(row.variants.begin(), row.variants.end(), cell_changed);
}

void select_rows(Report& report, const Selection& selection) {
    std::vector<Row>& rows = report.rows;
    // Both patterns are searched for anywhere in the text, as grep does; anchor with ^ and $.
    if (selection.metric_pattern) {
        const Pattern pattern(*selection.metric_pattern, "--metric");
        std::erase_if(rows,
                      [&](const Row& row) { return !pattern.found_in(metric_path(row.metric)); });
        if (rows.empty()) {
            throw Error(fmt::format("--metric {} matches no benchmark/metric of the inputs",
                                    quoted_pattern(*selection.metric_pattern)));
        }
    }
    if (selection.case_pattern) {
        const Pattern pattern(*selection.case_pattern, "--case");
        std::erase_if(rows,
                      [&](const Row& row) { return !pattern.found_in(row.case_key.to_string()); });
        if (rows.empty()) {
            throw Error(fmt::format("--case {} matches no case of the inputs{}",
                                    quoted_pattern(*selection.case_pattern),
                                    selection.metric_pattern ? " (among the --metric rows)" : ""));
        }
    }
    if (selection.only_changed) {
        std::erase_if(rows, [](const Row& row) { return !row_changed(row); });
    }
    switch (selection.sort) {
        case SortOrder::input:
            break;
        case SortOrder::diff:
            // Stable, so that ties and rows without a %diff keep their first-seen order.
            std::stable_sort(rows.begin(), rows.end(), [](const Row& left, const Row& right) {
                const auto left_diff = largest_diff(left);
                const auto right_diff = largest_diff(right);
                if (!right_diff) {
                    return left_diff.has_value();
                }
                return left_diff && *left_diff > *right_diff;
            });
            break;
        case SortOrder::name:
            std::stable_sort(rows.begin(), rows.end(), name_less);
            break;
    }
    summarize(report);
}

std::size_t count_regressions(const Report& report, double min_pct) {
    std::size_t count = 0;
    for (const Row& row : report.rows) {
        for (const VariantCell& cell : row.variants) {
            if (!cell.comparison || cell.comparison->verdict != Verdict::worse) {
                continue;
            }
            const auto& diff = cell.comparison->diff_pct;
            if (!diff || !std::isfinite(*diff) || std::fabs(*diff) >= min_pct) {
                ++count;
            }
        }
    }
    return count;
}

namespace {

// The case keys whose value is not the same in every row: the ones that name a row.
std::vector<std::string> varying_keys(const Report& report) {
    std::vector<std::string> keys;
    // Every key looked at, varying or not: a key the same in every row was looked at again
    // for each row (10,000 cases under -q: 2.3 s).
    std::vector<std::string> seen;
    for (const Row& row : report.rows) {
        for (const auto& entry : row.case_key.entries) {
            const std::string& key = entry.first;
            if (std::find(seen.begin(), seen.end(), key) != seen.end()) {
                continue;
            }
            seen.push_back(key);
            const std::string* first = report.rows.front().case_key.find(key);
            const bool varies =
                first == nullptr ||
                std::any_of(report.rows.begin(), report.rows.end(), [&](const Row& other) {
                    const std::string* found = other.case_key.find(key);
                    return found == nullptr || *found != *first;
                });
            if (varies) {
                keys.push_back(key);
            }
        }
    }
    return keys;
}

std::string cell_name(const Report& report, const Row& row, const VariantCell& cell,
                      const std::vector<std::string>& keys, bool several_metrics) {
    std::vector<std::string> parts;
    if (report.inputs.size() > 2) {
        parts.push_back(cell.label + ":");
    }
    if (several_metrics) {
        parts.push_back(metric_path(row.metric));
    }
    for (const std::string& key : keys) {
        if (const std::string* value = row.case_key.find(key)) {
            parts.push_back(key + "=" + *value);
        }
    }
    if (parts.empty() || (parts.size() == 1 && report.inputs.size() > 2)) {
        parts.push_back(metric_path(row.metric));
    }
    return fmt::format("{}", fmt::join(parts, " "));
}

}  // namespace

std::vector<Regression> regressions(const Report& report, double min_pct) {
    std::vector<Regression> found;
    if (report.rows.empty()) {
        return found;
    }
    const std::vector<std::string> keys = varying_keys(report);
    const Metric& first = report.rows.front().metric;
    const bool several_metrics =
        std::any_of(report.rows.begin(), report.rows.end(), [&](const Row& row) {
            return metric_path(row.metric) != metric_path(first) || row.metric.unit != first.unit;
        });
    for (const Row& row : report.rows) {
        for (const VariantCell& cell : row.variants) {
            if (!cell.comparison || cell.comparison->verdict != Verdict::worse) {
                continue;
            }
            const auto& diff = cell.comparison->diff_pct;
            const bool finite = diff && std::isfinite(*diff);
            if (!finite || std::fabs(*diff) >= min_pct) {
                found.push_back(Regression{cell_name(report, row, cell, keys, several_metrics),
                                           finite ? diff : std::nullopt});
            }
        }
    }
    std::stable_sort(found.begin(), found.end(), [](const Regression& a, const Regression& b) {
        if (!a.diff_pct || !b.diff_pct) {
            return !a.diff_pct && b.diff_pct;
        }
        return std::fabs(*a.diff_pct) > std::fabs(*b.diff_pct);
    });
    return found;
}

std::string regression_list(std::string_view lead, const std::vector<Regression>& regressions,
                            std::size_t limit) {
    std::vector<std::string> shown;
    for (std::size_t i = 0; i < regressions.size() && i < limit; ++i) {
        const Regression& regression = regressions[i];
        shown.push_back(regression.diff_pct
                            ? fmt::format("{} {:+.2f}%", regression.name, *regression.diff_pct)
                            : fmt::format("{} (from 0)", regression.name));
    }
    const std::string rest = regressions.size() > limit
                                 ? fmt::format("and {} more", regressions.size() - limit)
                                 : std::string();
    std::string inline_text = fmt::format("{} {}", lead, fmt::join(shown, ", "));
    if (!rest.empty()) {
        inline_text += " " + rest;
    }
    // A CI log or a mail is read at 80 columns: a list that does not fit there goes one
    // regression a line, which also keeps each name whole for grep.
    constexpr std::size_t kLineWidth = 80;
    if (inline_text.size() <= kLineWidth) {
        return inline_text;
    }
    std::string text(lead);
    for (const std::string& item : shown) {
        text += "\n  " + item;
    }
    if (!rest.empty()) {
        text += "\n  " + rest;
    }
    return text;
}

}  // namespace benchcmp
