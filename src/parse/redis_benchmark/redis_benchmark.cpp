// "redis-benchmark": the results redis-benchmark prints (redis/redis, src/redis-benchmark.c,
// 2.x to 7.x) in its three shapes:
//   -q      `SET: 123456.79 requests per second, p50=0.191 msec` (p50 since 6.2)
//   default `====== SET ======` blocks ending in `123456.79 requests per second` (before 6.2)
//           or `throughput summary: 123456.79 requests per second` and the
//           `latency summary (msec):` table `avg min p50 p95 p99 max` under it (6.2 on)
//   --csv   `"SET","123456.79"` (before 6.2; detected by two rows of its test names) or
//   `"SET","123456.79","0.220",...` under the
//           header `"test","rps","avg_latency_ms",...`
// The test name is the case (`test=SET`); a test printed again is another run of it. The
// progress lines that -q overwrites with a CR (`SET: rps=127020.0 (overall: ...)`) and the
// latency distributions are not results.

#include <fmt/format.h>

#include <algorithm>
#include <array>
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

constexpr std::string_view kBenchmark = "redis-benchmark";
constexpr double kSureScore = 0.9;
// Two rows of the old headerless --csv: quoted test names of redis-benchmark and numbers.
constexpr double kOldCsvScore = 0.8;
constexpr std::string_view kPerSecond = " requests per second";

const Metric kRps{"redis-benchmark", "rps", "requests/s", Direction::higher_is_better};

Metric latency_metric(std::string_view name) {
    return Metric{"redis-benchmark", fmt::format("latency_{}", name), "ms",
                  Direction::lower_is_better};
}

std::optional<double> number(std::string_view text) {
    const scan::Number value = scan::parse_number(text);
    if (value.status != scan::NumberStatus::ok) {
        return std::nullopt;
    }
    return value.value;
}

// `====== SET ======`: the test's name.
std::optional<std::string_view> block_title(std::string_view text) {
    if (text.size() < 15 || !text.starts_with("====== ") || !text.ends_with(" ======")) {
        return std::nullopt;
    }
    const std::string_view name = scan::trim(text.substr(7, text.size() - 14));
    if (name.empty()) {
        return std::nullopt;
    }
    return name;
}

// `NAME: N requests per second[, p50=X msec]`: the name and the rest after `: `.
struct QuietLine {
    std::string_view name;
    std::string_view rps;
    std::string_view tail;  // after "requests per second"
};

std::optional<QuietLine> quiet_line(std::string_view text) {
    const std::size_t per = text.find(kPerSecond);
    if (per == std::string_view::npos) {
        return std::nullopt;
    }
    const std::string_view head = text.substr(0, per);
    const std::size_t colon = head.rfind(": ");
    if (colon == std::string_view::npos || colon == 0) {
        return std::nullopt;
    }
    const std::string_view rps = scan::trim(head.substr(colon + 2));
    if (rps.empty() || !scan::is_digit(rps.front()) || rps.find(' ') != std::string_view::npos) {
        return std::nullopt;
    }
    return QuietLine{scan::trim(head.substr(0, colon)), rps, text.substr(per + kPerSecond.size())};
}

// `123456.79 requests per second` alone (the old block's last line).
std::optional<std::string_view> bare_rps(std::string_view text) {
    if (!text.ends_with(kPerSecond.substr(1))) {
        return std::nullopt;
    }
    const std::string_view value = scan::trim(text.substr(0, text.size() - kPerSecond.size() + 1));
    if (value.empty() || !scan::is_digit(value.front()) ||
        value.find(' ') != std::string_view::npos) {
        return std::nullopt;
    }
    return value;
}

// The cells of a CSV line whose every cell is quoted: `"SET","123.45"`.
bool csv_cells(std::string_view text, std::vector<std::string_view>& cells) {
    cells.clear();
    std::size_t at = 0;
    while (at < text.size()) {
        if (text[at] != '"') {
            return false;
        }
        const std::size_t close = text.find('"', at + 1);
        if (close == std::string_view::npos) {
            return false;
        }
        cells.push_back(text.substr(at + 1, close - at - 1));
        at = close + 1;
        if (at < text.size()) {
            if (text[at] != ',') {
                return false;
            }
            ++at;
        }
    }
    return cells.size() >= 2;
}

bool is_csv_header(const std::vector<std::string_view>& cells) {
    return cells.size() >= 2 && cells[0] == "test" && cells[1] == "rps";
}

// A row of the headerless --csv of redis-benchmark before 6.2: a test redis-benchmark runs
// (its -t names, src/redis-benchmark.c) and a number, `"PING_INLINE","123456.79"`.
bool is_old_csv_row(const std::vector<std::string_view>& cells) {
    static constexpr std::array<std::string_view, 16> kTests{
        "PING_INLINE", "PING_BULK", "PING_MBULK", "SET",  "GET",  "INCR", "LPUSH", "RPUSH",
        "LPOP",        "RPOP",      "SADD",       "HSET", "SPOP", "ZADD", "MSET",  "XADD"};
    if (cells.size() != 2 || scan::parse_number(cells[1]).status != scan::NumberStatus::ok) {
        return false;
    }
    const std::string_view name = cells[0].substr(0, cells[0].find(' '));
    return std::find(kTests.begin(), kTests.end(), name) != kTests.end() ||
           name.starts_with("LRANGE_");
}

class Reader {
  public:
    explicit Reader(Run& run) : run_(run) {}

    void line(std::string_view raw, int number);
    void finish() {}

