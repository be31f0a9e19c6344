// "bonnie": bonnie++ results, 1.0x and 1.9x to 2.00, as its text table and as its CSV line
// (FORMATS-FAMILIES.md section 7), including the wraps mail clients make of its 80-column
// lines.
//
// A result line is read by its shape, never by column position: values of 100000 and more
// overflow bonnie++'s fields, and a mailer that wraps at 72 columns moves the last cells to the
// next line. A result line with fewer cells than its block has is joined with the lines after it
// while they hold nothing but cells; a CSV line with fewer fields than its layout has is joined
// with the blank-free lines after it. When a file holds CSV lines they are what is read, since
// they carry the full numbers (2.00 rounds its text table to k/m units) and the text table
// repeats them.

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/bonnie/bonnie_lines.hpp"
#include "parse/common/cells.hpp"
#include "parse/common/format_parser.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/parsers.hpp"

namespace benchcmp {

namespace {

using bonnie_lines::Block;
using bonnie_lines::Record;

constexpr std::string_view kFormat = "bonnie";

// bonnie++'s own header or a CSV line of its layout: nothing else prints them.
constexpr double kSureScore = 0.9;

// Each block holds six tests of a rate and a %CP; a Latency line holds six latencies.
constexpr std::size_t kCells = 12;
constexpr std::size_t kLatencies = 6;

// A wrapped CSV line is rejoined from at most this many pieces.
constexpr int kMaxCsvJoins = 3;

// The comma-separated fields of text, empty ones included.
std::vector<std::string_view> csv_fields(std::string_view text) {
    std::vector<std::string_view> fields;
    scan::split_cells(text, fields);
    return fields;
}

bool looks_like_csv(std::string_view text) {
    return std::none_of(text.begin(), text.end(), scan::is_blank) &&
           std::count(text.begin(), text.end(), ',') >= 5;
}

bool is_io_header(std::string_view text) {
    return text.starts_with("Version") && text.find("Sequential Output") != text.npos;
}

bool all_of(const std::vector<std::string_view>& tokens, std::size_t from,
            bool (*predicate)(std::string_view)) {
    return std::all_of(tokens.begin() + static_cast<std::ptrdiff_t>(from), tokens.end(), predicate);
}

class Reader {
  public:
    Reader(std::vector<Run>& runs, const InputText& input) : runs_(runs), input_(input) {}

    void line(std::string_view raw, int number);
    void finish();

  private:
    // A result line, a Latency line or a CSV line waiting for the rest a mailer wrapped off.
    enum class Pending { none, cells, latencies, csv };

    bool continue_pending(std::string_view text, const std::vector<std::string_view>& tokens);
    void drop_pending();
    void complete_cells();
    void complete_csv();
    void statement(std::string_view text, int number);
    void emit(const Record& record);
    Run& run_for(const std::string& machine);
    void add(Run& run, const Metric& metric, const CaseKey& key, const std::string& cell,
             std::optional<double> value, int number);
    void diagnose(Level level, int number, std::string message) {
        diagnostics_.push_back(Diagnostic{level, input_.path, number, std::move(message)});
    }

    std::vector<Run>& runs_;
    const InputText& input_;
    std::vector<std::string> machines_;  // of runs_, by position
    std::vector<std::string_view> tokens_;

    std::optional<Block> block_;  // the text table block the lines are in
    std::vector<Record> text_records_;
    std::vector<Record> csv_records_;
    std::optional<Block> last_cells_;  // the block the last result line filled

