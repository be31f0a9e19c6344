// "pgbench": the report PostgreSQL's pgbench prints at the end of a run (postgres/postgres,
// src/bin/pgbench/pgbench.c, printResults), every version from 8.x to 17:
//   number of clients: 8
//   number of threads: 2
//   number of transactions actually processed: 12345   (`12345/12345` with -t)
//   number of failed transactions: 0 (0.000%)          (15 on)
//   latency average = 6.480 ms
//   latency stddev = 2.113 ms                          (with -R, -P or --latency-limit)
//   initial connection time = 12.345 ms                (14 on)
//   tps = 1234.567890 (without initial connection time) (14 on)
//   tps = 1234.567890 (including connections establishing) (before 14, with the next)
//   tps = 1234.567890 (excluding connections establishing)
// The three tps lines are three metrics, never pooled: 14 changed how tps is counted along
// with its words. A `tps = N` whose parenthesis the poster cut off is `tps`, the figure 14 and
// later print alone. The client and thread counts are the case (`clients=8 threads=2`); a block
// printed again with the same counts is another run. Progress lines (`progress: 5.0 s, ...`)
// and per-statement latencies are not results.

#include <fmt/format.h>

#include <optional>
#include <string>
#include <string_view>

#include "benchcmp/parse.hpp"
#include "parse/common/format_parser.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/parsers.hpp"

namespace benchcmp {

namespace {

constexpr std::string_view kBenchmark = "pgbench";
// Above mmtests' 0.95: its reader takes `number of failed transactions: 0 (0.000%)` for a row
// with a gain, and the lines sniffed for here are pgbench's alone.
constexpr double kSureScore = 0.97;

const Metric kTps{"pgbench", "tps", "tx/s", Direction::higher_is_better};
const Metric kTpsExcluding{"pgbench", "tps_excluding_connections", "tx/s",
                           Direction::higher_is_better};
const Metric kTpsIncluding{"pgbench", "tps_including_connections", "tx/s",
                           Direction::higher_is_better};
const Metric kLatencyAverage{"pgbench", "latency_average", "ms", Direction::lower_is_better};
const Metric kLatencyStddev{"pgbench", "latency_stddev", "ms", Direction::lower_is_better};
const Metric kConnectionTime{"pgbench", "initial_connection_time", "ms",
                             Direction::lower_is_better};
const Metric kTransactions{"pgbench", "transactions", "", Direction::unknown};
const Metric kFailed{"pgbench", "failed_transactions", "", Direction::lower_is_better};

constexpr std::string_view kClients = "number of clients: ";
constexpr std::string_view kThreads = "number of threads: ";
constexpr std::string_view kProcessed = "number of transactions actually processed: ";
constexpr std::string_view kFailedPrefix = "number of failed transactions: ";

// `tps = 1234.5 (...)`: the number and the words in the parenthesis.
struct TpsLine {
    std::string_view value;
    std::string_view words;
};

std::optional<TpsLine> tps_line(std::string_view text) {
    if (!text.starts_with("tps = ")) {
        return std::nullopt;
    }
    std::string_view rest = text.substr(6);
    const std::string_view value = scan::next_token(rest);
    if (value.empty() || !scan::is_digit(value.front())) {
        return std::nullopt;
    }
    rest = scan::trim(rest);
    if (rest.starts_with('(') && rest.ends_with(')')) {
        rest = rest.substr(1, rest.size() - 2);
    }
    return TpsLine{value, rest};
}

// `latency average = 6.480 ms`: the number before `ms`.
std::optional<std::string_view> millis(std::string_view text, std::string_view prefix) {
    if (!text.starts_with(prefix)) {
        return std::nullopt;
    }
    std::string_view rest = text.substr(prefix.size());
    const std::string_view value = scan::next_token(rest);
    if (scan::trim(rest) != "ms") {
        return std::nullopt;
    }
    return value;
}

class Reader {
  public:
    explicit Reader(Run& run) : run_(run) {}

