#include "cli/read_inputs.hpp"

#include <fmt/format.h>

#include <iterator>
#include <map>
#include <set>
#include <string>

#include "benchcmp/diagnostics.hpp"
#include "benchcmp/mail.hpp"
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

// A file's runs named: a label the user gave names a one-variant input even when the input
// names it; --runs applied.
void label_runs(std::vector<Run>& parsed, const InputSpec& spec, const Options& options) {
    for (Run& run : parsed) {
        if (run.label.empty() || (!spec.label.empty() && parsed.size() == 1)) {
            run.label = default_label(spec);
        }
    }
    if (!spec.label.empty() && parsed.size() > 1) {
        parsed.front().diagnose(Level::note, 0,
                                fmt::format("holds {} variants named by the input itself; "
                                            "the label '{}' is not used",
                                            parsed.size(), spec.label));
    }
    apply_runs(parsed, options.runs);
}

// What every section's runs go through once read: variants of one name merged, saved runs
// replaced, labels made unique, the user's tags and directions applied.
void finish_runs(std::vector<Run>& runs, const Options& options) {
    merge_named_variants(runs);
    replace_saved_runs(runs);
    make_labels_unique(runs);
    apply_tags(options.tags, runs);
    escape_control_characters(runs);
    apply_directions(options.higher_is_better, options.lower_is_better, runs);
}

void prepend(std::vector<Diagnostic> notes, std::vector<Run>& runs) {
    if (!runs.empty()) {
        runs.front().diagnostics.insert(runs.front().diagnostics.begin(), notes.begin(),
                                        notes.end());
    }
}

// The only input is a mail file: a section per message holding benchmark output.
std::vector<InputSection> mail_sections(MailInput mail, const InputSpec& spec,
                                        const Options& options) {
    for (InputSection& section : mail.sections) {
        label_runs(section.runs, spec, options);
        finish_runs(section.runs, options);
    }
    prepend(std::move(mail.notes), mail.sections.front().runs);
    return std::move(mail.sections);
}

}  // namespace

std::vector<InputSection> read_sections(const Options& options, std::istream& in) {
    const Parser* forced = nullptr;
    if (!options.input_format.empty()) {
        forced = find_format(options.input_format);
    }
    const PostOptions post{forced, options.baseline_label.empty()};
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
    bool mail_read = false;
    for (const std::string& argument : file_arguments) {
        const InputSpec spec = split_spec(argument);
        InputText input{spec.path, read_input_bytes(spec.path, in, options.max_input_bytes)};
        std::vector<Run> parsed;
        if (looks_like_mail(input.content.view())) {
            MailInput mail = read_mail_input(spec, input.content.view(), post, options.message);
            mail_read = true;
            if (file_arguments.size() == 1) {
                return mail_sections(std::move(mail), spec, options);
            }
            if (mail.sections.size() > 1) {
                throw Error(
                    fmt::format("{}: {} of its messages hold benchmark output; compare "
                                "the mail file alone, or pick one with --message",
                                spec.path, mail.sections.size()));
            }
            parsed = std::move(mail.sections.front().runs);
            prepend(std::move(mail.notes), parsed);
        } else {
            parsed = read_post(std::move(input), post);
        }
        label_runs(parsed, spec, options);
        per_group[group_of_file[file_index++]].push_back(std::move(parsed));
    }
    if (!options.message.empty() && !mail_read) {
        throw Error(fmt::format("--message {} picks a message of a mail file, and no input is one",
                                options.message));
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
    finish_runs(runs, options);
    std::vector<InputSection> sections;
    sections.push_back(InputSection{std::nullopt, std::move(runs)});
    return sections;
}

}  // namespace benchcmp
