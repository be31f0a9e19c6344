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
#include "benchcmp/render.hpp"
#include "benchcmp/report.hpp"
#include "benchcmp/select.hpp"
#include "benchcmp/transfer.hpp"
#include "inputs.hpp"
#include "output_file.hpp"

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
    // --higher-is-better / --lower-is-better REGEX; empty when not given.
    std::string higher_is_better;
    std::string lower_is_better;
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

// The spellings --test and --correction accept, named as test_name()/correction_name() do.
const std::map<std::string, TestKind, std::less<>> kTests{{"welch", TestKind::welch},
                                                          {"mwu", TestKind::mwu},
                                                          {"mmtests", TestKind::mmtests},
                                                          {"mmtests-2018", TestKind::mmtests_2018}};
const std::map<std::string, Correction, std::less<>> kCorrections{
    {"bh", Correction::bh}, {"holm", Correction::holm}, {"none", Correction::none}};

Thresholds resolve_thresholds(const Options& options) {
    Thresholds thresholds = default_thresholds(kTests.at(options.test));
    if (options.alpha > 0.0) {
        thresholds.alpha = options.alpha;
    }
    if (!options.correction.empty()) {
        thresholds.correction = kCorrections.at(options.correction);
    }
    thresholds.confidence = options.confidence;
    thresholds.noise_cv_pct = options.noise_cv_pct;
    return thresholds;
}

// Width and colour depend on where the output goes, which only the app knows: the terminal's
// width (TIOCGWINSZ) and colour only when the report goes to a terminal on stdout; colour also
// honours NO_COLOR (no-color.org: set and not empty disables it).
void resolve_render_options(Options& options, const std::ostream& out) {
    // -o FILE sends the report to a file, not to the terminal.
    const bool to_file = !options.output_path.empty() && options.output_path != "-";
    const bool to_terminal = &out == &std::cout && ::isatty(STDOUT_FILENO) == 1 && !to_file;
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
    } else if (to_terminal) {
        winsize size{};
        if (::ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col >= 20) {
            render.width = size.ws_col;
        }
    }
    const char* no_color = std::getenv("NO_COLOR");
    render.color = options.color == "always" || (options.color == "auto" && to_terminal &&
                                                 (no_color == nullptr || *no_color == '\0'));
}

std::string read_file(const std::string& path) {
    std::error_code ignored;
    if (std::filesystem::is_directory(path, ignored)) {
        throw Error(fmt::format("{}: is a directory, not a file", path));
    }
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        throw Error(fmt::format("{}: {}", path, std::strerror(errno)));
    }
    std::string content;
    char buffer[1 << 16];
    for (;;) {
        const ssize_t got = ::read(fd, buffer, sizeof buffer);
        if (got < 0) {
            if (errno == EINTR) {
                continue;
            }
            const int saved = errno;
            ::close(fd);
            throw Error(fmt::format("{}: {}", path, std::strerror(saved)));
        }
        if (got == 0) {
            break;
        }
        content.append(buffer, static_cast<std::size_t>(got));
    }
    ::close(fd);
    return content;
}

InputText read_input(const InputSpec& spec, std::istream& in) {
    if (spec.path == "-") {
        return InputText{"-", std::string(std::istreambuf_iterator<char>(in), {})};
    }
    return InputText{spec.path, read_file(spec.path)};
}

