// What the human-readable renderers (text, markdown) share: how a report is cut into tables,
// which columns a layout has, and how each cell reads. The drawing is left to each renderer.
#pragma once

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

/// "hackbench: time [s], lower is better (fds=20 loops=200)".
std::string section_title(const Section& section, const KeyLayout& keys);

/// How a cell wants to be coloured when colour is on.
enum class Tone { none, better, worse, dim };

/// One table cell: its text and its colour.
struct Cell {
    std::string text;
    Tone tone = Tone::none;
};

/// A table before drawing: column groups (the labels, the baseline, each variant; in the
/// transposed table the labels with the variant column, then each column alone) with their
/// column names, then rows; an empty row is a rule between groups of rows. Wide tables split
/// between groups.
struct TableModel {
    std::string title;
    std::vector<HeaderCell> groups;  // spans add up to the column count
    std::vector<std::string> names;  // one per column
    std::vector<Align> alignment;    // one per column
    std::vector<std::vector<Cell>> rows;
};

/// Whether a section is drawn with variants as columns or as rows, after --layout: the
/// automatic choice is rows for a section of a single row (one case and metric, as in a
/// "stress-ng vs baseline" table), where the N-way table would be one long line.
Layout resolve_layout(const Section& section, Layout requested);

/// Whether the parts of the %diff cells are padded to line up down a column (text, in a
/// monospaced font) or left compact (Markdown, rendered in proportional type).
enum class DiffParts { aligned, compact };

/// The N-way table: label columns, the baseline (n, mean, stddev) and per variant n, mean,
/// %diff, p, verdict (and mde with RenderOptions::show_mde).
TableModel columns_table(const Report& report, const Section& section, const RenderOptions& options,
                         DiffParts parts = DiffParts::aligned);

/// The transposed table: a baseline line with the absolute mean, then one line per variant
/// (n, mean, %diff, stddev, CV, p, verdict).
TableModel rows_table(const Report& report, const Section& section, const RenderOptions& options,
                      DiffParts parts = DiffParts::aligned);

/// Widths that line up the parts of a section's %diff cells down a column: the percentage,
/// the mark slot and each end of the interval. Zero widths pad nothing.
struct DiffWidths {
    std::size_t pct = 0;
    bool mark_slot = false;  // some cell is noisy: the others get a space where "*" goes
    std::size_t low = 0;     // widest lower end of a shown interval; 0 when none is shown
    std::size_t high = 0;
};

/// The widths for every compared cell of the section.
DiffWidths diff_widths(const Section& section, const RenderOptions& options);

/// The %diff cell: "-3.48%", with "*" when noisy and " [-5.71, -1.25]" when the interval is
/// known and shown, its parts padded to `widths` so that the percent signs, marks and
/// interval ends of one column line up (a cell without an interval is padded as if it had
/// one).
std::string diff_cell(const Comparison& comparison, const RenderOptions& options,
                      const DiffWidths& widths = {});

/// Whether any compared cell of the report has a p-value adjusted for multiple comparisons.
bool has_adjusted_p(const Report& report);

/// The legend under the tables: what %diff, the interval, p, the marks and verdicts mean,
/// which test, correction and alpha ran, each metric's direction and the cells' notes. One
/// string per paragraph; text wraps them with wrap_text.
std::vector<std::string> legend_lines(const Report& report, const RenderOptions& options);

/// The one-line verdict: "benchcmp: 3 worse, 2 better, 40 unchanged (Welch, BH q=0.05);
/// geomean -1.20% [-2.00, -0.40]".
std::string summary_line(const Report& report, const RenderOptions& options);

/// Text broken at spaces into lines of at most width columns (a longer word stays whole).
std::vector<std::string> wrap_text(const std::string& text, std::size_t width);

}  // namespace benchcmp::render
