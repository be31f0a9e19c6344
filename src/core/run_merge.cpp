// Runs read from several files or blocks become one input: merged samples, one run per
// variant label, the baseline first, and control characters escaped in every name.
#include "core/run_merge.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <unordered_map>

#include "benchcmp/diagnostics.hpp"
#include "benchcmp/parse.hpp"

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
    const auto is_control = [](char c) {
        const auto byte = static_cast<unsigned char>(c);
        return byte < 0x20 || byte == 0x7f;
    };
    if (std::none_of(text.begin(), text.end(), is_control)) {
        return;
    }
    std::string escaped;
    for (const char c : text) {
        if (is_control(c)) {
            escaped += fmt::format("\\x{:02x}", static_cast<unsigned char>(c));
        } else {
            escaped += c;
        }
    }
    text = std::move(escaped);
}

}  // namespace

void escape_control_characters(std::vector<Run>& runs) {
    for (Run& run : runs) {
        escape_in_place(run.label);
        for (Observation& observation : run.observations) {
            if (!observation.source->column_label.empty()) {
                escape_in_place(observation.source.edit().column_label);
            }
            for (auto& [key, value] : observation.case_key.entries) {
                escape_in_place(key);
                escape_in_place(value);
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
