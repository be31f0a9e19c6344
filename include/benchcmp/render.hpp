// Renderers: they format a Report and compute nothing.
#pragma once

#include <cstddef>
#include <memory>
#include <ostream>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "benchcmp/report.hpp"

namespace benchcmp {

/// Where the variants go in text and markdown tables (--layout): `matrix`, one %diff column per
/// variant (the N-way default); `columns`, a group of mean, %diff, p and verdict columns per
/// variant (the two-way default); `rows`, one line per variant under a baseline line;
/// `automatic` picks rows for a table of a single case and metric, columns for two inputs and
/// matrix for more.
enum class Layout { automatic, matrix, columns, rows };

/// The look of text tables (--style): aligned columns, `+---+` boxes, or mmtests' compare
/// table (`value (  gain%)`, `value *  gain%*` when significant).
enum class Style { plain, box, mmtests };

/// Whether an optional part is shown: when it fits the width, always, or never.
enum class Show { automatic, always, never };

/// A name the command line accepts for a value, with the words --help says about it.
template <typename Value>
struct NamedValue {
    std::string_view name;
    Value value;
    std::string_view help;
};

/// The --layout names, in the order --help lists them.
std::span<const NamedValue<Layout>> layout_names();
/// The --style names, in the order --help lists them.
std::span<const NamedValue<Style>> style_names();

/// How the user asked the report to look; renderers ignore what does not apply to them.
struct RenderOptions {
    Show interval = Show::automatic;  // --ci / --no-ci: the %diff confidence interval in text
    bool show_mde = false;            // --mde shows the minimum detectable effect in text
    bool raw_p = false;               // --raw-p adds the uncorrected p beside the adjusted one
    bool legend = true;               // --no-legend leaves out the lines under the tables
    std::size_t width = 80;           // --width, or the terminal's width on a TTY
    bool color = false;               // resolved from --color, NO_COLOR and the terminal
    bool unicode = false;             // --unicode allows non-ASCII symbols

    Layout layout = Layout::automatic;  // --layout
    Style style = Style::plain;         // --style: the text table's look
    bool plot = false;                  // --plot: ministat-style plots of raw samples in text
};

/// Writes a report in one output format.
class Renderer {
  public:
    virtual ~Renderer() = default;
    virtual void render(const Report& report, std::ostream& out) const = 0;
    /// Writes the reports of several messages of one mail file, each headed by its message,
    /// in one document: by default each in turn, a blank line between them.
    virtual void render_sections(const std::vector<Report>& reports, std::ostream& out) const;
};

/// A message's heading as text lines: "Message N: SUBJECT", then "AUTHOR, DATE, <ID>".
std::vector<std::string> message_heading_lines(const MessageHeading& message);

/// The output format names --format accepts, in the order --help lists them.
std::vector<std::string_view> output_format_names();

/// The renderer for --format name; throws Error (exit 2) for an unknown name.
std::unique_ptr<Renderer> make_renderer(std::string_view name, const RenderOptions& options);

/// The one-line verdict the text report ends with, unwrapped ("benchcmp: 3 worse, 2 better,
/// 40 unchanged (Welch, BH q=0.05 per variant); geomean ..."); --quiet prints it.
std::string text_summary_line(const Report& report, const RenderOptions& options);

}  // namespace benchcmp
