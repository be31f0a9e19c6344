// A small text-table engine shared by the text-like renderers: cells in, aligned lines out.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace benchcmp::render {

enum class Align { left, right };

/// A header cell that may span several columns (a variant's label over its columns).
struct HeaderCell {
    std::string text;
    std::size_t span = 1;
};

/// How a table is drawn: `plain` separates columns by spaces with a dashed rule under the
/// headers; `box` draws `+---+` rules and `|` bars (box-drawing characters with unicode).
enum class Frame { plain, box };

/// Drawing options of TextTable::lines.
struct TableFormat {
    Frame frame = Frame::plain;
    bool unicode = false;       // box-drawing characters instead of + - |
    std::size_t max_width = 0;  // split into blocks to fit this many columns; 0 = no limit
    std::size_t gap = 2;        // spaces between plain columns
};

/// Columns of cells. Widths come from the content, so nothing is ever truncated. The cells of
/// the first header line (or set_groups) divide the columns into groups (the row labels, the
/// baseline, each variant); when a table is wider than TableFormat::max_width it is split
/// between groups into blocks, each repeating the first group (the row labels).
class TextTable {
  public:
    explicit TextTable(std::vector<Align> alignment) : alignment_(std::move(alignment)) {}

    /// A header line; spans must add up to the column count.
    void add_header(std::vector<HeaderCell> cells) { headers_.push_back(std::move(cells)); }
    /// A data line with exactly one cell per column.
    void add_row(std::vector<std::string> cells) { rows_.push_back(std::move(cells)); }
    /// Column groups for splitting, when they are not the first header line's cells (the
    /// transposed table: its labels and variant column, then every other column alone).
    void set_groups(std::vector<HeaderCell> groups) { groups_ = std::move(groups); }
    /// A horizontal rule between data lines: drawn by the box frame only, or by every frame
    /// (a dashed line in plain) when every_frame is set.
    void add_rule(bool every_frame = false) {
        if (every_frame) {
            plain_rules_.push_back(rows_.size());
        }
        rows_.emplace_back();
    }

    /// The table as lines without trailing spaces; blocks are separated by an empty line.
    std::vector<std::string> lines(const TableFormat& format = {}) const;
    /// The width of the widest line lines(format) draws, found without drawing them: that of
    /// its widest block, across which the box or the dashes under a header line run. (A plain
    /// table without a header line may draw narrower lines, its blanks trimmed.)
    std::size_t width(const TableFormat& format = {}) const;

  private:
    // For one header line, the cell covering each column (npos past its last cell): a block
    // finds the cells over its own columns without walking the whole header, which made a
    // table of 10,000 columns quadratic in them.
    using CellOfColumn = std::vector<std::size_t>;

    // How lines() lays the table out.
    struct Plan {
        std::vector<std::size_t> width;                // of each column
        std::vector<std::vector<std::size_t>> blocks;  // the columns each block shows
        std::size_t widest_block = 0;
    };
    Plan plan(const TableFormat& format) const;
    std::vector<std::size_t> column_widths(std::size_t separator) const;

    std::vector<std::string> block(const std::vector<std::size_t>& groups,
                                   const std::vector<std::size_t>& width,
                                   const std::vector<CellOfColumn>& cell_of_column,
                                   const TableFormat& format) const;

    std::vector<Align> alignment_;
    std::vector<std::vector<HeaderCell>> headers_;
    std::vector<HeaderCell> groups_;
    std::vector<std::vector<std::string>> rows_;  // an empty row is a rule
    std::vector<std::size_t> plain_rules_;        // the rules plain tables draw too, ascending
};

/// Display width of UTF-8 text: code points, not counting ANSI colour sequences (ESC [ ... m).
std::size_t display_width(std::string_view text);

/// text padded with blanks on the left (align_right) or right (align_left) to width columns
/// of display_width, as the table pads its cells.
std::string align_right(std::string_view text, std::size_t width);
std::string align_left(std::string_view text, std::size_t width);

}  // namespace benchcmp::render
