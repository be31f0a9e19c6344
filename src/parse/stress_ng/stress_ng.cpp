// "stress-ng": the metrics table that `stress-ng --metrics` and `--metrics-brief` print at the
// end of a run (FORMATS.md section 8), one row per stressor, with any line prefix
// (`stress-ng: info:  [PID] `, `stress-ng: metrc: [PID] `, `stress-ng: ` or none), in the
// older six-column and the newer eight-column layouts, one or many runs per file.
//
// Each row becomes one case (stressor, and the instance count from `dispatching hogs:`), so
// the rows of repeated runs become one sample per metric. `--perf` adds a block per stressor
// after the table (`cpu:`, then `674705889 CPU Clock  0.224 B/sec` per counter): each
// counter's total is a metric of that stressor's case.

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/common/format_parser.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/parsers.hpp"

namespace benchcmp {

namespace {

// The header line names the table; nothing else prints "stressor" and "bogo ops" together.
constexpr double kSureScore = 0.9;
// A prefixed row without its header: stress-ng's own log prefix, but no column names.
constexpr double kBareRowScore = 0.8;
// stress-ng's log lines alone, a level and a pid in their prefix (`stress-ng: debug: [4100]`):
// a verbose run (-v) prints them by the thousand before its metrics table, past the head
// that detection sees. A few of them are a tool's log, not a quote in prose.
constexpr double kLogScore = 0.75;
constexpr std::size_t kLogLines = 3;

// The numeric columns every layout starts with: bogo ops, real, usr and sys time, and the
// two bogo ops/s rates. Newer versions append CPU used per instance (%) and RSS Max (KB).
constexpr std::size_t kBaseColumns = 6;
constexpr std::size_t kNewerColumns = 8;

// The figures people compare; the times, CPU share and RSS are context (FORMATS.md 8).
const Metric kBogoOps{"stress-ng", "bogo_ops", "", Direction::higher_is_better};
const Metric kRateReal{"stress-ng", "bogo_ops_per_sec_real", "", Direction::higher_is_better};
const Metric kRateCpu{"stress-ng", "bogo_ops_per_sec_cpu", "", Direction::higher_is_better};

// A line without its mail quoting, split at stress-ng's log prefix: `stress-ng:`, then a
// level word ending in ':' (`info:`, `metrc:`), then `[PID]`, each optional.
struct PrefixedLine {
    bool level = false;     // the prefix holds a level word
    bool pid = false;       // and a `[PID]` of digits: a line a run logs
    std::string_view body;  // the text after the prefix
};

PrefixedLine split_prefix(std::string_view line) {
    PrefixedLine split{false, false, scan::clean_line(line)};
    std::string_view& text = split.body;
    if (!text.starts_with("stress-ng:")) {
        return split;
    }
    text = scan::trim(text.substr(10));
    std::string_view rest = text;
    const std::string_view level = scan::next_token(rest);
    if (level.size() > 1 && level.back() == ':' && level.find('[') == std::string_view::npos) {
        split.level = true;
        text = scan::trim(rest);
    }
    if (text.starts_with('[')) {
        if (const std::size_t close = text.find(']'); close != std::string_view::npos) {
            split.pid = close > 1 && std::all_of(text.begin() + 1,
                                                 text.begin() + static_cast<std::ptrdiff_t>(close),
                                                 [](char c) { return scan::is_digit(c); });
            text = scan::trim(text.substr(close + 1));
        }
    }
    return split;
}

std::string_view body(std::string_view line) {
    return split_prefix(line).body;
}

bool has_prefix(std::string_view line) {
    return scan::clean_line(line).starts_with("stress-ng:");
}

bool is_header(std::string_view text) {
    return text.starts_with("stressor") && text.find("bogo ops") != std::string_view::npos;
}

bool all_numbers(const std::vector<std::string_view>& tokens, std::size_t from);

// A metrics row standing on its own: the `stress-ng:` prefix, a stressor name and exactly the
// values of one of the layouts. Posters paste the header once and the later runs' rows bare;
// the prefix is what proves they are stress-ng's, so an unprefixed bare row is not claimed.
std::size_t bare_row_columns(std::string_view raw, const std::vector<std::string_view>& tokens) {
    if (!has_prefix(raw) || tokens.empty() ||
        scan::parse_number(tokens[0]).status != scan::NumberStatus::invalid ||
        !all_numbers(tokens, 1)) {
        return 0;
    }
    const std::size_t values = tokens.size() - 1;
    return values == kBaseColumns || values == kNewerColumns ? values : 0;
}

bool all_numbers(const std::vector<std::string_view>& tokens, std::size_t from) {
    for (std::size_t i = from; i < tokens.size(); ++i) {
        if (scan::parse_number(tokens[i]).status != scan::NumberStatus::ok) {
            return false;
        }
    }
    return true;
}

// A `--perf` counter as stress-ng prints it after the table (core-perf.c,
// stress_perf_stat_dump: `%'26 PRIu64 " %-24s %11.3f %-5s"` and an optional ratio):
//   `  674705889 CPU Clock    0.224 B/sec`, `  1,234,567 Cache Misses  0.412 M/sec ( 3.210%)`.
// The count is the counter's total over the run, the figure read; the rate beside it is that
// total over the run time, rounded.
struct PerfCounter {
    std::string name;  // "perf_cpu_clock"
    double count = 0.0;
};

// `1,234,567` (`%'` in a locale with a thousands separator: `,`, `.` or `'`) or `1234567`.
std::optional<double> parse_count(std::string_view token) {
    std::string digits;
    std::size_t group = 0;
    char separator = 0;
    for (const char c : token) {
        if (scan::is_digit(c)) {
            digits += c;
            ++group;
            continue;
        }
        const bool first = separator == 0 && group >= 1 && group <= 3 && digits.size() == group;
        if ((c != ',' && c != '.' && c != '\'') || (separator != 0 && c != separator) ||
            (!first && group != 3)) {
            return std::nullopt;
        }
        separator = c;
        group = 0;
    }
    if (digits.empty() || (separator != 0 && group != 3)) {
        return std::nullopt;
    }
    return scan::parse_number(digits).value;
}

std::optional<PerfCounter> read_perf_counter(const std::vector<std::string_view>& tokens) {
    if (tokens.size() < 4) {
        return std::nullopt;
    }
    const std::optional<double> count = parse_count(tokens[0]);
    if (!count) {
        return std::nullopt;
    }
    for (std::size_t r = 3; r < tokens.size(); ++r) {
        if (!tokens[r].ends_with("/sec") ||
            scan::parse_number(tokens[r - 1]).status != scan::NumberStatus::ok) {
            continue;
        }
        PerfCounter counter{"perf", *count};
        for (std::size_t i = 1; i + 1 < r; ++i) {
            counter.name += '_';
            for (const char c : tokens[i]) {
                counter.name += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
            }
        }
        return counter;
    }
    return std::nullopt;
}

// `cpu:` alone on a line: the stressor whose `--perf` counters follow.
std::optional<std::string_view> read_perf_stressor(const std::vector<std::string_view>& tokens) {
    if (tokens.size() != 1 || tokens[0].size() < 2 || !tokens[0].ends_with(':')) {
        return std::nullopt;
    }
    const std::string_view name = tokens[0].substr(0, tokens[0].size() - 1);
    const bool word = std::all_of(name.begin(), name.end(), [](char c) {
        return scan::is_letter(c) || scan::is_digit(c) || c == '-' || c == '_';
    });
    return word ? std::optional<std::string_view>(name) : std::nullopt;
}

class Reader {
  public:
    explicit Reader(Run& run) : run_(run) {}

