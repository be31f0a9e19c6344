// Token-level reading of mmtests compare-kernels tables (FORMATS.md section 4): cells and rows
// (mmtests_rows.cpp), and tables with their run names and titles (mmtests_tables.cpp). Shared
// by mmtests.cpp's sniff() and parse().
//
// Everything works on tokens, never on fixed column positions, so the same code reads an
// aligned multi-line table and one whose whitespace a mail client collapsed onto one line:
// a row is a statistic name, an operation (one or more tokens) and one cell per run.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "benchcmp/diagnostics.hpp"
#include "benchcmp/model.hpp"
#include "parse/common/text_scan.hpp"

namespace benchcmp::mmtests {

/// One blank-separated token of the input, mail quoting removed.
struct Token {
    std::string_view text;
    int line = 0;
    bool line_start = false;     // first token of its line
    std::size_t end_column = 0;  // offset just past the token in its quote-stripped line
    std::size_t line_end = 0;    // index one past the last token of the same line
};

/// Whether a line can hold a row: a comparing row's gains print '%', and a row without gains
/// is a monitor row headed `Duration` or `Ops`. Rows never span lines, so a reader that only
/// counts rows may skip every other line unread.
bool may_hold_row(std::string_view line);

/// Every token of text, in order; with `keep`, only the tokens of the lines it keeps.
std::vector<Token> tokenize(std::string_view text, bool (*keep)(std::string_view line) = nullptr);
/// The same over lines already split (a sniff's head).
std::vector<Token> tokenize(std::span<const scan::Line> lines, bool (*keep)(std::string_view line));

/// One run's cell of a row: the value as printed and mmtests' comparison beside it.
struct Cell {
    std::string_view value;          // "0.4372", "nan", "n/a"
    std::optional<double> gain_pct;  // the printed percentage (positive = better)
    bool significant = false;        // printed as `*  x.xx%*` rather than `(  x.xx%)`
};

/// One statistic row of a table, e.g. `Amean 1  0.4372 (0.00%)  0.6714 * -53.57%*`.
struct TableRow {
    std::string_view stat;  // "Amean", "BAmean-50", "Duration"
    std::string op;         // the operation, its tokens joined by one blank: "1", "NUMA alloc hit"
    int line = 0;
    std::vector<Cell> cells;
    std::string_view unreadable;  // the token that stopped a row mid-line; empty when none
    bool has_gains = false;       // cells carry percentages (monitor rows do not)
    std::size_t first = 0;        // token range of the row
    std::size_t end = 0;
};

/// The texts of tokens[begin, end) joined by one blank.
std::string join_tokens(const std::vector<Token>& tokens, std::size_t begin, std::size_t end);

/// True for the statistic names mmtests prints (Stat.pm's stat_names, old and new spellings).
bool is_known_stat(std::string_view token);

/// The row starting at tokens[i], or nullopt. A row may start mid-line only with a known
/// statistic name (collapsed tables); at the start of a line any `[A-Za-z][\w.-]*` token does.
std::optional<TableRow> read_row(const std::vector<Token>& tokens, std::size_t i);

/// One table: its title, its run names and its rows, in input order.
struct Table {
    std::string title;               // empty when the table has none of its own
    std::vector<std::string> names;  // run names, one per column, joined from the two lines
    std::size_t columns = 0;         // cells per row (the most common count)
    std::vector<TableRow> rows;      // rows with exactly `columns` cells
    bool monitor = false;            // only Duration / Ops rows without percentages
    int line = 0;                    // line of the first row
};

/// Every table in tokens. Ragged rows and lines that start like a row but cannot be read are
/// reported through sink.diagnose() and left out; the rest of the table still counts.
std::vector<Table> read_tables(const std::vector<Token>& tokens, DiagnosticSink& sink);

}  // namespace benchcmp::mmtests
