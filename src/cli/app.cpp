// The pipeline of one benchcmp invocation: operands -> read -> report -> select -> render,
// and the exit code. Options are in options.cpp, reading the inputs in read_inputs.cpp.
#include "benchcmp/app.hpp"

#include <fmt/format.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <charconv>
#include <cstdlib>
#include <iostream>
#include <iterator>
#include <optional>
#include <string_view>

#include "benchcmp/diagnostics.hpp"
#include "benchcmp/printable.hpp"
#include "benchcmp/render.hpp"
#include "benchcmp/report.hpp"
#include "benchcmp/select.hpp"
#include "cli/options.hpp"
#include "cli/read_inputs.hpp"
#include "core/run_merge.hpp"
#include "io/output_file.hpp"
#include "render/explain.hpp"

namespace benchcmp {

Terminal this_terminal() {
    Terminal terminal;
    terminal.stdout_is_terminal = ::isatty(STDOUT_FILENO) == 1;
    winsize size{};
    if (terminal.stdout_is_terminal && ::ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0) {
        terminal.columns = size.ws_col;
    }
    // NO_COLOR set, or a terminal that says it cannot colour (TERM=dumb: Emacs' shell, some
    // CI logs), as git and grep read it.
    const char* no_color = std::getenv("NO_COLOR");
    const char* term = std::getenv("TERM");
    terminal.no_color = (no_color != nullptr && *no_color != '\0') ||
                        (term != nullptr && std::string_view(term) == "dumb");
    return terminal;
}

namespace {

// The input groups of the operands, --baseline's files first; the warnings for files named
// twice. Throws Error when an operand or -o cannot be used. stdin_is_read: "-" reads this
// process's standard input (not a stream a test passes in).
std::vector<Diagnostic> resolve_groups(Options& options, bool stdin_is_read) {
    std::vector<InputGroup>& groups = options.groups;
    if (!options.baselines.empty()) {
        BaselineChoice baseline = choose_baseline(options.baselines);
        if (baseline.files) {
            groups.push_back(std::move(*baseline.files));
        }
        options.baseline_label = baseline.label;
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
            refuse_input_as_output(options.output_path, group.paths, stdin_is_read);
        }
    }
    return repeated_files;
}

// The reports (or with --quiet their summary lines and regressions) to out or to -o's file:
// one report, or the sections of a mail file's messages, each under its heading.
void write_reports(const std::vector<Report>& reports, const Options& options, std::ostream& out) {
    const std::unique_ptr<Renderer> renderer = make_renderer(options.output_format, options.render);
    // -o /dev/stdout, or the file stdout already goes to, is standard output: replacing
    // that file would leave the shell writing into a deleted one.
    const bool to_standard_output =
        options.output_path.empty() || options.output_path == "-" ||
        (&out == &std::cout && names_standard_output(options.output_path));
    // Straight to the stream, to stdout or to -o's file alike: a report of a million rows
    // as JSON is over a gigabyte, which a buffer and its copy held two and three times over.
    const WriteReport write = [&](std::ostream& stream) {
        if (!options.quiet) {
            if (reports.size() == 1) {
                renderer->render(reports.front(), stream);
            } else {
                renderer->render_sections(reports, stream);
            }
            return;
        }
        for (const Report& report : reports) {
            if (report.message) {
                stream << message_heading_lines(*report.message).front() << '\n';
            }
            stream << text_summary_line(report, options.render) << '\n';
            const std::vector<Regression> worse = regressions(report, 0.0);
            if (!worse.empty()) {
                stream << regression_list("worse:", worse) << '\n';
            }
        }
    };
    if (to_standard_output) {
        write(out);
    } else {
        write_file_atomically(options.output_path, write);
    }
}

// --fail-on-regression: exit 3 with the list when a significant regression reaches its
// threshold in any report, else 0.
int gate_exit_code(const std::vector<Report>& reports, const Options& options, std::ostream& err) {
    if (options.fail_on_regression.empty()) {
        return kExitOk;
    }
    const std::string& text = options.fail_on_regression;
    double min_pct = 0.0;
    std::from_chars(text.data(), text.data() + text.size(), min_pct);  // validated
    std::vector<Regression> found;
    for (const Report& report : reports) {
        std::vector<Regression> worse = regressions(report, min_pct);
        std::move(worse.begin(), worse.end(), std::back_inserter(found));
    }
    if (found.empty()) {
        return kExitOk;
    }
    const std::string lead =
        fmt::format("benchcmp: {} significant regression{} of at least {:g}%:", found.size(),
                    found.size() == 1 ? "" : "s", min_pct);
    err << printable_lines(regression_list(lead, found)) << '\n';
    return kExitRegression;
}

// One report per section, rows selected. A section of a mail file that cannot be compared
// (one run, no metric shared with its baseline) becomes a note when other sections can be;
// alone, its error stands.
std::vector<Report> build_reports(std::vector<InputSection> sections, const Options& options,
                                  std::vector<Diagnostic> notes) {
    std::vector<Report> reports;
    std::optional<Error> first_error;
    Selection selection = options.selection;
    selection.sort = sort_order(options);
    for (InputSection& section : sections) {
        std::vector<Run>& runs = section.runs;
        if (!runs.empty() && !notes.empty()) {
            runs.front().diagnostics.insert(runs.front().diagnostics.begin(), notes.begin(),
                                            notes.end());
            notes.clear();
        }
        if (!options.baseline_label.empty()) {
            move_baseline_first(runs, options.baseline_label);
        }
        try {
            Report report = build_report(std::move(runs), resolve_thresholds(options));
            report.message = std::move(section.message);
            select_rows(report, selection);
            reports.push_back(std::move(report));
        } catch (const Error& error) {
            if (sections.size() == 1) {
                throw;
            }
            const MessageHeading& message = *section.message;
            notes.push_back(Diagnostic{
                Level::note, message.file, 0,
                fmt::format("message {} is not compared: {}", message.number, error.what())});
            if (!first_error) {
                first_error = error;
            }
        }
    }
    if (reports.empty()) {
        throw *first_error;
    }
    reports.back().diagnostics.insert(reports.back().diagnostics.end(), notes.begin(), notes.end());
    return reports;
}

}  // namespace

int run(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
        std::ostream& err, const Terminal& terminal) {
    Options options;
    if (const std::optional<int> done = parse_options(args, options, out, err)) {
        return *done;
    }
    resolve_render_options(options, terminal);
    try {
        check_patterns(options);
        std::vector<Diagnostic> repeated_files = resolve_groups(options, &in == &std::cin);
        std::vector<InputSection> sections = read_sections(options, in);
        if (options.explain) {
            for (const InputSection& section : sections) {
                err << explain_reading(section.runs);
            }
        }
        const std::vector<Report> reports =
            build_reports(std::move(sections), options, std::move(repeated_files));
        for (const Report& report : reports) {
            for (const Diagnostic& diagnostic : report.diagnostics) {
                err << format_diagnostic(diagnostic) << '\n';
            }
        }
        write_reports(reports, options, out);
        return gate_exit_code(reports, options, err);
    } catch (const Error& error) {
        // An error may quote a label, a file name or a line of input, and hold several lines
        // (the diagnostics of an input that gave nothing): each line by the rule of names.
        err << "benchcmp: error: " << printable_lines(error.what()) << '\n';
        return error.exit_code();
    }
}

}  // namespace benchcmp
