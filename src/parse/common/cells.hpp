// Splitting a comma-separated line into its cells, for the formats that print CSV
// (will-it-scale, bonnie++, netperf's omni -o).
#pragma once

#include <string_view>
#include <vector>

namespace benchcmp::scan {

/// Replaces cells with the comma-separated cells of text, each without surrounding blanks,
/// empty ones included (`a,,b` has three); text without a comma is one cell.
void split_cells(std::string_view text, std::vector<std::string_view>& cells);

}  // namespace benchcmp::scan
