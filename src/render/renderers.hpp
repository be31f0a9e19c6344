// Constructors of the concrete renderers; render/registry.cpp maps --format names to them.
#pragma once

#include <memory>

#include "benchcmp/render.hpp"

namespace benchcmp::render {

/// Aligned ASCII tables, one per benchmark, with a legend and a summary line.
std::unique_ptr<Renderer> make_text_renderer(const RenderOptions& options);
/// GitHub-flavoured Markdown tables for pull-request comments.
std::unique_ptr<Renderer> make_markdown_renderer(const RenderOptions& options);
/// RFC 4180 CSV, one record per case x metric x variant, numbers at full precision.
std::unique_ptr<Renderer> make_csv_renderer(const RenderOptions& options);
/// The documented JSON schema (benchcmp/3), numbers at full precision.
std::unique_ptr<Renderer> make_json_renderer(const RenderOptions& options);

}  // namespace benchcmp::render
