// TableReader: the state machine behind the "table" format, comparison tables typed or
// scripted by hand:
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
// Observation::source.pct for the report to check (author_pct.hpp); they are never used as data.
//
// Transposed tables have the variants as rows under a row of cases (`BS(KB) 1 2 4 8`), told
// apart by that row being all numbers (or numbers with units, `4k 64k`) followed by a row of
// the same width with a word for its key. Python-style lists (`tip: [0.089, 0.148]`) are
// raw runs, `avg - X, std - Y%` lines summaries; both are in table_lists.cpp. The data rows
// themselves become observations in table_rows.cpp, the author's tables in table_author.cpp.

#include "parse/table/table_reader.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "parse/common/text_scan.hpp"
#include "parse/table/table_cells.hpp"

namespace benchcmp {

namespace {

namespace cells = table_cells;
using table_text::printable;
using table_text::strip_colon;
using table_text::tagged_title;

constexpr std::string_view kFormat = "table";

// A section label is a short line: longer ones are prose between tables.
constexpr std::size_t kMaxSectionBytes = 40;
// A caption naming a table of statistics rows is one line of prose, not a paragraph.
constexpr std::size_t kMaxCaptionBytes = 100;
// Lines kept between data rows: a section label, a direction note and the header.
constexpr std::size_t kMaxPending = 4;

// The text of a line with mail quoting gone and `|` column rules turned into blanks: a view
// of raw, or of buffer when there were rules to replace (most lines have none, and are not
// copied).
std::string_view clean(std::string_view raw, std::string& buffer) {
    const std::string_view trimmed = scan::clean_line(raw);
    if (trimmed.find('|') == std::string_view::npos) {
        return trimmed;
    }
    buffer.assign(trimmed);
    std::replace(buffer.begin(), buffer.end(), '|', ' ');
    return scan::trim(buffer);
}

// A title without its note on direction in brackets: `OraSim (bigger is better)` -> `OraSim`.
// The note applies to what follows (note_context reads it) but names no case.
std::string_view without_direction_note(std::string_view text) {
    const std::size_t open = text.rfind('(');
    if (open != std::string_view::npos && text.ends_with(')') &&
        text.find("better", open) != std::string_view::npos) {
        return scan::trim(text.substr(0, open));
    }
    return text;
}

// Whether a line between tables can label a section: short, and not a note on direction
// such as `(lower = better)`, which applies to the tables but names no case.
bool is_section(std::string_view text) {
    text = without_direction_note(text);
    return !text.empty() && text.size() <= kMaxSectionBytes &&
           text.find("better") == std::string_view::npos;
}

// A section label without its list bullet and note on direction: `o NPS1` -> "NPS1",
// `* SNC on:` -> "SNC on".
std::string section_name(std::string_view text) {
    std::string name = strip_colon(without_direction_note(text));
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

// The row of cases heading a transposed table: a label, then whole numbers, possibly with a
// unit (`BS(KB) 1 2 4 8`, `threads 4k 64k`); nothing decorated, missing or a percentage.
bool is_case_row(const cells::Row& row) {
    if (row.key.empty() || cells::read_cell(row.key) || row.cells.size() < 2) {
        return false;
    }
    return std::all_of(row.cells.begin(), row.cells.end(), [](const cells::Cell& cell) {
        return cell.kind == cells::CellKind::value && cell.decimals == 0 && !cell.source_pct;
    });
}

// A row that could be data: at least two columns of values or missing cells.
bool is_data(const cells::Row& row) {
    return cells::value_count(row) >= 2;
}

}  // namespace

void TableReader::line(std::string_view raw, int number) {
    std::string buffer;
    const std::string_view text = clean(raw, buffer);
    if (text.empty() || cells::is_banner(text)) {
        return;
    }
    if (const auto list = table_lists::read_list(text)) {
        flush_candidate();
        list_line(*list, number);
        return;
    }
    if (const auto summary = table_lists::read_avg_std(text)) {
        flush_candidate();
        avg_std_line(*summary, number);
        return;
    }
    cells::Row row = cells::read_row(text);
    if (!is_data(row)) {
        flush_candidate();
        if (author_line(row, number)) {
            return;
        }
        remember(std::string(text), number);
        return;
    }
    if (header_ && header_->author()) {
        header_.reset();  // values after an author's table: they need a header of their own
    }
    const bool fresh = !pending_.empty() || !header_;
    const bool new_header = !pending_.empty() && take_pending(row);
    if (candidate_) {
        const Candidate candidate = *candidate_;
        candidate_.reset();
        if (!new_header && cells::value_count(row) == candidate.columns && !row.key.empty() &&
            !cells::read_cell(row.key)) {
            start_transposed(candidate);
        } else {
            replay(candidate);  // a data row after all
        }
    } else if (header_ && header_->transposed && is_case_row(row) && repeats_cases(text)) {
        start_transposed(Candidate{std::string(text), row.cells.size(), number});  // next matrix
        return;
    } else if (!new_header && fresh && is_case_row(row) && !is_variant(row.key) &&
               (!header_ || header_->transposed ||
                cells::value_count(row) != header_->names.size())) {
        candidate_ = Candidate{std::string(text), row.cells.size(), number};
        return;
    }
    take_row(std::move(row), number);
}

std::vector<Run> TableReader::finish() {
    flush_candidate();
    if (runs_.empty()) {
        Run run;
        run.file = input_.path;
        run.format = std::string(kFormat);
        runs_.push_back(std::move(run));
    }
    return std::move(runs_);
}

void TableReader::flush_candidate() {
    if (candidate_) {
        const Candidate candidate = *candidate_;
        candidate_.reset();
        replay(candidate);
    }
}

// A row held as a possible transposed header that turned out to be data of the current table.
void TableReader::replay(const Candidate& candidate) {
    take_row(cells::read_row(candidate.text), candidate.line);
}

// A data row, read by the kind of table the current header heads; none before a header.
void TableReader::take_row(cells::Row&& row, int number) {
    if (!header_) {
        return;
    }
    if (header_->transposed) {
        transposed_row(std::move(row), number);
    } else if (header_->metric_columns) {
        metric_row(row, number);
    } else if (header_->stat_columns) {
        stat_row(row, number);
    } else {
        data_row(std::move(row), number);
    }
}

// Whether key names a variant already read: its row is data, never a row of cases.
bool TableReader::is_variant(std::string_view key) const {
    const std::string name = strip_colon(key);
    return std::any_of(runs_.begin(), runs_.end(),
                       [&](const Run& run) { return run.label == name; });
}

void TableReader::remember(std::string text, int number) {
    if (pending_.size() == kMaxPending) {
        pending_.erase(pending_.begin());  // prose: only the last lines can matter
    }
    pending_.push_back(Pending{std::move(text), number});
}

bool TableReader::repeats_cases(std::string_view text) const {
    const std::vector<std::string_view> tokens = scan::split_tokens(text);
    const std::vector<std::string>& names = header_->names;
    if (tokens.size() <= names.size()) {
        return false;
    }
    return std::equal(names.begin(), names.end(),
                      tokens.end() - static_cast<std::ptrdiff_t>(names.size()));
}

// The lines between two data rows: the last one may be a new header, and the one before it
// (or the last one, when it is no header) a section label.
bool TableReader::take_pending(const cells::Row& row) {
    const Pending& last = pending_.back();
    std::optional<TableHeader> header = read_header(last.text, cells::value_count(row), last.line);
    // A header naming measurements says each column's direction, not the whole table's.
    const std::size_t said =
        header && header->metric_columns ? pending_.size() - 1 : pending_.size();
    std::string context;
    for (std::size_t at = 0; at < said; ++at) {
        context += pending_[at].text;
        context += '\n';
    }
    note_context(context);
    const bool taken = header.has_value();
    if (header) {
        header_ = std::move(header);
        section_.clear();
        caption_ = caption();
        mean_row_.clear();
        tag_.clear();
        if (pending_.size() >= 2) {
            take_title(pending_.size() - 2);
        }
    } else {
        take_title(pending_.size() - 1);
    }
    pending_.clear();
    return taken;
}

// The line above a new header that names the table (`100 iterations of: sysbench threads
// --threads=8 run`), passing over direction sentences (`Lower result is better`).
std::string TableReader::caption() const {
    for (std::size_t at = pending_.size() - 1; at-- > 0;) {
        const std::string& text = pending_[at].text;
        if (direction_words::read(text).strength == direction_words::Strength::phrase) {
            continue;
        }
        return text.size() <= kMaxCaptionBytes ? strip_colon(text) : std::string();
    }
    return {};
}

// A pending line as the title of the table below it: `[tag] rest` gives the tag and the
// section, a short line the section.
void TableReader::take_title(std::size_t index) {
    const std::string& text = pending_[index].text;
    if (auto title = tagged_title(text)) {
        tag_ = std::move(title->tag);
        section_ = std::move(title->rest);
    } else if (is_section(text)) {
        tag_.clear();
        section_ = section_name(text);
    }
}

void TableReader::start_transposed(const Candidate& candidate) {
    const cells::Row row = cells::read_row(candidate.text);
    const std::vector<std::string_view> tokens = scan::split_tokens(candidate.text);
    TableHeader header;
    header.transposed = true;
    header.line = candidate.line;
    header.label = row.key;
    for (auto token = tokens.end() - static_cast<std::ptrdiff_t>(candidate.columns);
         token != tokens.end(); ++token) {
        header.names.push_back(printable(*token));
    }
    header_ = std::move(header);
    row_variants_.clear();
}

Run& TableReader::run_at(std::size_t position, const std::string& name) {
    while (runs_.size() <= position) {
        Run run;
        run.file = input_.path;
        run.format = std::string(kFormat);
        run.label = runs_.size() == position ? name : fmt::format("column {}", runs_.size() + 1);
        runs_.push_back(std::move(run));
    }
    return runs_[position];
}

std::size_t TableReader::position_of(const Run& run) const {
    return static_cast<std::size_t>(&run - runs_.data());
}

Run& TableReader::run_named(const std::string& name) {
    for (Run& run : runs_) {
        if (run.label == name) {
            return run;
        }
    }
    return run_at(runs_.size(), name);
}

CaseKey TableReader::case_key(std::string_view value) const {
    CaseKey key = section_key();
    key.add(table_words().key_name, strip_colon(value));
    return key;
}

CaseKey TableReader::section_key() const {
    CaseKey key;
    if (!tag_.empty()) {
        key.add("tag", tag_);
    }
    if (!section_.empty()) {
        key.add("section", section_);
    }
    return key;
}

// The label cell and the section are the same for every cell of a table: their words are
// read once per table, not once per cell.
const TableReader::TableWords& TableReader::table_words() const {
    const std::string_view label = header_ ? std::string_view(header_->label) : "";
    if (!table_words_ || label != table_words_->label || section_ != table_words_->section) {
        table_words_ = TableWords{std::string(label), section_, direction_words::read(label),
                                  direction_words::read(section_), key_name(label)};
    }
    return *table_words_;
}

Direction TableReader::direction(std::string_view key, std::string_view unit) const {
    return direction(direction_words::read(key), unit);
}

// What the nearest text says (docs/formats.md, "Direction from words and units"): the row's
// key, the cell's unit, the header's label cell, the section, then the text above the table,
// where a `(lower = better)` line holds until another one says otherwise.
Direction TableReader::direction(const direction_words::Said& key, std::string_view unit) const {
    const TableWords& words = table_words();
    const std::array<direction_words::Said, 5> said{
        key, direction_words::read(unit), words.label_said, words.section_said, context_said_};
    return direction_words::resolve_said(said);
}

// Keeps what the latest text above a table said about direction, so that each row costs one
// lookup however many tables came before (a rescan of every earlier one made long inputs
// quadratic).
void TableReader::note_context(const std::string& context) {
    if (const direction_words::Said said = direction_words::read(context);
        said.direction != Direction::unknown) {
        context_said_ = said;
    }
}

// The variant a list or summary line belongs to: the label on its own line, else the last
// pending line (`tip:` above `[...]`); a short line above that is the section.
std::string TableReader::take_label(const std::string& label_on_line) {
    std::string label = printable(label_on_line);
    std::size_t section_at = pending_.size();  // the pending line naming the section
    if (label.empty() && !pending_.empty()) {
        label = strip_colon(pending_.back().text);
        section_at = pending_.size() - 1;
    }
    if (section_at > 0 && is_section(pending_[section_at - 1].text)) {
        section_ = section_name(pending_[section_at - 1].text);
    }
    std::string context;
    for (const Pending& pending : pending_) {
        context += pending.text;
        context += '\n';
    }
    if (!context.empty()) {
        note_context(context);
    }
    pending_.clear();
    return label;
}

void TableReader::list_line(const table_lists::ListLine& list, int number) {
    const std::string variant = take_label(list.label);
    if (variant.empty()) {
        run_at(0, "").diagnose(Level::warning, number,
                               "a list of runs without a label naming its variant; skipped");
        return;
    }
    ++data_rows_;
    Run& run = run_named(variant);
    CaseKey key;
    if (!section_.empty()) {
        key.add("section", section_);
    }
    const Metric metric{std::string(kFormat), "value", "", direction("", "")};
    for (const double value : list.values) {
        index_.add_value(runs_, position_of(run), metric, key, value, number);
    }
    list_variant_ = variant;
}

void TableReader::avg_std_line(const table_lists::AvgStdLine& line, int number) {
    // Right under a list the line summarises that list; otherwise it names its own variant.
    const std::string variant =
        line.label.empty() && pending_.empty() ? list_variant_ : take_label(line.label);
    if (variant.empty()) {
        return;
    }
    ++data_rows_;
    Run& run = run_named(variant);
    CaseKey key;
    if (!section_.empty()) {
        key.add("section", section_);
    }
    const Metric metric{std::string(kFormat), "value", "", direction("", "")};
    if (index_.find(runs_, position_of(run), metric, key) != nullptr) {
        return;  // the list above holds the runs themselves; the summary adds nothing
    }
    Summary summary;  // n = 0: the line does not say how many runs; --runs supplies it
    summary.mean = line.mean;
    summary.stddev = line.stddev;
    index_.add(runs_, position_of(run),
               Observation{metric, key, Sample(std::move(summary)), number});
    list_variant_ = variant;
}

}  // namespace benchcmp
