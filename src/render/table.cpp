#include "render/table.hpp"

#include <algorithm>

namespace benchcmp::render {

std::size_t display_width(std::string_view text) {
    std::size_t width = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        // An ANSI SGR sequence (ESC [ params m) takes no room on the screen.
        if (text[i] == '\x1b' && i + 1 < text.size() && text[i + 1] == '[') {
            const std::size_t end = text.find('m', i);
            if (end != std::string_view::npos) {
                i = end;
                continue;
            }
        }
        // Count code points: continuation bytes (10xxxxxx) do not start a character.
        if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
            ++width;
        }
    }
    return width;
}

namespace {

// Appends text padded to width, in place: a padded copy of every cell made and freed a string
// per cell of every block.
void append_padded(std::string& line, std::string_view text, std::size_t width, Align align) {
    const std::size_t used = display_width(text);
    const std::size_t fill = width > used ? width - used : 0;
    if (align == Align::right) {
        line.append(fill, ' ');
    }
    line += text;
    if (align == Align::left) {
        line.append(fill, ' ');
    }
}

}  // namespace

// A cell's own copy, for the renderers that build cells before the table lays them out.
std::string align_right(std::string_view text, std::size_t width) {
    std::string padded;
    append_padded(padded, text, width, Align::right);
    return padded;
}

std::string align_left(std::string_view text, std::size_t width) {
    std::string padded;
    append_padded(padded, text, width, Align::left);
    return padded;
}

namespace {

void trim_right(std::string& line) {
    line.erase(line.find_last_not_of(' ') + 1);
}

// The columns [first, last) a header cell covers.
struct Extent {
    std::size_t first;
    std::size_t last;
};

std::vector<Extent> extents_of(const std::vector<HeaderCell>& header, std::size_t columns) {
    std::vector<Extent> extents;
    std::size_t column = 0;
    for (const HeaderCell& cell : header) {
        const std::size_t last = std::min(column + std::max<std::size_t>(cell.span, 1), columns);
        extents.push_back(Extent{column, last});
        column = last;
    }
    return extents;
}

std::vector<std::size_t> cell_of_column(const std::vector<Extent>& extents, std::size_t columns) {
    std::vector<std::size_t> cell_of(columns, std::string::npos);
    for (std::size_t i = 0; i < extents.size(); ++i) {
        for (std::size_t c = extents[i].first; c < extents[i].last; ++c) {
            cell_of[c] = i;
        }
    }
    return cell_of;
}

// The characters a frame draws with; a rule's junction depends on whether bars meet it from
// above, from below or both.
struct Pen {
    bool unicode;
    std::string bar() const { return unicode ? "\u2502" : "|"; }
    std::string fill() const { return unicode ? "\u2500" : "-"; }
    std::string junction(bool up, bool down, int edge) const {
        if (!unicode) {
            return "+";
        }
        if (edge < 0) {
            return up && down ? "\u251c" : down ? "\u250c" : "\u2514";
        }
        if (edge > 0) {
            return up && down ? "\u2524" : down ? "\u2510" : "\u2518";
        }
        return up && down ? "\u253c" : down ? "\u252c" : up ? "\u2534" : fill();
    }
};

// One line of cells, each covering [first, last) of a block's chosen columns.
struct Span {
    std::string_view text;  // a cell of the table, which outlives the block
    std::size_t first;
    std::size_t last;
    Align align;
};

// Whether a bar stands after each local column, for rules: flags, not a set of nodes, as a
// table of 10,000 columns draws a thousand blocks.
using Bounds = std::vector<bool>;

// Draws the lines of one block: cells padded into its chosen columns, and the rules of a box.
class BlockPainter {
  public:
    BlockPainter(const std::vector<std::size_t>& chosen, const std::vector<std::size_t>& width,
                 const TableFormat& format)
        : chosen_(chosen),
          width_(width),
          box_(format.frame == Frame::box),
          separator_(box_ ? 3 : format.gap),
          pen_{format.unicode} {
        for (std::size_t j = 0; j < chosen.size(); ++j) {
            plain_width_ += width[chosen[j]] + (j > 0 ? separator_ : 0);
        }
    }

    bool box() const { return box_; }
    std::size_t plain_width() const { return plain_width_; }

    Bounds bounds_of(const std::vector<Span>& spans) const {
        Bounds bounds(chosen_.size(), false);
        for (const Span& span : spans) {
            bounds[span.last - 1] = true;
        }
        return bounds;
    }

