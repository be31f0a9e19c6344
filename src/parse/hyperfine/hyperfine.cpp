// "hyperfine": the files hyperfine writes with --export-json and --export-csv
// (FORMATS-TOOLS.md section 2), and its terminal output as pasted (hyperfine_text.hpp).
//
// JSON: each `results[]` entry is one command; its `times` (seconds, one per timed run) are the
// raw sample of `time`, and `memory_usage_byte` (1.20+) that of `max_rss`. The means, medians
// and CPU times beside them are computed from the same runs and are not read. A file with
// several commands holds several variants (the first is the baseline); `parameters` (1.11+) or
// `parameter` (1.6-1.10) make the case. CSV has no times: each row is a summary.

#include <fmt/format.h>

#include <string>
#include <string_view>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/common/format_parser.hpp"
#include "parse/common/json_input.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/hyperfine/hyperfine_csv.hpp"
#include "parse/hyperfine/hyperfine_results.hpp"
#include "parse/hyperfine/hyperfine_text.hpp"
#include "parse/parsers.hpp"

namespace benchcmp {

namespace {

using json = json_input::Json;  // the document type json_input::parse returns

constexpr std::string_view kFormat = "hyperfine";
// A JSON object with "results" of "command"s and "times", or hyperfine's CSV header: no other
// tool writes either.
constexpr double kSureScore = 0.9;

// Parameter values are strings since 1.9; 1.6-1.8 wrote the single scan parameter as a number.
std::string parameter_text(const json& value) {
    return value.is_string() ? value.get<std::string>() : value.dump();
}

std::vector<double> numbers_of(const json& entry, const char* key, int line, const char* what,
                               DiagnosticSink& sink) {
    std::vector<double> values;
    const auto found = entry.find(key);
    if (found == entry.end() || !found->is_array()) {
        return values;
    }
    std::size_t skipped = 0;
    for (const json& value : *found) {
        if (const auto number = json_input::number(value)) {
            values.push_back(*number);
        } else {
            ++skipped;
        }
    }
    if (skipped > 0) {
        sink.diagnose(Level::warning, line,
                      fmt::format("{} of the {} are not numbers; skipped", skipped, what));
    }
    return values;
}

void note_failures(const json& entry, const hyperfine::Result& result, DiagnosticSink& sink) {
    const auto codes = entry.find("exit_codes");
    if (codes == entry.end() || !codes->is_array()) {
        return;
    }
    std::size_t failed = 0;
    for (const json& code : *codes) {
        failed += code.is_number() && code.get<double>() != 0.0 ? 1 : 0;
    }
    if (failed > 0) {
        sink.diagnose(Level::note, result.line,
                      fmt::format("'{}': {} of {} runs exited non-zero (--ignore-failure); "
                                  "their times are compared too",
                                  scan::excerpt(result.command), failed, codes->size()));
    }
}

std::optional<hyperfine::Result> read_entry(const json& entry, json_input::LineFinder& lines,
                                            DiagnosticSink& sink) {
    const auto command = entry.is_object() ? entry.find("command") : entry.end();
    if (!entry.is_object() || command == entry.end() || !command->is_string()) {
        sink.diagnose(Level::warning, 0, "a results entry has no \"command\"; skipped");
        return std::nullopt;
    }
    hyperfine::Result result;
    result.command = command->get<std::string>();
    result.line = lines.next_member("command", *command);
    if (const auto parameters = entry.find("parameters");
        parameters != entry.end() && parameters->is_object()) {
        for (const auto& [name, value] : parameters->items()) {
            result.parameters.emplace_back(name, parameter_text(value));
        }
    } else if (const auto parameter = entry.find("parameter"); parameter != entry.end()) {
        result.parameters.emplace_back("parameter", parameter_text(*parameter));
    }
    result.times = numbers_of(entry, "times", result.line, "times", sink);
    result.memory = numbers_of(entry, "memory_usage_byte", result.line, "memory sizes", sink);
    if (result.times.empty()) {
        sink.diagnose(Level::warning, result.line,
                      fmt::format("'{}' has no times; skipped", scan::excerpt(result.command)));
    }
    note_failures(entry, result, sink);
    return result;
}

std::vector<hyperfine::Result> read_json(std::string_view content, Run& scratch,
                                         DiagnosticSink& sink) {
    std::vector<hyperfine::Result> results;
    const auto document = json_input::parse(content, scratch);
    if (!document) {
        return results;
    }
    const auto entries = document->is_object() ? document->find("results") : document->end();
    if (!document->is_object() || entries == document->end() || !entries->is_array()) {
        sink.diagnose(Level::error, 1, "no \"results\" array: not hyperfine JSON");
        return results;
    }
    json_input::LineFinder lines(content);
    for (const json& entry : *entries) {
        if (auto result = read_entry(entry, lines, sink)) {
            results.push_back(std::move(*result));
        }
    }
    return results;
}

std::string_view first_line(std::string_view head) {
    scan::LineReader reader(head);
    for (scan::Line line; reader.next(line);) {
        if (!scan::trim(line.text).empty()) {
            return scan::strip_quote(line.text);
        }
    }
    return {};
}

// The terminal output: a `Benchmark N: command` line with a `Time (...):` line below it.
double sniff_text(const SniffHead& head) {
    bool benchmark = false;
    for (const std::string_view line : head.clean_lines()) {
        if (line.starts_with("Benchmark ")) {
            benchmark = benchmark || hyperfine::is_text_benchmark_line(line);
        } else if (benchmark && line.starts_with("Time (") && hyperfine::is_text_time_line(line)) {
            return kSureScore;
        }
    }
    return 0.0;
}

class HyperfineParser final : public FormatParser {
  public:
    HyperfineParser()
        : FormatParser(
              kFormat,
              "hyperfine's terminal output (mean ± σ of N runs), --export-json (times per run) "
              "and --export-csv, a variant per command") {}

    double sniff(const SniffHead& head) const override {
        const std::string_view text = head.text();
        if (json_input::starts_object(text)) {
            const bool ours = text.find("\"results\"") != std::string_view::npos &&
                              text.find("\"command\"") != std::string_view::npos &&
                              text.find("\"times\"") != std::string_view::npos;
            return ours ? kSureScore : 0.0;
        }
        if (hyperfine::is_csv_header(first_line(text))) {
            return kSureScore;
        }
        return sniff_text(head);
    }

    std::string_view variant_key() const override { return "command"; }

    std::vector<Run> parse(const InputText& input) const override {
        if (!json_input::starts_object(input.content) &&
            !hyperfine::is_csv_header(first_line(input.content))) {
            return hyperfine::read_text(input.content, input.path, std::string(kFormat));
        }
        DiagnosticSink sink(input.path);
        Run scratch;  // json_input::parse reports a syntax error on a run
        scratch.file = input.path;
        std::vector<hyperfine::Result> results =
            json_input::starts_object(input.content)
                ? read_json(json_input::null_non_finite(input.content), scratch, sink)
                : hyperfine::read_csv(input.content, sink);
        std::vector<Run> runs = hyperfine::runs_of(results, input.path, std::string(kFormat));
        std::vector<Diagnostic>& diagnostics = runs.front().diagnostics;
        diagnostics = std::move(scratch.diagnostics);
        for (Diagnostic& diagnostic : sink.take()) {
            diagnostics.push_back(std::move(diagnostic));
        }
        return runs;
    }
};

}  // namespace

const Parser& hyperfine_parser() {
    return the_parser<HyperfineParser>();
}

}  // namespace benchcmp
