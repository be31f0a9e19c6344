// "ebizzy": the ebizzy web-server workload (0.2, 0.3 and the copies in LTP and the Phoronix
// Test Suite). A run prints its throughput and the process times:
//
//   97800 records/s
//   real 10.00 s
//   user  0.25 s
//   sys  13.54 s
//
// (some builds print the three times on one line, `real 10.00 s user  0.25 s sys  13.54 s`).
// Each `records/s` line is one run; runs pasted one after another form the raw sample. The
// times belong to the run above them; they are read only after a `records/s` line, so that
// the shells' `time` output elsewhere in a post is not taken for ebizzy's.
//
// Summaries of repeated runs as a wrapper script prints them, one block per thread count
// under a `N thread` line and one column per kernel beside each other:
//
//   records: 10            records: 10
//   avg:      7436.70      avg:      15292.70
//   std:      48.01(0.65%) std:      496.40(3.25%)
//   max:      7542.00      max:      15944.00
//   min:      7366.00      min:      14478.00
//
// are one summary per column (n from `records:`, the mean, the sample stddev; the percentage
// in parentheses is the stddev relative to the mean and is not read), the columns named by
// the two titles above the first block.

#include <fmt/format.h>

#include <cmath>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/common/format_parser.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/parsers.hpp"

namespace benchcmp {

namespace {

constexpr std::string_view kBenchmark = "ebizzy";

// `N records/s`: ebizzy's own result line.
constexpr double kSureScore = 0.9;
// `records: N` over `avg: X`: a summary block of ebizzy runs.
constexpr double kSummaryScore = 0.8;

const Metric kRecords{"ebizzy", "records_per_sec", "records/s", Direction::higher_is_better};
const Metric kReal{"ebizzy", "real", "s", Direction::lower_is_better};
const Metric kUser{"ebizzy", "user", "s", Direction::lower_is_better};
const Metric kSys{"ebizzy", "sys", "s", Direction::lower_is_better};

bool is_number(std::string_view token) {
    return scan::parse_number(token).status == scan::NumberStatus::ok;
}

bool is_records_line(const std::vector<std::string_view>& tokens) {
    return tokens.size() == 2 && tokens[1] == "records/s" && is_number(tokens[0]);
}

// `real 10.00 s`, `sys  13.54 s`, or the three on one line: name, value, `s` triples.
bool is_times_line(const std::vector<std::string_view>& tokens) {
    if (tokens.empty() || tokens.size() % 3 != 0) {
        return false;
    }
    for (std::size_t i = 0; i < tokens.size(); i += 3) {
        const std::string_view name = tokens[i];
        if ((name != "real" && name != "user" && name != "sys") || !is_number(tokens[i + 1]) ||
            tokens[i + 2] != "s") {
            return false;
        }
    }
    return true;
}

// The summary keys, in the order the blocks print them.
enum class Key { records, avg, std, max, min, none };

Key key_of(std::string_view token) {
    if (token == "records:") {
        return Key::records;
    }
    if (token == "avg:") {
        return Key::avg;
    }
    if (token == "std:") {
        return Key::std;
    }
    if (token == "max:") {
        return Key::max;
    }
    if (token == "min:") {
        return Key::min;
    }
    return Key::none;
}

// `71.96(2.43%)`: the stddev, then its share of the mean.
std::optional<double> summary_value(std::string_view token) {
    const std::size_t open = token.find('(');
    if (open != std::string_view::npos && token.ends_with("%)")) {
        token = token.substr(0, open);
    }
    const scan::Number value = scan::parse_number(token);
    if (value.status != scan::NumberStatus::ok) {
        return std::nullopt;
    }
    return value.value;
}

// `1 thread`, `32 threads`: the case of the summary blocks below.
std::optional<std::string> thread_label(const std::vector<std::string_view>& tokens) {
    if (tokens.size() == 2 && (tokens[1] == "thread" || tokens[1] == "threads") &&
        scan::parse_integer(tokens[0])) {
        return std::string(tokens[0]);
    }
    return std::nullopt;
}

// One column of a summary block while it is read.
struct Column {
    std::optional<double> values[5];
};

class Reader {
  public:
    explicit Reader(const InputText& input) : input_(input) {
        runs_.emplace_back().file = input.path;
    }

    void line(std::string_view raw, int number);
    std::vector<Run> finish();

  private:
    void summary_line(Key key, int number);
    void flush_block();
    Run& column_run(std::size_t column);
    void skip_block() {
        block_.clear();
        skipping_ = true;
    }