  private:
    void add(const Metric& metric, std::string_view name, std::string_view value, int number);
    void csv_row(int number);
    void latency_row(std::string_view text, int number);

    Run& run_;
    std::string test_;  // the current `====== NAME ======` block's test
    std::vector<std::string_view> cells_;
    std::vector<std::string> csv_columns_;  // the CSV header's latency columns, by position
    std::vector<std::string_view> tokens_;
    std::vector<std::string_view> latency_columns_;  // `avg min p50 ...` under the summary
    bool in_latency_summary_ = false;
};

void Reader::line(std::string_view raw, int number) {
    const std::string_view text = scan::clean_line(raw);
    if (text.empty()) {
        return;
    }
    if (in_latency_summary_) {
        scan::split_tokens(text, tokens_);
        if (latency_columns_.empty()) {
            if (!tokens_.empty() && tokens_.front() == "avg") {
                latency_columns_ = tokens_;
                return;
            }
        } else {
            latency_row(text, number);
        }
        in_latency_summary_ = false;
        latency_columns_.clear();
        return;
    }
    if (const auto title = block_title(text)) {
        test_ = *title;
        return;
    }
    if (text.front() == '"') {
        if (csv_cells(text, cells_)) {
            csv_row(number);
        }
        return;
    }
    if (text.starts_with("latency summary (msec):")) {
        in_latency_summary_ = true;
        return;
    }
    if (text.starts_with("throughput summary: ")) {
        if (const auto value = bare_rps(scan::trim(text.substr(20)))) {
            add(kRps, test_, *value, number);
        }
        return;
    }
    if (const auto value = bare_rps(text)) {
        add(kRps, test_, *value, number);
        return;
    }
    if (const auto quiet = quiet_line(text)) {
        add(kRps, quiet->name, quiet->rps, number);
        // `, p50=0.191 msec`
        const std::size_t p50 = quiet->tail.find("p50=");
        if (p50 != std::string_view::npos) {
            std::string_view rest = quiet->tail.substr(p50 + 4);
            const std::string_view value = scan::next_token(rest);
            add(latency_metric("p50"), quiet->name, value, number);
        }
    }
}

void Reader::add(const Metric& metric, std::string_view name, std::string_view value, int number) {
    const auto parsed = benchcmp::number(value);
    if (!parsed) {
        run_.diagnose(
            Level::warning, number,
            fmt::format("{} \"{}\" of test {} is not a number; skipped", metric.name,
                        scan::excerpt(value), name.empty() ? "(unnamed)" : scan::excerpt(name)));
        return;
    }
    CaseKey key;
    if (!name.empty()) {
        key.add("test", std::string(name));
    }
    run_.add_value(metric, key, *parsed, number);
}

void Reader::csv_row(int number) {
    if (is_csv_header(cells_)) {
        csv_columns_.clear();
        for (std::size_t i = 2; i < cells_.size(); ++i) {
            std::string_view column = cells_[i];
            // `avg_latency_ms`, `p50_latency_ms`: the statistic's name
            const std::size_t cut = column.find("_latency_ms");
            csv_columns_.emplace_back(cut == std::string_view::npos ? std::string_view{}
                                                                    : column.substr(0, cut));
        }
        return;
    }
    add(kRps, cells_[0], cells_[1], number);
    for (std::size_t i = 2; i < cells_.size() && i - 2 < csv_columns_.size(); ++i) {
        if (!csv_columns_[i - 2].empty()) {
            add(latency_metric(csv_columns_[i - 2]), cells_[0], cells_[i], number);
        }
    }
}

void Reader::latency_row(std::string_view text, int number) {
    (void)text;
    if (tokens_.size() != latency_columns_.size()) {
        run_.diagnose(Level::warning, number,
                      fmt::format("latency summary row has {} values for {} columns; skipped",
                                  tokens_.size(), latency_columns_.size()));
        return;
    }
    for (std::size_t i = 0; i < tokens_.size(); ++i) {
        add(latency_metric(latency_columns_[i]), test_, tokens_[i], number);
    }
}

class RedisBenchmarkParser final : public LineFormatParser<Reader> {
  public:
    RedisBenchmarkParser()
        : LineFormatParser(kBenchmark,
                           "redis-benchmark: -q lines, ====== TEST ====== blocks and --csv rows") {}

    // A block's title and the section titles inside it are the tool's, never a variant's
    // label.
    bool prints_banner(std::string_view line) const override {
        const std::string_view text = scan::clean_line(line);
        return block_title(text).has_value() || text == "Summary:" ||
               text == "Latency by percentile distribution:" ||
               text == "Cumulative distribution of latencies:" || text == "latency summary (msec):";
    }

    double sniff(const SniffHead& head) const override {
        std::vector<std::string_view> cells;
        int old_csv_rows = 0;
        for (const std::string_view text : head.clean_lines()) {
            if (text.empty()) {
                continue;
            }
            if (text.front() == '"') {
                if (!csv_cells(text, cells)) {
                    continue;
                }
                if (is_csv_header(cells)) {
                    return kSureScore;
                }
                old_csv_rows += is_old_csv_row(cells) ? 1 : 0;
                if (old_csv_rows >= 2) {
                    return kOldCsvScore;
                }
                continue;
            }
            if (text.find("requests per second") == std::string_view::npos) {
                continue;
            }
            if (quiet_line(text) || bare_rps(text) || text.starts_with("throughput summary: ")) {
                return kSureScore;
            }
        }
        return 0.0;
    }
};

}  // namespace

const Parser& redis_benchmark_parser() {
    return the_parser<RedisBenchmarkParser>();
}

}  // namespace benchcmp
