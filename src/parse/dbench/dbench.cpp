// "dbench": dbench and tbench results (sahlberg/dbench, every version from 1.x to 5.0;
// FORMATS-FAMILIES.md section 6): the `Throughput N MB/sec ... N clients ... max_latency=L ms`
// line and the per-operation `Operation Count AvgLat MaxLat` table printed above it.
//
// One run is one Throughput line with the table before it; a block printed again is another
// run of the same case. The case is the client count, so the `(sync open)` / `(sync dirs)`
// words compare like any other setting a user changes between two runs. Progress lines
// (`16  1874  176.02 MB/sec  warmup ...`) are running averages, not results, and are ignored.

#include <fmt/format.h>

#include <algorithm>
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

constexpr std::string_view kBenchmark = "dbench";

// A `Throughput N MB/sec` line, the operation table header, the version banner or a progress
// line: nothing else prints them.
constexpr double kSureScore = 0.9;

const Metric kThroughput{"dbench", "throughput", "MB/s", Direction::higher_is_better};
const Metric kMaxLatency{"dbench", "max_latency", "ms", Direction::lower_is_better};
const Metric kOpCount{"dbench", "count", "", Direction::unknown};
const Metric kOpAvgLatency{"dbench", "avg_lat", "ms", Direction::lower_is_better};
const Metric kOpMaxLatency{"dbench", "max_lat", "ms", Direction::lower_is_better};

// `dbench version 4.00 - Copyright Andrew Tridgell 1999-2004` (tbench's says tbench).
bool is_banner(std::string_view text) {
    for (const std::string_view tool : {"dbench version ", "tbench version "}) {
        if (text.starts_with(tool) && text.size() > tool.size() &&
            scan::is_digit(text[tool.size()])) {
            return true;
        }
    }
    return false;
}

// `  16      1874   176.02 MB/sec  warmup   1 sec  latency 9.871 ms` (3.x without latency).
bool is_progress_line(const std::vector<std::string_view>& tokens) {
    const auto number = [](std::string_view token) {
        return scan::parse_number(token).status == scan::NumberStatus::ok;
    };
    return tokens.size() >= 7 && number(tokens[0]) && number(tokens[1]) && number(tokens[2]) &&
           tokens[3] == "MB/sec" &&
           (tokens[4] == "warmup" || tokens[4] == "execute" || tokens[4] == "cleanup") &&
           number(tokens[5]) && tokens[6] == "sec";
}

bool is_table_header(const std::vector<std::string_view>& tokens) {
    return tokens.size() == 4 && tokens[0] == "Operation" && tokens[1] == "Count" &&
           tokens[2] == "AvgLat" && tokens[3] == "MaxLat";
}

bool is_throughput_line(const std::vector<std::string_view>& tokens) {
    return tokens.size() >= 3 && tokens[0] == "Throughput" && tokens[2] == "MB/sec" &&
           scan::parse_number(tokens[1]).status == scan::NumberStatus::ok;
}

bool has_max_latency(const std::vector<std::string_view>& tokens) {
    return std::any_of(tokens.begin(), tokens.end(),
                       [](std::string_view token) { return token.starts_with("max_latency="); });
}

// The tail a mailer wraps off a 4.x result line (84 columns): `max_latency=... ms`, or from
// the client or process count on.
bool continues_result(const std::vector<std::string_view>& tokens) {
    if (tokens.empty()) {
        return false;
    }
    const std::string_view first = tokens.front();
    return first.starts_with("max_latency=") || first == "clients" || first == "procs" ||
           first == "ms" ||
           (tokens.size() >= 2 && scan::parse_integer(first) &&
            (tokens[1] == "clients" || tokens[1] == "procs"));
}

// One row of the operation table, kept until the Throughput line names its clients.
struct OperationRow {
    std::string name;
    double count = 0.0;
    double avg = 0.0;
    double max = 0.0;
    int line = 0;
};

class Reader {
  public:
    explicit Reader(Run& run) : run_(run) {}

    void line(std::string_view raw, int number);
    void finish();

  private:
    void table_row(int number);
    void throughput(const std::vector<std::string_view>& tokens, int number);
    void flush_operations(const CaseKey& key);
    std::optional<double> number_at(std::size_t index, std::string_view label, int number);

    Run& run_;
    std::vector<std::string_view> tokens_;
    bool in_table_ = false;
    std::vector<OperationRow> operations_;
    std::string started_clients_;  // from dbench 1.x's `N clients started`
    // A Throughput line without max_latency=, until the next line shows whether a mailer
    // wrapped its tail there. The views point into the input, which outlives the reader.
    std::vector<std::string_view> pending_;
    int pending_line_ = 0;
};

