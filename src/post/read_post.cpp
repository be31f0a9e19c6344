// The post reader's driver: repair, split into variants, parse each, choose the baseline.
#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <optional>
#include <set>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "benchcmp/diagnostics.hpp"
#include "benchcmp/post.hpp"
#include "benchcmp/transport_repair.hpp"
#include "core/run_merge.hpp"
#include "post/assemble.hpp"
#include "post/baseline.hpp"
#include "post/beside.hpp"
#include "post/explain.hpp"
#include "post/label_parameters.hpp"
#include "post/segment.hpp"

namespace benchcmp {
namespace {

using post::LineRange;
using post::PostLine;
using post::Unit;
using post::UnitKind;
using post::VariantLayout;

// A named format reads alone: the user said what the text is. A detected one reads with its
// companions, the other tools whose output the same paste holds, chosen from the scores that
// detected it.
struct Detection {
    const Parser* parser = nullptr;  // nullptr: no format is sure of the text
    std::vector<double> scores;      // format_scores(), when not forced
};

Detection detect(const InputText& input, const Parser* forced) {
    if (forced != nullptr) {
        return {forced, {}};
    }
    std::vector<double> scores = format_scores(input);
    return {recognise_format(input, scores), std::move(scores)};
}

std::vector<Run> read_with(const Detection& detection, const InputText& input,
                           const Parser* forced) {
    return forced != nullptr ? forced->parse(input)
                             : parse_with_companions(input, *detection.parser, detection.scores);
}

// Parsers number the lines of the text they were given; users see the file as it is.
void map_lines(std::vector<Run>& runs, const std::vector<PostLine>& lines) {
    const auto original = [&](int line) {
        if (line <= 0 || lines.empty()) {
            return line;
        }
        const auto index = std::min(static_cast<std::size_t>(line), lines.size()) - 1;
        return lines[index].line;
    };
    for (Run& run : runs) {
        for (Diagnostic& diagnostic : run.diagnostics) {
            diagnostic.line = original(diagnostic.line);
        }
        for (Observation& observation : run.observations) {
            observation.line = original(observation.line);
            observation.last_line = original(observation.last_line);
        }
    }
}

// fallback: the format to read the lines with when no format is sure of their head, all that
// sniff() sees (kSniffBytes), and they are longer than it.
std::vector<Run> parse_lines(const std::string& path, const std::vector<PostLine>& lines,
                             const Parser* forced, const Parser* fallback = nullptr) {
    const InputText input{path, post::join_lines(lines)};
    Detection detection = detect(input, forced);
    if (detection.parser == nullptr && input.content.size() > kSniffBytes) {
        detection.parser = fallback;
    }
    if (detection.parser == nullptr) {
        return {};  // no format is sure of these lines: they hold no results
    }
    const Parser& parser = *detection.parser;
    std::vector<Run> runs = read_with(detection, input, forced);
    map_lines(runs, lines);
    for (Run& run : runs) {
        run.file = path;
        run.format = std::string(parser.name());
    }
    return runs;
}

// The specific format (no catch-all reader) that read the first stretch of text within ranges
// on its own (read_unit_keys): a variant's format when its head is prose.
const Parser* first_stretch_format(const std::vector<Unit>& units,
                                   const std::vector<LineRange>& ranges) {
    for (const LineRange& range : ranges) {
        auto unit = std::lower_bound(
            units.begin(), units.end(), range.first,
            [](const Unit& candidate, std::size_t line) { return candidate.first < line; });
        for (; unit != units.end() && unit->first <= range.last; ++unit) {
            if (unit->kind == UnitKind::text && unit->format != nullptr && !unit->keys.empty() &&
                unit->format->highest_score() >= kCompanionScore) {
                return unit->format;
            }
        }
    }
    return nullptr;
}

std::vector<PostLine> lines_of(const std::vector<PostLine>& lines,
                               const std::vector<LineRange>& ranges) {
    std::vector<PostLine> picked;
    for (const LineRange& range : ranges) {
        for (std::size_t i = range.first; i <= range.last && i < lines.size(); ++i) {
            picked.push_back(lines[i]);
        }
    }
    return picked;
}

std::size_t observation_count(const std::vector<Run>& runs) {
    std::size_t count = 0;
    for (const Run& run : runs) {
        count += run.observations.size();
    }
    return count;
}

double mean_of(const std::vector<std::string>& values) {
    double sum = 0.0;
    for (const std::string& text : values) {
        double value = 0.0;
        std::from_chars(text.data(), text.data() + text.size(), value);
        sum += value;
    }
    return values.empty() ? 0.0 : sum / static_cast<double>(values.size());
}

// The author's mean glued to a list is checked, not used: a mean that the runs do not give
// (beyond rounding in its last printed digit) means a run was mistyped or lost in the wrap.
void check_author_mean(const post::InlineList& list, int line, Run& run) {
    if (!list.author_mean) {
        return;
    }
    const std::string& text = *list.author_mean;
    double printed = 0.0;
    std::from_chars(text.data(), text.data() + text.size(), printed);
    const std::size_t dot = text.find('.');
    const int decimals = dot == std::string::npos ? 0 : static_cast<int>(text.size() - dot - 1);
    const double half_digit = 0.5 * std::pow(10.0, -decimals);
    const double computed = mean_of(list.values);
    if (std::fabs(computed - printed) > half_digit * (1.0 + 1e-9)) {
        run.diagnose(Level::warning, line,
                     fmt::format("'{}': the printed mean {} is not the mean of its {} runs ({})",
                                 list.label, text, list.values.size(), computed));
    }
}

// A hand-typed list read as the runs of the benchmark whose header stands above it: the
// header's parser reads its own result line once per value (hackbench `Time: 7.689`).
Run read_list(const std::string& path, const std::vector<PostLine>& lines, const Unit& unit,
              const LineRange& context, const Parser* forced) {
    const post::InlineList& list = *unit.list;
    std::vector<PostLine> text;
    for (std::size_t i = context.first; i <= context.last && context.last < lines.size(); ++i) {
        text.push_back(lines[i]);
    }
    const int line = lines[list.first].line;
    const Parser* parser = forced;
    if (parser == nullptr && !text.empty()) {
        parser = recognise_format(InputText{path, post::join_lines(text)});
    }
    Run run;
    run.file = path;
    run.label = list.label;
    if (parser != nullptr && !parser->run_line("1").empty()) {
        std::vector<std::string> run_lines;  // the lines text views; never reallocated
        run_lines.reserve(list.values.size());
        for (const std::string& value : list.values) {
            text.push_back(PostLine{run_lines.emplace_back(parser->run_line(value)), line, 0});
        }
        std::vector<Run> parsed = parse_lines(path, text, parser);
        if (observation_count(parsed) > 0) {
            run = std::move(parsed.front());
            run.label = list.label;
        }
    }
    if (run.observations.empty()) {
        // No known benchmark header above: the runs are values of an unnamed metric, kept
        // apart per heading so that lists under different headings never pool.
        run.format = "inline";
        CaseKey key;
        if (!text.empty()) {
            key.add("under", post::normalize_label(text.front().text));
        }
        for (const std::string& value : list.values) {
            double number = 0.0;
            std::from_chars(value.data(), value.data() + value.size(), number);
            run.add_value(Metric{"", "value", "", Direction::unknown}, key, number, line);
        }
    }
    check_author_mean(list, line, run);
    return run;
}

// The label a variant without a label line gets from the shell commands that set it up,
// keeping only the commands that differ between the variants.
void name_by_commands(std::vector<VariantLayout>& variants) {
    // How many variants run each command: counted once, not by asking every variant for every
    // command (40,000 variants set up by shell commands took 25 s).
    std::unordered_map<std::string_view, std::size_t> running;
    for (const VariantLayout& variant : variants) {
        const std::unordered_set<std::string_view> commands(variant.lead_commands.begin(),
                                                            variant.lead_commands.end());
        for (const std::string_view command : commands) {
            ++running[command];
        }
    }
    for (VariantLayout& variant : variants) {
        if (!variant.label.empty()) {
            continue;
        }
        std::vector<std::string> own;
        for (const std::string& command : variant.lead_commands) {
            const bool shared = running[command] == variants.size();
            if (!shared) {
                own.push_back(command);
            }
        }
        variant.label = fmt::format("{}", fmt::join(own, "; "));
    }
    for (std::size_t v = 0; v < variants.size(); ++v) {
        if (variants[v].label.empty()) {
            variants[v].label = fmt::format("variant {}", v + 1);
        }
    }
}

// A variant's lines read by the format sure of them; one its parser refuses (a JSON document
// cut short) is no results, and a warning says so: one fragment never aborts the post.
std::vector<Run> parse_variant(const InputText& input, const std::vector<PostLine>& lines,
                               const std::vector<Unit>& units, const VariantLayout& variant,
                               const Parser* forced, std::vector<Diagnostic>& refused) {
    const std::vector<PostLine> text = lines_of(lines, variant.ranges);
    try {
        return parse_lines(input.path, text, forced, first_stretch_format(units, variant.ranges));
    } catch (const Error& error) {
        refused.push_back(Diagnostic{
            Level::warning, input.path, text.empty() ? 0 : text.front().line,
            fmt::format("the lines of '{}' are not read: {}", variant.label, error.what())});
        return {};
    }
}

// What --explain says of a variant: the file's lines it was read from, and why they are one.
void note_grouping(Run& run, const VariantLayout& variant, const std::vector<PostLine>& lines,
                   const std::vector<Unit>& units) {
    const auto add = [&](std::size_t first, std::size_t last) {
        if (first < lines.size() && last < lines.size()) {
            run.read_ranges.emplace_back(lines[first].line, lines[last].line);
        }
    };
    for (const LineRange& range : variant.ranges) {
        add(range.first, range.last);
    }
    for (const std::size_t list_unit : variant.list_units) {
        add(units[list_unit].first, units[list_unit].last);
    }
    const int start = variant.first_line < lines.size() ? lines[variant.first_line].line : 0;
    run.grouping = variant.label.empty()
                       ? fmt::format("no line names it; the variant that starts at line {}", start)
                       : fmt::format("the lines under its name, from line {}", start);
}

std::vector<Run> read_variants(const InputText& input, const std::vector<PostLine>& lines,
                               const std::vector<Unit>& units, std::vector<VariantLayout>& variants,
                               const Parser* forced) {
    std::vector<Diagnostic> refused;
    name_by_commands(variants);
    std::stable_sort(variants.begin(), variants.end(),
                     [](const auto& a, const auto& b) { return a.first_line < b.first_line; });
    std::vector<Run> runs;
    runs.reserve(variants.size());  // most variants are one run; no doubling copies them all
    const std::vector<LineRange> contexts = post::list_contexts(units);
    for (const VariantLayout& variant : variants) {
        std::vector<std::vector<Run>> pieces;
        if (!variant.ranges.empty()) {
            std::vector<Run> parsed = parse_variant(input, lines, units, variant, forced, refused);
            if (parsed.size() == 1) {
                pieces.push_back(std::move(parsed));
            } else {
                for (Run& run : parsed) {  // a table of several variants inside one section
                    note_grouping(run, variant, lines, units);
                    run.label = variant.label + (run.label.empty() ? "" : "/" + run.label);
                    runs.push_back(std::move(run));
                }
            }
        }
        for (const std::size_t list_unit : variant.list_units) {
            pieces.push_back(
                {read_list(input.path, lines, units[list_unit], contexts[list_unit], forced)});
        }
        if (pieces.empty()) {
            continue;
        }
        std::vector<Run> merged = pieces.size() == 1 ? std::move(pieces.front())
                                                     : merge_runs(std::move(pieces), input.path);
        for (Run& run : merged) {
            run.label = variant.label;
            run.file = input.path;
            note_grouping(run, variant, lines, units);
            runs.push_back(std::move(run));
        }
    }
    if (!runs.empty()) {
        runs.front().diagnostics.insert(runs.front().diagnostics.end(), refused.begin(),
                                        refused.end());
    }
    return runs;
}

void choose_baseline(std::vector<Run>& runs, const std::string& path, bool announce) {
    std::vector<std::string> labels;
    for (const Run& run : runs) {
        labels.push_back(run.label);
    }
    const post::BaselinePick pick = post::pick_baseline(labels);
    std::rotate(runs.begin(), runs.begin() + static_cast<std::ptrdiff_t>(pick.index),
                runs.begin() + static_cast<std::ptrdiff_t>(pick.index) + 1);
    if (announce) {
        runs.front().diagnostics.insert(
            runs.front().diagnostics.begin(),
            Diagnostic{Level::note, path, 0,
                       fmt::format("{} variants in this post; baseline '{}': {} (--baseline LABEL "
                                   "picks another)",
                                   runs.size(), runs.front().label, pick.reason)});
    }
}

std::set<std::string> keys_of(const Run& run) {
    std::set<std::string> keys;
    for (const Observation& observation : run.observations) {
        keys.insert(post::observation_key(run.format, observation));
    }
    return keys;
}

// A post can hold a second comparison after the first (a reply's own pair of runs of another
// fio summary under the quoted pair): variants sharing nothing with the baseline cannot be
// compared with it, so they leave the report, each with a warning saying where it stands.
// The warnings go after the baseline's own diagnostics, and past the input's bound are only
// counted, their messages never made (limit_diagnostics keeps the same ones either way).
// False, and runs untouched, when no variant shares anything with the baseline.
bool drop_unshared(std::vector<Run>& runs, const std::string& path) {
    const std::set<std::string> baseline = keys_of(runs.front());
    std::vector<std::pair<std::string, int>> dropped;  // label and line of each variant dropped
    const auto unshared = [&](const Run& run) {
        if (std::any_of(run.observations.begin(), run.observations.end(),
                        [&](const Observation& observation) {
                            return baseline.contains(
                                post::observation_key(run.format, observation));
                        })) {
            return false;
        }
        dropped.emplace_back(run.label,
                             run.observations.empty() ? 0 : run.observations.front().line);
        return true;
    };
    const auto end = std::remove_if(runs.begin() + 1, runs.end(), unshared);
    if (end - runs.begin() < 2) {
        return false;
    }
    runs.erase(end, runs.end());
    Run& front = runs.front();
    for (const auto& [label, line] : dropped) {
        if (front.diagnostics.size() >= kMaxDiagnosticsPerInput) {
            ++front.unshown_diagnostics;
            continue;
        }
        front.diagnostics.push_back(Diagnostic{
            Level::warning, path, line,
            fmt::format("variant '{}' shares no metric with the baseline '{}' and is not "
                        "compared; give its lines a file of their own to compare them",
                        label, front.label)});
    }
    return true;
}

// Whether a label other than the first says it is the reference (`Without 'if'` beside
// `With 'if'`): only then is the order the format read its variants in not the baseline.
bool names_a_reference_later(const std::vector<Run>& runs) {
    std::vector<std::string> labels;
    for (const Run& run : runs) {
        labels.push_back(run.label);
    }
    return post::pick_baseline(labels).index != 0;
}

// An input prints its first kMaxDiagnosticsPerInput diagnostics, whichever of its runs holds
// them, then one note counting the rest (those the runs and sinks only counted included).
void limit_diagnostics(std::vector<Run>& runs, const std::string& path) {
    std::size_t kept = 0;
    std::size_t unshown = 0;
    for (Run& run : runs) {
        unshown += std::exchange(run.unshown_diagnostics, 0);
        const std::size_t room = kMaxDiagnosticsPerInput - kept;
        if (run.diagnostics.size() > room) {
            unshown += run.diagnostics.size() - room;
            run.diagnostics.resize(room);
        }
        kept += run.diagnostics.size();
    }
    if (unshown > 0 && !runs.empty()) {
        runs.back().diagnostics.push_back(Diagnostic{
            Level::note, path, 0,
            fmt::format("{} more warning{} not shown", unshown, unshown == 1 ? "" : "s")});
    }
}

// The whole text read as one input, and the format that read it.
struct WholeText {
    std::vector<Run> runs;
    const Parser* parser = nullptr;
    std::vector<double> scores;  // format_scores() of what was detected; empty when forced
};

// The first stretch of text a format is sure of, read alone, and its scores: what detects a
// post whose head, all that sniff() sees (kSniffBytes), is prose, as when a long quoted thread
// or patch stands above the numbers. No parser when no stretch is sure.
Detection first_sure_stretch(const InputText& input, const RepairedText& repaired,
                             const std::vector<Unit>& units) {
    const std::vector<PostLine> lines =
        post::split_post_lines(input.content, repaired.original_line);
    for (const Unit& unit : units) {
        if (unit.kind != UnitKind::text) {
            continue;
        }
        const InputText stretch{input.path, post::join_lines(lines, unit.first, unit.last)};
        std::vector<double> scores = format_scores(stretch);
        if (*std::max_element(scores.begin(), scores.end()) >= kCompanionScore) {
            return {recognise_format(stretch, scores), std::move(scores)};
        }
    }
    return {};
}

// input is the repaired text. Throws Error when no format is sure of it or its parser refuses
// it; runs that hold no observation are returned as read, for nothing_read_error to explain.
WholeText read_whole(const InputText& input, const RepairedText& repaired, const Parser* forced,
                     const std::vector<Unit>& units) {
    Detection detection = detect(input, forced);
    if (detection.parser == nullptr && input.content.size() > kSniffBytes) {
        detection = first_sure_stretch(input, repaired, units);
    }
    const Parser& parser = detection.parser != nullptr
                               ? *detection.parser
                               : post::detect_or_explain(input, repaired.original_line);
    std::vector<Run> runs = read_with(detection, input, forced);
    for (Run& run : runs) {
        for (Diagnostic& diagnostic : run.diagnostics) {
            diagnostic.line = repaired.map_line(diagnostic.line);
        }
        for (Observation& observation : run.observations) {
            observation.line = repaired.map_line(observation.line);
            observation.last_line = repaired.map_line(observation.last_line);
        }
        run.file = input.path;
        run.format = std::string(parser.name());
    }
    return {std::move(runs), &parser, std::move(detection.scores)};
}

// Why the whole text, read as parser's format into runs, gave no observation: the closest
// block among units and the parser's own diagnostics.
Error nothing_read_error(const InputText& input, const RepairedText& repaired, const Parser& parser,
                         std::vector<Run>& runs, const std::vector<Unit>& units) {
    limit_diagnostics(runs, input.path);
    // The parser's own error (a file cut short, broken syntax) is the cause: it leads, and
    // "no results found" would only restate what follows from it.
    const Diagnostic* cause = nullptr;
    for (const Run& run : runs) {
        for (const Diagnostic& diagnostic : run.diagnostics) {
            if (cause == nullptr && diagnostic.level == Level::error) {
                cause = &diagnostic;
            }
        }
    }
    std::string message;
    if (cause != nullptr) {
        message = cause->line > 0
                      ? fmt::format("{}:{}: {}", cause->file, cause->line, cause->message)
                      : fmt::format("{}: {}", cause->file, cause->message);
    } else {
        message = post::nothing_read(input.path, parser,
                                     post::split_post_lines(input.content, repaired.original_line),
                                     units);
    }
    for (const Run& run : runs) {
        for (const Diagnostic& diagnostic : run.diagnostics) {
            if (&diagnostic != cause) {
                message += '\n';
                message += format_diagnostic(diagnostic);
            }
        }
    }
    return Error(message);
}

// A summary typed by hand that borrows a tool's titles (`Latency percentiles (usec):` over a
// column per kernel, `50.0000th:` rows) is no output of that tool, whose reader then finds
// nothing in it: read as a table, when the table reader finds two or more variants there.
std::vector<Run> read_as_table(const InputText& input, const RepairedText& repaired,
                               const Parser& detected) {
    const Parser* table = find_format("table");
    if (table == nullptr || &detected == table) {
        return {};
    }
    std::vector<Run> runs = table->parse(input);
    // An address or a mail header is no column: a commit's `Author: A B (AMD) <a@b.de>` over
    // its `Date:` line reads as a table of years otherwise.
    const bool mail_header = std::any_of(runs.begin(), runs.end(), [](const Run& run) {
        return run.label.find_first_of("@<>") != std::string::npos;
    });
    if (runs.size() < 2 || observation_count(runs) == 0 || mail_header) {
        return {};
    }
    for (Run& run : runs) {
        for (Observation& observation : run.observations) {
            observation.line = repaired.map_line(observation.line);
            observation.last_line = repaired.map_line(observation.last_line);
        }
        for (Diagnostic& diagnostic : run.diagnostics) {
            diagnostic.line = repaired.map_line(diagnostic.line);
        }
        run.file = input.path;
        run.format = std::string(table->name());
    }
    runs.front().diagnostics.push_back(Diagnostic{
        Level::note, input.path, 0,
        fmt::format("read as a table of {} variants: the {} reader finds none of its own "
                    "results in it (a summary that borrows its titles)",
                    runs.size(), detected.name())});
    return runs;
}

// A post's variants are laid out from its stretches of output and its hand-typed lists; a
// post of one stretch and no list holds at most one variant, which the whole text reads.
// Reading that stretch once more on its own, only to learn what it holds, would double the
// cost of a large file for nothing.
std::size_t output_stretches(const std::vector<Unit>& units) {
    return static_cast<std::size_t>(std::count_if(
        units.begin(), units.end(), [](const Unit& unit) { return unit.kind == UnitKind::text; }));
}

}  // namespace

std::vector<Run> read_post(InputText given, const PostOptions& options) {
    // The text is repaired in place when it needs it, and every later stage views it: a large
    // input is held once.
    RepairedText repaired = undo_transfer_damage(std::move(given.content));
    const InputText input{std::move(given.path), std::move(repaired.text)};
    post::LineSource source(input.content, repaired.original_line);
    std::vector<Unit> units = post::segment_post(source);
    const bool has_lists = std::any_of(
        units.begin(), units.end(), [](const Unit& unit) { return unit.kind == UnitKind::list; });
    std::vector<Run> runs;
    std::optional<Error> whole_error;
    WholeText whole;
    try {
        whole = read_whole(input, repaired, options.forced, units);
        runs = std::move(whole.runs);
    } catch (const Error& error) {
        whole_error = error;
    }
    bool whole_read = !whole_error && observation_count(runs) > 0;
    // A format that finds several variants in the whole text on its own (an mmtests table, a
    // per-disk table with a column per kernel) knows its layout better than any guess, so the
    // post is laid out only when the whole text gives fewer than two. Segmentation walked the
    // lines without keeping them: only a post that may hold several variants needs them all at
    // once; one stretch of output is read whole (a large log's index of lines would be half its
    // size again).
    std::vector<PostLine> lines;
    std::vector<VariantLayout> variants;
    if ((!whole_read || runs.size() < 2) && (has_lists || output_stretches(units) >= 2)) {
        lines = post::split_post_lines(input.content, repaired.original_line);
        post::read_unit_keys(input.path, lines, options.forced, units);
        variants = post::assemble_variants(lines, units);
    }
    if (!whole_error && !whole_read && options.forced == nullptr) {
        if (std::vector<Run> table = read_as_table(input, repaired, *whole.parser);
            !table.empty()) {
            runs = std::move(table);
            whole_read = true;
        }
    }
    if (!whole_error && !whole_read) {
        whole_error = nothing_read_error(input, repaired, *whole.parser, runs, units);
        runs.clear();
    }
    if (whole_read && runs.size() >= 2 && options.forced == nullptr &&
        output_stretches(units) >= 2) {
        if (lines.empty()) {
            lines = post::split_post_lines(input.content, repaired.original_line);
        }
        post::add_results_beside(runs, *whole.parser, whole.scores, input.path, lines, units);
    }
    if (runs.size() >= 2 && options.choose_baseline && names_a_reference_later(runs)) {
        choose_baseline(runs, input.path, true);  // a file naming its own variants
    } else if (runs.size() < 2 && (variants.size() >= 2 || has_lists)) {
        std::vector<Run> split = read_variants(input, lines, units, variants, options.forced);
        post::fold_label_parameters(split, input.path);
        if (split.size() >= 2) {
            choose_baseline(split, input.path, options.choose_baseline);
            if (drop_unshared(split, input.path) || !whole_read) {
                runs = std::move(split);
            } else {
                // Variants that share no case with the baseline were cases of one run, each
                // under its own command (`schbench -t 16`, `schbench -t 32`): one input.
                runs.front().diagnostics.push_back(Diagnostic{
                    Level::note, input.path, 0,
                    fmt::format("{} stretches of output under their own labels or commands "
                                "share no metric and case, so the file is read as one input",
                                split.size())});
            }
        }
    }
    if (runs.empty()) {
        throw *whole_error;
    }
    // Inserted in reverse, so that the notes read in the order the repairs were made.
    for (auto note = repaired.notes.rbegin(); note != repaired.notes.rend(); ++note) {
        runs.front().diagnostics.insert(runs.front().diagnostics.begin(),
                                        Diagnostic{Level::note, input.path, 0, *note});
    }
    limit_diagnostics(runs, input.path);
    return runs;
}

}  // namespace benchcmp
