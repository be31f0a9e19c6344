// Readers for the pieces of sysbench output (FORMATS.md section 3): numbers with glued units
// and thousands separators, `N (X per sec.)` pairs, `avg/stddev` pairs, master's `IOPS=` lines,
// percentile labels, command lines and the metric catalogue. Kept apart from the parser's
// line-to-line state so that sysbench.cpp stays short.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "benchcmp/model.hpp"
#include "parse/common/text_scan.hpp"

namespace benchcmp::sysbench_lines {

/// Reads one token as a number, after removing unit (when the token ends in it, as in
/// `10.0001s` or `0.54ms`) and well-formed thousands separators (`1,349,191`).
scan::Number read_number(std::string_view token, std::string_view unit = {});

/// The two numbers of `N (X per sec.)`, `N (X per second)` and `N (X ops/sec)`: the count and
/// the rate inside the parentheses, which `%8.2f` may pad with blanks.
struct CountRate {
    std::string_view count;
    std::string_view rate;
};
std::optional<CountRate> read_count_rate(std::string_view value);

/// The two halves of `438.5000/9.50` (Threads fairness avg/stddev).
std::optional<std::pair<std::string_view, std::string_view>> read_slash_pair(
    std::string_view value);

/// master's fileio throughput value `IOPS=1966.70 30.73 MiB/s (32.22 MB/s)`: the IOPS and,
/// when printed, the MiB/s figure.
struct Iops {
    std::string_view iops;
    std::string_view mib_per_second;  // empty for `fsync: IOPS=...`
};
std::optional<Iops> read_iops(std::string_view value);

/// The percentile of a latency key: 95 for `95th percentile` (1.0) and for
/// `approx.  95 percentile` (0.4/0.5); nullopt for anything else.
std::optional<std::string_view> read_percentile(std::string_view key);

/// The test a `sysbench ...` command line runs: `cpu` for `sysbench cpu --threads=2 run` or
/// `sysbench --test=cpu run`, `oltp_read_write` for `sysbench .../oltp_read_write.lua run`.
/// nullopt when the line is not such a command (prose, the version header).
std::optional<std::string> read_command_test(std::string_view line);

/// The `--file-test-mode` name of a fileio `Doing random r/w test` line ("rndrw"), or nullopt.
std::optional<std::string_view> read_fileio_mode(std::string_view line);

/// The sysbench metric called name, with its unit and direction; names are listed in
/// sysbench_lines.cpp and in docs/formats.md. Percentile metrics come from percentile_metric().
Metric metric(std::string_view name);

/// The `latency_pN` metric for the percentile N (ms, lower is better).
Metric percentile_metric(std::string_view percentile);

}  // namespace benchcmp::sysbench_lines
