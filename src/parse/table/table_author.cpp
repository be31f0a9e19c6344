// The author's tables of the "table" format (TableHeader::author): percentages without the
// measurements behind them, kept as Observation::source.pct on cells marked source.author_only so
// that the report shows them as printed and never tests them. TableReader::author_line
// (table_reader.cpp) recognises the tables; this file turns their rows into observations.

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "parse/common/text_scan.hpp"
#include "parse/table/table_reader.hpp"

namespace benchcmp {

namespace {

namespace cells = table_cells;

using table_text::printable;
using table_text::strip_colon;

constexpr std::string_view kFormat = "table";

// A title that starts with a bracketed tag (`[s-50] Hackbench — % diff from baseline`) is
// one even when longer; the tag itself is short.
constexpr std::size_t kMaxTagBytes = 40;
constexpr std::size_t kMaxTitleBytes = 120;

// The fields of a header split at TABs and runs of two or more blanks, percentage names
// kept: `Variant   Mean %diff   StdDev±   CV`.
std::vector<std::string> wide_fields(std::string_view text) {
    std::vector<std::string> fields;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t stop = start;
        while (stop < text.size() && text[stop] != '\t' &&
               !(text[stop] == ' ' && stop + 1 < text.size() && scan::is_blank(text[stop + 1]))) {
            ++stop;
        }
        const std::string_view field = scan::trim(text.substr(start, stop - start));
        if (!field.empty()) {
            fields.emplace_back(field);
        }
        start = stop + 1;
    }
    return fields;
}

// The header of an author's table whose first row is row: variant names over a row of
// percentages only, or variants as rows under a header with a `%diff` column. nullopt when
// text is neither.
std::optional<TableHeader> author_header(std::string_view text, int line, const cells::Row& row) {
    const bool percentages_only =
        std::all_of(row.cells.begin(), row.cells.end(),
                    [](const cells::Cell& cell) { return cell.kind == cells::CellKind::percent; });
    if (percentages_only) {
        std::optional<TableHeader> header = read_header(text, row.cells.size(), line);
        if (header && header->names.size() == row.cells.size()) {
            header->author_columns = true;
            return header;
        }
    }
    const std::vector<std::string> fields = wide_fields(text);
    if (fields.size() != row.cells.size() + 1) {
        return std::nullopt;
    }
    for (std::size_t column = 1; column < fields.size(); ++column) {
        const cells::CellKind kind = row.cells[column - 1].kind;
        if (cells::is_percent_name(fields[column]) &&
            (kind == cells::CellKind::percent || kind == cells::CellKind::value)) {
            TableHeader header;
            header.line = line;
            header.label = fields.front();
            for (std::size_t i = 1; i < fields.size(); ++i) {
                header.names.push_back(printable(fields[i]));
            }
            header.author_pct_cell = column - 1;
            return header;
        }
    }
    return std::nullopt;
}

}  // namespace

namespace table_text {

// A title `[tag] rest`: the tag and the rest, or nullopt when text is no such title.
std::optional<TaggedTitle> tagged_title(std::string_view text) {
    const std::size_t close = text.find(']');
    if (!text.starts_with('[') || close == std::string_view::npos || close > kMaxTagBytes ||
        text.size() > kMaxTitleBytes || text.find("better") != std::string_view::npos) {
        return std::nullopt;
    }
    const std::string tag = strip_colon(text.substr(1, close - 1));
    if (tag.empty() || tag.find('[') != std::string::npos) {
        return std::nullopt;
    }
    return TaggedTitle{tag, strip_colon(text.substr(close + 1))};
}

}  // namespace table_text

// A row of an author's table (TableHeader::author): starts the table when the pending lines
// end in its header, else continues the current one. False when the row is neither.
bool TableReader::author_line(const cells::Row& row, int number) {
    if (row.key.empty() || row.cells.empty() || cells::read_cell(row.key)) {
        return false;
    }
    if (!pending_.empty()) {
        std::optional<TableHeader> header =
            author_header(pending_.back().text, pending_.back().line, row);
        if (!header) {
            return false;
        }
        std::string context;
        for (const Pending& pending : pending_) {
            context += pending.text;
            context += '\n';
        }
        note_context(context);
        header_ = std::move(header);
        section_.clear();
        tag_.clear();
        if (pending_.size() >= 2) {
            take_title(pending_.size() - 2);
        }
        pending_.clear();
    } else if (!header_ || !header_->author()) {
        return false;
    }
    if (row.cells.size() != header_->names.size()) {
        run_at(0, std::string(kImplicitBaseline))
            .diagnose(Level::warning, number,
                      fmt::format("row \"{}\" has {} cells but the header on line {} names {} "
                                  "columns; skipped",
                                  scan::excerpt(row.key), row.cells.size(), header_->line,
                                  header_->names.size()));
        return true;
    }
    ++data_rows_;
    if (header_->author_columns) {
        author_column_row(row, number);
    } else {
        author_variant_row(row, strip_colon(row.key), number);
    }
    return true;
}