    std::string draw(const std::vector<Span>& spans) const {
        std::string line = box_ ? pen_.bar() : "";
        line.reserve(plain_width_ + (box_ ? 4 * chosen_.size() + 4 : 0));
        for (std::size_t i = 0; i < spans.size(); ++i) {
            const Span& span = spans[i];
            std::size_t room = (span.last - span.first - 1) * separator_;
            for (std::size_t j = span.first; j < span.last; ++j) {
                room += width_[chosen_[j]];
            }
            if (box_) {
                // Appended piece by piece: GCC 12 warns (-Wrestrict) about "x" + string.
                line += ' ';
                append_padded(line, span.text, room, span.align);
                line += ' ';
                line += pen_.bar();
            } else {
                if (i > 0) {
                    line.append(separator_, ' ');
                }
                append_padded(line, span.text, room, span.align);
            }
        }
        if (!box_) {
            trim_right(line);
        }
        return line;
    }

    std::string rule(const Bounds& up, const Bounds& down) const {
        const auto any = [](const Bounds& bounds) {
            return std::find(bounds.begin(), bounds.end(), true) != bounds.end();
        };
        std::string line = pen_.junction(any(up), any(down), -1);
        for (std::size_t j = 0; j < chosen_.size(); ++j) {
            for (std::size_t k = 0; k < width_[chosen_[j]] + 2; ++k) {
                line += pen_.fill();
            }
            const bool last = j + 1 == chosen_.size();
            const bool above = !up.empty() && up[j];
            const bool below = !down.empty() && down[j];
            line += (above || below) ? pen_.junction(above, below, last ? 1 : 0) : pen_.fill();
        }
        return line;
    }

  private:
    const std::vector<std::size_t>& chosen_;
    const std::vector<std::size_t>& width_;
    bool box_;
    std::size_t separator_;
    Pen pen_;
    std::size_t plain_width_ = 0;
};

// The spans of one header line over a block's chosen columns. A header cell is drawn when its
// first column is chosen: chosen columns keep their order and groups are contiguous, so its
// span is the block's next columns.
std::vector<Span> header_spans(const std::vector<HeaderCell>& header,
                               const std::vector<std::size_t>& cell_of_column,
                               const std::vector<std::size_t>& chosen,
                               const std::vector<Align>& alignment) {
    const std::size_t columns = alignment.size();
    std::vector<Span> spans;
    for (std::size_t j = 0; j < chosen.size(); ++j) {
        const std::size_t column = chosen[j];
        const std::size_t i = cell_of_column[column];
        if (i == std::string::npos || (column > 0 && cell_of_column[column - 1] == i)) {
            continue;  // no cell, or not where the cell begins
        }
        std::size_t span = 1;
        while (column + span < columns && cell_of_column[column + span] == i) {
            ++span;
        }
        // Single columns follow their data's alignment; spanning labels sit on the right
        // edge, over the numbers they name.
        spans.push_back(
            Span{header[i].text, j, j + span, span == 1 ? alignment[column] : Align::right});
    }
    return spans;
}

}  // namespace

std::vector<std::size_t> TextTable::column_widths(std::size_t separator) const {
    const std::size_t columns = alignment_.size();
    std::vector<std::size_t> width(columns, 0);
    for (const auto& row : rows_) {
        for (std::size_t c = 0; c < columns && c < row.size(); ++c) {
            width[c] = std::max(width[c], display_width(row[c]));
        }
    }
    // A spanning header wider than its columns widens the last of them.
    for (const auto& header : headers_) {
        const std::vector<Extent> extents = extents_of(header, columns);
        for (std::size_t i = 0; i < header.size() && i < extents.size(); ++i) {
            const auto [first, last] = extents[i];
            if (first >= last) {
                continue;
            }
            std::size_t spanned = (last - first - 1) * separator;
            for (std::size_t c = first; c < last; ++c) {
                spanned += width[c];
            }
            const std::size_t needed = display_width(header[i].text);
            if (needed > spanned) {
                width[last - 1] += needed - spanned;
            }
        }
    }
    return width;
}

