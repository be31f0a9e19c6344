// The public face of the text report's verdict line, for --quiet: one definition of the
// line (render::summary_line), so that the quiet output is the report's own last line.
#include "benchcmp/render.hpp"
#include "render/layout.hpp"

namespace benchcmp {

std::string text_summary_line(const Report& report, const RenderOptions& options) {
    return render::summary_line(report, options);
}

}  // namespace benchcmp