// `| 1 thread | -0.40% | +0.81%* |`: each percentage is its column's variant against the
// baseline the table does not show (run 0, which the first author's table creates).
void TableReader::author_column_row(const cells::Row& row, int number) {
    const CaseKey key = case_key(row.key);
    const Metric metric{std::string(kFormat), "value", "", direction(row.key, "")};
    ensure_author_baseline(metric, key, number);
    for (std::size_t column = 0; column < row.cells.size(); ++column) {
        add_author_cell(column + 1, header_->names[column], metric, key, row.cells[column], number);
    }
}

// `| concur | -3.35% | ±0.15% | 0.15% |`: one variant per row, its change in the `%diff`
// column; a plain value there (`| baseline | 588.34 |`) is the reference's own mean.
void TableReader::author_variant_row(const cells::Row& row, const std::string& variant,
                                     int number) {
    CaseKey key;
    if (!tag_.empty()) {
        key.add("tag", tag_);
    }
    if (!section_.empty()) {
        key.add("section", section_);
    }
    const std::string& column_name = header_->names[*header_->author_pct_cell];
    const Metric metric{std::string(kFormat), "value", "", direction(column_name, "")};
    const cells::Cell& cell = row.cells[*header_->author_pct_cell];
    ensure_author_baseline(metric, key, number);
    if (cell.kind == cells::CellKind::value) {
        Observation* reference = index_.find(runs_, 0, metric, key);
        if (reference->sample.is_raw()) {
            Summary summary;  // n = 0 and no stddev: the table prints the mean alone
            summary.mean = cell.value;
            summary.stddev = std::numeric_limits<double>::quiet_NaN();
            reference->sample = Sample(std::move(summary));
            reference->rounding = 0.5 * std::pow(10.0, -cell.decimals);
            reference->line = number;
            if (variant != runs_.front().label) {
                reference->source.edit().column_label = variant;
            }
        }
        return;
    }
    const std::size_t position = position_of(run_named(variant));
    if (position == 0) {
        return;  // the baseline's change against itself
    }
    add_author_cell(position, variant, metric, key, cell, number);
}

void TableReader::add_author_cell(std::size_t position, const std::string& name,
                                  const Metric& metric, const CaseKey& key, const cells::Cell& cell,
                                  int number) {
    Run& run = run_at(position, name);
    if (cell.kind != cells::CellKind::percent || index_.find(runs_, position, metric, key)) {
        return;  // nothing printed (`-`), or the case again: the first cell stands
    }
    Observation observation{metric, key, Sample{}, number};
    observation.source.edit().author_only = true;
    observation.source.edit().pct = cell.value;
    observation.source.edit().pct_decimals = cell.decimals;
    observation.source.edit().mark = (cell.cut ? "\u2026" : "") + cell.mark;
    if (name != run.label) {
        observation.source.edit().column_label = name;
    }
    if (cell.cut) {
        run.diagnose(Level::note, number,
                     fmt::format("{} {}: the author's cell is cut short ({:+.{}f}\u2026); "
                                 "shown with the digits it has",
                                 key.to_string(), name, cell.value, cell.decimals));
    }
    index_.add(runs_, position, std::move(observation));
}

// The reference run of an author's table holds the case too, without a value (unless a row
// prints one), so that the report has a row for the variants' figures.
void TableReader::ensure_author_baseline(const Metric& metric, const CaseKey& key, int number) {
    run_at(0, std::string(kImplicitBaseline));
    if (index_.find(runs_, 0, metric, key) == nullptr) {
        Observation observation{metric, key, Sample{}, number};
        observation.source.edit().author_only = true;
        index_.add(runs_, 0, std::move(observation));
    }
}

}  // namespace benchcmp
