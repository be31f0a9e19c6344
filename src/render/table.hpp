// A small text-table engine shared by the text-like renderers: cells in, aligned lines out.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace benchcmp::render {

enum class Align { left, right };

/// A header cell that may span several columns (a variant's label over its columns).
struct HeaderCell {
    std::string text;
    std::size_t span = 1;
};

/// Columns of plain ASCII cells. Widths come from the content, so nothing is ever truncated.
class TextTable {
  public:
    explicit TextTable(std::vector<Align> alignment) : alignment_(std::move(alignment)) {}

    /// A header line; spans must add up to the column count.
    void add_header(std::vector<HeaderCell> cells) { headers_.push_back(std::move(cells)); }
    /// A data line with exactly one cell per column.
    void add_row(std::vector<std::string> cells) { rows_.push_back(std::move(cells)); }

    /// The table as lines (no trailing spaces), columns separated by gap spaces; a dashed rule
    /// under the headers.
    std::vector<std::string> lines(std::size_t gap = 2) const;

  private:
    std::vector<Align> alignment_;
    std::vector<std::vector<HeaderCell>> headers_;
    std::vector<std::vector<std::string>> rows_;
};

/// Display width of UTF-8 text (code points; the default output is ASCII anyway).
std::size_t display_width(const std::string& text);

}  // namespace benchcmp::render
