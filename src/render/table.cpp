#include "render/table.hpp"

#include <algorithm>

namespace benchcmp::render {

std::size_t display_width(const std::string& text) {
    // Count code points: continuation bytes (10xxxxxx) do not start a character.
    return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) {
        return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    }));
}

namespace {

std::string pad(const std::string& text, std::size_t width, Align align) {
    const std::size_t used = display_width(text);
    const std::string fill(width > used ? width - used : 0, ' ');
    return align == Align::left ? text + fill : fill + text;
}

void trim_right(std::string& line) {
    line.erase(line.find_last_not_of(' ') + 1);
}

}  // namespace

std::vector<std::string> TextTable::lines(std::size_t gap) const {
    const std::size_t columns = alignment_.size();
    std::vector<std::size_t> width(columns, 0);
    for (const auto& row : rows_) {
        for (std::size_t c = 0; c < columns && c < row.size(); ++c) {
            width[c] = std::max(width[c], display_width(row[c]));
        }
    }
    // A spanning header wider than its columns widens the last of them.
    for (const auto& header : headers_) {
        std::size_t column = 0;
        for (const HeaderCell& cell : header) {
            const std::size_t last = std::min(column + cell.span, columns) - 1;
            std::size_t spanned = (cell.span - 1) * gap;
            for (std::size_t c = column; c <= last; ++c) {
                spanned += width[c];
            }
            const std::size_t needed = display_width(cell.text);
            if (needed > spanned) {
                width[last] += needed - spanned;
            }
            column += cell.span;
        }
    }

    const std::string separator(gap, ' ');
    std::vector<std::string> out;
    for (const auto& header : headers_) {
        std::string line;
        std::size_t column = 0;
        for (const HeaderCell& cell : header) {
            std::size_t spanned = (cell.span - 1) * gap;
            for (std::size_t c = column; c < column + cell.span && c < columns; ++c) {
                spanned += width[c];
            }
            // Single columns follow their data's alignment; spanning labels sit on the right
            // edge, over the numbers they name.
            const Align align = cell.span == 1 ? alignment_[column] : Align::right;
            if (column > 0) {
                line += separator;
            }
            line += pad(cell.text, spanned, align);
            column += cell.span;
        }
        trim_right(line);
        out.push_back(std::move(line));
    }
    if (!headers_.empty()) {
        std::size_t total = 0;
        for (std::size_t c = 0; c < columns; ++c) {
            total += width[c] + (c > 0 ? gap : 0);
        }
        out.emplace_back(total, '-');
    }
    for (const auto& row : rows_) {
        std::string line;
        for (std::size_t c = 0; c < columns; ++c) {
            if (c > 0) {
                line += separator;
            }
            line += pad(c < row.size() ? row[c] : std::string(), width[c], alignment_[c]);
        }
        trim_right(line);
        out.push_back(std::move(line));
    }
    return out;
}

}  // namespace benchcmp::render
