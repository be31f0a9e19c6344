// Matchers for single lines of hackbench and perf bench sched messaging output (FORMATS.md
// section 1.6), apart from the parser's line-to-line state so that hackbench.cpp stays short.
// Each takes the tokens of a line whose mail quoting and surrounding blanks are gone.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "benchcmp/model.hpp"

namespace benchcmp::hackbench_lines {

using Tokens = std::vector<std::string_view>;

/// `Running in <mode> mode ...`: the start of an rt-tests header, complete or not.
bool is_rt_header_start(const Tokens& t);

/// The case of an rt-tests header (mode, groups, fds = --fds, i.e. half the printed count),
/// read up to "descriptors"; nullopt when those words do not match.
std::optional<CaseKey> read_rt_header(const Tokens& t);

/// Loops and datasize from `Each sender will pass L messages of B bytes`.
std::optional<std::pair<std::string_view, std::string_view>> read_each_sender(const Tokens& t);

/// The group count of the legacy 2008 header `Running with G*40 (== T) tasks.`.
std::optional<std::string_view> read_legacy_header(const Tokens& t);

/// The benchmark name ("sched/pipe") of `# Running 'coll/bench' benchmark:` or
/// `# Running coll/bench benchmark...`, given the tokens after the `#`.
std::optional<std::string_view> read_perf_header(const Tokens& t);

/// Whether a perf benchmark name is the messaging one this parser reads.
bool is_sched_messaging(std::string_view name);

/// One of the two lines perf's messaging benchmark prints before its time.
struct MessagingDetail {
    std::string_view mode;    // "process" or "threaded"
    std::string_view fds;     // from `# N sender and receiver ... per group`
    std::string_view groups;  // from `# G groups == T ... run`
};

/// Reads either messaging line, `#` or not, bare or in the stale documentation's parentheses;
/// t is scratch space that the result's views point into.
std::optional<MessagingDetail> read_messaging_detail(std::string_view text, Tokens& t);

/// What a perf bench command line on a prompt or comment line says about the output below it.
struct PerfCommand {
    std::string benchmark;  // "sched/messaging"; may be partial when the line is cut
    bool simple = false;    // -f simple / --format simple / --format=simple
    CaseKey key;            // only for sched/messaging: mode, groups, fds with perf's defaults
};

/// Finds `perf bench ...` anywhere in a line ("$ perf bench", "# for i in ..; do perf bench").
std::optional<PerfCommand> read_perf_command(const Tokens& t);

}  // namespace benchcmp::hackbench_lines
