// Matchers for single lines of schbench output (FORMATS.md section 2.4) and the quoted-printable
// line joiner, apart from the parser's line-to-line state so that schbench.cpp stays short.
// Each matcher takes a line whose mail quoting and surrounding blanks are gone.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "parse/common/text_scan.hpp"

namespace benchcmp::schbench_lines {

using Tokens = std::vector<std::string_view>;

/// Which histogram a percentile block summarises; each era names its blocks differently.
enum class BlockKind {
    latency,  // 2016-2023 `Latency percentiles (usec)`
    wakeup,   // `Wakeup Latencies percentiles (usec)` (and the one-day `Wakeup latency`)
    request,  // `Request Latencies percentiles (usec)`
    rps,      // `RPS percentiles (requests)`
};

/// How many block kinds there are, for tables indexed by BlockKind.
inline constexpr std::size_t kBlockKinds = 4;

/// The metric-name prefix of a block kind ("latency", "wakeup", "request", "rps").
std::string_view kind_prefix(BlockKind kind);

/// The label as schbench prints it, for diagnostics ("Request Latencies").
std::string_view kind_label(BlockKind kind);

/// A block header: kind and, from 2020 on, the `runtime N (s)` it was printed at.
struct Header {
    BlockKind kind = BlockKind::latency;
    std::optional<std::int64_t> runtime;
};

/// How many block headers (`percentiles (usec)` / `percentiles (requests)`) a line holds; two
/// means two runs pasted side by side.
int count_headers(std::string_view text);

/// The header a line starts with, or nullopt (also for an unknown label before `percentiles`).
std::optional<Header> read_header(std::string_view text);

/// One `[*]NN.NNNNth: V [(N samples)]` line, star attached (2016-2021) or separate (2021+).
struct Percentile {
    std::string_view printed;  // "99.0000", "50.0", "98.9000": the percentile as printed
    std::string_view value;    // the value token, not yet checked
};

/// Reads a percentile line; nullopt when the line is not exactly one such entry.
std::optional<Percentile> read_percentile(std::string_view text, Tokens& tokens);

/// The metric-name form of a printed percentile: trailing zeros and a bare dot removed
/// ("99.0000" -> "99", "99.9000" -> "99.9", "50.0" -> "50"); keeps whatever the block printed.
std::string percentile_name(std::string_view printed);

/// The value tokens of `[Over=N, ]min=A, max=B` (V1 prints Over=, later eras do not).
struct MinMax {
    std::string_view min;
    std::string_view max;
};

/// Reads a min/max line; nullopt when it is not one.
std::optional<MinMax> read_min_max(std::string_view text);

/// What a pasted `schbench ...` command line states about the case.
struct Command {
    std::string threads;          // -t / --threads: worker threads per message thread
    std::string message_threads;  // -m / --message-threads
    bool no_locking = false;      // -L / --no-locking
};

/// Finds a schbench command on a prompt or comment line (`$ ./schbench -m 2 -t 16`); the
/// program token must be `schbench` or end in `/schbench`, and a bare `schbench` counts only
/// when an option follows it, so that prose mentioning schbench is not a command.
std::optional<Command> read_command(const Tokens& tokens);

/// The two halves of a line holding two block headers side by side, split where the second
/// header's label starts; nullopt when the labels do not repeat.
std::optional<std::pair<std::string_view, std::string_view>> split_header_pair(
    std::string_view text);

/// The two entries (percentile or min/max) of a line of a side-by-side block, each rebuilt as
/// a line of its own; false unless the line holds exactly two entries and nothing before them.
/// Works on tokens, so TAB expansion and uneven padding between the columns do not matter.
bool split_entry_pair(std::string_view text, Tokens& tokens, std::string& left, std::string& right);

/// Whether the text carries quoted-printable leftovers (`=3D` for `=`, `=09` for TAB). Plain
/// schbench output never prints either: its `min=`/`max=` values are decimal %u.
bool is_quoted_printable(std::string_view content);

/// Appends text to out with `=XX` escapes decoded; an `=` not followed by two upper-case hex
/// digits is kept as it is. Returns whether any escape was decoded.
bool decode_quoted_printable(std::string_view text, std::string& out);

/// One logical line: the physical lines a quoted-printable soft break (a trailing `=`) split,
/// joined and decoded, numbered by the first of them. Without quoted-printable input the
/// lines are passed through untouched.
class LogicalLines {
  public:
    LogicalLines(std::string_view content, bool quoted_printable)
        : reader_(content), quoted_printable_(quoted_printable) {}
    /// Stores the next logical line's text (mail quoting removed) and number; false at the end.
    bool next(std::string_view& text, int& number);
    /// The number of the last physical line read so far.
    int last_physical() const { return last_physical_; }
    /// Whether the last logical line was changed by decoding or joining.
    bool decoded() const { return decoded_; }

  private:
    scan::LineReader reader_;
    bool quoted_printable_;
    std::string joined_;
    int last_physical_ = 0;
    bool decoded_ = false;
};

}  // namespace benchcmp::schbench_lines
