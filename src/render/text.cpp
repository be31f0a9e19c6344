// The text tables for terminals and patch-review mail: plain, box or mmtests style, variants
// as columns or rows, split into blocks that fit the width, never truncating a number.
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

// ANSI SGR colours: green for better, red for worse, faint for noisy cells.
std::string paint(const Cell& cell, bool color) {
    if (!color || cell.text.empty()) {
        return cell.text;
    }
    switch (cell.tone) {
        case Tone::better:
            return "\x1b[32m" + cell.text + "\x1b[0m";
        case Tone::worse:
            return "\x1b[31m" + cell.text + "\x1b[0m";
        case Tone::dim:
            return "\x1b[2m" + cell.text + "\x1b[0m";
        case Tone::none:
            break;
    }
    return cell.text;
}

std::vector<std::string> table_lines(const TableModel& model, Layout layout,
                                     const RenderOptions& options) {
    TextTable table(model.alignment);
    table.set_groups(model.groups);
    if (layout == Layout::columns) {
        table.add_header(model.groups);
    }
    std::vector<HeaderCell> names;
    for (const std::string& name : model.names) {
        names.push_back(HeaderCell{name});
    }
    table.add_header(std::move(names));
    for (const auto& row : model.rows) {
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
    TableFormat format;
    format.frame = options.style == Style::box ? Frame::box : Frame::plain;
    format.unicode = options.unicode;
    format.max_width = options.width;
    return table.lines(format);
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
        for (const Section& section : sections_of(report)) {
            if (options_.style == Style::mmtests) {
                print(wrap_text(section_title(section, key_layout(section)), width), out);
                out << '\n';
                print(mmtests_lines(report, section, options_), out);
            } else {
                const Layout layout = resolve_layout(section, options_.layout);
                const TableModel model = layout == Layout::columns
                                             ? columns_table(report, section, options_)
                                             : rows_table(report, section, options_);
                print(wrap_text(model.title, width), out);
                out << '\n';
                print(table_lines(model, layout, options_), out);
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
        for (const std::string& paragraph : legend_lines(report, options_)) {
            print(wrap_text(paragraph, width), out);
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
