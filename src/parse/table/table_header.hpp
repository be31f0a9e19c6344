// The header line of a hand-made comparison table (table_reader.hpp): the variant names,
// the label cell, and the percentage columns the header names.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace benchcmp {

/// A table header: the column names (variants, or cases when transposed) and the label cell.
struct TableHeader {
    std::vector<std::string> names;
    std::string label;
    int line = 0;
    bool transposed = false;  // variants as rows, cases (block sizes, threads) as columns
    // Percentage columns whose cells carry no `%` (`DELTA (%)` over `+5.152`): the last
    // numbers of a row that has this many more than there are names.
    std::size_t percent_columns = 0;
};

/// Reads text as the header of a table whose first row has `values` value columns; nullopt
/// when it cannot be (fewer than two variants, or fewer names than columns). A row may hold
/// one number more per percentage column the header names: `| mean | 0.33 | 0.313 | +5.152 |`
/// under `| | BASELINE | +PATCH | DELTA (%) |`.
std::optional<TableHeader> read_header(std::string_view text, std::size_t values, int line);

}  // namespace benchcmp
