// The header line of a hand-made comparison table (table_reader.hpp): the variant names,
// the label cell, and the percentage columns the header names.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace benchcmp {

/// Text helpers the table reader's sources share.
namespace table_text {
/// text with control characters and invalid UTF-8 written as \xNN, for renderers and JSON.
std::string printable(std::string_view text);
/// text with its blanks collapsed and trailing colons gone: `Copy  4 instances:` -> "Copy 4
/// instances".
std::string strip_colon(std::string_view text);
/// A table title starting with a bracketed tag: `[s-50] Hackbench — stress-ng vs baseline`.
struct TaggedTitle {
    std::string tag;   // "s-50"
    std::string rest;  // "Hackbench — stress-ng vs baseline"
};
/// The tag and the rest of a title, or nullopt when text is no such title.
std::optional<TaggedTitle> tagged_title(std::string_view text);
}  // namespace table_text

/// A table header: the column names (variants, or cases when transposed) and the label cell.
struct TableHeader {
    std::vector<std::string> names;
    std::string label;
    int line = 0;
    bool transposed = false;  // variants as rows, cases (block sizes, threads) as columns
    // Percentage columns whose cells carry no `%` (`DELTA (%)` over `+5.152`): the last
    // numbers of a row that has this many more than there are names.
    std::size_t percent_columns = 0;
    // Tables of the author's own results, with no measurement to compare: under variant
    // columns, rows of percentages only (`| 1 thread | -0.40% | +0.81% |`); or variants as
    // rows, whose cell author_pct_cell (under a `%diff` column) holds their change, and a
    // plain value there for the reference row (`| baseline | 588.34 | ±1.72% |`).
    bool author_columns = false;
    std::optional<std::size_t> author_pct_cell;
    // Variants as rows and a measurement in each column, under a label cell naming what the
    // rows are (`Kernel  [runs]  Time  CPU%  Ratio`): the names are the measurements, `%`
    // ones included, and runs_column is the column counting the runs behind each row.
    bool metric_columns = false;
    // Columns that name statistics of one variant's runs (`min  avg  max`, `Best  Avg  Min  Max`,
    // `p50  p99`), not variants: each row is a case of the one variant, each column a metric.
    bool stat_columns = false;
    std::optional<std::size_t> runs_column;

    bool author() const { return author_columns || author_pct_cell.has_value(); }
};

/// Reads text as the header of a table whose first row has `values` value columns; nullopt
/// when it cannot be (fewer than two variants, or fewer names than columns). A label cell
/// naming what the rows are (`Kernel`, `Config`, `Variant` ...) with one name a column makes
/// a table of measurement columns (TableHeader::metric_columns). A row may hold
/// one number more per percentage column the header names: `| mean | 0.33 | 0.313 | +5.152 |`
/// under `| | BASELINE | +PATCH | DELTA (%) |`.
std::optional<TableHeader> read_header(std::string_view text, std::size_t values, int line);

}  // namespace benchcmp
