// Runs read from several files or blocks become one input: merged samples, one run per
// variant label, the baseline first, and control characters escaped in every name.
#include "core/run_merge.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include "benchcmp/diagnostics.hpp"
#include "benchcmp/parse.hpp"
#include "benchcmp/printable.hpp"

namespace benchcmp {
namespace {

// The same identity build_report matches rows on: benchmark, metric, unit and case.
std::string observation_identity(const Observation& observation) {
    std::string identity = observation.metric.benchmark;
    for (const std::string* part : {&observation.metric.name, &observation.metric.unit}) {
        identity += '\x1f';
        identity += *part;
    }
    for (const auto& [key, value] : observation.case_key.entries) {
        identity += '\x1f';
        identity += key;
        identity += '=';
        identity += value;
    }
    return identity;
}

void merge_into(Run& into, Run&& from, const std::string& first_file) {
    std::unordered_map<std::string, std::size_t> index;
    for (std::size_t i = 0; i < into.observations.size(); ++i) {
        index.emplace(observation_identity(into.observations[i]), i);
    }
    std::move(from.diagnostics.begin(), from.diagnostics.end(),
              std::back_inserter(into.diagnostics));
    for (Observation& observation : from.observations) {
        const std::string identity = observation_identity(observation);
        const auto found = index.find(identity);
        if (found == index.end()) {
            index.emplace(identity, into.observations.size());
            into.observations.push_back(std::move(observation));
            continue;
        }
        Sample& target = into.observations[found->second].sample;
        if (target.is_raw() && observation.sample.is_raw()) {
            const std::vector<double>& more = observation.sample.values();
            target.values().insert(target.values().end(), more.begin(), more.end());
            continue;
        }
        // Pooling two printed summaries would need their raw values; guessing a pooled
        // stddev from rounded figures would pass off a made-up sample as a measured one.
        const std::string case_text = observation.case_key.to_string();
        into.diagnostics.push_back(Diagnostic{
            Level::warning, from.file, observation.line,
            fmt::format("{}{}{}: a printed summary cannot be merged with another sample; only "
                        "the one from {} is compared",
                        observation.metric.name, case_text.empty() ? "" : " ", case_text,
                        first_file)});
    }
}

void escape_in_place(std::string& text) {
    if (!is_printable(text)) {
        text = printable(text);
    }
}

// The case key of a run's format when its variants are named by what ran; empty otherwise.
std::string_view variant_key_of(const Run& run) {
    const Parser* parser = find_format(run.format);
    return parser == nullptr ? std::string_view{} : parser->variant_key();
}

// An input whose every variant is named, by its file, after what ran, each name once.
bool named_by_what_ran(const InputRuns& input) {
    if (!input.named_by_input || input.runs.empty()) {
        return false;
    }
    std::unordered_set<std::string> labels;
    return std::all_of(input.runs.begin(), input.runs.end(), [&](const Run& run) {
        return !variant_key_of(run).empty() && !run.label.empty() &&
               labels.insert(run.label).second;
    });
}

// Which inputs name a variant as another input does, the two variants sharing a row. Each
// variant is looked for in the first input that named it alike: one pass over the rows.
std::vector<bool> inputs_sharing_variants(const std::vector<InputRuns>& inputs) {
    struct FirstNamed {
        std::size_t input = 0;
        std::unordered_set<std::string> identities;
    };
    std::unordered_map<std::string, FirstNamed> first_named;  // by format and label
    std::vector<bool> shared(inputs.size(), false);
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        if (!named_by_what_ran(inputs[i])) {
            continue;
        }
        for (const Run& run : inputs[i].runs) {
            const auto emplaced = first_named.try_emplace(run.format + '\0' + run.label);
            FirstNamed& first = emplaced.first->second;
            if (emplaced.second) {
                first.input = i;
                for (const Observation& observation : run.observations) {
                    first.identities.insert(observation_identity(observation));
                }
                continue;
            }
            const bool common_row = std::any_of(
                run.observations.begin(), run.observations.end(),
                [&](const auto& o) { return first.identities.contains(observation_identity(o)); });
            if (common_row) {
                shared[i] = true;
                shared[first.input] = true;
            }
        }
    }
    return shared;
}

// The variants of one input as one run, each variant's name a case key in front of its own.
Run variants_joined(std::vector<Run>&& runs) {
    Run joined;
    joined.file = runs.front().file;
    joined.format = runs.front().format;
    for (Run& run : runs) {
        const std::string key(variant_key_of(run));
        std::move(run.diagnostics.begin(), run.diagnostics.end(),
                  std::back_inserter(joined.diagnostics));
        joined.unshown_diagnostics += run.unshown_diagnostics;
        for (Observation& observation : run.observations) {
            auto& entries = observation.case_key.entries;
            entries.insert(entries.begin(), {key, run.label});
            joined.observations.push_back(std::move(observation));
        }
    }
    return joined;
}

// What the input printed beside a value (a column's own name, a mark, mmtests' rows), escaped
// only when needed: edit() copies the shared figures.
void escape_source_figures(Observation& observation) {
    const SourceFigures& figures = *observation.source;
    bool clean = is_printable(figures.column_label) && is_printable(figures.mark);
    for (const PrintedStat& stat : figures.printed) {
        clean = clean && is_printable(stat.name) && is_printable(stat.value);
    }
    if (clean) {
        return;
    }
    SourceFigures& edited = observation.source.edit();
    escape_in_place(edited.column_label);
    escape_in_place(edited.mark);
    for (PrintedStat& stat : edited.printed) {
        escape_in_place(stat.name);
        escape_in_place(stat.value);
    }
}

}  // namespace

