// The command line as benchcmp reads it: every option (parsed by CLI11 only when an argument
// starts with `-`) and what the options resolve to once the output's destination is known.
#pragma once

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "benchcmp/app.hpp"
#include "benchcmp/render.hpp"
#include "benchcmp/select.hpp"
#include "benchcmp/stats.hpp"
#include "cli/operands.hpp"
#include "io/bounded_read.hpp"

namespace benchcmp {

struct Options {
    std::vector<std::string> inputs;
    std::string output_format = "text";
    std::string input_format;
    std::vector<std::string> tags;  // --tag [LABEL:]key=value, in command-line order
    std::string message;            // --message: a mail file's Message-ID or number; empty: all
    RenderOptions render;
    // The statistics options as given; thresholds are resolved from them after parsing,
    // because the test's own defaults (mmtests-2018: alpha 0.10, no correction) apply only
    // where the user said nothing.
    std::string test = "welch";
    std::string correction;  // empty: the test's default
    double alpha = 0.0;      // 0: the test's default
    double confidence = 0.95;
    double noise_cv_pct = 2.5;
    std::string layout = "auto";  // --layout, mapped onto render.layout
    std::string style = "plain";  // --style, mapped onto render.style
    std::string color = "auto";   // --color, resolved into render.color
    std::size_t width = 0;        // --width; 0 = the terminal's, else 80
    std::size_t runs = 0;         // --runs: n of summaries that do not print it; 0 when not given

    // CI and scripting: inputs per side, row selection, the regression gate, output file.
    std::vector<std::string> baselines;  // --baseline: files to merge, or one input's label
    Selection selection;
    std::string sort = "input";  // --sort, mapped onto selection.sort after parsing
    // --fail-on-regression[=PCT], kept as text: CLI11 turns numeric flag values into counts.
    std::string fail_on_regression;
    std::string output_path;  // -o; empty or "-": standard output
    bool quiet = false;
    bool explain = false;  // --explain: how the inputs were read, to stderr
    // The inputs as read: the --baseline files first (when given), then one group per
    // positional argument; resolved from the arguments after parsing.
    std::vector<InputGroup> groups;
    // --baseline LABEL: the label of the run to compare against; empty when not given.
    std::string baseline_label;
    // --higher-is-better / --lower-is-better REGEX; empty when not given.
    std::string higher_is_better;
    std::string lower_is_better;
    std::uint64_t max_input_bytes = kDefaultMaxInputBytes;  // --max-input-size
};

/// Parses args into options; the exit code when parsing ends the run (--help, --version, a
/// usage error, each already printed), else nothing.
std::optional<int> parse_options(const std::vector<std::string>& args, Options& options,
                                 std::ostream& out, std::ostream& err);

/// The test's thresholds, with the user's --alpha, --correction, --confidence and --noise-cv
/// over the test's own defaults.
Thresholds resolve_thresholds(const Options& options);

/// Layout, style, width and colour for where the report goes (terminal, file or pipe).
void resolve_render_options(Options& options, const Terminal& terminal);

/// Throws Error (exit 2) for a --metric, --case or direction pattern that does not compile,
/// before any input is read.
void check_patterns(const Options& options);

/// The --sort order.
SortOrder sort_order(const Options& options);

}  // namespace benchcmp