TextTable::Plan TextTable::plan(const TableFormat& format) const {
    const std::size_t columns = alignment_.size();
    const bool box = format.frame == Frame::box;
    const std::size_t separator = box ? 3 : format.gap;
    Plan plan{column_widths(separator), {}, 0};
    const std::vector<std::size_t>& width = plan.width;

    // Groups are the first header line's cells; the first group (row labels) repeats.
    std::vector<Extent> groups = !groups_.empty()   ? extents_of(groups_, columns)
                                 : headers_.empty() ? std::vector<Extent>{Extent{0, columns}}
                                                    : extents_of(headers_.front(), columns);
    auto group_width = [&](const Extent& group) {
        std::size_t total = 0;
        for (std::size_t c = group.first; c < group.last; ++c) {
            total += width[c] + (box ? 3 : 0);
        }
        return total + (box ? 0 : (group.last - group.first - 1) * separator);
    };
    // A block as wide as the rule drawn across it: the box's, or the dashes under a header.
    auto close_block = [&](const std::vector<std::size_t>& chosen, std::size_t block_width) {
        std::vector<std::size_t> chosen_columns;
        for (std::size_t g : chosen) {
            for (std::size_t c = groups[g].first; c < groups[g].last; ++c) {
                chosen_columns.push_back(c);
            }
        }
        plan.blocks.push_back(std::move(chosen_columns));
        plan.widest_block = std::max(plan.widest_block, block_width);
    };

    const std::size_t labels_width = (box ? 1 : 0) + group_width(groups[0]);
    std::vector<std::size_t> current{0};
    std::size_t current_width = labels_width;
    for (std::size_t g = 1; g < groups.size(); ++g) {
        const std::size_t added = group_width(groups[g]) + (box ? 0 : separator);
        // Every block takes at least one group after the labels, even when that overflows:
        // a line longer than the width beats a truncated number.
        if (format.max_width == 0 || current.size() == 1 ||
            current_width + added <= format.max_width) {
            current.push_back(g);
            current_width += added;
        } else {
            close_block(current, current_width);
            current = {0, g};
            current_width = labels_width + added;
        }
    }
    close_block(current, current_width);
    return plan;
}

std::size_t TextTable::width(const TableFormat& format) const {
    return plan(format).widest_block;
}

std::vector<std::string> TextTable::lines(const TableFormat& format) const {
    const Plan layout = plan(format);
    std::vector<CellOfColumn> cells_by_column;
    for (const auto& header : headers_) {
        cells_by_column.push_back(
            cell_of_column(extents_of(header, alignment_.size()), alignment_.size()));
    }
    std::vector<std::string> out;
    for (const std::vector<std::size_t>& chosen_columns : layout.blocks) {
        if (!out.empty()) {
            out.emplace_back();
        }
        const std::vector<std::string> part =
            block(chosen_columns, layout.width, cells_by_column, format);
        out.insert(out.end(), part.begin(), part.end());
    }
    return out;
}

std::vector<std::string> TextTable::block(const std::vector<std::size_t>& chosen,
                                          const std::vector<std::size_t>& width,
                                          const std::vector<CellOfColumn>& cell_of_column,
                                          const TableFormat& format) const {
    const BlockPainter painter(chosen, width, format);
    const bool box = painter.box();
    const Bounds column_bounds(chosen.size(), true);
    std::vector<std::string> out;
    Bounds above;  // bars of the line drawn last
    for (std::size_t h = 0; h < headers_.size(); ++h) {
        const std::vector<Span> spans =
            header_spans(headers_[h], cell_of_column[h], chosen, alignment_);
        if (box) {
            out.push_back(painter.rule(above, painter.bounds_of(spans)));
        }
        out.push_back(painter.draw(spans));
        above = painter.bounds_of(spans);
    }
    if (!headers_.empty()) {
        if (box) {
            out.push_back(painter.rule(above, column_bounds));
        } else {
            out.emplace_back(painter.plain_width(), '-');
        }
    } else if (box) {
        out.push_back(painter.rule({}, column_bounds));
    }
    for (std::size_t index = 0; index < rows_.size(); ++index) {
        const auto& row = rows_[index];
        if (row.empty()) {
            if (box) {
                out.push_back(painter.rule(column_bounds, column_bounds));
            } else if (std::binary_search(plain_rules_.begin(), plain_rules_.end(), index)) {
                out.emplace_back(painter.plain_width(), '-');
            }
            continue;
        }
        std::vector<Span> spans;
        spans.reserve(chosen.size());
        for (std::size_t j = 0; j < chosen.size(); ++j) {
            const std::size_t c = chosen[j];
            spans.push_back(
                Span{c < row.size() ? std::string_view(row[c]) : "", j, j + 1, alignment_[c]});
        }
        out.push_back(painter.draw(spans));
    }
    if (box) {
        out.push_back(painter.rule(column_bounds, {}));
    }
    return out;
}

}  // namespace benchcmp::render
