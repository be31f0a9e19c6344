#include "render/layout.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <string_view>
#include <unordered_map>

#include "render/number_format.hpp"
#include "render/table.hpp"

namespace benchcmp::render {

std::vector<Section> sections_of(const Report& report) {
    // A section the input itself drew (a heading over part of a table, iotable's read and
    // write) is a table of its own, as the author laid it out: folded into one table, its
    // long heading became a column that pushed every variant off the screen.
    std::vector<Section> sections;
    std::unordered_map<std::string, std::size_t> position_of;  // benchmark + section -> index
    for (const Row& row : report.rows) {
        const std::string* input_section = row.case_key.find("section");
        std::string id = row.metric.benchmark;
        if (input_section != nullptr) {
            id += '\0' + *input_section;
        }
        const auto [found, created] = position_of.try_emplace(std::move(id), sections.size());
        if (created) {
            sections.push_back(Section{row.metric.benchmark, {}});
        }
        sections[found->second].rows.push_back(&row);
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

std::optional<std::size_t> constant_n(const Section& section) {
    std::optional<std::size_t> n;
    bool constant = true;
    auto consider = [&](const std::optional<SampleStats>& stats) {
        if (!stats) {
            return;
        }
        if (!stats->n_known || (n && *n != stats->n)) {
            constant = false;
        }
        n = stats->n;
    };
    for (const Row* row : section.rows) {
        consider(row->baseline);
        for (const VariantCell& cell : row->variants) {
            consider(cell.stats);
        }
    }
    return constant ? n : std::nullopt;
}

std::string section_title(const Section& section, const KeyLayout& keys) {
    std::string title = section.benchmark;
    const Metric& metric = section.rows.front()->metric;
    // The input's own section heading names the table, as it did in the input.
    const auto input_section =
        std::find_if(keys.constant.begin(), keys.constant.end(),
                     [](const auto& entry) { return entry.first == "section"; });
    if (input_section != keys.constant.end()) {
        title += fmt::format(" - {}", input_section->second);
    }
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
    std::vector<std::string> notes;
    std::vector<std::string> pairs;
    for (const auto& [key, value] : keys.constant) {
        if (key != "section") {  // already in the title
            pairs.push_back(fmt::format("{}={}", key, value));
        }
    }
    if (!pairs.empty()) {
        notes.push_back(fmt::format("{}", fmt::join(pairs, " ")));
    }
    if (const auto n = constant_n(section)) {
        notes.push_back(fmt::format("n={}", *n));
    }
    if (!notes.empty()) {
        title += fmt::format(" ({})", fmt::join(notes, "; "));
    }
    return title;
}

namespace {

bool says_nothing(const std::string& text) {
    return text.empty() || text == "-" || text == "?" || text == "n/a";
}

}  // namespace

Layout resolve_layout(const Report& report, const Section& section, Layout requested) {
    if (requested != Layout::automatic) {
        return requested;
    }
    if (section.rows.size() == 1) {
        return Layout::rows;
    }
    return report.inputs.size() <= 2 ? Layout::columns : Layout::matrix;
}

void drop_empty_columns(TableModel& table) {
    std::vector<bool> keep(table.names.size(), false);
    for (const auto& row : table.rows) {
        for (std::size_t c = 0; c < row.size() && c < keep.size(); ++c) {
            keep[c] = keep[c] || !says_nothing(row[c].text);
        }
    }
    if (table.rows.empty()) {
        return;
    }
    std::size_t column = 0;
    for (HeaderCell& group : table.groups) {
        const std::size_t first = column;
        column += group.span;
        group.span = static_cast<std::size_t>(std::count(
            keep.begin() + static_cast<std::ptrdiff_t>(first),
            keep.begin() + static_cast<std::ptrdiff_t>(std::min(column, keep.size())), true));
    }
    std::erase_if(table.groups, [](const HeaderCell& group) { return group.span == 0; });
    auto filter = [&](auto& items) {
        std::size_t index = 0;
        std::erase_if(items, [&](const auto&) { return !keep[index++]; });
    };
    filter(table.names);
    filter(table.alignment);
    for (auto& row : table.rows) {
        if (row.size() == keep.size()) {
            filter(row);
        }
    }
}

std::string mark_of(const Comparison& comparison) {
    switch (comparison.verdict) {
        case Verdict::same:
            return comparison.noisy ? "~!" : "~";
        case Verdict::not_applicable:
            return "?";
        case Verdict::better:
        case Verdict::worse:
        case Verdict::changed:
            break;
    }
    return "";
}

std::string diff_text(const Comparison& comparison, std::size_t pct_width, std::size_t mark_width) {
    return align_right(format_pct(comparison.diff_pct), pct_width) +
           align_left(mark_of(comparison), mark_width);
}

}  // namespace benchcmp::render
