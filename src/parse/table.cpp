// "table": comparison tables typed or scripted by hand, the catch-all for what reviewers paste
// that no specific format claims (tried after all of them, just before "numbers").
//
//   o NPS1                                   <- section label: part of the case key
//   Test:          tip           patched     <- header: an optional label cell, then variants
//   ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~    <- banner: skipped
//    1-groups:     3.41 (0.00 pct)  3.02 (11.44 pct)
//   4 instances    2,620         623KiB/s    +2.50%*
//
// Rows are tokenised from the right (table_cells.hpp), so keys may contain blanks. Each
// variant column is one run, matched by position across the tables of a file; a row key seen
// again is another run of the same case. The author's percentages are kept as
// Observation::source_pct for the report to check (author_pct.hpp); they are never used as data.

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/parsers.hpp"
#include "parse/table_cells.hpp"
#include "parse/text_scan.hpp"

namespace benchcmp {

namespace {

namespace cells = table_cells;

constexpr std::string_view kFormat = "table";

// Below every specific format's sure score, equal to "numbers" (which comes later in the
// table, so a header over the numbers makes it a table) and above it for a single row.
constexpr double kTableScore = 0.6;
constexpr double kOneRowScore = 0.35;

// A section label is a short line: longer ones are prose between tables.
constexpr std::size_t kMaxSectionBytes = 40;
// Lines kept between data rows: a section label, a direction note and the header.
constexpr std::size_t kMaxPending = 4;

// The text of a line with mail quoting gone and `|` column rules turned into blanks.
std::string clean(std::string_view raw) {
    std::string text(scan::trim(scan::strip_quote(raw)));
    std::replace(text.begin(), text.end(), '|', ' ');
    return std::string(scan::trim(text));
}

// text with its blanks collapsed to single spaces and trailing colons gone, so that
// `Copy  4 instances:` and `Copy 4 instances` name one case.
std::string strip_colon(std::string_view text) {
    text = scan::trim(text);
    while (text.ends_with(':')) {
        text.remove_suffix(1);
    }
    std::string result;
    for (std::string_view word : scan::split_tokens(text)) {
        result += result.empty() ? "" : " ";
        result += word;
    }
    return result;
}

// A section label without its list bullet: `o NPS1` -> "NPS1", `* SNC on:` -> "SNC on".
std::string section_name(std::string_view text) {
    std::string name = strip_colon(text);
    for (std::string_view bullet : {"o ", "* ", "- ", "+ "}) {
        if (name.starts_with(bullet)) {
            return name.substr(bullet.size());
        }
    }
    return name;
}

// The case-key name a label cell gives: `#workers:` -> "workers", `$thr` -> "thr".
std::string key_name(std::string_view label) {
    std::string name = strip_colon(label);
    while (!name.empty() && (name.front() == '#' || name.front() == '$')) {
        name.erase(name.begin());
    }
    return name.empty() ? "case" : name;
}

// A table header: the variant names and the label cell's name, if any.
struct Header {
    std::vector<std::string> names;
    std::string label;
    int line = 0;
};

// Reads text as the header of a table whose first row has `values` value columns; nullopt
// when it cannot be (fewer than two variants, or fewer names than columns).
std::optional<Header> read_header(std::string_view text, std::size_t values, int line) {
    // `o NPS4`, `USB stick:`, `(SNC on)`: section labels, whatever their word count.
    const bool bullet = text.starts_with("o ") || text.starts_with("* ") ||
                        text.starts_with("- ") || text.starts_with("+ ");
    const bool parenthesised = text.starts_with('(') && text.ends_with(')');
    if (values < 2 || bullet || parenthesised || text.ends_with(':')) {
        return std::nullopt;
    }
    std::vector<std::string> words;
    for (std::string_view token : scan::split_tokens(text)) {
        if (!cells::is_percent_name(token)) {
            words.emplace_back(token);
        }
    }
    if (words.size() < values) {
        return std::nullopt;
    }
    // Variant names are words, not numbers: a row of numbers is data, not a header.
    for (std::size_t i = words.size() - values; i < words.size(); ++i) {
        if (cells::read_cell(words[i])) {
            return std::nullopt;
        }
    }
    Header header;
    header.line = line;
    for (std::size_t i = 0; i + values < words.size(); ++i) {
        header.label += header.label.empty() ? "" : " ";
        header.label += words[i];
    }
    header.names.assign(words.end() - static_cast<std::ptrdiff_t>(values), words.end());
    return header;
}

// A row that could be data: at least two columns of values or missing cells.
bool is_data(const cells::Row& row) {
    return cells::value_count(row) >= 2;
}

class Reader {
  public:
    explicit Reader(const InputText& input) : input_(input) {}

    void line(std::string_view raw, int number) {
        const std::string text = clean(raw);
        if (text.empty() || cells::is_banner(text)) {
            return;
        }
        cells::Row row = cells::read_row(text);
        if (!is_data(row)) {
            if (pending_.size() == kMaxPending) {
                pending_.erase(pending_.begin());  // prose: only the last lines can matter
            }
            pending_.push_back(Pending{text, number});
            return;
        }
        if (!pending_.empty()) {
            take_pending(row);
        }
        if (!header_) {
            return;
        }
        data_row(std::move(row), number);
    }

    std::vector<Run> finish() {
        if (runs_.empty()) {
            Run run;
            run.file = input_.path;
            run.format = std::string(kFormat);
            runs_.push_back(std::move(run));
        }
        return std::move(runs_);
    }

    /// Rows read under a header, for sniff().
    int data_rows() const { return data_rows_; }

  private:
    struct Pending {
        std::string text;
        int line = 0;
    };

