// What the human-readable renderers (text, markdown) share: how a report is cut into tables,
// which columns a layout has, and how each cell reads. The drawing is left to each renderer.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "benchcmp/render.hpp"
#include "render/table.hpp"

namespace benchcmp::render {

/// Rows of one benchmark, shown as one table.
struct Section {
    std::string benchmark;
    std::vector<const Row*> rows;
};

/// The report's rows grouped by benchmark, in first-seen order.
std::vector<Section> sections_of(const Report& report);

/// Case keys split into those every row of a section shares (said once, in the title) and
/// those that vary (one column each), so that a table shows only what tells rows apart.
struct KeyLayout {
    std::vector<std::pair<std::string, std::string>> constant;
    std::vector<std::string> varying;
    bool metric_column = false;  // several metrics (or nothing else to name a row by)
};

/// The key layout of a section.
KeyLayout key_layout(const Section& section);

/// "time [s]", or the bare name of a unitless metric.
std::string metric_label(const Metric& metric);

/// The n of every side of every row when it is one known number (said once, in the title,
/// instead of a column of copies).
std::optional<std::size_t> constant_n(const Section& section);

/// "hackbench: time [s], lower is better (fds=20 loops=200; n=5)".
std::string section_title(const Section& section, const KeyLayout& keys);

/// How a cell wants to be coloured when colour is on. Nothing is ever dimmed: a faint cell
/// hid the largest changes when they were also noisy.
enum class Tone { none, better, worse };

/// One table cell: its text and its colour.
struct Cell {
    std::string text;
    Tone tone = Tone::none;
};

/// The optional parts of a table, dropped in this order when the table does not fit: the
/// %diff interval, the spread (±stddev) of the means, and in the two-way table the p-value.
struct Parts {
    bool interval = true;
    bool spread = true;
    bool p = true;
};

/// A table before drawing: column groups (the labels, the baseline, each variant; in the
/// transposed table the labels with the variant column, then each column alone) with their
/// column names, then rows; an empty row is a rule between groups of rows (drawn by boxes),
/// a row in `rules` a rule drawn by every frame. Wide tables split between groups.
struct TableModel {
    std::string title;
    std::vector<HeaderCell> groups;  // spans add up to the column count
    std::vector<std::string> names;  // one per column
    std::vector<Align> alignment;    // one per column
    std::vector<std::vector<Cell>> rows;
    std::vector<std::size_t> rules;  // indices into rows before which every frame draws a rule
    // The optional parts the table shows. A part it was asked for but no cell has leaves it
    // the table without that part, which fitting the width need not build again. Every part
    // counts as shown unless the builder knows otherwise.
    Parts shown;
};

/// Leaves out the columns whose cells say nothing in the whole table (all empty, "-", "?" or
/// "n/a"), with their names, shrinking their groups.
void drop_empty_columns(TableModel& table);

/// The layout a section is drawn in, after --layout: automatic is rows for a section of a
/// single row (the other layouts would be one long line), columns for one variant and matrix
/// for several.
Layout resolve_layout(const Report& report, const Section& section, Layout requested);

/// Whether the parts of cells are padded to line up down a column (text, in a monospaced
/// font) or left compact (Markdown, rendered in proportional type).
enum class Padding { aligned, compact };

/// The columns table: label columns, the baseline's mean ±stddev (n when it varies), then per
/// variant its mean ±stddev, %diff with its mark, the interval, p, the verdict (and mde).
TableModel columns_table(const Report& report, const Section& section, const RenderOptions& options,
                         const Parts& parts, Padding padding = Padding::aligned);

/// The matrix: one line per case with the baseline's mean (±stddev) and one %diff cell with
/// its mark per variant, then per variant its geomean (with interval) and verdict counts.
TableModel matrix_table(const Report& report, const Section& section, const RenderOptions& options,
                        const Parts& parts, Padding padding = Padding::aligned);

/// The transposed table: a baseline line with the absolute mean, then one line per variant
/// (n, mean, %diff, stddev, CV, p, verdict).
TableModel rows_table(const Report& report, const Section& section, const RenderOptions& options,
                      Padding padding = Padding::aligned);

/// The one-character marks after a %diff: none when significant, "~" not significant (as
/// benchstat writes it), "~!" not significant with a side's CV above the noise threshold, "?"
/// not tested (n/a). A significant change is never marked noisy.
std::string mark_of(const Comparison& comparison);

/// "+3.50%~", its percentage right-aligned in pct_width and its mark left-aligned in
/// mark_width (zero widths pad nothing).
std::string diff_text(const Comparison& comparison, std::size_t pct_width = 0,
                      std::size_t mark_width = 0);

/// At most three lines under the tables: what %diff and its interval are, the marks in use,
/// and the test, correction and alpha; then the statistics' notes, if any. One string per
/// paragraph; text wraps them with wrap_text.
std::vector<std::string> legend_lines(const Report& report, const RenderOptions& options);

/// The one-line verdict: "benchcmp: 3 worse, 2 better, 40 unchanged (Welch, BH q=0.05 per
/// variant); geomean -1.20% worse [-2.00, -0.40]" (the geomean for a single variant only).
std::string summary_line(const Report& report, const RenderOptions& options);

/// Text broken at spaces into lines of at most width columns (a longer word stays whole).
std::vector<std::string> wrap_text(const std::string& text, std::size_t width);

}  // namespace benchcmp::render
