// hyperfine --export-csv: one row per command with its mean, stddev, median, min and max and
// a parameter_<name> column per parameter; no times.
#pragma once

#include <string_view>
#include <vector>

#include "benchcmp/diagnostics.hpp"
#include "parse/hyperfine/hyperfine_results.hpp"

namespace benchcmp::hyperfine {

/// Whether line is the header hyperfine writes (`command,mean,stddev,...`).
bool is_csv_header(std::string_view line);

/// The rows of a CSV export as summaries with n unknown (hyperfine does not write the run
/// count; --runs supplies it). Bad rows become diagnostics on sink.
std::vector<Result> read_csv(std::string_view content, DiagnosticSink& sink);

}  // namespace benchcmp::hyperfine
