// The lines of a kernel test robot (LKP) comparison report, one at a time: the `%stddev
// %change %stddev` header, its rows (`85540  -6.3%  80176  aim7.jobs-per-min`), the commit
// ids over the `---- ----` rule, the `compiler/.../testcase:` case line and the per-run JSON
// lists. lkp-tests' lib/compare.rb (show_perf_header, show_perf_change) prints them.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace benchcmp::lkp {

/// One value column of a row: the mean, and the relative stddev the robot printed after it
/// (`± 24%`; absent when under 2 %, the robot's threshold, or for one run).
struct Cell {
    double mean = 0.0;
    std::optional<int> stddev_pct;
    int decimals = 0;  // digits after the point as printed; -1 for scientific notation
};

/// The change cell between two value columns: a percentage (`-6.3%`, the 2017 `11%`) or,
/// for perf-profile and `...%` metrics, an absolute difference (`+2.8`).
struct Change {
    double value = 0.0;
    bool percent = true;
    int decimals = 0;
};

/// A row of the table: n values, n - 1 changes and the dotted metric name.
struct Row {
    std::vector<Cell> cells;
    std::vector<Change> changes;
    std::string name;
};

/// A line without its quote prefix, every spelling of `±` (UTF-8, a raw ISO-8859-1 byte
/// 0xB1, `ą` from a wrong decoding, `A+-`, `+-`) made one blank-separated token.
std::string normalize(std::string_view line);

/// The token normalize() writes for `±`.
inline constexpr std::string_view kPlusMinus = "\x01";

/// How reading a row went.
enum class RowStatus { row, partial, not_row };

/// Reads tokens (of normalize()d lines) as a row; `partial` when they are a row's beginning
/// that a mailer's wrap cut before its name.
RowStatus read_row(const std::vector<std::string_view>& tokens, Row& row);

/// The number of value columns a `%stddev %change %stddev ...` header line names, or 0; the
/// 2017 layout heads its change columns `change`.
std::size_t header_columns(const std::vector<std::string_view>& tokens);

/// Whether tokens continue a wrapped header line (`%stddev %change` / `%stddev`).
bool header_continuation(const std::vector<std::string_view>& tokens);

/// Whether tokens are the `\  |  \` marker line under the header.
bool marker_line(const std::vector<std::string_view>& tokens);

/// Whether tokens are a rule of dashes (`---------------- ---------------------------`).
bool rule_line(const std::vector<std::string_view>& tokens);

/// Whether token can be a commit id or tag of the column header (`494dba7b276e12bc`,
/// `v5.19-rc6`).
bool id_token(std::string_view token);

/// The keys of a case line (`compiler/cpufreq_governor/.../testcase:`), or empty.
std::vector<std::string_view> case_keys(std::string_view line);

/// The metric and direction of the report's headline sentence (`noticed a -11.7% regression
/// of will-it-scale.per_process_ops`, `aim7.jobs-per-min -6.3% regression`).
struct Headline {
    std::string metric;
    bool regression = true;
    std::optional<double> pct;  // signed as printed; absent for `22.9% regression`
};
std::optional<Headline> read_headline(std::string_view line);

}  // namespace benchcmp::lkp