// Labels name columns and JSON objects, so two inputs must never share one; the first keeps
// its name and later ones get "#2", "#3" (duplicate file names in different folders).
void make_labels_unique(std::vector<Run>& runs) {
    std::set<std::string> taken;
    for (Run& run : runs) {
        std::string label = run.label;
        for (int copy = 2; taken.contains(label); ++copy) {
            label = fmt::format("{}#{}", run.label, copy);
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
        InputText input = read_input(spec, in);
        RepairedText repaired = undo_transfer_damage(std::move(input.content));
        input.content = std::move(repaired.text);
        const Parser& parser = forced != nullptr ? *forced : detect_format(input);
        std::vector<Run> parsed = parser.parse(input);
        for (Run& run : parsed) {
            // Parsers number the repaired lines; users see the file as it is.
            for (Diagnostic& diagnostic : run.diagnostics) {
                diagnostic.line = repaired.map_line(diagnostic.line);
            }
            for (Observation& observation : run.observations) {
                observation.line = repaired.map_line(observation.line);
            }
        }
        if (!parsed.empty()) {
            // Inserted in reverse, so that the notes read in the order the repairs were made.
            for (auto note = repaired.notes.rbegin(); note != repaired.notes.rend(); ++note) {
                parsed.front().diagnostics.insert(parsed.front().diagnostics.begin(),
                                                  Diagnostic{Level::note, input.path, 0, *note});
            }
        }
        std::size_t observations = 0;
        for (Run& run : parsed) {
            run.file = input.path;
            run.format = std::string(parser.name());
            // A label the user gave names a one-variant input even when the input names it.
            if (run.label.empty() || (!spec.label.empty() && parsed.size() == 1)) {
                run.label = default_label(spec);
            }
            observations += run.observations.size();
        }
        if (!spec.label.empty() && parsed.size() > 1) {
            parsed.front().diagnose(Level::note, 0,
                                    fmt::format("holds {} variants named by the input itself; "
                                                "the label '{}' is not used",
                                                parsed.size(), spec.label));
        }
        apply_runs(parsed, options.runs);
        if (observations == 0) {
            std::string message = fmt::format("{}: no {} results found", input.path, parser.name());
            for (const Run& run : parsed) {
                for (const Diagnostic& diagnostic : run.diagnostics) {
                    message += '\n';
                    message += format_diagnostic(diagnostic);
                }
            }
            throw Error(message);
        }
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
    make_labels_unique(runs);
    apply_tags(options.tags, runs);
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

std::string format_names() {
    std::string names;
    for (const FormatEntry& entry : formats()) {
        names += fmt::format("  {:<12}{}\n", entry.name, entry.parser.description());
    }
    return names;
}

void configure(CLI::App& app, Options& options) {
    app.description(
        "Compare benchmark results: the first input is the baseline, every other input a "
        "variant compared against it. A file with several variants (an mmtests table) "
        "gives one input per column.");
    app.add_option("inputs", options.inputs,
                   "BASELINE VARIANT...: files (or - for stdin), optionally as label=path")
        ->required()
        ->type_name("FILE");
    app.add_option("--format", options.output_format, "Output format")
        ->type_name("text|json|markdown|csv")
        ->check(CLI::IsMember(output_format_names()));
    app.add_option("--layout", options.layout,
                   "auto (rows for one case, columns for two inputs, matrix for more), "
                   "matrix, columns or rows")
        ->type_name("NAME")
        ->check(CLI::IsMember(names_of(layout_names())));
    app.add_option("--style", options.style, "Look of text tables: plain, box or mmtests")
        ->type_name("NAME")
        ->check(CLI::IsMember(names_of(style_names())));
    app.add_option("--width", options.width,
                   "Fit text into N columns, splitting wide tables into blocks (default: the "
                   "terminal's width, else 80)")
        ->type_name("N")
        ->check(CLI::Range(std::size_t{20}, std::size_t{100000}));
    app.add_flag("--unicode", options.render.unicode,
                 "Allow non-ASCII symbols (box drawing, plus-minus, alpha); ASCII otherwise");
    app.add_option("--color", options.color,
                   "Colour verdicts on a terminal: better green, worse red, noisy dim (auto: "
                   "only on a terminal and when NO_COLOR is unset)")
        ->type_name("auto|always|never")
        ->check(CLI::IsMember({"auto", "always", "never"}));
    app.add_flag("--plot", options.render.plot,
                 "Add a ministat-style plot of the raw runs under each text table");
    std::vector<std::string> input_names;
    for (const FormatEntry& entry : formats()) {
        input_names.emplace_back(entry.name);
    }
    app.add_option("--input-format", options.input_format,
                   "Read every input as this format instead of detecting it")
        ->type_name("NAME")
        ->check(CLI::IsMember(input_names));
    app.add_option("--tag", options.tags,
                   "Add key=value to the case key of every result of every input, or of the "
                   "input labelled LABEL only (repeatable)")
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
            "[LABEL:]KEY=VALUE"));
    app.add_option("--alpha", options.alpha,
                   "Significance level of the two-sided test (default 0.05; 0.10 for "
                   "--test mmtests-2018)")
        ->check(open_unit_interval());
    app.add_option("--test", options.test,
                   "Significance test: welch (default), mwu (Mann-Whitney U, raw values), "
                   "mmtests (mean +- 1.96 stddev bands), mmtests-2018 (mmtests' older t rule)")
        ->type_name("welch|mwu|mmtests|mmtests-2018")
        ->check(CLI::IsMember(std::vector<std::string>{"welch", "mwu", "mmtests", "mmtests-2018"}));
    app.add_option("--correction", options.correction,
                   "Multiple-comparison correction across all rows: bh (Benjamini-Hochberg, "
                   "default), holm, none (default for the mmtests tests)")
        ->type_name("bh|holm|none")
        ->check(CLI::IsMember(std::vector<std::string>{"bh", "holm", "none"}));
    app.add_option("--confidence", options.confidence,
                   "Level of the %diff confidence interval (default 0.95)")
        ->check(open_unit_interval());
    app.add_option("--noise-cv", options.noise_cv_pct,
                   "Flag a row as noisy when either side's CV exceeds this percent (default 2.5)")
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
            ">=0"));
    app.add_flag_callback(
        "--ci", [&options] { options.render.interval = Show::always; },
        "Show the %diff confidence interval even when the table is then wider");
    app.add_flag_callback(
        "--no-ci", [&options] { options.render.interval = Show::never; },
        "Hide the %diff confidence interval in text output");
    app.add_flag("--raw-p", options.render.raw_p,
                 "Show the uncorrected p beside the adjusted one in text output");
    app.add_flag_callback(
        "--no-legend", [&options] { options.render.legend = false; },
        "Leave out the legend under the tables");
    app.add_flag("--mde", options.render.show_mde,
                 "Show the minimum detectable effect of rows that are not significant");
    app.add_option("--runs", options.runs,
                   "How many runs each printed mean is from, for inputs that print summaries "
                   "without n (mmtests tables)")
        ->type_name("N")
        ->check(CLI::Range(std::size_t{2}, std::size_t{1000000000}));
    app.add_option("--baseline", options.baselines,
                   "A baseline file (repeat to merge several into one sample; a quoted glob "
                   "pattern works too); every positional input is then a variant. A value that "
                   "is no file names the label of the input or variant to use as baseline")
        ->type_name("FILE|LABEL")
        ->allow_extra_args(false);  // one value per --baseline: files after it are variants
    app.add_option("--metric", options.selection.metric_pattern,
                   "Keep only rows whose benchmark/metric matches this regex (searched)")
        ->type_name("REGEX");
    app.add_option("--case", options.selection.case_pattern,
                   "Keep only rows whose case (\"k=v k=v\") matches this regex (searched)")
        ->type_name("REGEX");
    app.add_flag("--only-changed", options.selection.only_changed,
                 "Keep only rows with a better, worse, changed, new or gone cell");
    app.add_option("--sort", options.sort,
                   "Row order: input (first seen, default), diff (largest |%diff| first), name")
        ->type_name("input|diff|name")
        ->check(CLI::IsMember({"input", "diff", "name"}));
    // CLI11 hands a string flag "true" when no =PCT follows; that stands for the default 0.
    app.add_flag("--fail-on-regression", options.fail_on_regression,
                 "Exit 1 when a cell is significantly worse by at least PCT % (default 0)")
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
    app.add_option("-o,--output", options.output_path,
                   "Write the report to FILE atomically (never to an input)")
        ->type_name("FILE");
    app.add_flag("-q,--quiet", options.quiet,
                 "Print only the one-line verdict instead of the report");
    app.add_option("--higher-is-better", options.higher_is_better,
                   "Treat metrics whose \"benchmark/metric case\" text matches REGEX as "
                   "higher-is-better, whatever the input says")
        ->type_name("REGEX");
    app.add_option("--lower-is-better", options.lower_is_better,
                   "Treat metrics matching REGEX as lower-is-better (wins over "
                   "--higher-is-better when both match)")
        ->type_name("REGEX");
    app.set_version_flag("--version", fmt::format("benchcmp {}", kVersion));
    app.footer(fmt::format(
        "Input formats (detected unless --input-format names one):\n{}\n"
        "Examples:\n"
        "  benchcmp base.txt patched.txt              compare two files of hackbench runs\n"
        "  benchcmp --format json base.txt patched.txt\n"
        "  benchcmp base.txt v1.txt v2.txt            every variant against base.txt\n"
        "  benchcmp old=run1.txt new=run2.txt         name the columns\n"
        "  benchcmp --tag load=50 base.txt new.txt    add load=50 to every case\n"
        "  benchcmp --format markdown base.txt v1.txt v2.txt   a table for a PR comment\n"
        "  benchcmp --style mmtests --width 100 base.txt v1.txt\n"
        "  benchcmp --runs 5 compare-kernels.txt      the kernels of one mmtests table\n"
        "  seq 1 5 | benchcmp --input-format numbers - other.txt\n"
        "  benchcmp --fail-on-regression=5 -q base.txt patched.txt\n"
        "                                             CI gate: exit 1 on a significant\n"
        "                                             regression of 5 % or more\n"
        "  benchcmp 'base=base-*.txt' 'patched-*.txt' merge reruns (quote the glob)\n"
        "  benchcmp --baseline a.txt --baseline b.txt patched.txt\n"
        "  benchcmp --metric '^hackbench/' --case 'groups=(4|8)$' --only-changed \\\n"
        "           --sort diff base.txt patched.txt\n"
        "  benchcmp -o report.txt base.txt patched.txt   write the report atomically\n\n"
        "Exit status: 0 success, 1 regression found (only with --fail-on-regression),\n"
        "2 usage error or unusable input.",
        format_names()));
}

}  // namespace

