// CLI wiring: options, reading inputs, choosing parsers, exit codes. No statistics here.
#include "benchcmp/app.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <iterator>
#include <set>

#include "benchcmp/diagnostics.hpp"
#include "benchcmp/parse.hpp"
#include "benchcmp/render.hpp"
#include "benchcmp/report.hpp"

namespace benchcmp {
namespace {

struct Options {
    std::vector<std::string> inputs;
    std::string output_format = "text";
    std::string input_format;
    Thresholds thresholds;
    RenderOptions render;
    std::size_t runs = 0;  // --runs: n of summaries that do not print it; 0 when not given
};

// An input as named on the command line: `path` or `label=path`.
struct InputSpec {
    std::string label;  // empty: derive from the path
    std::string path;
};

InputSpec split_spec(const std::string& argument) {
    // A file whose name contains '=' must still work, so an existing path wins over the
    // label=path reading.
    const auto equals = argument.find('=');
    if (equals == std::string::npos || equals == 0 || argument == "-" ||
        std::filesystem::exists(argument)) {
        return InputSpec{"", argument};
    }
    return InputSpec{argument.substr(0, equals), argument.substr(equals + 1)};
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

std::string default_label(const InputSpec& spec) {
    if (!spec.label.empty()) {
        return spec.label;
    }
    if (spec.path == "-") {
        return "stdin";
    }
    return std::filesystem::path(spec.path).stem().string();
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

// Summaries whose source printed no n (mmtests tables) get --runs N; without it they keep
// n = 0, which makes their verdicts n/a, and the reader is told why once per file.
void apply_runs(std::vector<Run>& parsed, std::size_t runs) {
    bool unknown_n = false;
    for (Run& run : parsed) {
        for (Observation& observation : run.observations) {
            if (observation.sample.is_raw() || observation.sample.summary().n != 0) {
                continue;
            }
            if (runs == 0) {
                unknown_n = true;
                continue;
            }
            Summary summary = observation.sample.summary();
            summary.n = runs;
            observation.sample = Sample(std::move(summary));
        }
    }
    if (unknown_n && !parsed.empty()) {
        parsed.front().diagnose(
            Level::note, 0,
            "the input does not say how many runs each mean is from; give --runs N for a "
            "significance test. Until then verdicts are n/a; a '*' after a verdict is the "
            "input's own significance mark");
    }
}

std::vector<Run> read_runs(const Options& options, std::istream& in) {
    const Parser* forced = nullptr;
    if (!options.input_format.empty()) {
        forced = find_format(options.input_format);
    }
    std::vector<Run> runs;
    for (const std::string& argument : options.inputs) {
        const InputSpec spec = split_spec(argument);
        const InputText input = read_input(spec, in);
        const Parser& parser = forced != nullptr ? *forced : detect_format(input);
        std::vector<Run> parsed = parser.parse(input);
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
        std::move(parsed.begin(), parsed.end(), std::back_inserter(runs));
    }
    make_labels_unique(runs);
    return runs;
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
        ->type_name("text|json")
        ->check(CLI::IsMember(output_format_names()));
    std::vector<std::string> input_names;
    for (const FormatEntry& entry : formats()) {
        input_names.emplace_back(entry.name);
    }
    app.add_option("--input-format", options.input_format,
                   "Read every input as this format instead of detecting it")
        ->type_name("NAME")
        ->check(CLI::IsMember(input_names));
    app.add_option("--alpha", options.thresholds.alpha,
                   "Significance level of the two-sided test (default 0.05)")
        ->check(CLI::Validator(
            [](std::string& text) -> std::string {
                double value = 0.0;
                const char* end = text.data() + text.size();
                const auto [stop, error] = std::from_chars(text.data(), end, value);
                const bool valid =
                    error == std::errc() && stop == end && value > 0.0 && value < 1.0;
                return valid ? "" : "must be a number between 0 and 1, exclusive";
            },
            "(0,1)"));
    app.add_option("--runs", options.runs,
                   "How many runs each printed mean is from, for inputs that print summaries "
                   "without n (mmtests tables)")
        ->type_name("N")
        ->check(CLI::Range(std::size_t{2}, std::size_t{1000000000}));
    app.set_version_flag("--version", fmt::format("benchcmp {}", kVersion));
    app.footer(fmt::format(
        "Input formats (detected unless --input-format names one):\n{}\n"
        "Examples:\n"
        "  benchcmp base.txt patched.txt              compare two files of hackbench runs\n"
        "  benchcmp --format json base.txt patched.txt\n"
        "  benchcmp base.txt v1.txt v2.txt            every variant against base.txt\n"
        "  benchcmp old=run1.txt new=run2.txt         name the columns\n"
        "  benchcmp --runs 5 compare-kernels.txt      the kernels of one mmtests table\n"
        "  seq 1 5 | benchcmp --input-format numbers - other.txt\n\n"
        "Exit status: 0 success, 2 usage error or unusable input.",
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

    try {
        const std::vector<Run> runs = read_runs(options, in);
        const Report report = build_report(runs, options.thresholds);
        const std::unique_ptr<Renderer> renderer =
            make_renderer(options.output_format, options.render);
        for (const Diagnostic& diagnostic : report.diagnostics) {
            err << format_diagnostic(diagnostic) << '\n';
        }
        renderer->render(report, out);
        return kExitOk;
    } catch (const Error& error) {
        err << "benchcmp: error: " << error.what() << '\n';
        return error.exit_code();
    }
}

}  // namespace benchcmp
