// The blocks of sysbench output (FORMATS.md sections 3.2-3.5 and 3.7): the unindented titles
// that open them, the keys they print, and the unindented lines between them, as data apart
// from the parser's state so that sysbench.cpp stays short.
#pragma once

#include <optional>
#include <string_view>

namespace benchcmp::sysbench_blocks {

/// The blocks of `key: value` lines that unindented titles open; memory_mode is the option
/// block under `Running memory speed test with the following options:`.
enum class Section {
    none,
    cpu_speed,
    general,
    latency,
    throughput,
    fairness,
    file_operations,
    sql,
    oltp_legacy,
    memory_mode,
};

/// One block title, its section, and the key a whole block always ends with (its last line
/// in every version that prints the block).
struct SectionTitle {
    std::string_view title;
    Section section;
    std::string_view closer;  // empty: decided by the first key (Throughput) or never missing
};

/// The block that the unindented title text opens, or nullptr.
const SectionTitle* find_section(std::string_view text);

/// Whether text is a `key: value` line of section's block, indented or not.
bool is_block_key(Section section, std::string_view text);

/// The test a 0.4/0.5 `Doing ... test` line names ("cpu" for `Doing CPU performance
/// benchmark`); fileio's are read by sysbench_lines::read_fileio_mode().
std::optional<std::string_view> read_doing_line(std::string_view text);

/// Whether text is an unindented line sysbench prints between blocks that carries nothing to
/// record (`Initializing worker threads...`, `Threads started!`, a `WARNING:`).
bool is_quiet_line(std::string_view text);

/// Whether test is built into sysbench; any other name on a command line is a Lua script.
bool is_builtin_test(std::string_view test);

}  // namespace benchcmp::sysbench_blocks