    void line(std::string_view raw, int number);
    void finish();

  private:
    void header(std::string_view raw, std::string_view text, int number);
    void row(int number);
    void cut_row();
    void dispatching(std::string_view text);
    void verdict_line(std::string_view text, int number);
    bool perf_line(int number);
    CaseKey key_of(std::string_view stressor) const;

    Run& run_;
    std::string perf_stressor_;  // the stressor whose `--perf` counters are being read
    std::vector<std::string_view> tokens_;
    std::vector<std::string_view> pending_;  // a row short of values, maybe wrapped by a mailer
    int pending_line_ = 0;
    bool in_table_ = false;
    bool prefixed_ = false;  // whether the table's lines carry the `stress-ng:` prefix
    int table_line_ = 0;
    std::size_t columns_ = kBaseColumns;
    std::vector<std::pair<std::string, std::string>> instances_;  // from `dispatching hogs:`
};

void Reader::line(std::string_view raw, int number) {
    const std::string_view text = body(raw);
    if (text.empty()) {
        // stress-ng prints no blank line inside its table; a blank line ends it.
        if (!pending_.empty()) {
            cut_row();
        }
        in_table_ = false;
        return;
    }
    scan::split_tokens(text, tokens_);
    if (!pending_.empty()) {
        // A mailer's wrap leaves the rest of a row's numbers alone on the next line.
        if (all_numbers(tokens_, 0) && pending_.size() - 1 + tokens_.size() <= columns_) {
            pending_.insert(pending_.end(), tokens_.begin(), tokens_.end());
            tokens_.swap(pending_);
            pending_.clear();
            row(pending_line_);
            return;
        }
        cut_row();
    }
    if (is_header(text)) {
        header(raw, text, number);
        return;
    }
    if (in_table_) {
        if (text.front() == '(') {
            // The second header line: `(secs) ... (usr+sys time) instance (%) (KB)`.
            if (text.find("(KB)") != std::string_view::npos) {
                columns_ = kNewerColumns;
            }
            return;
        }
        if (tokens_.size() >= 2 &&
            scan::parse_number(tokens_[0]).status == scan::NumberStatus::invalid &&
            all_numbers(tokens_, 1)) {
            row(number);
            return;
        }
        // stress-ng's own next line (`miscellaneous metrics:`, `successful run completed`)
        // ends the table; another program's line interleaved with a prefixed table does not.
        if (!prefixed_ || has_prefix(raw)) {
            in_table_ = false;
        }
    }
    if (!in_table_) {
        if (const std::size_t columns = bare_row_columns(raw, tokens_); columns > 0) {
            columns_ = columns;
            table_line_ = number;
            row(number);
            return;
        }
    }
    if (perf_line(number)) {
        return;
    }
    if (text.starts_with("dispatching hogs:")) {
        dispatching(text.substr(17));
    } else if (text.starts_with("failed:") || text.starts_with("metrics untrustworthy:")) {
        verdict_line(text, number);
    }
}

// Newer versions end a run with `failed: N` and `metrics untrustworthy: N`; a count above 0
// means the table above holds numbers stress-ng itself does not vouch for.
void Reader::verdict_line(std::string_view text, int number) {
    const std::size_t colon = text.find(':');
    std::string_view rest = text.substr(colon + 1);
    std::string_view token = scan::next_token(rest);  // `1:` when names follow
    if (token.ends_with(':')) {
        token.remove_suffix(1);
    }
    const auto count = scan::parse_integer(token);
    if (count && *count > 0) {
        run_.diagnose(Level::warning, number,
                      fmt::format("stress-ng reported \"{}\"; its metrics may be unreliable",
                                  scan::excerpt(text, 80)));
    }
}

void Reader::finish() {
    if (!pending_.empty()) {
        cut_row();
    }
}

void Reader::header(std::string_view raw, std::string_view text, int number) {
    in_table_ = true;
    prefixed_ = has_prefix(raw);
    table_line_ = number;
    columns_ = text.find("RSS Max") != std::string_view::npos ? kNewerColumns : kBaseColumns;
}

// A `--perf` block's stressor line or one of its counters: each counter is a metric of that
// stressor (direction unknown: a count over a fixed time says nothing of better or worse).
bool Reader::perf_line(int number) {
    if (const std::optional<std::string_view> stressor = read_perf_stressor(tokens_)) {
        perf_stressor_ = std::string(*stressor);
        return true;
    }
    if (perf_stressor_.empty()) {
        return false;
    }
    const std::optional<PerfCounter> counter = read_perf_counter(tokens_);
    if (!counter) {
        perf_stressor_.clear();
        return false;
    }
    run_.add_value(Metric{"stress-ng", counter->name, "", Direction::unknown},
                   key_of(perf_stressor_), counter->count, number);
    return true;
}

CaseKey Reader::key_of(std::string_view stressor) const {
    CaseKey key;
    key.add("stressor", std::string(stressor));
    for (const auto& [name, count] : instances_) {
        if (name == stressor) {
            key.add("instances", count);
        }
    }
    return key;
}

// A row with every value records them; a short one waits for a wrapped continuation.
void Reader::row(int number) {
    const std::size_t values = tokens_.size() - 1;
    if (values < columns_) {
        pending_ = tokens_;
        pending_line_ = number;
        return;
    }
    const CaseKey key = key_of(tokens_[0]);
    const auto value = [&](std::size_t column) {
        return scan::parse_number(tokens_[column]).value;
    };
    run_.add_value(kBogoOps, key, value(1), number);
    run_.add_value(kRateReal, key, value(5), number);
    run_.add_value(kRateCpu, key, value(6), number);
}

// The text stopped, or something else followed, before the row had all its columns: its
// numbers may themselves be cut, so none is kept.
void Reader::cut_row() {
    run_.diagnose(
        Level::warning, pending_line_,
        fmt::format("stress-ng metrics row \"{}\" (table from line {}) stops after {} "
                    "of {} values; skipped",
                    scan::excerpt(pending_.front()), table_line_, pending_.size() - 1, columns_));
    pending_.clear();
}

// `dispatching hogs: 2 cpu, 1 matrix`: the instances of each stressor of the next table.
void Reader::dispatching(std::string_view text) {
    instances_.clear();
    std::string_view rest = text;
    for (;;) {
        const std::string_view count = scan::next_token(rest);
        std::string_view name = scan::next_token(rest);
        if (count.empty() || name.empty()) {
            break;
        }
        if (name.ends_with(',')) {
            name.remove_suffix(1);
        }
        if (scan::parse_integer(count)) {
            instances_.emplace_back(name, count);
        }
    }
}

class StressNgParser final : public LineFormatParser<Reader> {
  public:
    StressNgParser()
        : LineFormatParser(
              "stress-ng",
              "stress-ng --metrics / --metrics-brief tables (bogo ops/s per stressor)") {}

    double sniff(const SniffHead& head) const override {
        std::size_t log_lines = 0;
        for (const scan::Line& line : head.lines()) {
            const PrefixedLine split = split_prefix(line.text);
            if (is_header(split.body)) {
                return kSureScore;
            }
            // Only a prefixed line can be a bare row or a log line: the others are not split
            // into tokens.
            if (has_prefix(line.text)) {
                if (bare_row_columns(line.text, scan::split_tokens(split.body)) > 0) {
                    return kBareRowScore;
                }
                log_lines += split.level && split.pid ? 1 : 0;
            }
        }
        return log_lines >= kLogLines ? kLogScore : 0.0;
    }
};

}  // namespace

const Parser& stress_ng_parser() {
    return the_parser<StressNgParser>();
}

}  // namespace benchcmp
