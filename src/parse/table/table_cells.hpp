// Cells and words of hand-made comparison tables (table.cpp): a row tokenised from the right
// into value cells with their decorations.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "benchcmp/model.hpp"

namespace benchcmp::table_cells {

/// What one cell of a row holds.
enum class CellKind {
    value,    // a number, possibly decorated: `2,620`, `623KiB/s`, `3.41*`
    percent,  // an author's percentage column: `+2.50%`, `-48.4%*`
    missing,  // `n/a`, `-`, `N/A`: a variant without a result
    spread,   // `±0.15%`, `+-1.2`: a standard deviation or error, not a variant's value
};

/// One cell of a data row.
struct Cell {
    CellKind kind = CellKind::missing;
    double value = 0.0;                // the number (a percentage for CellKind::percent)
    std::string unit;                  // a unit glued to the number (`KiB/s`), else empty
    std::optional<double> source_pct;  // `3.41 (13.01 pct)`, `12.40(-72.22)`: the decoration
    int decimals = 0;                  // digits after the point, as printed
    int source_pct_decimals = 0;       // the same for the decoration
    std::string mark;                  // the author's mark glued on (`*`, `**`), as printed
    bool cut = false;                  // the author's table cut the number short (`+102.2…`)
};

/// A data row: the case key text at the left, then the cells in column order, then what the
/// author wrote after the cells: marks (`*`, `^`) and a note in brackets (`[Verification Run]`).
struct Row {
    std::string key;
    std::vector<Cell> cells;
    std::string note;  // the bracketed note without its brackets, else empty
};

/// Whether a row's note says the row is a re-run that replaces the row before it with the
/// same key (`[Verification Run]`, `[re-run]`, `[rerun]`, `[repeated]`).
bool is_rerun_note(std::string_view note);

/// Reads one cell token (decorations already split off); nullopt when it is not a cell.
std::optional<Cell> read_cell(std::string_view token);

/// Tokenises text from the right, after dropping trailing marks and a bracketed note: cells while
/// they read as cells (a parenthesised decoration joins the cell before it), then everything left
/// of them is the key. When every token is a cell, the first one is the key (`1 23.8 12.3`: block
/// size 1).
Row read_row(std::string_view text);

/// What a row's key names when the rows of a table are statistics of one case, not cases.
enum class StatRow {
    none,
    mean,             // `mean`, `avg`, `average`, `amean`
    stddev,           // `std`, `stddev`, `stdev`, `sd`
    relative_stddev,  // the same in percent of the mean: `std (%)`, `stddev%`, `cv`, `CoeffVar`
};

/// The statistic key names, if any.
StatRow stat_row(std::string_view key);

/// Number of value and missing cells (the variant columns) in row; percentages and spreads
/// are the author's figures about those columns.
std::size_t value_count(const Row& row);

/// True for a rule or banner line: only `-`, `=`, `~`, `+`, `|`, `_`, `*`, `#`, `:` (markdown
/// alignment) and blanks.
bool is_banner(std::string_view text);

/// True when a header word names a percentage column (`%-diff`, `%diff`, `diff`, `delta`,
/// `change`, `gain`, `%`) rather than a variant.
bool is_percent_name(std::string_view word);

}  // namespace benchcmp::table_cells