    void line(std::string_view raw, int number);
    void finish() {}

  private:
    void add(const Metric& metric, std::string_view value, int number);
    void tps(const TpsLine& line, int number);

    Run& run_;
    CaseKey key_;
    std::string clients_;
    std::string threads_;
};

void Reader::line(std::string_view raw, int number) {
    const std::string_view text = scan::clean_line(raw);
    if (text.empty()) {
        return;
    }
    if (text.starts_with("transaction type:")) {
        clients_.clear();  // a new run's report: its own counts follow
        threads_.clear();
        key_ = CaseKey{};
    } else if (text.starts_with(kClients)) {
        clients_ = scan::trim(text.substr(kClients.size()));
        threads_.clear();
        key_ = CaseKey{};
        key_.add("clients", clients_);
    } else if (text.starts_with(kThreads)) {
        threads_ = scan::trim(text.substr(kThreads.size()));
        key_ = CaseKey{};
        if (!clients_.empty()) {
            key_.add("clients", clients_);
        }
        key_.add("threads", threads_);
    } else if (text.starts_with(kProcessed)) {
        std::string_view value = scan::trim(text.substr(kProcessed.size()));
        value = value.substr(0, value.find('/'));  // `12345/12345` with -t
        add(kTransactions, value, number);
    } else if (text.starts_with(kFailedPrefix)) {
        std::string_view rest = text.substr(kFailedPrefix.size());
        add(kFailed, scan::next_token(rest), number);
    } else if (const auto average = millis(text, "latency average = ")) {
        add(kLatencyAverage, *average, number);
    } else if (const auto stddev = millis(text, "latency stddev = ")) {
        add(kLatencyStddev, *stddev, number);
    } else if (const auto connection = millis(text, "initial connection time = ")) {
        add(kConnectionTime, *connection, number);
    } else if (const auto line = tps_line(text)) {
        tps(*line, number);
    }
}

void Reader::tps(const TpsLine& line, int number) {
    if (line.words.empty() || line.words == "without initial connection time") {
        add(kTps, line.value, number);
    } else if (line.words == "excluding connections establishing") {
        add(kTpsExcluding, line.value, number);
    } else if (line.words == "including connections establishing") {
        add(kTpsIncluding, line.value, number);
    } else {
        run_.diagnose(Level::warning, number,
                      fmt::format("tps line \"({})\" is none of pgbench's three; skipped",
                                  scan::excerpt(line.words)));
    }
}

void Reader::add(const Metric& metric, std::string_view value, int number) {
    const scan::Number parsed = scan::parse_number(value);
    if (parsed.status != scan::NumberStatus::ok) {
        run_.diagnose(Level::warning, number,
                      fmt::format("{} \"{}\" {}; skipped", metric.name, scan::excerpt(value),
                                  scan::number_problem(parsed.status)));
        return;
    }
    run_.add_value(metric, key_, parsed.value, number);
}

class PgbenchParser final : public LineFormatParser<Reader> {
  public:
    PgbenchParser()
        : LineFormatParser(kBenchmark,
                           "PostgreSQL pgbench reports: tps, latency average and stddev, "
                           "transactions per client and thread count") {}

    // The version banner and the lines above a report are the tool's, never a variant's label.
    bool prints_banner(std::string_view line) const override {
        const std::string_view text = scan::clean_line(line);
        return text.starts_with("pgbench (") || text.starts_with("starting vacuum") ||
               text.starts_with("transaction type:");
    }

    double sniff(const SniffHead& head) const override {
        for (const std::string_view text : head.clean_lines()) {
            if (text.starts_with(kProcessed) || millis(text, "latency average = ") ||
                (tps_line(text) && !tps_line(text)->words.empty())) {
                return kSureScore;
            }
        }
        return 0.0;
    }
};

}  // namespace

const Parser& pgbench_parser() {
    return the_parser<PgbenchParser>();
}

}  // namespace benchcmp
