// Splitting one line of a CSV file into its cells.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace benchcmp::scan {

/// The cells of line, RFC 4180 style: a quoted cell may hold `,`, and `""` inside quotes is
/// one `"`. Quotes are dropped; blanks around cells are kept (callers trim).
std::vector<std::string> split_csv_cells(std::string_view line);

}  // namespace benchcmp::scan
