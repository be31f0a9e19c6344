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

}  // namespace

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
