#include "cli/options.hpp"

#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdint>
#include <span>
#include <sstream>

#include "benchcmp/parse.hpp"
#include "benchcmp/printable.hpp"
#include "core/user_regex.hpp"

namespace benchcmp {
namespace {

// Accepts a number strictly between 0 and 1 (alpha, confidence).
CLI::Validator open_unit_interval() {
    return CLI::Validator(
        [](std::string& text) -> std::string {
            double value = 0.0;
            const char* end = text.data() + text.size();
            const auto [stop, error] = std::from_chars(text.data(), end, value);
            const bool valid = error == std::errc() && stop == end && value > 0.0 && value < 1.0;
            return valid ? "" : "must be a number between 0 and 1, exclusive";
        },
        "(0,1)");
}

template <typename Kind>
Kind kind_named(const std::string& name, std::span<const Kind> kinds,
                const char* (*name_of)(Kind)) {
    for (const Kind kind : kinds) {
        if (name == name_of(kind)) {
            return kind;
        }
    }
    return kinds.front();  // unreachable: CLI11 checked the name against the same list
}

template <typename Kind>
std::vector<std::string> kind_names(std::span<const Kind> kinds, const char* (*name_of)(Kind)) {
    std::vector<std::string> names;
    for (const Kind kind : kinds) {
        names.emplace_back(name_of(kind));
    }
    return names;
}

template <typename Value>
std::vector<std::string> names_of(std::span<const NamedValue<Value>> values) {
    std::vector<std::string> names;
    for (const NamedValue<Value>& value : values) {
        names.emplace_back(value.name);
    }
    return names;
}

// Text broken at spaces into lines of at most `width` characters, each ending in a newline.
std::string wrapped(const std::string& text, std::size_t width) {
    std::string out;
    std::string line;
    std::istringstream words(text);
    for (std::string word; words >> word;) {
        if (!line.empty() && line.size() + 1 + word.size() > width) {
            out += line + '\n';
            line.clear();
        }
        line += (line.empty() ? "" : " ") + word;
    }
    return line.empty() ? out : out + line + '\n';
}

// A choice's names are said once, in its description; CLI11 would print its check's list
// beside the type name as well.
// A whole number of columns from 20 to 100000: `1e2` or `80.5` is named as not an integer,
// not as a number out of range.
CLI::Validator column_count() {
    return CLI::Validator(
        [](const std::string& text) -> std::string {
            std::uint64_t value = 0;
            const char* end = text.data() + text.size();
            const auto [stop, error] = std::from_chars(text.data(), end, value);
            if (text.empty() || stop != end || error == std::errc::invalid_argument) {
                return fmt::format(
                    "'{}' is not a whole number of columns; give an integer from "
                    "20 to 100000",
                    text);
            }
            if (error != std::errc() || value < 20 || value > 100000) {
                return fmt::format("{} is not in the range 20 to 100000", text);
            }
            return "";
        },
        "");
}

// --max-input-size: a whole number of bytes, or of K, M or G (powers of 1024; `KiB`, `MB` and
// lower case read alike), rewritten as bytes. `1.5G` is named as not a whole number, where
// CLI11's own converter said "could not be converted to UINT".
CLI::Validator input_size() {
    return CLI::Validator(
        [](std::string& text) -> std::string {
            const char* begin = text.data();
            const char* end = begin + text.size();
            std::uint64_t value = 0;
            const auto [stop, error] = std::from_chars(begin, end, value);
            std::string suffix(stop, end);
            std::transform(suffix.begin(), suffix.end(), suffix.begin(),
                           [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
            const std::vector<std::pair<std::string, int>> units{
                {"", 0},    {"b", 0},    {"k", 10}, {"kb", 10}, {"kib", 10}, {"m", 20},
                {"mb", 20}, {"mib", 20}, {"g", 30}, {"gb", 30}, {"gib", 30}};
            const auto unit = std::find_if(units.begin(), units.end(), [&](const auto& entry) {
                return entry.first == suffix;
            });
            const std::string accepted =
                "give a whole number of bytes, or of K, M or G (powers of 1024), as in 1536M";
            if (error == std::errc::invalid_argument || unit == units.end()) {
                return fmt::format("'{}' is not a size; {}", text, accepted);
            }
            constexpr std::uint64_t kMax = std::uint64_t{1} << 50;
            if (error != std::errc() || value == 0 || value > (kMax >> unit->second)) {
                return fmt::format("'{}' is out of range (1 byte to 1024 TiB); {}", text, accepted);
            }
            text = std::to_string(value << unit->second);
            return "";
        },
        "");
}

CLI::Validator one_of(const std::vector<std::string>& names) {
    return CLI::IsMember(names).description("");
}

std::string joined(const std::vector<std::string>& names) {
    return fmt::format("{}", fmt::join(names, ", "));
}

std::vector<std::string> format_names() {
    std::vector<std::string> names;
    for (const FormatEntry& entry : formats()) {
        names.emplace_back(entry.name);
    }
    return names;
}

// The options of what the report looks like: format, layout, style, width, parts, colour.
void configure_output(CLI::App& app, Options& options) {
    std::vector<std::string> outputs;
    for (const std::string_view name : output_format_names()) {
        outputs.emplace_back(name);
    }
    app.add_option("--format", options.output_format, "Output format: " + joined(outputs))
        ->type_name("NAME")
        ->check(one_of(outputs));
    const std::vector<std::string> layouts = names_of(layout_names());
    app.add_option("--layout", options.layout,
                   "Table layout: " + joined(layouts) + " (auto: by the number of inputs)")
        ->type_name("NAME")
        ->check(one_of(layouts));
    const std::vector<std::string> styles = names_of(style_names());
    app.add_option("--style", options.style, "Look of text tables: " + joined(styles))
        ->type_name("NAME")
        ->check(one_of(styles));
    app.add_option("--width", options.width, "Fit text into N columns (default: terminal, 80)")
        ->type_name("N")
        ->check(column_count());
    app.add_flag_callback(
        "--ci", [&options] { options.render.interval = Show::always; },
        "Always show the %diff confidence interval");
    app.add_flag_callback(
        "--no-ci", [&options] { options.render.interval = Show::never; },
        "Never show the interval (default: when it fits)");
    app.add_flag("--raw-p", options.render.raw_p, "Show the uncorrected p beside the adjusted");
    app.add_flag("--mde", options.render.show_mde, "Show the minimum detectable effect");
    app.add_flag_callback(
        "--no-legend", [&options] { options.render.legend = false; },
        "Leave out the legend under the tables");
    app.add_flag("--unicode", options.render.unicode,
                 "Allow non-ASCII symbols (box drawing, plus-minus)");
    const std::vector<std::string> colors = {"auto", "always", "never"};
    app.add_option("--color", options.color, "Colour: auto (terminal, no NO_COLOR), always, never")
        ->type_name("WHEN")
        ->check(one_of(colors));
    app.add_flag("--plot", options.render.plot, "Add ministat-style plots of the raw runs");
}

// The options of how inputs are read: their format and the tags added to their cases.
void configure_inputs(CLI::App& app, Options& options) {
    const std::vector<std::string> input_names = format_names();
    app.add_option("--input-format", options.input_format, "Read every input as this format")
        ->type_name("NAME")
        ->check(one_of(input_names));
    app.add_option("--message", options.message, "Read only this message of a mail file")
        ->type_name("ID|N");
    app.add_option("--tag", options.tags, "Add KEY=VALUE to every case (of input LABEL)")
        ->type_name("[LABEL:]KEY=VALUE")
        ->allow_extra_args(false)
        ->check(CLI::Validator(
            [](std::string& text) -> std::string {
                const auto equals = text.find('=');
                if (equals == std::string::npos) {
                    return "must be KEY=VALUE or LABEL:KEY=VALUE";
                }
                const std::string name = text.substr(0, equals);
                const auto colon = name.find(':');
                const bool valid = colon == std::string::npos
                                       ? !name.empty()
                                       : colon > 0 && colon + 1 < name.size();
                return valid ? "" : "must be KEY=VALUE or LABEL:KEY=VALUE, with a non-empty KEY";
            },
            ""));
}

// The options of the statistics: the test, its correction, alpha, confidence, noise, runs.
void configure_statistics(CLI::App& app, Options& options) {
    const std::vector<std::string> tests = kind_names<TestKind>(kTestKinds, test_name);
    app.add_option("--test", options.test, "Significance test: " + joined(tests))
        ->type_name("NAME")
        ->check(one_of(tests));
    const std::vector<std::string> corrections =
        kind_names<Correction>(kCorrectionKinds, correction_name);
    app.add_option("--correction", options.correction,
                   "Correction per variant: " + joined(corrections))
        ->type_name("NAME")
        ->check(one_of(corrections));
    app.add_option("--alpha", options.alpha, "Significance level (0.05; 0.10 for mmtests-2018)")
        ->type_name("A")
        ->check(open_unit_interval());
    app.add_option("--confidence", options.confidence, "Level of the interval (0.95)")
        ->type_name("C")
        ->check(open_unit_interval());
    app.add_option("--noise-cv", options.noise_cv_pct, "Mark CV above PCT % as noisy (2.5)")
        ->type_name("PCT")
        ->check(CLI::Validator(
            [](std::string& text) -> std::string {
                double value = 0.0;
                const char* end = text.data() + text.size();
                const auto [stop, error] = std::from_chars(text.data(), end, value);
                const bool valid =
                    error == std::errc() && stop == end && value >= 0.0 && std::isfinite(value);
                return valid ? "" : "must be a percentage >= 0, e.g. 2.5";
            },
            ""));
    app.add_option("--runs", options.runs, "Runs behind each printed mean without n")
        ->type_name("N")
        ->check(CLI::Range(std::size_t{2}, std::size_t{1000000000}).description(""));
}

// The options for CI and scripts: the baseline, row selection, the gate, -o, directions.
void configure_selection(CLI::App& app, Options& options) {
    app.add_option("--baseline", options.baselines,
                   "Baseline file (repeatable), or an input's label")
        ->type_name("FILE|LABEL")
        ->allow_extra_args(false);  // one value per --baseline: files after it are variants
    app.add_option("--metric", options.selection.metric_pattern,
                   "Keep rows whose benchmark/metric matches")
        ->type_name("REGEX");
    app.add_option("--case", options.selection.case_pattern, "Keep rows whose k=v case matches")
        ->type_name("REGEX");
    app.add_flag("--only-changed", options.selection.only_changed,
                 "Keep rows with a changed, new or gone cell");
    const std::vector<std::string> sorts = kind_names<SortOrder>(kSortOrders, sort_order_name);
    app.add_option("--sort", options.sort, "Row order: " + joined(sorts))
        ->type_name("NAME")
        ->check(one_of(sorts));
    // CLI11 hands a string flag "true" when no =PCT follows; that stands for the default 0.
    app.add_flag("--fail-on-regression", options.fail_on_regression,
                 "Exit 1 on a significant regression >= PCT % (0)")
        ->type_name("[=PCT]")
        ->check(CLI::Validator(
            [](std::string& text) -> std::string {
                if (text == "true") {
                    text = "0";
                }
                double value = 0.0;
                const char* end = text.data() + text.size();
                const auto [stop, error] = std::from_chars(text.data(), end, value);
                const bool valid =
                    error == std::errc() && stop == end && value >= 0.0 && std::isfinite(value);
                return valid ? "" : "must be a percentage >= 0, as in --fail-on-regression=5";
            },
            ""));
    app.add_option("-o,--output", options.output_path, "Write the report to FILE atomically")
        ->type_name("FILE");
    app.add_flag("-q,--quiet", options.quiet, "Print the verdict line and the worst regressions");
    app.add_flag("--explain", options.explain,
                 "Say on stderr which lines each variant and case came from");
    app.add_option("--higher-is-better", options.higher_is_better,
                   "Matching metrics are higher-is-better")
        ->type_name("REGEX");
    app.add_option("--lower-is-better", options.lower_is_better,
                   "Matching metrics are lower-is-better")
        ->type_name("REGEX");
    app.add_option("--max-input-size", options.max_input_bytes,
                   "Refuse an input larger than SIZE bytes (suffixes K, M, G; default 1G)")
        ->type_name("SIZE")
        ->transform(input_size());
}

void configure(CLI::App& app, Options& options) {
    app.description(
        "Compare benchmark results: the first input is the baseline, every other a "
        "variant.");
    app.add_option("inputs", options.inputs, "BASELINE VARIANT...: files, - (stdin), LABEL=FILE")
        ->required()
        ->type_name("FILE");
    configure_output(app, options);
    configure_inputs(app, options);
    configure_statistics(app, options);
    configure_selection(app, options);
    app.set_version_flag("--version", fmt::format("benchcmp {}", kVersion));
    // Saved mail (an mbox, a .eml) is read before any format: it is not one of them.
    app.footer(wrapped("Input formats (detected): " + joined(format_names()) +
                           ". In mail too; see benchcmp(1) and "
                           "README.md.",
                       78) +
               "Exit status: 0 success, 1 regression (--fail-on-regression), 2 usage or input "
               "error.");
}

// The options in args, parsed by CLI11 into options; the exit code when parsing ends the run
// (--help, --version, a usage error), else nothing.
std::optional<int> parse_with_cli11(const std::vector<std::string>& args, Options& options,
                                    std::ostream& out, std::ostream& err) {
    CLI::App app{"", "benchcmp"};
    configure(app, options);
    try {
        // CLI11 wants argv-order arguments reversed when given as a vector.
        std::vector<std::string> reversed(args.rbegin(), args.rend());
        app.parse(reversed);
    } catch (const CLI::CallForHelp&) {
        out << app.help();
        return kExitOk;
    } catch (const CLI::CallForVersion& version) {
        out << version.what() << '\n';
        return kExitOk;
    } catch (const CLI::ParseError& error) {
        // CLI11 quotes the argument it refused, which may hold ESC.
        err << "benchcmp: error: " << printable_lines(error.what())
            << "\nRun 'benchcmp --help' for usage.\n";
        return kExitUsage;
    }
    return std::nullopt;
}

// Whether args are operands alone (`benchcmp old.txt new.txt`, `-` for standard input), which
// CLI11 would only copy into Options::inputs: building its parser of 40 options was a fifth
// of a small comparison (0.74 M instructions of 3.4 M), so it is built only when an argument
// starts with `-`. No option has a default that CLI11 sets, nor reads the environment.
bool operands_only(const std::vector<std::string>& args) {
    return !args.empty() && std::all_of(args.begin(), args.end(), [](const std::string& arg) {
        return arg == "-" || !arg.starts_with('-');
    });
}

}  // namespace

std::optional<int> parse_options(const std::vector<std::string>& args, Options& options,
                                 std::ostream& out, std::ostream& err) {
    if (operands_only(args)) {
        options.inputs = args;
        return std::nullopt;
    }
    return parse_with_cli11(args, options, out, err);
}

Thresholds resolve_thresholds(const Options& options) {
    Thresholds thresholds =
        default_thresholds(kind_named<TestKind>(options.test, kTestKinds, test_name));
    if (options.alpha > 0.0) {
        thresholds.alpha = options.alpha;
    }
    if (!options.correction.empty()) {
        thresholds.correction =
            kind_named<Correction>(options.correction, kCorrectionKinds, correction_name);
    }
    thresholds.confidence = options.confidence;
    thresholds.noise_cv_pct = options.noise_cv_pct;
    return thresholds;
}

// Width and colour depend on where the output goes: the terminal's width and colour only when
// the report goes to a terminal on stdout; colour also honours NO_COLOR.
void resolve_render_options(Options& options, const Terminal& terminal) {
    // -o FILE sends the report to a file, not to the terminal.
    const bool to_file = !options.output_path.empty() && options.output_path != "-";
    const bool to_terminal = terminal.stdout_is_terminal && !to_file;
    RenderOptions& render = options.render;
    for (const NamedValue<Layout>& layout : layout_names()) {
        if (layout.name == options.layout) {
            render.layout = layout.value;
        }
    }
    for (const NamedValue<Style>& style : style_names()) {
        if (style.name == options.style) {
            render.style = style.value;
        }
    }
    render.width = 80;
    if (options.width > 0) {
        render.width = options.width;
    } else if (to_terminal && terminal.columns >= 20) {
        render.width = terminal.columns;
    }
    render.color =
        options.color == "always" || (options.color == "auto" && to_terminal && !terminal.no_color);
}

// A bad pattern is a usage error, reported before any input is read (RE2 compiles in
// microseconds; the filters compile their own copy later).
void check_patterns(const Options& options) {
    const std::pair<const std::optional<std::string>*, const char*> given[] = {
        {&options.selection.metric_pattern, "--metric"},
        {&options.selection.case_pattern, "--case"}};
    for (const auto& [pattern, option] : given) {
        if (*pattern) {
            Pattern(**pattern, option);
        }
    }
    for (const auto& [pattern, option] :
         {std::pair{&options.higher_is_better, "--higher-is-better"},
          std::pair{&options.lower_is_better, "--lower-is-better"}}) {
        if (!pattern->empty()) {
            Pattern(*pattern, option);
        }
    }
}

SortOrder sort_order(const Options& options) {
    return kind_named<SortOrder>(options.sort, kSortOrders, sort_order_name);
}

}  // namespace benchcmp