    Pending pending_ = Pending::none;
    Block pending_block_ = Block::io;
    std::vector<std::string> pending_tokens_;
    std::string pending_case_;     // the size or files cell of a pending result line
    std::string pending_machine_;  // the machine cell of a pending io result line
    std::string pending_csv_;
    std::size_t pending_csv_count_ = 0;
    int pending_line_ = 0;
    int pending_joins_ = 0;
    bool placeholder_noted_ = false;
    // Kept until finish(), when the runs they belong to exist.
    std::vector<Diagnostic> diagnostics_;
};

void Reader::line(std::string_view raw, int number) {
    const std::string_view text = scan::clean_line(raw);
    scan::split_tokens(text, tokens_);
    if (pending_ != Pending::none) {
        if (!tokens_.empty() && continue_pending(text, tokens_)) {
            return;
        }
        drop_pending();
    }
    if (!tokens_.empty()) {
        statement(text, number);
    }
}

// Joins the line to the pending one when it holds only what the pending one lacks.
bool Reader::continue_pending(std::string_view text, const std::vector<std::string_view>& tokens) {
    if (pending_ == Pending::csv) {
        if (std::any_of(text.begin(), text.end(), scan::is_blank) ||
            pending_joins_ == kMaxCsvJoins) {
            return false;
        }
        pending_csv_ += text;  // the wrap fell at a comma or inside a field: nothing was lost
        ++pending_joins_;
        const std::size_t fields = csv_fields(pending_csv_).size();
        if (fields >= pending_csv_count_) {
            complete_csv();
        }
        return true;
    }
    const bool cells = pending_ == Pending::cells;
    const std::size_t wanted = cells ? kCells : kLatencies;
    if (pending_tokens_.size() + tokens.size() > wanted ||
        !all_of(tokens, 0, cells ? bonnie_lines::is_value : bonnie_lines::is_latency)) {
        return false;
    }
    pending_tokens_.insert(pending_tokens_.end(), tokens.begin(), tokens.end());
    if (pending_tokens_.size() == wanted) {
        complete_cells();
    }
    return true;
}

void Reader::drop_pending() {
    const Pending kind = std::exchange(pending_, Pending::none);
    if (kind == Pending::csv) {
        diagnose(Level::warning, pending_line_,
                 fmt::format("bonnie++ CSV line has {} of its {} fields; skipped",
                             csv_fields(pending_csv_).size(), pending_csv_count_));
    } else if (kind != Pending::none) {
        const bool cells = kind == Pending::cells;
        diagnose(Level::warning, pending_line_,
                 fmt::format("bonnie++ {} line has {} of its {} cells; skipped",
                             cells ? "result" : "Latency", pending_tokens_.size(),
                             cells ? kCells : kLatencies));
    }
}

void Reader::complete_csv() {
    pending_ = Pending::none;
    const std::vector<std::string_view> fields = csv_fields(pending_csv_);
    if (fields.size() != pending_csv_count_) {
        diagnose(Level::warning, pending_line_,
                 fmt::format("bonnie++ CSV line has {} fields where its layout has {}; skipped",
                             fields.size(), pending_csv_count_));
        return;
    }
    Record record = bonnie_lines::read_csv(fields);
    record.lines = {pending_line_, pending_line_};
    csv_records_.push_back(std::move(record));
}

// A result or Latency line with all its cells: into the text record it belongs to.
void Reader::complete_cells() {
    const Pending kind = std::exchange(pending_, Pending::none);
    if (kind == Pending::latencies) {
        if (last_cells_ && !text_records_.empty()) {
            text_records_.back().latencies[static_cast<std::size_t>(*last_cells_)] =
                std::move(pending_tokens_);
        }
        return;
    }
    const auto block = static_cast<std::size_t>(pending_block_);
    // An io line always starts a run's table; a files line starts one only when the table
    // before it already has its files line (a `-s 0` run prints no io line).
    if (pending_block_ == Block::io || text_records_.empty() ||
        !text_records_.back().cells[block].empty()) {
        text_records_.emplace_back();
    }
    Record& record = text_records_.back();
    record.cells[block] = std::move(pending_tokens_);
    record.lines[block] = pending_line_;
    if (pending_block_ == Block::io) {
        record.machine = std::move(pending_machine_);
        record.size = std::move(pending_case_);
    } else {
        record.files = std::move(pending_case_);
    }
    last_cells_ = pending_block_;
}

void Reader::statement(std::string_view text, int number) {
    if (looks_like_csv(text)) {
        const std::vector<std::string_view> fields = csv_fields(text);
        if (const auto count = bonnie_lines::csv_field_count(fields)) {
            pending_ = Pending::csv;
            pending_csv_ = text;
            pending_csv_count_ = *count;
            pending_line_ = number;
            pending_joins_ = 0;
            if (fields.size() >= *count) {
                complete_csv();
            }
        }
        return;
    }
    if (is_io_header(text)) {
        block_ = Block::io;
        return;
    }
    if (text.find("Sequential Create") != std::string_view::npos) {
        block_ = Block::files;
        return;
    }
    std::size_t first_cell = 0;
    Pending kind = Pending::cells;
    if (tokens_.front() == "Latency" && all_of(tokens_, 1, bonnie_lines::is_latency)) {
        kind = Pending::latencies;
        first_cell = 1;
    } else if (block_ == Block::io && tokens_.size() >= 3 && bonnie_lines::is_size(tokens_[1]) &&
               all_of(tokens_, 2, bonnie_lines::is_value)) {
        first_cell = 2;
    } else if (block_ == Block::files && tokens_.size() >= 2 &&
               bonnie_lines::is_files(tokens_[0]) && all_of(tokens_, 1, bonnie_lines::is_value)) {
        first_cell = 1;
    } else {
        return;
    }
    const std::size_t wanted = kind == Pending::cells ? kCells : kLatencies;
    if (tokens_.size() - first_cell > wanted) {
        diagnose(Level::warning, number,
                 fmt::format("bonnie++ result line has {} cells where {} were expected; skipped",
                             tokens_.size() - first_cell, wanted));
        return;
    }
    pending_ = kind;
    pending_block_ = *block_;
    pending_line_ = number;
    pending_tokens_.assign(tokens_.begin() + static_cast<std::ptrdiff_t>(first_cell),
                           tokens_.end());
    if (kind == Pending::cells) {
        pending_case_ = tokens_[first_cell - 1];
        pending_machine_ = first_cell == 2 ? tokens_[0] : std::string_view();
    }
    if (pending_tokens_.size() == wanted) {
        complete_cells();
    }
}

void Reader::finish() {
    if (pending_ != Pending::none) {
        drop_pending();
    }
    const bool use_csv = !csv_records_.empty();
    if (use_csv && !text_records_.empty()) {
        const Record& first = text_records_.front();
        diagnose(Level::note, first.lines[0] != 0 ? first.lines[0] : first.lines[1],
                 "read the bonnie++ CSV lines; the text tables show the same runs");
    }
    for (const Record& record : use_csv ? csv_records_ : text_records_) {
        emit(record);
    }
    if (runs_.empty()) {
        run_for("");
    }
    if (runs_.size() == 1) {
        runs_.front().label.clear();  // one machine: the caller names the file's variant
    }
    std::stable_sort(diagnostics_.begin(), diagnostics_.end(),
                     [](const Diagnostic& a, const Diagnostic& b) { return a.line < b.line; });
    auto& kept = runs_.front().diagnostics;
    kept.insert(kept.end(), diagnostics_.begin(), diagnostics_.end());
}

void Reader::emit(const Record& record) {
    Run& run = run_for(record.machine);
    for (const Block block : {Block::io, Block::files}) {
        const auto index = static_cast<std::size_t>(block);
        const std::vector<std::string>& cells = record.cells[index];
        const std::vector<std::string>& latencies = record.latencies[index];
        CaseKey key;
        key.add(block == Block::io ? "size" : "files",
                block == Block::io ? record.size : record.files);
        for (std::size_t test = 0; test < 6 && cells.size() == kCells; ++test) {
            const bool kilobytes = block == Block::io && test < 5;
            const std::string& rate = cells[2 * test];
            const std::string& cpu = cells[2 * test + 1];
            add(run, bonnie_lines::rate_metric(block, test), key, rate,
                bonnie_lines::rate_value(rate, kilobytes), record.lines[index]);
            add(run, bonnie_lines::cpu_metric(block, test), key, cpu,
                bonnie_lines::rate_value(cpu, false), record.lines[index]);
        }
        for (std::size_t test = 0; test < latencies.size(); ++test) {
            add(run, bonnie_lines::latency_metric(block, test), key, latencies[test],
                bonnie_lines::latency_usec(latencies[test]), record.lines[index]);
        }
    }
}

Run& Reader::run_for(const std::string& machine) {
    for (std::size_t i = 0; i < machines_.size(); ++i) {
        if (machines_[i] == machine) {
            return runs_[i];
        }
    }
    machines_.push_back(machine);
    Run& run = runs_.emplace_back();
    run.label = machine;
    run.file = input_.path;
    run.format = std::string(kFormat);
    return run;
}

// `+++++` is bonnie++'s "too fast to measure", an empty field a test that was not run: neither
// is a value, and the first is said once per file.
void Reader::add(Run& run, const Metric& metric, const CaseKey& key, const std::string& cell,
                 std::optional<double> value, int number) {
    if (value) {
        run.add_value(metric, key, *value, number);
    } else if (!cell.empty() && cell.find_first_not_of('+') == std::string::npos) {
        if (!std::exchange(placeholder_noted_, true)) {
            diagnose(Level::note, number,
                     fmt::format("{} is \"{}\": bonnie++ ran it too fast to measure; no value "
                                 "(noted once per file)",
                                 metric.name, cell));
        }
    } else if (!cell.empty()) {
        diagnose(
            Level::warning, number,
            fmt::format("{} \"{}\" is not a number; skipped", metric.name, scan::excerpt(cell)));
    }
}

class BonnieParser final : public FormatParser {
  public:
    BonnieParser()
        : FormatParser(
              kFormat,
              "bonnie++ text tables and CSV lines: K/sec, /sec, %CP and latency per test") {}

    double sniff(const SniffHead& head) const override {
        for (const std::string_view text : head.clean_lines()) {
            if (is_io_header(text) ||
                (looks_like_csv(text) && bonnie_lines::csv_field_count(csv_fields(text)))) {
                return kSureScore;
            }
        }
        return 0.0;
    }

    std::vector<Run> parse(const InputText& input) const override {
        std::vector<Run> runs;
        Reader reader(runs, input);
        scan::feed_lines(reader, input.content);
        reader.finish();
        return runs;
    }
};

}  // namespace

const Parser& bonnie_parser() {
    return the_parser<BonnieParser>();
}

}  // namespace benchcmp
