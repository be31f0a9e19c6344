// The line-to-line state of the schbench parser: which run the blocks belong to, and when a
// run is complete enough to file (see schbench.cpp for the overview).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "benchcmp/model.hpp"
#include "parse/schbench/schbench_lines.hpp"

namespace benchcmp::schbench_reader {

using schbench_lines::BlockKind;
using schbench_lines::Tokens;

/// The benchmark name of every schbench metric.
inline constexpr std::string_view kBenchmark = "schbench";

/// Whether a line is one that only hackbench and perf bench print; schbench never does.
bool is_hackbench_line(std::string_view text);

/// One whole block: its percentiles in print order, then min and max, as metric values.
struct Block {
    BlockKind kind = BlockKind::latency;
    int line = 0;  // of the header
    std::optional<std::int64_t> runtime;
    std::vector<std::pair<Metric, double>> values;
};

/// One value outside the blocks (`average rps:`, `sched delay:`, ...).
struct Scalar {
    Metric metric;
    double value = 0.0;
    int line = 0;
};

/// What the current run has shown so far; filed into the Run when the run ends.
struct Pending {
    std::vector<Block> blocks;  // the latest whole block of each kind, first-seen kind order
    std::vector<Scalar> scalars;
    /// The headers of one block kind seen in this run.
    struct Seen {
        int count = 0;
        std::optional<std::int64_t> runtime;  // of the last one
        int line = 0;                         // of the last one
    };
    std::array<Seen, schbench_lines::kBlockKinds> seen;  // headers per kind, for run ends
    bool after_current_rps = false;  // a `current rps:` followed the latest block
    bool broken = false;             // a block was cut off; the run is not used
    int first_line = 0;

    /// Nothing seen since the last run ended.
    bool empty() const { return blocks.empty() && scalars.empty() && !broken; }
    /// The pending value of metric, or nullptr.
    const Scalar* find(const Metric& metric) const;
    /// Sets metric's value; the latest wins, as `rps:` and `sched delay:` repeat after every
    /// interval.
    void set(Metric metric, double value, int line);
};

/// The block being read: its header seen, its min/max line not yet.
struct OpenBlock {
    Block block;
    bool open = false;
};

/// One parse of one column of text: the state that carries from line to line. Lines come in
/// with mail quoting removed.
class Reader {
  public:
    /// Reads into run; prefix starts every diagnostic ("left column: " for side-by-side runs).
    explicit Reader(Run& run, std::string prefix = {}) : run_(run), prefix_(std::move(prefix)) {}

    /// Reads one line (blanks around it may remain; mail quoting must be gone).
    void line(std::string_view text, int number);
    /// Files the last run, cutting a block the input ends inside; last_line is the input's last.
    void finish(int last_line);
    /// Cuts the open block, if any, because its column ended at line number.
    void interrupt(int number);
    /// Takes the case (threads, message threads, locking) the other reader's text stated, as a
    /// command line above side-by-side columns does for both; a change ends the pending run.
    void take_case_from(const Reader& other, int number);

  private:
    void header_line(std::string_view text, int number);
    bool block_line(std::string_view text, int number);
    void cut_block(int number, std::string_view why);
    void trailer_line(std::string_view text, int number);
    void rps_line(std::string_view text, int number);
    void sched_delay_line(std::string_view text, int number, bool after_filing);
    void transfer_line(std::string_view text, int number);
    void command_line(const schbench_lines::Command& command, int number);
    void end_run(int number, bool terminated);
    void file_scalar(const Metric& metric, std::string_view token, int number);
    std::optional<double> checked_value(std::string_view label, std::string_view token, int number,
                                        bool allow_negative = false);
    CaseKey case_key() const;
    Pending& pending(int number);

    void diagnose(Level level, int number, std::string message);

    Run& run_;
    std::string prefix_;
    Tokens tokens_;
    Pending pending_;
    OpenBlock open_;

    // The case, from what the text states: a command line, `setting worker threads to`, or
    // V1's `cputime ... threads N` line.
    std::string threads_;
    std::string message_threads_;
    bool no_locking_ = false;

    // After `average rps:` the V9 `sched delay:` line still belongs to the run just filed.
    bool just_filed_ = false;
    CaseKey filed_key_;

    bool side_by_side_ = false;  // skipping the lines of a side-by-side block
    bool hackbench_noted_ = false;
};

}  // namespace benchcmp::schbench_reader
