// Renderers: they format a Report and compute nothing.
#pragma once

#include <memory>
#include <ostream>
#include <string_view>
#include <vector>

#include "benchcmp/report.hpp"

namespace benchcmp {

/// Writes a report in one output format.
class Renderer {
  public:
    virtual ~Renderer() = default;
    virtual void render(const Report& report, std::ostream& out) const = 0;
};

/// The output format names --format accepts, in the order --help lists them.
std::vector<std::string_view> output_format_names();

/// The renderer for --format name; throws Error (exit 2) for an unknown name.
std::unique_ptr<Renderer> make_renderer(std::string_view name);

}  // namespace benchcmp