int run(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
        std::ostream& err) {
    CLI::App app{"", "benchcmp"};
    Options options;
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

    resolve_render_options(options, out);
    try {
        std::vector<InputGroup>& groups = options.groups;
        std::string baseline_label;
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
        if (!options.output_path.empty() && options.output_path != "-") {
            for (const InputGroup& group : groups) {
                refuse_input_as_output(options.output_path, group.paths);
            }
        }
        std::vector<Run> runs = read_runs(options, in);
        if (!baseline_label.empty()) {
            move_baseline_first(runs, baseline_label);
        }
        Report report = build_report(std::move(runs), resolve_thresholds(options));
        Selection selection = options.selection;
        selection.sort = options.sort == "diff"   ? SortOrder::diff
                         : options.sort == "name" ? SortOrder::name
                                                  : SortOrder::input;
        select_rows(report, selection);
        const std::unique_ptr<Renderer> renderer =
            make_renderer(options.output_format, options.render);
        for (const Diagnostic& diagnostic : report.diagnostics) {
            err << format_diagnostic(diagnostic) << '\n';
        }
        std::ostringstream text;
        if (options.quiet) {
            text << text_summary_line(report, options.render) << '\n';
            const std::vector<Regression> worse = regressions(report, 0.0);
            if (!worse.empty()) {
                text << "worse: " << regression_list(worse) << '\n';
            }
        } else {
            renderer->render(report, text);
        }
        if (options.output_path.empty() || options.output_path == "-") {
            out << text.str();
        } else {
            write_file_atomically(options.output_path, text.str());
        }
        if (!options.fail_on_regression.empty()) {
            const std::string& text = options.fail_on_regression;
            double min_pct = 0.0;
            std::from_chars(text.data(), text.data() + text.size(), min_pct);  // validated
            const std::vector<Regression> found = regressions(report, min_pct);
            if (!found.empty()) {
                err << fmt::format("benchcmp: {} significant regression{} of at least {:g}%: {}\n",
                                   found.size(), found.size() == 1 ? "" : "s", min_pct,
                                   regression_list(found));
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
