#include "cli/read_inputs.hpp"

#include <fmt/format.h>

#include <iterator>
#include <map>
#include <optional>
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

// The label of a group's single run when nothing else names it: the user's, else the first
// file's (a merged group's implied label is applied after).
std::string group_label(const InputGroup& group) {
    return group.label.empty() ? default_label(InputSpec{"", group.paths.front()}) : group.label;
}

// A file's runs named: a label the user gave names a one-variant input even when the input
// names it; --runs applied.
void label_runs(std::vector<Run>& parsed, const InputSpec& spec, const Options& options) {
    for (Run& run : parsed) {
        if (run.label.empty() || (!spec.label.empty() && parsed.size() == 1)) {
            run.label = default_label(spec);
        }
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

// What the inputs read to: one entry per group, or the sections of a mail file given alone.
struct ReadGroups {
    std::vector<InputRuns> inputs;
    std::optional<std::vector<InputSection>> mail_alone;
};

// One file's runs: a mail file beside other inputs stands for its one message.
std::vector<Run> read_file(const InputSpec& spec, InputText input, const PostOptions& post,
                           const Options& options, std::size_t file_count, ReadGroups& read) {
    if (!looks_like_mail(input.content.view())) {
        return read_post(std::move(input), post);
    }
    MailInput mail = read_mail_input(spec, input.content.view(), post, options.message);
    if (file_count == 1) {
        read.mail_alone = mail_sections(std::move(mail), spec, options);
        return {};
    }
    if (mail.sections.size() > 1) {
        throw Error(
            fmt::format("{}: {} of its messages hold benchmark output; compare the mail "
                        "file alone, or pick one with --message",
                        spec.path, mail.sections.size()));
    }
    std::vector<Run> parsed = std::move(mail.sections.front().runs);
    prepend(std::move(mail.notes), parsed);
    return parsed;
}

// Every file of every group read on its own, as the argument `label=path` (or `path`) would
// be; a group's files merged into its runs.
ReadGroups read_groups(const Options& options, std::istream& in) {
    const Parser* forced =
        options.input_format.empty() ? nullptr : find_format(options.input_format);
    const PostOptions post{forced, options.baseline_label.empty()};
    const std::vector<InputGroup>& groups = options.groups;
    std::size_t file_count = 0;
    for (const InputGroup& group : groups) {
        file_count += group.paths.size();
    }
    ReadGroups read;
    read.inputs.resize(groups.size());
    bool mail_read = false;
    for (std::size_t g = 0; g < groups.size(); ++g) {
        std::vector<std::vector<Run>> per_file;
        for (const std::string& path : groups[g].paths) {
            const InputSpec spec{groups[g].label, path};
            InputText input{spec.path, read_input_bytes(spec.path, in, options.max_input_bytes)};
            mail_read = mail_read || looks_like_mail(input.content.view());
            std::vector<Run> parsed =
                read_file(spec, std::move(input), post, options, file_count, read);
            if (read.mail_alone) {
                return read;
            }
            if (per_file.empty()) {
                // Labels the file gives, not the user's nor the file's name.
                read.inputs[g].named_by_input =
                    parsed.size() > 1 ||
                    (spec.label.empty() && parsed.size() == 1 && !parsed.front().label.empty());
            }
            label_runs(parsed, spec, options);
            per_file.push_back(std::move(parsed));
        }
        read.inputs[g].runs = per_file.size() == 1
                                  ? std::move(per_file.front())
                                  : merge_runs(std::move(per_file), groups[g].name);
    }
    if (!options.message.empty() && !mail_read) {
        throw Error(fmt::format("--message {} picks a message of a mail file, and no input is one",
                                options.message));
    }
    return read;
}

}  // namespace

std::vector<InputSection> read_sections(const Options& options, std::istream& in) {
    ReadGroups read = read_groups(options, in);
    if (read.mail_alone) {
        return std::move(*read.mail_alone);
    }
    std::vector<InputRuns>& inputs = read.inputs;
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
    finish_runs(runs, options);
    std::vector<InputSection> sections;
    sections.push_back(InputSection{std::nullopt, std::move(runs)});
    return sections;
}

}  // namespace benchcmp
