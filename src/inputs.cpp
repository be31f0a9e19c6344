#include "inputs.hpp"

#include <fmt/format.h>
#include <glob.h>
#include <sys/stat.h>

#include <algorithm>
#include <filesystem>
#include <map>
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

InputSpec split_spec(const std::string& argument) {
    // A file whose name contains '=' must still work, so an existing path wins over the
    // label=path reading.
    const auto equals = argument.find('=');
    std::error_code unreadable;  // a name too long or a symlink loop is no file: not a throw
    if (equals == std::string::npos || equals == 0 || argument == "-" ||
        std::filesystem::exists(argument, unreadable)) {
        return InputSpec{"", argument};
    }
    return InputSpec{argument.substr(0, equals), argument.substr(equals + 1)};
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

InputGroup group_of(const std::string& argument) {
    const InputSpec spec = split_spec(argument);
    std::error_code ignored;
    if (spec.path == "-" || !is_pattern(spec.path) || std::filesystem::exists(spec.path, ignored)) {
        return InputGroup{spec.label, spec.path, {spec.path}, ""};
    }
    std::vector<std::string> paths = expand_pattern(spec.path);
    if (paths.empty()) {
        throw Error(fmt::format("{}: no file matches the pattern", spec.path));
    }
    return InputGroup{spec.label, spec.path, std::move(paths),
                      default_label(InputSpec{"", spec.path})};
}

BaselineChoice choose_baseline(const std::vector<std::string>& values) {
    BaselineChoice choice;
    std::vector<std::string> labels;
    InputGroup merged;
    for (const std::string& value : values) {
        const InputSpec spec = split_spec(value);
        std::error_code ignored;
        std::vector<std::string> paths;
        if (spec.path == "-" || std::filesystem::exists(spec.path, ignored)) {
            paths.push_back(spec.path);
        } else if (is_pattern(spec.path)) {
            paths = expand_pattern(spec.path);
            if (paths.empty()) {
                throw Error(fmt::format("--baseline {}: no file matches the pattern", spec.path));
            }
        }
        if (paths.empty()) {
            labels.push_back(value);
            continue;
        }
        if (merged.label.empty()) {
            merged.label = spec.label;
        }
        merged.name += merged.name.empty() ? spec.path : " + " + spec.path;
        merged.paths.insert(merged.paths.end(), paths.begin(), paths.end());
    }
    if (!labels.empty() && (labels.size() > 1 || !merged.paths.empty())) {
        throw Error(fmt::format(
            "--baseline {}: no such file; --baseline takes either files to merge or the one "
            "label of an input",
            labels.front()));
    }
    if (!labels.empty()) {
        choice.label = labels.front();
        return choice;
    }
    const InputSpec first = split_spec(values.front());
    merged.implied_label =
        values.size() == 1 ? default_label(InputSpec{"", first.path}) : "baseline";
    choice.files = std::move(merged);
    return choice;
}

std::vector<Diagnostic> drop_repeated_files(InputGroup& group) {
    std::vector<Diagnostic> warnings;
    std::map<std::pair<dev_t, ino_t>, std::string> seen;
    std::vector<std::string> kept;
    for (std::string& path : group.paths) {
        struct stat status {};
        if (path != "-" && ::stat(path.c_str(), &status) == 0) {
            const auto [first, inserted] =
                seen.emplace(std::pair{status.st_dev, status.st_ino}, path);
            if (!inserted) {
                warnings.push_back(Diagnostic{
                    Level::warning, path, 0,
                    fmt::format("the same file as {} (one device and inode); its values are "
                                "counted once",
                                first->second)});
                continue;
            }
        }
        kept.push_back(std::move(path));  // unreadable ones fail later with their own error
    }
    group.paths = std::move(kept);
    return warnings;
}

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

bool is_pattern(std::string_view text) {
    return text.find_first_of("*?[") != std::string_view::npos;
}

std::vector<std::string> expand_pattern(const std::string& pattern) {
    glob_t found{};
    const int status = ::glob(pattern.c_str(), GLOB_ERR, nullptr, &found);
    std::vector<std::string> paths;
    if (status == 0) {
        paths.assign(found.gl_pathv, found.gl_pathv + found.gl_pathc);
    }
    ::globfree(&found);
    if (status != 0 && status != GLOB_NOMATCH) {
        throw Error(fmt::format("{}: cannot expand the pattern ({})", pattern,
                                status == GLOB_NOSPACE ? "out of memory" : "read error"));
    }
    return paths;
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
