// hyperfine's terminal output as people paste it: `Benchmark 1: command` (`Benchmark #1:`
// before 1.12), `Time (mean ± σ):  123.4 ms ±  2.1 ms  [User: ..., System: ...]`,
// `Range (min … max):  120.1 ms … 130.2 ms    10 runs`, then a `Summary` of ratios.
#pragma once

#include <string_view>
#include <vector>

#include "benchcmp/model.hpp"

namespace benchcmp::hyperfine {

/// Whether line (quote prefix and blanks removed) is a `Benchmark N: command` line.
bool is_text_benchmark_line(std::string_view line);

/// Whether line is a `Time (mean ± σ): ...` or `Time (abs ≡): ...` line.
bool is_text_time_line(std::string_view line);

/// The runs of one pasted text. One output (Benchmark 1 .. N of one hyperfine call) with several
/// commands holds a variant per command position; several such outputs in one text are cases
/// `run=1`, `run=2`, ... of those variants. A text whose every output times one command is one
/// run with the command as its case (`command=...`), so that two files, or two labelled blocks,
/// timing the same command compare it.
std::vector<Run> read_text(std::string_view content, const std::string& file,
                           const std::string& format);

}  // namespace benchcmp::hyperfine
