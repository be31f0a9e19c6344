// GitHub-flavoured Markdown for pull-request comments: one pipe table per benchmark (the same
// columns as the text table, with every optional part), then the legend and the summary.
#include <fmt/format.h>

#include "render/layout.hpp"
#include "render/renderers.hpp"

namespace benchcmp::render {
namespace {

// A pipe ends a cell even inside code spans in GitHub's tables, so it is escaped everywhere;
// so are the characters that would start emphasis, strikethrough or code in labels and marks.
std::string escape(const std::string& text) {
    std::string escaped;
    for (char c : text) {
        if (c == '|' || c == '\\' || c == '*' || c == '_' || c == '`' || c == '~') {
            escaped += '\\';
        }
        escaped += c;
    }
    return escaped;
}

void render_table(const TableModel& model, std::ostream& out) {
    std::vector<std::string> header;
    for (const std::string& name : model.names) {
        header.push_back(escape(name));
    }
    out << "| " << fmt::format("{}", fmt::join(header, " | ")) << " |\n|";
    for (Align align : model.alignment) {
        out << (align == Align::right ? " ---: |" : " :--- |");
    }
    out << '\n';
    for (const auto& row : model.rows) {
        if (row.empty()) {
            continue;  // Markdown tables have no rules between rows
        }
        out << '|';
        for (const Cell& cell : row) {
            out << ' ' << escape(cell.text) << " |";
        }
        out << '\n';
    }
}

class MarkdownRenderer final : public Renderer {
  public:
    // Text styles do not apply to Markdown tables, nor to their legend.
    explicit MarkdownRenderer(const RenderOptions& options) : options_(options) {
        options_.style = Style::plain;
    }

    void render(const Report& report, std::ostream& out) const override {
        if (report.message) {
            const std::vector<std::string> heading = message_heading_lines(*report.message);
            out << "## " << escape(heading.front()) << "\n\n" << escape(heading.back()) << "\n\n";
        }
        for (const Section& section : sections_of(report)) {
            // No width to fit: GitHub scrolls wide tables, so every part is shown.
            const Layout layout = resolve_layout(report, section, options_.layout);
            const TableModel model =
                layout == Layout::matrix
                    ? matrix_table(report, section, options_, Parts{}, Padding::compact)
                : layout == Layout::columns
                    ? columns_table(report, section, options_, Parts{}, Padding::compact)
                    : rows_table(report, section, options_, Padding::compact);
            out << "### " << escape(model.title) << "\n\n";
            render_table(model, out);
            out << '\n';
        }
        if (options_.legend) {
            for (const std::string& paragraph : legend_lines(report, options_)) {
                out << escape(paragraph) << "  \n";
            }
        }
        out << '\n' << "**" << escape(summary_line(report, options_)) << "**\n";
    }

  private:
    RenderOptions options_;
};

}  // namespace

std::unique_ptr<Renderer> make_markdown_renderer(const RenderOptions& options) {
    return std::make_unique<MarkdownRenderer>(options);
}

}  // namespace benchcmp::render