    const InputText& input_;
    std::vector<Run> runs_;
    std::vector<std::string_view> tokens_;
    bool after_records_ = false;
    std::string threads_;
    std::string last_text_;  // the last line that was no result: the titles over the blocks
    std::vector<std::string> titles_;
    std::vector<Column> block_;
    int block_line_ = 0;
    bool skipping_ = false;  // the block being read was diagnosed and is not read
};

void Reader::line(std::string_view raw, int number) {
    const std::string_view text = scan::clean_line(raw);
    if (text.empty()) {
        return;
    }
    scan::split_tokens(text, tokens_);
    if (is_records_line(tokens_)) {
        runs_.front().add_value(kRecords, CaseKey{}, scan::parse_number(tokens_[0]).value, number);
        after_records_ = true;
        return;
    }
    if (after_records_ && is_times_line(tokens_)) {
        for (std::size_t i = 0; i < tokens_.size(); i += 3) {
            const Metric& metric =
                tokens_[i] == "real" ? kReal : (tokens_[i] == "user" ? kUser : kSys);
            runs_.front().add_value(metric, CaseKey{}, scan::parse_number(tokens_[i + 1]).value,
                                    number);
        }
        return;
    }
    const Key key = key_of(tokens_.front());
    if (key != Key::none) {
        summary_line(key, number);
        return;
    }
    after_records_ = false;
    if (const auto threads = thread_label(tokens_)) {
        threads_ = *threads;
        return;
    }
    if (block_.empty()) {
        last_text_ = std::string(text);
    }
}

// One line of a summary block: `key: value` once per column.
void Reader::summary_line(Key key, int number) {
    if (tokens_.size() % 2 != 0) {
        runs_.front().diagnose(Level::warning, number,
                               fmt::format("ebizzy summary line \"{}\" is not `key: value` per "
                                           "column; the block is skipped",
                                           scan::excerpt(tokens_.front())));
        skip_block();
        return;
    }
    const std::size_t columns = tokens_.size() / 2;
    if (key == Key::records) {
        flush_block();
        skipping_ = false;
        block_.assign(columns, Column{});
        block_line_ = number;
        if (titles_.empty()) {
            if (columns == 2) {
                if (const auto pair = scan::split_titles(last_text_)) {
                    titles_ = {std::string(pair->first), std::string(pair->second)};
                }
            }
        }
    }
    if (block_.empty()) {
        if (!skipping_) {
            runs_.front().diagnose(Level::warning, number,
                                   "ebizzy summary line without a `records:` line above it; "
                                   "skipped");
        }
        return;
    }
    if (block_.size() != columns) {
        runs_.front().diagnose(Level::warning, number,
                               fmt::format("ebizzy summary line has {} columns, its block {}; "
                                           "the block is skipped",
                                           columns, block_.size()));
        skip_block();
        return;
    }
    for (std::size_t c = 0; c < columns; ++c) {
        const auto value = summary_value(tokens_[2 * c + 1]);
        if (key_of(tokens_[2 * c]) != key || !value) {
            runs_.front().diagnose(
                Level::warning, number,
                fmt::format("ebizzy summary value \"{}\" is not a number; the block is skipped",
                            scan::excerpt(tokens_[2 * c + 1])));
            skip_block();
            return;
        }
        block_[c].values[static_cast<int>(key)] = *value;
    }
    if (key == Key::min) {
        flush_block();
    }
}

Run& Reader::column_run(std::size_t column) {
    while (runs_.size() <= column) {
        runs_.emplace_back().file = input_.path;
    }
    Run& run = runs_[column];
    if (run.label.empty() && column < titles_.size()) {
        run.label = titles_[column];
    }
    return run;
}

void Reader::flush_block() {
    if (block_.empty()) {
        return;
    }
    CaseKey key;
    if (!threads_.empty()) {
        key.add("threads", threads_);
    }
    for (std::size_t c = 0; c < block_.size(); ++c) {
        const Column& column = block_[c];
        if (!column.values[0] || !column.values[1] || !column.values[2]) {
            runs_.front().diagnose(Level::warning, block_line_,
                                   "ebizzy summary block without its records, avg and std lines; "
                                   "skipped");
            break;
        }
        // The run count must be one: a cast of -10 or 1e300 to size_t is no n a test may use.
        const double records = *column.values[0];
        if (!(records >= 1.0 && records <= 9007199254740992.0) || std::floor(records) != records) {
            runs_.front().diagnose(Level::warning, block_line_,
                                   fmt::format("ebizzy summary block whose records: count {} is "
                                               "no number of runs; skipped",
                                               records));
            break;
        }
        Summary summary;
        summary.n = static_cast<std::size_t>(records);
        summary.mean = *column.values[1];
        summary.stddev = *column.values[2];
        summary.max = column.values[3];
        summary.min = column.values[4];
        Run& run = column_run(c);
        Observation observation{kRecords, key, Sample(std::move(summary)), block_line_};
        run.observations.push_back(std::move(observation));
    }
    block_.clear();
}

std::vector<Run> Reader::finish() {
    flush_block();
    if (runs_.size() > 1 && runs_.front().label.empty() && !titles_.empty()) {
        runs_.front().label = titles_.front();
    }
    for (Run& run : runs_) {
        run.file = input_.path;
        run.format = std::string(kBenchmark);
    }
    return std::move(runs_);
}

class EbizzyParser final : public RunsLineFormatParser<Reader> {
  public:
    EbizzyParser()
        : RunsLineFormatParser(
              kBenchmark,
              "ebizzy: `N records/s` result lines with their real/user/sys times, and "
              "records/avg/std/max/min summaries of repeated runs") {}

    double sniff(const SniffHead& head) const override {
        double score = 0.0;
        std::vector<std::string_view> tokens;
        bool records = false;
        for (const std::string_view text : head.clean_lines()) {
            if (text.empty()) {
                continue;
            }
            if (scan::is_digit(text.front()) && text.ends_with("records/s")) {
                scan::split_tokens(text, tokens);
                if (is_records_line(tokens)) {
                    return kSureScore;
                }
            } else if (text.starts_with("records:")) {
                records = true;
            } else if (records && text.starts_with("avg:")) {
                score = kSummaryScore;
            }
        }
        return score;
    }
};

}  // namespace

const Parser& ebizzy_parser() {
    return the_parser<EbizzyParser>();
}

}  // namespace benchcmp
