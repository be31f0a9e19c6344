// The text tables for terminals and patch-review mail: plain, box or mmtests style; a matrix,
// columns or rows; fitted to the width by leaving out optional parts, then by wrapping between
// variants, never truncating a number.
#include <fmt/format.h>

#include <algorithm>
#include <string>
#include <vector>

#include "render/layout.hpp"
#include "render/renderers.hpp"
#include "render/table.hpp"
#include "render/text_parts.hpp"

namespace benchcmp::render {
namespace {

// ANSI SGR colours: green for better, red for worse; nothing is dimmed.
std::string paint(const Cell& cell, bool color) {
    if (!color || cell.text.empty()) {
        return cell.text;
    }
    switch (cell.tone) {
        case Tone::better:
            return "\x1b[32m" + cell.text + "\x1b[0m";
        case Tone::worse:
            return "\x1b[31m" + cell.text + "\x1b[0m";
        case Tone::none:
            break;
    }
    return cell.text;
}

TextTable text_table(const TableModel& model, const RenderOptions& options) {
    TextTable table(model.alignment);
    table.set_groups(model.groups);
    std::vector<HeaderCell> names;
    for (const std::string& name : model.names) {
        names.push_back(HeaderCell{name});
    }
    table.add_header(std::move(names));
    for (std::size_t index = 0; index < model.rows.size(); ++index) {
        if (std::find(model.rules.begin(), model.rules.end(), index) != model.rules.end()) {
            table.add_rule(true);
        }
        const auto& row = model.rows[index];
        if (row.empty()) {
            table.add_rule();
            continue;
        }
        std::vector<std::string> cells;
        for (const Cell& cell : row) {
            cells.push_back(paint(cell, options.color));
        }
        table.add_row(std::move(cells));
    }
    return table;
}

TableFormat table_format(const RenderOptions& options, std::size_t max_width) {
    TableFormat format;
    format.frame = options.style == Style::box ? Frame::box : Frame::plain;
    format.unicode = options.unicode;
    format.max_width = max_width;
    return format;
}

// The optional parts in the order they give way when a table is too wide: first the
// interval (the p-value and the verdict already say whether the change is real), then the
// means' spread, then (two-way only) the p-value. The keys, means, %diff, marks and verdicts
// always stay; a table that still does not fit wraps by variant, or overflows.
constexpr Parts kFitLevels[] = {
    {.interval = true, .spread = true, .p = true},
    {.interval = false, .spread = true, .p = true},
    {.interval = false, .spread = false, .p = true},
    {.interval = false, .spread = false, .p = false},
};

// Whether a table built with parts still has every part a table that shows `shown` has: it
// is then that same table.
bool keeps_shown(const Parts& parts, const Parts& shown) {
    return (parts.interval || !shown.interval) && (parts.spread || !shown.spread) &&
           (parts.p || !shown.p);
}

std::vector<std::string> fitted_table(const Report& report, const Section& section,
                                      const RenderOptions& options, std::size_t width,
                                      std::string& title) {
    const Layout layout = resolve_layout(report, section, options.layout);
    if (layout == Layout::rows) {
        const TableModel model = rows_table(report, section, options);
        title = model.title;
        return text_table(model, options).lines(table_format(options, width));
    }
    // A matrix must fit whole, so that its cases are one line each; a columns table may
    // wrap between variants. The p-value never gives way in a matrix (it has none). Each try
    // measures its table without drawing it; only the one kept is drawn.
    const bool matrix = layout == Layout::matrix;
    const std::size_t levels = matrix ? 3 : 4;
    for (std::size_t level = 0;; ++level) {
        const TableModel model = matrix
                                     ? matrix_table(report, section, options, kFitLevels[level])
                                     : columns_table(report, section, options, kFitLevels[level]);
        title = model.title;
        const TextTable table = text_table(model, options);
        // The next tries that leave out only parts this table does not show are this table.
        std::size_t same = level;
        while (same + 1 < levels && keeps_shown(kFitLevels[same + 1], model.shown)) {
            ++same;
        }
        // A matrix that fits unwrapped draws the same lines wrapped at the width.
        if (same + 1 == levels || table.width(table_format(options, matrix ? 0 : width)) <= width) {
            return table.lines(table_format(options, width));
        }
        level = same;
    }
}

void print(const std::vector<std::string>& lines, std::ostream& out) {
    for (const std::string& line : lines) {
        out << line << '\n';
    }
}

class TextRenderer final : public Renderer {
  public:
    explicit TextRenderer(const RenderOptions& options) : options_(options) {}

    void render(const Report& report, std::ostream& out) const override {
        const std::size_t width = std::max<std::size_t>(options_.width, 20);
        if (report.message) {
            for (const std::string& line : message_heading_lines(*report.message)) {
                print(wrap_text(line, width), out);
            }
            out << '\n';
        }
        for (const Section& section : sections_of(report)) {
            if (options_.style == Style::mmtests) {
                print(wrap_text(section_title(section, key_layout(section)), width), out);
                out << '\n';
                print(mmtests_lines(report, section, options_), out);
            } else {
                std::string title;
                const std::vector<std::string> lines =
                    fitted_table(report, section, options_, width, title);
                print(wrap_text(title, width), out);
                out << '\n';
                print(lines, out);
            }
            if (options_.plot) {
                for (const Row* row : section.rows) {
                    const std::vector<std::string> plot = plot_lines(*row, options_);
                    if (!plot.empty()) {
                        out << '\n';
                        print(plot, out);
                    }
                }
            }
            out << '\n';
        }
        if (options_.legend) {
            for (const std::string& paragraph : legend_lines(report, options_)) {
                print(wrap_text(paragraph, width), out);
            }
        }
        print(wrap_text(summary_line(report, options_), width), out);
    }

  private:
    RenderOptions options_;
};

}  // namespace

std::unique_ptr<Renderer> make_text_renderer(const RenderOptions& options) {
    return std::make_unique<TextRenderer>(options);
}

}  // namespace benchcmp::render
