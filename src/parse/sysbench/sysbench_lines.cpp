#include "parse/sysbench/sysbench_lines.hpp"

#include <array>
#include <string>

#include "parse/common/direction_words.hpp"

namespace benchcmp::sysbench_lines {

namespace {

constexpr auto kHigher = Direction::higher_is_better;
constexpr auto kLower = Direction::lower_is_better;

struct MetricRow {
    std::string_view name;
    std::string_view unit;
    Direction better;
};

// Every metric the sysbench parser records. Rates, counts of work done and throughput are
// higher-is-better; times, latencies, errors and the spread between threads lower-is-better.
// total_time is the result of a run with a fixed --events and ~--time otherwise; either way a
// shorter run for the same work is better.
constexpr std::array kMetrics{
    MetricRow{"events_per_sec", "", kHigher},
    MetricRow{"total_time", "s", kLower},
    MetricRow{"total_events", "", kHigher},
    MetricRow{"event_execution_time", "s", kLower},
    MetricRow{"latency_min", "ms", kLower},
    MetricRow{"latency_avg", "ms", kLower},
    MetricRow{"latency_max", "ms", kLower},
    MetricRow{"latency_sum", "ms", kLower},
    MetricRow{"fairness_events_avg", "", kHigher},
    MetricRow{"fairness_events_stddev", "", kLower},
    MetricRow{"fairness_time_avg", "s", kLower},
    MetricRow{"fairness_time_stddev", "s", kLower},
    MetricRow{"operations", "", kHigher},
    MetricRow{"operations_per_sec", "", kHigher},
    MetricRow{"transferred", "MiB", kHigher},
    MetricRow{"transfer_rate", "MiB/s", kHigher},
    MetricRow{"transferred_mb", "MB", kHigher},
    MetricRow{"transfer_rate_mb", "MB/s", kHigher},
    MetricRow{"reads_per_sec", "", kHigher},
    MetricRow{"writes_per_sec", "", kHigher},
    MetricRow{"fsyncs_per_sec", "", kHigher},
    MetricRow{"read_throughput", "MiB/s", kHigher},
    MetricRow{"write_throughput", "MiB/s", kHigher},
    MetricRow{"requests_per_sec", "", kHigher},
    MetricRow{"queries_read", "", kHigher},
    MetricRow{"queries_write", "", kHigher},
    MetricRow{"queries_other", "", kHigher},
    MetricRow{"queries_total", "", kHigher},
    MetricRow{"transactions", "", kHigher},
    MetricRow{"transactions_per_sec", "", kHigher},
    MetricRow{"queries", "", kHigher},
    MetricRow{"queries_per_sec", "", kHigher},
    MetricRow{"read_write_requests", "", kHigher},
    MetricRow{"read_write_requests_per_sec", "", kHigher},
    MetricRow{"other_operations", "", kHigher},
    MetricRow{"other_operations_per_sec", "", kHigher},
    MetricRow{"ignored_errors", "", kLower},
    MetricRow{"ignored_errors_per_sec", "", kLower},
    MetricRow{"reconnects", "", kLower},
    MetricRow{"reconnects_per_sec", "", kLower},
    MetricRow{"deadlocks", "", kLower},
    MetricRow{"deadlocks_per_sec", "", kLower},
};

// The fileio modes as `Doing %s test` prints them (sb_fileio.c), with their option names.
constexpr std::array<std::pair<std::string_view, std::string_view>, 6> kFileioModes{{
    {"sequential write (creation)", "seqwr"},
    {"sequential rewrite", "seqrewr"},
    {"sequential read", "seqrd"},
    {"random read", "rndrd"},
    {"random write", "rndwr"},
    {"random r/w", "rndrw"},
}};

// True when text is 1-3 digits followed by groups of `,ddd`: the only commas removed.
bool is_grouped_integer(std::string_view text) {
    const std::size_t first = text.find(',');
    if (first == 0 || first > 3) {
        return false;
    }
    for (std::size_t i = 0; i < text.size(); ++i) {
        const bool comma_place = i >= first && (i - first) % 4 == 0;
        if (comma_place ? text[i] != ',' : !scan::is_digit(text[i])) {
            return false;
        }
    }
    return (text.size() - first) % 4 == 0;
}

std::string_view stem(std::string_view path) {
    if (const std::size_t slash = path.rfind('/'); slash != std::string_view::npos) {
        path.remove_prefix(slash + 1);
    }
    if (path.ends_with(".lua")) {
        path.remove_suffix(4);
    }
    return path;
}

}  // namespace

scan::Number read_number(std::string_view token, std::string_view unit) {
    if (!unit.empty() && token.ends_with(unit)) {
        token.remove_suffix(unit.size());
    }
    if (token.find(',') == std::string_view::npos) {
        return scan::parse_number(token);
    }
    const std::size_t dot = token.find('.');
    const std::string_view integer = token.substr(0, dot);
    std::string_view sign;
    std::string_view digits = integer;
    if (!digits.empty() && (digits.front() == '-' || digits.front() == '+')) {
        sign = digits.substr(0, 1);
        digits.remove_prefix(1);
    }
    if (!is_grouped_integer(digits) ||
        (dot != std::string_view::npos && token.substr(dot).find(',') != std::string_view::npos)) {
        return {};
    }
    std::string plain(sign);
    for (const char c : digits) {
        if (c != ',') {
            plain += c;
        }
    }
    if (dot != std::string_view::npos) {
        plain += token.substr(dot);
    }
    return scan::parse_number(plain);
}

std::optional<CountRate> read_count_rate(std::string_view value) {
    const std::size_t open = value.find('(');
    if (open == std::string_view::npos) {
        return std::nullopt;
    }
    std::string_view before = value.substr(0, open);
    std::string_view inside = value.substr(open + 1);
    const std::string_view count = scan::next_token(before);
    const std::string_view rate = scan::next_token(inside);
    if (count.empty() || rate.empty() || !scan::trim(before).empty()) {
        return std::nullopt;
    }
    return CountRate{count, rate};
}

std::optional<std::pair<std::string_view, std::string_view>> read_slash_pair(
    std::string_view value) {
    value = scan::trim(value);
    const std::size_t slash = value.find('/');
    if (slash == std::string_view::npos) {
        return std::nullopt;
    }
    return std::pair{value.substr(0, slash), value.substr(slash + 1)};
}

std::optional<Iops> read_iops(std::string_view value) {
    std::string_view rest = value;
    const std::string_view first = scan::next_token(rest);
    if (!first.starts_with("IOPS=")) {
        return std::nullopt;
    }
    Iops iops{first.substr(5), {}};
    const std::string_view mib = scan::next_token(rest);
    if (scan::next_token(rest) == "MiB/s") {
        iops.mib_per_second = mib;
    }
    return iops;
}

std::optional<std::string_view> read_percentile(std::string_view key) {
    std::string_view rest = key;
    std::string_view first = scan::next_token(rest);
    if (first == "approx.") {
        first = scan::next_token(rest);  // `approx.  95 percentile`
    } else if (first.ends_with("th")) {
        first.remove_suffix(2);  // `95th percentile`
    } else {
        return std::nullopt;
    }
    if (scan::next_token(rest) != "percentile" || !scan::trim(rest).empty() || first.empty() ||
        scan::parse_number(first).status != scan::NumberStatus::ok) {
        return std::nullopt;
    }
    return first;
}

std::optional<std::string> read_command_test(std::string_view line) {
    const auto tokens = scan::split_tokens(line);
    std::size_t at = 0;
    while (at < tokens.size() && tokens[at] != "sysbench" && !tokens[at].ends_with("/sysbench")) {
        ++at;
    }
    if (at == tokens.size()) {
        return std::nullopt;
    }
    std::string_view test;
    bool run = false;
    for (std::size_t i = at + 1; i < tokens.size(); ++i) {
        const std::string_view token = tokens[i];
        if (token.starts_with("--test=")) {
            test = stem(token.substr(7));
        } else if (token == "run") {
            run = true;
            break;
        } else if (!token.starts_with('-') && test.empty()) {
            test = stem(token);
        }
    }
    // Without `run` the line is prose, `prepare` or `cleanup`: none of them prints results.
    if (!run || test.empty()) {
        return std::nullopt;
    }
    return std::string(test);
}

std::optional<std::string_view> read_fileio_mode(std::string_view line) {
    if (!line.starts_with("Doing ") || !line.ends_with(" test")) {
        return std::nullopt;
    }
    const std::string_view what = line.substr(6, line.size() - 11);
    for (const auto& [printed, option] : kFileioModes) {
        if (what == printed) {
            return option;
        }
    }
    return std::nullopt;
}

Metric metric(std::string_view name) {
    for (const MetricRow& row : kMetrics) {
        if (row.name == name) {
            return Metric{"sysbench", std::string(row.name), std::string(row.unit), row.better};
        }
    }
    // A metric outside the table: its name's words say the direction if anything does.
    return Metric{"sysbench", std::string(name), "", direction_words::read(name).direction};
}

Metric percentile_metric(std::string_view percentile) {
    return Metric{"sysbench", "latency_p" + std::string(percentile), "ms", kLower};
}

}  // namespace benchcmp::sysbench_lines
