// "iotable": hand-made IO throughput tables as posted to mailing lists (seed 003, FORMATS.md
// section 6.3): titled sections (`Read averages:`, `Write data:`) holding
//   - averages tables: a header `BS(KB) RHEL4U2 2.6.14 %-diff`, a dashed rule, then one row
//     per block size with one column per kernel and the author's percent difference;
//   - transposed per-disk matrices: a key line `(0,1) 1 2 4 ... 256` (disk, block sizes), one
//     row per kernel, then an optional `Differ` row of printed percentages.
//
// Every kernel is one run; kernels are matched by position (column or row order), because
// authors rename them between sections (`2.6.14` above, `2.6.14.2` below). One value per cell
// means no per-cell test, so the parser also gathers, per section and block size, the values
// of every disk into one sample (case key disk=all) that the report can test across disks.
// The author's printed percentages are checked against the printed values, never used.

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/common/format_parser.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/iotable/iotable_lines.hpp"
#include "parse/parsers.hpp"

namespace benchcmp {

namespace {

namespace lines = iotable_lines;

// Throughput in megabytes per second, the unit of every table of this kind seen so far.
const Metric kThroughput{"io", "throughput", "MB/s", Direction::higher_is_better};

// A printed percentage may differ from the one recomputed from printed (rounded) values: in
// seed 003, 23.8 -> 12.3 is -48.3% but the author printed -48.4% from unrounded data.
constexpr double kPercentTolerance = 0.15;

// A matrix key line followed by a kernel row, or a header with a %-diff column over a dashed
// rule: nothing else looks like this.
constexpr double kSureScore = 0.9;

constexpr std::string_view kAverageDisk = "average";
constexpr std::string_view kAllDisks = "all";

bool is_number(std::string_view token) {
    return scan::parse_number(token).status == scan::NumberStatus::ok;
}

// A kernel row or Differ row of a matrix; its length is checked by the caller.
bool is_matrix_row(const lines::Tokens& tokens) {
    if (tokens.size() < 2 || is_number(tokens.front()) || lines::is_matrix_key(tokens)) {
        return false;
    }
    const bool percent = lines::is_percent_label(tokens.front());
    for (std::size_t i = 1; i < tokens.size(); ++i) {
        if (percent ? !lines::is_percent_cell(tokens[i]) : !lines::is_value_cell(tokens[i])) {
            return false;
        }
    }
    return true;
}

// A value cell as read and as printed, for checking the author's percentages.
struct Cell {
    std::optional<double> value;
    std::string text;
};

// One kernel: its run, and the other names it goes by in other tables.
struct Position {
    Run run;
    int label_line = 0;
    std::vector<std::pair<std::string, int>> other_labels;
    std::unordered_map<std::string, int> seen;  // case key -> line, to skip repeated tables
};

// One parse: the state that carries from line to line.
class Reader {
  public:
    explicit Reader(const InputText& input) : path_(input.path) {}

    void line(std::string_view raw, int number);
    std::vector<Run> finish();

  private:
    enum class Mode { none, averages, matrix };

    void start_averages();
    void averages_row(int number);
    void start_matrix(int number);
    void matrix_row(int number);
    void end_table();
    void name_variant(std::size_t position, std::string_view label, int number);
    std::optional<double> add_cell(std::size_t position, CaseKey key, std::string_view token,
                                   int number);
    void check_percent(const Cell& base, const Cell& changed, std::string_view printed,
                       const CaseKey& key, int number);
    CaseKey case_key(std::string_view disk, std::string_view key_value) const;
    void diagnose(Level level, int line, std::string message) {
        diagnostics_.push_back(Diagnostic{level, path_, line, std::move(message)});
    }

    std::string path_;
    std::vector<Position> positions_;
    std::vector<Diagnostic> diagnostics_;
    lines::Tokens tokens_;
    Mode mode_ = Mode::none;

    // From the last title until prose or a rule line ends it.
    std::string section_;
    bool averages_title_ = false;

    // The last line when it could be a table header; a rule or a row under it decides.
    std::vector<std::string> pending_header_;
    int pending_line_ = 0;