std::vector<bool> variants_as_cases(std::vector<InputRuns>& inputs) {
    std::vector<bool> shared = inputs_sharing_variants(inputs);
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        if (shared[i]) {
            std::vector<Run> one;
            one.push_back(variants_joined(std::move(inputs[i].runs)));
            inputs[i].runs = std::move(one);
        }
    }
    return shared;
}

void escape_control_characters(std::vector<Run>& runs) {
    for (Run& run : runs) {
        escape_in_place(run.label);
        for (Observation& observation : run.observations) {
            for (std::string* name : {&observation.metric.benchmark, &observation.metric.name,
                                      &observation.metric.unit}) {
                escape_in_place(*name);
            }
            for (auto& [key, value] : observation.case_key.entries) {
                escape_in_place(key);
                escape_in_place(value);
            }
            if (!observation.source->column_label.empty() || !observation.source->mark.empty() ||
                !observation.source->printed.empty()) {
                escape_source_figures(observation);
            }
        }
    }
}

std::vector<Run> merge_runs(std::vector<std::vector<Run>> per_file, const std::string& name) {
    if (per_file.empty()) {
        return {};
    }
    std::vector<Run> merged = std::move(per_file.front());
    const std::string first_file = merged.empty() ? name : merged.front().file;
    for (std::size_t f = 1; f < per_file.size(); ++f) {
        std::vector<Run>& runs = per_file[f];
        if (runs.size() != merged.size()) {
            throw Error(fmt::format(
                "{}: cannot merge {} (holds {} variant{}) with {} (holds {}); merge files of "
                "the same layout",
                name, runs.empty() ? name : runs.front().file, runs.size(),
                runs.size() == 1 ? "" : "s", first_file, merged.size()));
        }
        for (std::size_t r = 0; r < runs.size(); ++r) {
            merge_into(merged[r], std::move(runs[r]), first_file);
        }
    }
    for (Run& run : merged) {
        run.file = name;
    }
    return merged;
}

void merge_named_variants(std::vector<Run>& runs) {
    std::vector<Run> kept;
    // The first kept run of each format and label, by position: a table of 10,000 variant
    // columns searched every kept run for each run, 50 million label comparisons.
    std::unordered_map<std::string, std::size_t> first_of;
    for (Run& run : runs) {
        const Parser* parser = find_format(run.format);
        std::string identity = run.format + '\0' + run.label;
        const auto same = first_of.find(identity);
        if (parser == nullptr || !parser->merges_variants_by_label() || same == first_of.end()) {
            first_of.emplace(std::move(identity), kept.size());
            kept.push_back(std::move(run));
            continue;
        }
        Run& first = kept[same->second];
        const std::string file = run.file;
        const std::string first_file = first.file;
        merge_into(first, std::move(run), first_file);
        first.file += " + " + file;
    }
    runs = std::move(kept);
}

void move_baseline_first(std::vector<Run>& runs, const std::string& label) {
    const auto found =
        std::find_if(runs.begin(), runs.end(), [&](const Run& run) { return run.label == label; });
    if (found == runs.end()) {
        std::vector<std::string> labels;
        for (const Run& run : runs) {
            labels.push_back(run.label);
        }
        throw Error(fmt::format(
            "--baseline {}: no such file, and no input or variant is labelled so (labels: {})",
            label, fmt::join(labels, ", ")));
    }
    std::rotate(runs.begin(), found, found + 1);
}

}  // namespace benchcmp
