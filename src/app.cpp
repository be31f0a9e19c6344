// CLI wiring: options, reading inputs, choosing parsers, exit codes. No statistics here.
#include "benchcmp/app.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <iterator>
#include <map>
#include <optional>
#include <set>
#include <sstream>

#include "adjust.hpp"
#include "benchcmp/diagnostics.hpp"
#include "benchcmp/parse.hpp"
#include "benchcmp/post.hpp"
#include "benchcmp/render.hpp"
#include "benchcmp/report.hpp"
#include "benchcmp/select.hpp"
#include "input_reader.hpp"
#include "inputs.hpp"
#include "output_file.hpp"
#include "pattern.hpp"

namespace benchcmp {
namespace {

struct Options {
    std::vector<std::string> inputs;
    std::string output_format = "text";
    std::string input_format;
    std::vector<std::string> tags;  // --tag [LABEL:]key=value, in command-line order
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

// Labels name columns and JSON objects, so two inputs must never share one; the first keeps
// its name and later ones get "#2", "#3" (duplicate file names in different folders).
// A saved report (benchcmp-json) stands for all its inputs; an input given beside it under
// the same label is a newer run of that side and replaces the saved one, so that
// `benchcmp r.json B` compares r.json's baseline with today's B as `benchcmp A B` did.
void replace_saved_runs(std::vector<Run>& runs) {
    const auto saved = [](const Run& run) { return run.format == "benchcmp-json"; };
    std::set<std::string> read_today;  // labels of the runs not read from a saved report
    for (const Run& run : runs) {
        if (!saved(run)) {
            read_today.insert(run.label);
        }
    }
    std::erase_if(runs,
                  [&](const Run& run) { return saved(run) && read_today.contains(run.label); });
}

void make_labels_unique(std::vector<Run>& runs) {
    std::set<std::string> taken;
    // The copy number to try first for each label: every number below it is taken, and trying
    // them again for each run of one label made 8,000 such runs take a second.
    std::map<std::string, int> next_copy;
    for (Run& run : runs) {
        std::string label = run.label;
        if (taken.contains(label)) {
            int& copy = next_copy.try_emplace(run.label, 2).first->second;
            for (label = fmt::format("{}#{}", run.label, copy); taken.contains(label);) {
                label = fmt::format("{}#{}", run.label, ++copy);
            }
            ++copy;
        }
        run.label = label;
        taken.insert(label);
    }
}

std::vector<Run> read_runs(const Options& options, std::istream& in) {
    const Parser* forced = nullptr;
    if (!options.input_format.empty()) {
        forced = find_format(options.input_format);
    }
    std::vector<Run> runs;
    // Every file of every group is read on its own, as the argument `label=path` (or `path`)
    // would be; the runs of a group's files are merged after the loop.
    const std::vector<InputGroup>& groups = options.groups;
    std::vector<std::string> file_arguments;
    std::vector<std::size_t> group_of_file;
    for (std::size_t g = 0; g < groups.size(); ++g) {
        for (const std::string& path : groups[g].paths) {
            file_arguments.push_back(groups[g].label.empty() ? path : groups[g].label + "=" + path);
            group_of_file.push_back(g);
        }
    }
    std::vector<std::vector<std::vector<Run>>> per_group(groups.size());
    std::size_t file_index = 0;
    for (const std::string& argument : file_arguments) {
        const InputSpec spec = split_spec(argument);
        InputText input{spec.path, read_input_bytes(spec.path, in, options.max_input_bytes)};
        std::vector<Run> parsed =
            read_post(std::move(input), PostOptions{forced, options.baseline_label.empty()});
        for (Run& run : parsed) {
            // A label the user gave names a one-variant input even when the input names it.
            if (run.label.empty() || (!spec.label.empty() && parsed.size() == 1)) {
                run.label = default_label(spec);
            }
        }
        if (!spec.label.empty() && parsed.size() > 1) {
            parsed.front().diagnose(Level::note, 0,
                                    fmt::format("holds {} variants named by the input itself; "
                                                "the label '{}' is not used",
                                                parsed.size(), spec.label));
        }
        apply_runs(parsed, options.runs);
        per_group[group_of_file[file_index++]].push_back(std::move(parsed));
    }
    for (std::size_t g = 0; g < groups.size(); ++g) {
        std::vector<Run> parsed = per_group[g].size() == 1
                                      ? std::move(per_group[g].front())
                                      : merge_runs(std::move(per_group[g]), groups[g].name);
        // A merged input that neither the user nor the input names is called after its
        // pattern (or "baseline"), not after whichever file came first.
        const InputGroup& group = groups[g];
        if (group.label.empty() && !group.implied_label.empty() && parsed.size() == 1 &&
            parsed.front().label == default_label(InputSpec{"", group.paths.front()})) {
            parsed.front().label = group.implied_label;
        }
        std::move(parsed.begin(), parsed.end(), std::back_inserter(runs));
    }
    merge_named_variants(runs);
    replace_saved_runs(runs);
    make_labels_unique(runs);
    apply_tags(options.tags, runs);
    escape_control_characters(runs);
    apply_directions(options.higher_is_better, options.lower_is_better, runs);
    return runs;
}

template <typename Value>
std::vector<std::string> names_of(std::span<const NamedValue<Value>> values) {
    std::vector<std::string> names;
    for (const NamedValue<Value>& value : values) {
        names.emplace_back(value.name);
    }
    return names;
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
CLI::Validator one_of(const std::vector<std::string>& names) {
    return CLI::IsMember(names).description("");
}

std::string joined(const std::vector<std::string>& names) {
    return fmt::format("{}", fmt::join(names, ", "));
}

void configure(CLI::App& app, Options& options) {
    app.description(
        "Compare benchmark results: the first input is the baseline, every other a "
        "variant.");
    app.add_option("inputs", options.inputs, "BASELINE VARIANT...: files, - (stdin), LABEL=FILE")
        ->required()
        ->type_name("FILE");
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
        ->check(CLI::Range(std::size_t{20}, std::size_t{100000}).description(""));
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
    std::vector<std::string> input_names;
    for (const FormatEntry& entry : formats()) {
        input_names.emplace_back(entry.name);
    }
    app.add_option("--input-format", options.input_format, "Read every input as this format")
        ->type_name("NAME")
        ->check(one_of(input_names));
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
    app.add_option("--higher-is-better", options.higher_is_better,
                   "Matching metrics are higher-is-better")
        ->type_name("REGEX");
    app.add_option("--lower-is-better", options.lower_is_better,
                   "Matching metrics are lower-is-better")
        ->type_name("REGEX");
    app.add_option("--max-input-size", options.max_input_bytes,
                   "Refuse an input larger than SIZE bytes (suffixes K, M, G; default 1G)")
        ->type_name("SIZE")
        // Without descriptions: CLI11 would append "SIZE:SIZE [b, kb(=1024b), ...]:UINT in
        // [1 - 1125899906842624]" to the type name, a second line the help text already says.
        ->transform(CLI::AsSizeValue(false).description(""))
        ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1} << 50).description(""));
    app.set_version_flag("--version", fmt::format("benchcmp {}", kVersion));
    app.footer(wrapped("Input formats (detected): " + joined(input_names) + ".", 78) +
               "Exit status: 0 success, 1 regression (--fail-on-regression), 2 usage or input "
               "error.\nSee benchcmp(1) and README.md.");
}

// The options in args, parsed by CLI11 into options; the exit code when parsing ends the run
// (--help, --version, a usage error), else nothing.
std::optional<int> parse_options(const std::vector<std::string>& args, Options& options,
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
        err << "benchcmp: error: " << error.what() << "\nRun 'benchcmp --help' for usage.\n";
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

Terminal this_terminal() {
    Terminal terminal;
    terminal.stdout_is_terminal = ::isatty(STDOUT_FILENO) == 1;
    winsize size{};
    if (terminal.stdout_is_terminal && ::ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0) {
        terminal.columns = size.ws_col;
    }
    const char* no_color = std::getenv("NO_COLOR");
    terminal.no_color = no_color != nullptr && *no_color != '\0';
    return terminal;
}

int run(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
        std::ostream& err, const Terminal& terminal) {
    Options options;
    if (operands_only(args)) {
        options.inputs = args;
    } else if (const std::optional<int> done = parse_options(args, options, out, err)) {
        return *done;
    }

    resolve_render_options(options, terminal);
    try {
        check_patterns(options);
        std::vector<InputGroup>& groups = options.groups;
        std::string& baseline_label = options.baseline_label;
        if (!options.baselines.empty()) {
            BaselineChoice baseline = choose_baseline(options.baselines);
            if (baseline.files) {
                groups.push_back(std::move(*baseline.files));
            }
            baseline_label = baseline.label;
        }
        for (const std::string& argument : options.inputs) {
            groups.push_back(group_of(argument));
        }
        std::vector<Diagnostic> repeated_files;
        for (InputGroup& group : groups) {
            const std::vector<Diagnostic> warnings = drop_repeated_files(group);
            repeated_files.insert(repeated_files.end(), warnings.begin(), warnings.end());
        }
        if (!options.output_path.empty() && options.output_path != "-") {
            for (const InputGroup& group : groups) {
                refuse_input_as_output(options.output_path, group.paths);
            }
        }
        std::vector<Run> runs = read_runs(options, in);
        if (!runs.empty()) {
            runs.front().diagnostics.insert(runs.front().diagnostics.begin(),
                                            repeated_files.begin(), repeated_files.end());
        }
        if (!baseline_label.empty()) {
            move_baseline_first(runs, baseline_label);
        }
        Report report = build_report(std::move(runs), resolve_thresholds(options));
        Selection selection = options.selection;
        selection.sort = kind_named<SortOrder>(options.sort, kSortOrders, sort_order_name);
        select_rows(report, selection);
        const std::unique_ptr<Renderer> renderer =
            make_renderer(options.output_format, options.render);
        for (const Diagnostic& diagnostic : report.diagnostics) {
            err << format_diagnostic(diagnostic) << '\n';
        }
        // -o /dev/stdout, or the file stdout already goes to, is standard output: replacing
        // that file would leave the shell writing into a deleted one.
        const bool to_standard_output =
            options.output_path.empty() || options.output_path == "-" ||
            (&out == &std::cout && names_standard_output(options.output_path));
        // Straight to the stream, to stdout or to -o's file alike: a report of a million rows
        // as JSON is over a gigabyte, which a buffer and its copy held two and three times over.
        const WriteReport write = [&](std::ostream& stream) {
            if (!options.quiet) {
                renderer->render(report, stream);
                return;
            }
            stream << text_summary_line(report, options.render) << '\n';
            const std::vector<Regression> worse = regressions(report, 0.0);
            if (!worse.empty()) {
                stream << regression_list("worse:", worse) << '\n';
            }
        };
        if (to_standard_output) {
            write(out);
        } else {
            write_file_atomically(options.output_path, write);
        }
        if (!options.fail_on_regression.empty()) {
            const std::string& text = options.fail_on_regression;
            double min_pct = 0.0;
            std::from_chars(text.data(), text.data() + text.size(), min_pct);  // validated
            const std::vector<Regression> found = regressions(report, min_pct);
            if (!found.empty()) {
                const std::string lead = fmt::format(
                    "benchcmp: {} significant regression{} of at least {:g}%:", found.size(),
                    found.size() == 1 ? "" : "s", min_pct);
                err << regression_list(lead, found) << '\n';
                return kExitRegression;
            }
        }
        return kExitOk;
    } catch (const Error& error) {
        err << "benchcmp: error: " << error.what() << '\n';
        return error.exit_code();
    }
}

}  // namespace benchcmp
