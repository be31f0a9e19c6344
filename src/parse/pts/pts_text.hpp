// The Phoronix Test Suite's text report, `phoronix-test-suite result-file-to-text` and the
// summary it prints after a run (pts_result_file_output::test_result_to_text): per result its
// title and version, its options, the scale line and one line per system.
#pragma once

#include <span>
#include <string_view>
#include <vector>

#include "benchcmp/parse.hpp"

namespace benchcmp::pts {

/// Whether lines (quote prefixes and blanks removed) hold a result of the text report: a
/// scale line (`Seconds < Lower Is Better`) with a system's line right below it.
bool has_text_report(std::span<const std::string_view> lines);

/// One run per system named by the result lines, each result's value as its one value (the
/// report prints no trials). A line graph's MIN/AVG/MAX line is not read, with a warning.
std::vector<Run> read_text(const InputText& input);

}  // namespace benchcmp::pts