    // The table being read.
    int table_line_ = 0;
    bool repeat_reported_ = false;
    bool header_named_ = false;         // averages: kernels are named once a row proves the header
    std::string key_name_;              // averages: the first column's case-key name
    std::vector<std::string> columns_;  // averages: header names after the first column
    std::vector<int> column_variant_;   // averages: kernel position, or -1 for a % column
    std::string disk_;                  // matrix: the disk id
    std::vector<std::string> sizes_;    // matrix: block sizes
    std::size_t matrix_rows_ = 0;       // matrix: kernel rows so far
    std::vector<std::vector<Cell>> matrix_values_;
};

void Reader::line(std::string_view raw, int number) {
    const std::string_view text = scan::clean_line(raw);
    scan::split_tokens(text, tokens_);
    if (mode_ == Mode::matrix) {
        if (lines::is_matrix_key(tokens_)) {
            start_matrix(number);
            return;
        }
        if (is_matrix_row(tokens_)) {
            matrix_row(number);
            return;
        }
        end_table();
    } else if (mode_ == Mode::averages) {
        if (!tokens_.empty() && is_number(tokens_.front())) {
            averages_row(number);
            return;
        }
        end_table();
    }
    if (text.empty()) {
        pending_header_.clear();
        return;
    }
    if (lines::is_rule(text)) {
        if (!pending_header_.empty()) {
            start_averages();
        } else {
            section_.clear();  // a long rule separates sections
        }
        return;
    }
    if (!pending_header_.empty()) {
        if (tokens_.size() == pending_header_.size() && is_number(tokens_.front())) {
            start_averages();  // a header without a rule under it
            averages_row(number);
            return;
        }
        pending_header_.clear();
        section_.clear();  // the candidate was prose
    }
    if (lines::is_title(text, tokens_)) {
        section_ = lines::section_of(text);
        averages_title_ = lines::is_averages_title(text);
    } else if (lines::is_matrix_key(tokens_)) {
        start_matrix(number);
    } else if (lines::is_header(tokens_)) {
        pending_header_.assign(tokens_.begin(), tokens_.end());
        pending_line_ = number;
    } else {
        section_.clear();
    }
}

CaseKey Reader::case_key(std::string_view disk, std::string_view key_value) const {
    CaseKey key;
    if (!section_.empty()) {
        key.add("section", section_);
    }
    if (!disk.empty()) {
        key.add("disk", std::string(disk));
    }
    key.add(mode_ == Mode::averages ? key_name_ : std::string("bs"), std::string(key_value));
    return key;
}

void Reader::start_averages() {
    mode_ = Mode::averages;
    table_line_ = pending_line_;
    repeat_reported_ = false;
    header_named_ = false;
    key_name_ = lines::key_name(pending_header_.front());
    columns_.assign(pending_header_.begin() + 1, pending_header_.end());
    column_variant_.clear();
    int variants = 0;
    for (const std::string& column : columns_) {
        if (lines::is_percent_column(column)) {
            column_variant_.push_back(-1);
        } else {
            column_variant_.push_back(variants++);
        }
    }
    pending_header_.clear();
}

void Reader::averages_row(int number) {
    if (tokens_.size() != columns_.size() + 1) {
        diagnose(Level::warning, number,
                 fmt::format("row has {} cells, the header (line {}) has {}; row skipped",
                             tokens_.size(), table_line_, columns_.size() + 1));
        return;
    }
    if (!header_named_) {
        // Only now: prose over a dashed rule looks like a header but is followed by no row.
        header_named_ = true;
        for (std::size_t c = 0; c < columns_.size(); ++c) {
            if (column_variant_[c] >= 0) {
                name_variant(static_cast<std::size_t>(column_variant_[c]), columns_[c],
                             table_line_);
            }
        }
    }
    const CaseKey key = case_key(averages_title_ ? kAverageDisk : std::string_view(), tokens_[0]);
    std::vector<Cell> values;
    for (std::size_t c = 0; c < columns_.size(); ++c) {
        const std::string_view token = tokens_[c + 1];
        if (column_variant_[c] >= 0) {
            values.push_back(
                Cell{add_cell(static_cast<std::size_t>(column_variant_[c]), key, token, number),
                     std::string(token)});
        } else if (values.size() >= 2) {
            // A % column compares the kernel just left of it with the first kernel.
            check_percent(values.front(), values.back(), token, key, number);
        }
    }
}

void Reader::start_matrix(int number) {
    mode_ = Mode::matrix;
    table_line_ = number;
    repeat_reported_ = false;
    disk_ = std::string(tokens_.front());
    sizes_.assign(tokens_.begin() + 1, tokens_.end());
    matrix_rows_ = 0;
    matrix_values_.clear();
}

void Reader::matrix_row(int number) {
    const bool percent = lines::is_percent_label(tokens_.front());
    const std::size_t position = matrix_rows_;
    if (!percent) {
        // A ragged row still holds its kernel's place, or the rows below it would shift.
        ++matrix_rows_;
        name_variant(position, tokens_.front(), number);
    }
    if (tokens_.size() != sizes_.size() + 1) {
        diagnose(Level::warning, number,
                 fmt::format("row has {} cells, the key line (line {}) has {}; row skipped",
                             tokens_.size(), table_line_, sizes_.size() + 1));
        if (!percent) {
            matrix_values_.emplace_back(sizes_.size());
        }
        return;
    }
    std::vector<Cell> values;
    for (std::size_t c = 0; c < sizes_.size(); ++c) {
        const CaseKey key = case_key(disk_, sizes_[c]);
        if (percent) {
            // Differ compares the kernel row above it with the first kernel row.
            if (matrix_values_.size() >= 2) {
                check_percent(matrix_values_.front()[c], matrix_values_.back()[c], tokens_[c + 1],
                              key, number);
            }
        } else {
            values.push_back(
                Cell{add_cell(position, key, tokens_[c + 1], number), std::string(tokens_[c + 1])});
        }
    }
    if (!percent) {
        matrix_values_.push_back(std::move(values));
    }
}

void Reader::end_table() {
    mode_ = Mode::none;
}

void Reader::name_variant(std::size_t position, std::string_view label, int number) {
    if (position == positions_.size()) {
        Position added;
        added.run.file = path_;
        added.run.format = "iotable";
        added.run.label = std::string(label);
        added.label_line = number;
        positions_.push_back(std::move(added));
        return;
    }
    Position& known = positions_[position];
    if (known.run.label == label) {
        return;
    }
    for (const auto& [other, line] : known.other_labels) {
        if (other == label) {
            return;
        }
    }
    known.other_labels.emplace_back(std::string(label), number);
}

std::optional<double> Reader::add_cell(std::size_t position, CaseKey key, std::string_view token,
                                       int number) {
    Position& variant = positions_[position];
    const scan::Number value = scan::parse_number(token);
    if (value.status != scan::NumberStatus::ok) {
        diagnose(Level::warning, number,
                 fmt::format("{} of '{}' is not a number (\"{}\"); left out", key.to_string(),
                             variant.run.label, scan::excerpt(token)));
        return std::nullopt;
    }
    const auto [seen, added] = variant.seen.emplace(key.to_string(), number);
    if (!added) {
        if (!repeat_reported_) {
            repeat_reported_ = true;
            diagnose(Level::note, number,
                     fmt::format("{} was already read at line {}; the repeated cells of this "
                                 "table are ignored",
                                 key.to_string(), seen->second));
        }
        return value.value;  // still good for checking the printed percentages
    }
    variant.run.observations.push_back(
        Observation{kThroughput, std::move(key), Sample(std::vector<double>{value.value}), number});
    return value.value;
}

void Reader::check_percent(const Cell& base, const Cell& changed, std::string_view printed,
                           const CaseKey& key, int number) {
    const std::optional<double> percent = lines::percent_value(printed);
    if (!base.value || !changed.value || !percent || *base.value == 0.0) {
        return;
    }
    const double recomputed = (*changed.value - *base.value) / *base.value * 100.0;
    // The small slack keeps binary rounding of the printed decimals from tipping the limit.
    if (std::abs(recomputed - *percent) > kPercentTolerance + 1e-9) {
        diagnose(Level::warning, number,
                 fmt::format("{}: printed {}, but {} -> {} is {:+.2f}%, more than {} points apart",
                             key.to_string(), printed, base.text, changed.text, recomputed,
                             kPercentTolerance));
    }
}

std::vector<Run> Reader::finish() {
    for (std::size_t i = 0; i < positions_.size(); ++i) {
        for (const auto& [label, line] : positions_[i].other_labels) {
            diagnose(Level::note, line,
                     fmt::format("'{}' is compared as kernel {}, '{}' (line {}): kernels are "
                                 "matched by their position in each table",
                                 label, i + 1, positions_[i].run.label, positions_[i].label_line));
        }
    }
    // Per section and block size, every disk's value in one sample (disk=all), placed after
    // the author's averages and before the per-disk cells. A sample is kept when some kernel
    // has two or more disks in it, so that a kernel with one readable disk still shows up.
    std::vector<Run> across(positions_.size());
    std::vector<std::vector<Observation>> averages(positions_.size());
    std::vector<std::vector<Observation>> per_disk(positions_.size());
    std::set<std::string> wanted;
    for (std::size_t i = 0; i < positions_.size(); ++i) {
        for (Observation& observation : positions_[i].run.observations) {
            const std::string* disk = observation.case_key.find("disk");
            if (disk == nullptr || *disk == kAverageDisk) {
                averages[i].push_back(std::move(observation));
                continue;
            }
            if (observation.case_key.find("section") == nullptr) {
                // Without a section a matrix may be read or write data: no sample mixes them.
                per_disk[i].push_back(std::move(observation));
                continue;
            }
            CaseKey key;
            for (const auto& [name, value] : observation.case_key.entries) {
                key.add(name, name == "disk" ? std::string(kAllDisks) : value);
            }
            across[i].add_value(kThroughput, key, observation.sample.values().front(),
                                observation.line);
            per_disk[i].push_back(std::move(observation));
        }
        for (const Observation& observation : across[i].observations) {
            if (observation.sample.size() >= 2) {
                wanted.insert(observation.case_key.to_string());
            }
        }
    }
    std::vector<Run> runs;
    for (std::size_t i = 0; i < positions_.size(); ++i) {
        Run& run = positions_[i].run;
        run.observations = std::move(averages[i]);
        for (Observation& observation : across[i].observations) {
            if (wanted.contains(observation.case_key.to_string())) {
                run.observations.push_back(std::move(observation));
            }
        }
        std::move(per_disk[i].begin(), per_disk[i].end(), std::back_inserter(run.observations));
        if (run.observations.empty()) {
            // A run without values would stop the whole comparison; leave it out and say so.
            diagnose(Level::warning, positions_[i].label_line,
                     fmt::format("kernel '{}' has no readable values; left out", run.label));
            continue;
        }
        runs.push_back(std::move(run));
    }
    if (runs.empty()) {
        Run run;
        run.file = path_;
        run.format = "iotable";
        runs.push_back(std::move(run));
    }
    std::stable_sort(diagnostics_.begin(), diagnostics_.end(),
                     [](const Diagnostic& a, const Diagnostic& b) { return a.line < b.line; });
    runs.front().diagnostics = std::move(diagnostics_);
    return runs;
}

class IotableParser final : public RunsLineFormatParser<Reader> {
  public:
    IotableParser()
        : RunsLineFormatParser("iotable",
                               "per-disk and per-block-size IO throughput tables (MB/s)") {}

    double sniff(const SniffHead& head) const override {
        // Both signs are a line and the one before it: a matrix key (`(0,1) 1 2 ...`) and a
        // row, or a header and a rule. A line is split into tokens only when it can be the
        // first of a pair: the one before a rule, or a matrix key.
        std::vector<std::string_view> previous;
        std::vector<std::string_view> tokens;
        std::string_view previous_text;
        for (const std::string_view text : head.clean_lines()) {
            if (previous_text.starts_with('(')) {
                scan::split_tokens(previous_text, previous);
                scan::split_tokens(text, tokens);
                if (lines::is_matrix_key(previous) && is_matrix_row(tokens) &&
                    tokens.size() == previous.size()) {
                    return kSureScore;
                }
            }
            if (lines::is_rule(text)) {
                scan::split_tokens(previous_text, previous);
                if (lines::is_header(previous) && lines::is_percent_column(previous.back())) {
                    return kSureScore;
                }
            }
            previous_text = text;
        }
        return 0.0;
    }
};

}  // namespace

const Parser& iotable_parser() {
    return the_parser<IotableParser>();
}

}  // namespace benchcmp