    // The lines between two data rows: the last one may be a new header, and the one before
    // it (or the last one, when it is no header) a section label.
    void take_pending(const cells::Row& row) {
        const Pending& last = pending_.back();
        const std::size_t values = cells::value_count(row);
        std::optional<Header> header = read_header(last.text, values, last.line);
        std::string context;
        for (const Pending& pending : pending_) {
            context += pending.text;
            context += '\n';
        }
        if (header) {
            header_ = std::move(header);
            contexts_.push_back(context);
            section_.clear();
            if (pending_.size() >= 2) {
                const std::string& before = pending_[pending_.size() - 2].text;
                if (before.size() <= kMaxSectionBytes) {
                    section_ = section_name(before);
                }
            }
        } else if (header_ && last.text.size() <= kMaxSectionBytes) {
            section_ = section_name(last.text);
            contexts_.push_back(context);
        }
        pending_.clear();
    }

    Run& run_at(std::size_t column) {
        while (runs_.size() <= column) {
            Run run;
            run.file = input_.path;
            run.format = std::string(kFormat);
            run.label = header_->names[runs_.size()];
            runs_.push_back(std::move(run));
        }
        return runs_[column];
    }

    void data_row(cells::Row row, int number) {
        const std::size_t columns = header_->names.size();
        // A `-` under an unnamed %diff column is a missing percentage, not a missing value.
        while (cells::value_count(row) > columns && !row.cells.empty() &&
               row.cells.back().kind == cells::CellKind::missing) {
            row.cells.pop_back();
        }
        // A key that ends in a number (`groups 16`) lent it to the cells; give it back.
        while (cells::value_count(row) > columns && !row.cells.empty() &&
               row.cells.front().kind != cells::CellKind::percent) {
            row.key += row.key.empty() ? "" : " ";
            row.key += fmt::format("{}", row.cells.front().value);
            row.cells.erase(row.cells.begin());
        }
        if (cells::value_count(row) != columns) {
            run_at(0).diagnose(Level::warning, number,
                               fmt::format("row \"{}\" has {} values but the header on line {} "
                                           "names {} columns; skipped",
                                           scan::excerpt(row.key), cells::value_count(row),
                                           header_->line, columns));
            return;
        }
        ++data_rows_;
        CaseKey case_key;
        if (!section_.empty()) {
            case_key.add("section", section_);
        }
        case_key.add(key_name(header_->label), strip_colon(row.key));
        std::size_t column = 0;
        Observation* previous = nullptr;  // the cell a percentage column belongs to
        for (const cells::Cell& cell : row.cells) {
            if (cell.kind == cells::CellKind::percent) {
                if (previous != nullptr && column > 1) {
                    previous->source_pct = cell.value;
                    previous->source_pct_decimals = cell.decimals;
                }
                continue;
            }
            Run& run = run_at(column);
            previous = nullptr;
            if (cell.kind == cells::CellKind::value) {
                const Metric metric{std::string(kFormat), "value", cell.unit,
                                    direction(row.key, cell.unit)};
                run.add_value(metric, case_key, cell.value, number);
                previous = &find(run, metric, case_key);
                previous->source_rounding = 0.5 * std::pow(10.0, -cell.decimals);
                if (cell.source_pct && column > 0) {
                    previous->source_pct = cell.source_pct;
                    previous->source_pct_decimals = cell.source_pct_decimals;
                }
                if (header_->names[column] != run.label) {
                    previous->column_label = header_->names[column];
                }
            }
            ++column;
        }
    }

    // What the row's own words say (key, unit, label cell, section), else the nearest text
    // above it that says something: a `(lower = better)` line holds until another one.
    Direction direction(std::string_view key, std::string_view unit) const {
        const std::string own = fmt::format("{}\n{}\n{}\n{}", key, unit, header_->label, section_);
        if (const Direction said = cells::direction_of(own); said != Direction::unknown) {
            return said;
        }
        for (auto context = contexts_.rbegin(); context != contexts_.rend(); ++context) {
            if (const Direction said = cells::direction_of(*context); said != Direction::unknown) {
                return said;
            }
        }
        return Direction::unknown;
    }

    static Observation& find(Run& run, const Metric& metric, const CaseKey& case_key) {
        auto found = std::find_if(
            run.observations.rbegin(), run.observations.rend(),
            [&](const Observation& o) { return o.metric == metric && o.case_key == case_key; });
        return *found;
    }

    const InputText& input_;
    std::vector<Run> runs_;
    std::optional<Header> header_;
    std::vector<Pending> pending_;
    std::string section_;
    std::vector<std::string> contexts_;  // the lines above each table, for direction words
    int data_rows_ = 0;
};

class TableParser final : public Parser {
  public:
    std::string_view name() const override { return kFormat; }

    std::string_view description() const override {
        return "hand-made comparison tables: a header naming the variants, one row per case";
    }

    double sniff(std::string_view head) const override {
        const InputText input{"", std::string(head)};
        Reader reader(input);
        scan::LineReader lines(head);
        for (scan::Line line; lines.next(line);) {
            reader.line(line.text, line.number);
        }
        const int rows = reader.data_rows();
        return rows >= 2 ? kTableScore : rows == 1 ? kOneRowScore : 0.0;
    }

    std::vector<Run> parse(const InputText& input) const override {
        Reader reader(input);
        scan::LineReader lines(input.content);
        for (scan::Line line; lines.next(line);) {
            reader.line(line.text, line.number);
        }
        return reader.finish();
    }
};

}  // namespace

const Parser& table_parser() {
    static const TableParser kParser;
    return kParser;
}

}  // namespace benchcmp