void Reader::line(std::string_view raw, int number) {
    scan::split_tokens(scan::clean_line(raw), tokens_);
    if (!pending_.empty()) {
        if (continues_result(tokens_)) {
            pending_.insert(pending_.end(), tokens_.begin(), tokens_.end());
            if (!has_max_latency(pending_)) {
                return;
            }
            tokens_.clear();
        }
        throughput(pending_, pending_line_);
        pending_.clear();
    }
    if (tokens_.empty()) {
        return;
    }
    if (is_table_header(tokens_)) {
        if (!operations_.empty()) {
            run_.diagnose(Level::warning, operations_.front().line,
                          "operation table with no Throughput line after it; read without a "
                          "client count");
            flush_operations(CaseKey{});
        }
        in_table_ = true;
    } else if (is_throughput_line(tokens_)) {
        in_table_ = false;
        if (has_max_latency(tokens_)) {
            throughput(tokens_, number);
        } else {
            pending_ = tokens_;  // 2.x/3.x end here; a 4.x line may go on on the next one
            pending_line_ = number;
        }
    } else if (in_table_ && tokens_.front().find_first_not_of('-') == std::string_view::npos) {
        // the dashes under the header
    } else if (in_table_ && tokens_.size() == 4) {
        table_row(number);
    } else if (tokens_.size() == 3 && tokens_[1] == "clients" && tokens_[2] == "started") {
        started_clients_ = tokens_[0];
        in_table_ = false;
    } else {
        in_table_ = false;
    }
}

void Reader::finish() {
    if (!pending_.empty()) {
        throughput(pending_, pending_line_);
        pending_.clear();
    }
    if (!operations_.empty()) {
        run_.diagnose(Level::warning, operations_.front().line,
                      "operation table with no Throughput line after it; read without a client "
                      "count");
        flush_operations(CaseKey{});
    }
    std::stable_sort(run_.diagnostics.begin(), run_.diagnostics.end(),
                     [](const Diagnostic& a, const Diagnostic& b) { return a.line < b.line; });
}

void Reader::table_row(int number) {
    const auto count = number_at(1, "Count", number);
    const auto avg = number_at(2, "AvgLat", number);
    const auto max = number_at(3, "MaxLat", number);
    if (count && avg && max) {
        operations_.push_back(OperationRow{std::string(tokens_[0]), *count, *avg, *max, number});
    }
}

// `Throughput 198.732 MB/sec (sync open)  16 clients  16 procs  max_latency=912.405 ms` (4.x),
// `Throughput 198.732 MB/sec 16 procs` (2.x, 3.x), `Throughput 198.7 MB/sec (NB=...)` (1.x).
void Reader::throughput(const std::vector<std::string_view>& tokens, int number) {
    std::string clients = started_clients_;
    std::optional<double> max_latency;
    for (std::size_t i = 3; i < tokens.size(); ++i) {
        const std::string_view token = tokens[i];
        if ((token == "clients" || (token == "procs" && clients.empty())) &&
            scan::parse_integer(tokens[i - 1])) {
            clients = tokens[i - 1];
        } else if (token.starts_with("max_latency=")) {
            const scan::Number value =
                scan::parse_number(token.substr(std::string_view("max_latency=").size()));
            if (value.status == scan::NumberStatus::ok) {
                max_latency = value.value;
            } else {
                run_.diagnose(Level::warning, number,
                              fmt::format("max_latency \"{}\" is not a number; skipped",
                                          scan::excerpt(token)));
            }
        }
    }
    CaseKey key;
    if (!clients.empty()) {
        key.add("clients", clients);
    }
    run_.add_value(kThroughput, key, scan::parse_number(tokens[1]).value, number);
    if (max_latency) {
        run_.add_value(kMaxLatency, key, *max_latency, number);
    }
    flush_operations(key);
}

void Reader::flush_operations(const CaseKey& key) {
    for (const OperationRow& row : operations_) {
        CaseKey op_key = key;
        op_key.add("op", row.name);
        run_.add_value(kOpCount, op_key, row.count, row.line);
        run_.add_value(kOpAvgLatency, op_key, row.avg, row.line);
        run_.add_value(kOpMaxLatency, op_key, row.max, row.line);
    }
    operations_.clear();
}

std::optional<double> Reader::number_at(std::size_t index, std::string_view label, int number) {
    const scan::Number value = scan::parse_number(tokens_[index]);
    if (value.status == scan::NumberStatus::ok) {
        return value.value;
    }
    run_.diagnose(Level::warning, number,
                  fmt::format("{} \"{}\" of operation {} {}; the row is skipped", label,
                              scan::excerpt(tokens_[index]), scan::excerpt(tokens_[0]),
                              scan::number_problem(value.status)));
    return std::nullopt;
}

class DbenchParser final : public LineFormatParser<Reader> {
  public:
    DbenchParser()
        : LineFormatParser(
              kBenchmark,
              "dbench and tbench: Throughput and max_latency lines, per-operation latency "
              "tables") {}

    // A run prints a progress line a second before its results: the results of a run of more
    // than about 15 minutes lie past the head that detection sees, and only the banner and the
    // progress lines above them say what the text is.
    double sniff(const SniffHead& head) const override {
        std::vector<std::string_view> tokens;
        for (const std::string_view text : head.clean_lines()) {
            if (is_banner(text)) {
                return kSureScore;
            }
            // Lines sniffed for start with their word or a digit; no other is split into tokens.
            if (!text.starts_with("Throughput") && !text.starts_with("Operation") &&
                (text.empty() || !scan::is_digit(text.front()))) {
                continue;
            }
            scan::split_tokens(text, tokens);
            if (is_throughput_line(tokens) || is_table_header(tokens) || is_progress_line(tokens)) {
                return kSureScore;
            }
        }
        return 0.0;
    }
};

}  // namespace

const Parser& dbench_parser() {
    return the_parser<DbenchParser>();
}

}  // namespace benchcmp
