#include "cli/read_inputs.hpp"

#include <fmt/format.h>

#include <iterator>
#include <map>
#include <set>
#include <string>

#include "benchcmp/diagnostics.hpp"
#include "benchcmp/parse.hpp"
#include "benchcmp/post.hpp"
#include "core/run_merge.hpp"
#include "report/overrides.hpp"

namespace benchcmp {
namespace {

// Labels name columns and JSON objects, so two inputs must never share one; the first keeps
// its name and later ones get "#2", "#3" (duplicate file names in different folders).
// A saved report (benchcmp-json) stands for all its inputs; an input given beside it under
// the same label is a newer run of that side and replaces the saved one, so that
// `benchcmp r.json B` compares r.json's baseline with today's B as `benchcmp A B` did.
void replace_saved_runs(std::vector<Run>& runs) {
    const auto saved = [](const Run& run) {
        const Parser* parser = find_format(run.format);
        return parser != nullptr && parser->is_saved_report();
    };
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

// The label of a group's single run when nothing else names it: the user's, else the first
// file's (a merged group's implied label is applied after).
std::string group_label(const InputGroup& group) {
    return group.label.empty() ? default_label(InputSpec{"", group.paths.front()}) : group.label;
}

// Every file of every group read on its own, as the argument `label=path` (or `path`) would
// be; a group's files merged into its runs.
std::vector<InputRuns> read_groups(const Options& options, std::istream& in) {
    const Parser* forced =
        options.input_format.empty() ? nullptr : find_format(options.input_format);
    const std::vector<InputGroup>& groups = options.groups;
    std::vector<InputRuns> inputs(groups.size());
    for (std::size_t g = 0; g < groups.size(); ++g) {
        std::vector<std::vector<Run>> per_file;
        for (const std::string& path : groups[g].paths) {
            const InputSpec spec{groups[g].label, path};
            InputText input{spec.path, read_input_bytes(spec.path, in, options.max_input_bytes)};
            std::vector<Run> parsed =
                read_post(std::move(input), PostOptions{forced, options.baseline_label.empty()});
            if (per_file.empty()) {
                // Labels the file gives, not the user's nor the file's name.
                inputs[g].named_by_input =
                    parsed.size() > 1 ||
                    (spec.label.empty() && parsed.size() == 1 && !parsed.front().label.empty());
            }
            for (Run& run : parsed) {
                // A label the user gave names a one-variant input even when the input names it.
                if (run.label.empty() || (!spec.label.empty() && parsed.size() == 1)) {
                    run.label = default_label(spec);
                }
            }
            apply_runs(parsed, options.runs);
            per_file.push_back(std::move(parsed));
        }
        inputs[g].runs = per_file.size() == 1 ? std::move(per_file.front())
                                              : merge_runs(std::move(per_file), groups[g].name);
    }
    return inputs;
}

}  // namespace

std::vector<Run> read_runs(const Options& options, std::istream& in) {
    std::vector<InputRuns> inputs = read_groups(options, in);
    const std::vector<InputGroup>& groups = options.groups;
    const std::vector<bool> joined = variants_as_cases(inputs);
    std::vector<Run> runs;
    for (std::size_t g = 0; g < groups.size(); ++g) {
        std::vector<Run>& parsed = inputs[g].runs;
        const InputGroup& group = groups[g];
        if (joined[g]) {
            parsed.front().label = group_label(group);
        } else if (!group.label.empty() && parsed.size() > 1) {
            parsed.front().diagnose(Level::note, 0,
                                    fmt::format("holds {} variants named by the input itself; "
                                                "the label '{}' is not used",
                                                parsed.size(), group.label));
        }
        // A merged input that neither the user nor the input names is called after its
        // pattern (or "baseline"), not after whichever file came first.
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

}  // namespace benchcmp
