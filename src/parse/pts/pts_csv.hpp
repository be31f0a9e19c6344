// The Phoronix Test Suite's CSV export, `phoronix-test-suite result-file-to-csv`
// (FORMATS-TOOLS.md section 5, "Exports"): each system's final Value per result, no trials.
#pragma once

#include <string_view>
#include <vector>

#include "benchcmp/parse.hpp"

namespace benchcmp::pts {

/// Whether line is the export's system header, ` ,,"sys1","sys2"` (blanks and mail quoting
/// around it allowed).
bool is_csv_header(std::string_view line);

/// One run per system named by the last header, each result row's Value as its one value
/// (the export keeps no trials, so there is no test). Bad rows are diagnostics at their line.
std::vector<Run> read_csv(const InputText& input);

}  // namespace benchcmp::pts
