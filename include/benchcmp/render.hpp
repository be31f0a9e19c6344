// Renderers: they format a Report and compute nothing.
#pragma once

#include <cstddef>
#include <memory>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "benchcmp/report.hpp"

namespace benchcmp {

/// Where the variants go in text tables (--layout): `columns` is the N-way table (one column
/// group per variant), `rows` the transposed one (one line per variant under a baseline line);
/// `automatic` picks rows for a table of a single case and metric, columns otherwise.
enum class Layout { automatic, columns, rows };

/// The look of text tables (--style): aligned columns, `+---+` boxes, or mmtests' compare
/// table (`value (  gain%)`, `*  gain%*` when significant).
enum class Style { plain, box, mmtests };

/// How the user asked the report to look; renderers ignore what does not apply to them.
struct RenderOptions {
    bool show_ci = true;     // --no-ci hides the %diff confidence interval in text
    bool show_mde = false;   // --mde shows the minimum detectable effect in text
    std::size_t width = 80;  // --width, or the terminal's width on a TTY
    bool color = false;      // resolved from --color, NO_COLOR and isatty by the app
    bool unicode = false;    // --unicode allows non-ASCII symbols

    Layout layout = Layout::automatic;  // --layout: variants as columns or as rows
    Style style = Style::plain;         // --style: the text table's look
    bool plot = false;                  // --plot: ministat-style plots of raw samples in text
};

/// Writes a report in one output format.
class Renderer {
  public:
    virtual ~Renderer() = default;
    virtual void render(const Report& report, std::ostream& out) const = 0;
};

/// The output format names --format accepts, in the order --help lists them.
std::vector<std::string_view> output_format_names();

/// The renderer for --format name; throws Error (exit 2) for an unknown name.
std::unique_ptr<Renderer> make_renderer(std::string_view name, const RenderOptions& options);

/// The one-line verdict the text report ends with, unwrapped ("benchcmp: 3 worse, 2 better,
/// 40 unchanged (Welch, BH q=0.05); geomean ..."); all that --quiet prints.
std::string text_summary_line(const Report& report, const RenderOptions& options);

}  // namespace benchcmp
