#include <fmt/format.h>

#include <array>

#include "benchcmp/diagnostics.hpp"
#include "render/renderers.hpp"

namespace benchcmp {
namespace {

struct OutputFormat {
    std::string_view name;
    std::unique_ptr<Renderer> (*make)(const RenderOptions&);
};

// The output formats, in the order --help lists them.
constexpr std::array kOutputFormats = {
    OutputFormat{"text", render::make_text_renderer},
    OutputFormat{"json", render::make_json_renderer},
    OutputFormat{"markdown", render::make_markdown_renderer},
    OutputFormat{"csv", render::make_csv_renderer},
};

// The --layout and --style names; --help and the option checks read these tables.
constexpr NamedValue<Layout> kLayouts[] = {
    {"auto", Layout::automatic, "rows for one case, columns for 2 inputs, matrix for more"},
    {"matrix", Layout::matrix, "one %diff column per variant"},
    {"columns", Layout::columns, "mean, %diff, p and verdict per variant"},
    {"rows", Layout::rows, "one line per variant"},
};

constexpr NamedValue<Style> kStyles[] = {
    {"plain", Style::plain, "aligned columns"},
    {"box", Style::box, "+---+ rules"},
    {"mmtests", Style::mmtests, "mmtests' compare-kernels table"},
};

}  // namespace

void Renderer::render_sections(const std::vector<Report>& reports, std::ostream& out) const {
    for (std::size_t i = 0; i < reports.size(); ++i) {
        if (i > 0) {
            out << '\n';
        }
        render(reports[i], out);
    }
}

std::vector<std::string> message_heading_lines(const MessageHeading& message) {
    std::vector<std::string> said;  // who, when and which message, as far as it says
    if (!message.author.empty()) {
        said.push_back(message.author);
    }
    if (!message.date.empty()) {
        said.push_back(message.date);
    }
    if (!message.message_id.empty()) {
        said.push_back(fmt::format("<{}>", message.message_id));
    }
    std::string second = fmt::format("{}", fmt::join(said, ", "));
    return {fmt::format("Message {}: {}", message.number,
                        message.subject.empty() ? "(no subject)" : message.subject),
            second};
}

std::span<const NamedValue<Layout>> layout_names() {
    return kLayouts;
}

std::span<const NamedValue<Style>> style_names() {
    return kStyles;
}

std::vector<std::string_view> output_format_names() {
    std::vector<std::string_view> names;
    names.reserve(kOutputFormats.size());
    for (const OutputFormat& format : kOutputFormats) {
        names.push_back(format.name);
    }
    return names;
}

std::unique_ptr<Renderer> make_renderer(std::string_view name, const RenderOptions& options) {
    for (const OutputFormat& format : kOutputFormats) {
        if (format.name == name) {
            return format.make(options);
        }
    }
    throw Error(fmt::format("unknown output format '{}' (known: {})", name,
                            fmt::join(output_format_names(), ", ")));
}

}  // namespace benchcmp
