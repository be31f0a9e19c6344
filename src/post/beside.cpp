#include "post/beside.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <iterator>

#include "benchcmp/diagnostics.hpp"
#include "post/assemble.hpp"

namespace benchcmp::post {
namespace {

// What read the whole post: the format detected, and the scores that chose its companions.
struct WholeReading {
    const Parser& format;
    std::span<const double> scores;
};

// Parsers number the lines of the paragraph they were given; users see the file's.
void to_file_lines(Run& run, const std::vector<PostLine>& lines, const LineRange& range) {
    const auto file_line = [&](int line) {
        return line <= 0
                   ? line
                   : lines[std::min(range.first + static_cast<std::size_t>(line) - 1, range.last)]
                         .line;
    };
    for (Diagnostic& diagnostic : run.diagnostics) {
        diagnostic.line = file_line(diagnostic.line);
    }
    for (Observation& observation : run.observations) {
        observation.line = file_line(observation.line);
        observation.last_line = file_line(observation.last_line);
    }
}

// The paragraphs of a post: its runs of label, list and text units between blank lines,
// elided prose and shell prompts, as ranges of lines.
std::vector<LineRange> paragraphs(const std::vector<Unit>& units) {
    std::vector<LineRange> found;
    bool open = false;
    for (const Unit& unit : units) {
        const bool apart = unit.kind == UnitKind::blank || unit.kind == UnitKind::elision ||
                           unit.kind == UnitKind::prompt;
        if (apart) {
            open = false;
        } else if (open) {
            found.back().last = unit.last;
        } else {
            found.push_back(LineRange{unit.first, unit.last});
            open = true;
        }
    }
    return found;
}

// Whether the whole reading read the post as parser's format, as the format detected or as a
// companion: every format sure of the whole text (whole_scores) was asked.
bool read_whole_as(const Parser& parser, const WholeReading& whole) {
    if (&parser == &whole.format) {
        return true;
    }
    const std::span<const FormatEntry> table = formats();
    for (std::size_t f = 0; f < table.size() && f < whole.scores.size(); ++f) {
        if (&table[f].parser == &parser) {
            return whole.scores[f] >= kCompanionScore;
        }
    }
    return false;
}

// The runs of a paragraph read alone by the format sure of it, or none; none too when the
// whole reading read the post as that format (what it read is not read twice).
std::vector<Run> read_paragraph(const std::string& path, const std::vector<PostLine>& lines,
                                const LineRange& range, const WholeReading& whole) {
    const InputText input{path, join_lines(lines, range.first, range.last)};
    const Parser* parser = recognise_format(input, format_scores(input));
    if (parser == nullptr || read_whole_as(*parser, whole)) {
        return {};
    }
    std::vector<Run> runs;
    try {
        runs = parser->parse(input);
    } catch (const Error&) {
        return {};  // a paragraph its parser refuses is no results beside the whole reading's
    }
    for (Run& run : runs) {
        run.file = path;
        to_file_lines(run, lines, range);
    }
    return runs;
}

// Whether every run of beside, two or more, is named as a run of runs.
bool names_the_same_variants(const std::vector<Run>& beside, const std::vector<Run>& runs) {
    return beside.size() >= 2 && std::all_of(beside.begin(), beside.end(), [&](const Run& run) {
               return !run.observations.empty() &&
                      std::any_of(runs.begin(), runs.end(),
                                  [&](const Run& known) { return known.label == run.label; });
           });
}

// The values of again, the same result read again in another paragraph, as more runs of
// first; a printed summary cannot take more runs, and is compared as first was read.
void add_runs(Observation& first, const Observation& again, Run& run) {
    if (first.sample.is_raw() && again.sample.is_raw()) {
        const std::vector<double>& values = again.sample.values();
        first.sample.values().insert(first.sample.values().end(), values.begin(), values.end());
        return;
    }
    run.diagnose(Level::warning, again.line,
                 fmt::format("'{}' of '{}' was read at line {} already; this summary is left out",
                             again.metric.name, run.label, first.line));
}

// Adds what the runs of beside read to the runs of the same label: an observation they hold
// already takes the values as more runs, as a case named again in one input does.
void add_by_label(std::vector<Run>& beside, std::vector<Run>& runs) {
    for (Run& run : beside) {
        Run& into = *std::find_if(runs.begin(), runs.end(),
                                  [&](const Run& known) { return known.label == run.label; });
        for (Observation& observation : run.observations) {
            const ObservationFinder::Found found =
                into.finder.find(into.observations, observation.metric, observation.case_key);
            if (found.observation != nullptr) {
                add_runs(*found.observation, observation, into);
                continue;
            }
            into.observations.push_back(std::move(observation));
            into.finder.appended(into.observations, found.hash);
        }
        std::move(run.diagnostics.begin(), run.diagnostics.end(),
                  std::back_inserter(into.diagnostics));
    }
}

}  // namespace

void add_results_beside(std::vector<Run>& runs, const Parser& whole_format,
                        std::span<const double> whole_scores, const std::string& path,
                        const std::vector<PostLine>& lines, const std::vector<Unit>& units) {
    const WholeReading whole{whole_format, whole_scores};
    for (const LineRange& range : paragraphs(units)) {
        std::vector<Run> beside = read_paragraph(path, lines, range, whole);
        if (names_the_same_variants(beside, runs)) {
            add_by_label(beside, runs);
        }
    }
}

}  // namespace benchcmp::post
