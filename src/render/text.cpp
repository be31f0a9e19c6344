// The aligned ASCII table for terminals and patch-review mail.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "render/number_format.hpp"
#include "render/renderers.hpp"
#include "render/table.hpp"

namespace benchcmp::render {
namespace {

std::string metric_label(const Metric& metric) {
    return metric.unit.empty() ? metric.name : fmt::format("{} [{}]", metric.name, metric.unit);
}

// Rows of one benchmark, shown as one table.
struct Section {
    std::string benchmark;
    std::vector<const Row*> rows;
};

std::vector<Section> sections_of(const Report& report) {
    std::vector<Section> sections;
    for (const Row& row : report.rows) {
        auto found = std::find_if(sections.begin(), sections.end(), [&](const Section& s) {
            return s.benchmark == row.metric.benchmark;
        });
        if (found == sections.end()) {
            sections.push_back(Section{row.metric.benchmark, {}});
            found = sections.end() - 1;
        }
        found->rows.push_back(&row);
    }
    return sections;
}

// Case keys split into those every row shares (said once, in the title) and those that vary
// (one column each), so that the table shows only what tells rows apart.
struct KeyLayout {
    std::vector<std::pair<std::string, std::string>> constant;
    std::vector<std::string> varying;
};

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
    return layout;
}

bool has_several_metrics(const Section& section) {
    const Metric& first = section.rows.front()->metric;
    return std::any_of(section.rows.begin(), section.rows.end(), [&](const Row* row) {
        return row->metric.name != first.name || row->metric.unit != first.unit;
    });
}

std::string title_of(const Section& section, const KeyLayout& keys, bool show_metric_column) {
    std::string title = section.benchmark;
    if (!show_metric_column) {
        const Metric& metric = section.rows.front()->metric;
        title += fmt::format(": {}", metric_label(metric));
        if (metric.better != Direction::unknown) {
            title += fmt::format(", {} is better", direction_name(metric.better));
        }
    }
    if (!keys.constant.empty()) {
        std::vector<std::string> pairs;
        for (const auto& [key, value] : keys.constant) {
            pairs.push_back(key + "=" + value);
        }
        title += fmt::format(" ({})", fmt::join(pairs, " "));
    }
    return title;
}

// One precision per row, from its smallest mean, so that means and stddevs line up and the
// smaller side keeps four significant digits.
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

// "?" when the input printed a summary without n (mmtests without --runs).
std::string n_text(const SampleStats& stats) {
    return stats.n_known ? std::to_string(stats.n) : "?";
}

void add_variant_cells(const VariantCell& cell, int decimals, std::vector<std::string>& cells) {
    switch (cell.presence) {
        case Presence::both: {
            const Comparison& comparison = *cell.comparison;
            cells.push_back(n_text(*cell.stats));
            cells.push_back(format_value(cell.stats->mean, decimals));
            cells.push_back(format_pct(comparison.diff_pct));
            cells.push_back(format_p(comparison.p_value));
            // The input's own significance mark (mmtests' star), explained in the legend.
            cells.push_back(std::string(verdict_name(comparison.verdict)) +
                            (cell.source_significant.value_or(false) ? "*" : ""));
            return;
        }
        case Presence::added:
            cells.push_back(n_text(*cell.stats));
            cells.push_back(format_value(cell.stats->mean, decimals));
            cells.insert(cells.end(), {"new", "", ""});
            return;
        case Presence::removed:
            cells.insert(cells.end(), {"", "", "gone", "", ""});
            return;
        case Presence::absent:
            cells.insert(cells.end(), {"", "", "", "", ""});
            return;
    }
}

void render_section(const Report& report, const Section& section, std::ostream& out) {
    const KeyLayout keys = key_layout(section);
    const bool metric_column = has_several_metrics(section) || keys.varying.empty();
    const std::size_t label_columns = keys.varying.size() + (metric_column ? 1 : 0);

    std::vector<Align> alignment(label_columns, Align::left);
    alignment.insert(alignment.end(), 3, Align::right);  // baseline n, mean, stddev
    for (std::size_t v = 1; v < report.inputs.size(); ++v) {
        alignment.insert(alignment.end(),
                         {Align::right, Align::right, Align::right, Align::right, Align::left});
    }
    TextTable table(alignment);

    std::vector<HeaderCell> labels;
    std::vector<HeaderCell> names;
    if (label_columns > 0) {
        labels.push_back(HeaderCell{"", label_columns});
    }
    for (const std::string& key : keys.varying) {
        names.push_back(HeaderCell{key});
    }
    if (metric_column) {
        names.push_back(HeaderCell{"metric"});
    }
    // Labels come from the rows: tables of one file may name the same run differently.
    const Row& first_row = *section.rows.front();
    labels.push_back(HeaderCell{first_row.baseline_label, 3});
    names.insert(names.end(), {HeaderCell{"n"}, HeaderCell{"mean"}, HeaderCell{"stddev"}});
    for (std::size_t v = 1; v < report.inputs.size(); ++v) {
        labels.push_back(HeaderCell{first_row.variants[v - 1].label, 5});
        names.insert(names.end(), {HeaderCell{"n"}, HeaderCell{"mean"}, HeaderCell{"%diff"},
                                   HeaderCell{"p"}, HeaderCell{"verdict"}});
    }
    table.add_header(std::move(labels));
    table.add_header(std::move(names));

    for (const Row* row : section.rows) {
        std::vector<std::string> cells;
        for (const std::string& key : keys.varying) {
            const std::string* value = row->case_key.find(key);
            cells.push_back(value != nullptr ? *value : "-");
        }
        if (metric_column) {
            cells.push_back(metric_label(row->metric));
        }
        const int decimals = row_decimals(*row);
        if (row->baseline) {
            cells.push_back(n_text(*row->baseline));
            cells.push_back(format_value(row->baseline->mean, decimals));
            cells.push_back(format_value(row->baseline->stddev, decimals));
        } else {
            cells.insert(cells.end(), {"", "", ""});
        }
        for (const VariantCell& cell : row->variants) {
            add_variant_cells(cell, decimals, cells);
        }
        table.add_row(std::move(cells));
    }

    out << title_of(section, keys, metric_column) << "\n\n";
    for (const std::string& line : table.lines()) {
        out << line << '\n';
    }
}

void render_legend(const Report& report, std::ostream& out) {
    out << fmt::format(
        "%diff = (variant - baseline) / baseline. p: Welch's t-test, two-sided; alpha = {:g}.\n"
        "better, worse: significant change in the good or bad direction; same: not\n"
        "significant; changed: significant, direction unknown; n/a: fewer than 2 runs on\n"
        "a side; new, gone: the case is on one side only.\n",
        report.thresholds.alpha);
    // Notes for summary tables (mmtests), only when such a table is in the report.
    bool marked = false;
    bool unknown_n = false;
    for (const Row& row : report.rows) {
        unknown_n = unknown_n || (row.baseline && !row.baseline->n_known);
        for (const VariantCell& cell : row.variants) {
            marked = marked || cell.source_significant.has_value();
        }
    }
    if (marked) {
        out << "*: the input itself marked the difference significant (mmtests' own test).\n";
    }
    if (unknown_n) {
        out << "n ?: the input does not print n; --runs N supplies it for the test.\n";
    }
    // One line per distinct metric direction, so that no reader has to guess.
    std::vector<std::string> seen;
    for (const Row& row : report.rows) {
        const std::string line =
            fmt::format("{} {}: {}", row.metric.benchmark, metric_label(row.metric),
                        row.metric.better == Direction::unknown
                            ? std::string("direction unknown")
                            : fmt::format("{} is better", direction_name(row.metric.better)));
        if (std::find(seen.begin(), seen.end(), line) == seen.end()) {
            seen.push_back(line);
            out << line << '\n';
        }
    }
}

void render_summary(const Report& report, std::ostream& out) {
    const ReportSummary& summary = report.summary;
    const std::pair<std::size_t, Verdict> counts[] = {
        {summary.worse, Verdict::worse},
        {summary.better, Verdict::better},
        {summary.changed, Verdict::changed},
        {summary.same, Verdict::same},
        {summary.not_applicable, Verdict::not_applicable}};
    std::size_t compared = 0;
    std::vector<std::string> parts;
    for (const auto& [count, verdict] : counts) {
        compared += count;
        if (count > 0) {
            parts.push_back(fmt::format("{} {}", count, verdict_name(verdict)));
        }
    }
    std::string line = fmt::format("Summary: {} of {} comparison{}", fmt::join(parts, ", "),
                                   compared, compared == 1 ? "" : "s");
    if (summary.added > 0 || summary.removed > 0) {
        line += fmt::format("; {} new, {} gone", summary.added, summary.removed);
    }
    out << line << ".\n";
}

class TextRenderer final : public Renderer {
  public:
    explicit TextRenderer(const RenderOptions& options) : options_(options) {}

    void render(const Report& report, std::ostream& out) const override {
        const std::vector<Section> sections = sections_of(report);
        for (const Section& section : sections) {
            render_section(report, section, out);
            out << '\n';
        }
        render_legend(report, out);
        render_summary(report, out);
    }

  private:
    RenderOptions options_;
};

}  // namespace

std::unique_ptr<Renderer> make_text_renderer(const RenderOptions& options) {
    return std::make_unique<TextRenderer>(options);
}

}  // namespace benchcmp::render
