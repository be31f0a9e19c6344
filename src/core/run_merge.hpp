// Runs from several files or blocks made into one input: merging samples, one run per
// variant label, the baseline first, control characters escaped in names.
#pragma once

#include <string>
#include <vector>

#include "benchcmp/model.hpp"

namespace benchcmp {

/// Writes the control characters (below 0x20, and 0x7f) of every label, column label, case key
/// and case value of runs as `\xNN`, as parsers do with the text they read: a label holding
/// ESC or a newline (from the command line or the input) must not drive the terminal or break
/// a text or markdown table. Invalid UTF-8 is left to the renderers (JSON replaces it).
void escape_control_characters(std::vector<Run>& runs);

/// Merges the runs read from several files into the runs of one input named name: the i-th run
/// of every file joins the i-th run of the first, raw values of the same metric and case are
/// concatenated, and a printed summary, which cannot be merged, keeps the first file's with a
/// warning. Throws Error (exit 2) when the files hold different numbers of runs.
std::vector<Run> merge_runs(std::vector<std::vector<Run>> per_file, const std::string& name);

/// Merges each run of a format whose variants the input names (Parser::merges_variants_by_label)
/// into the first run of the same format and label, so that result files saved apart (one per
/// test, or one per system) compare as one file holding them all.
void merge_named_variants(std::vector<Run>& runs);

/// One input as variants_as_cases sees it: its runs, and whether their labels are the names
/// its file gives them (not the user's label=, nor the file's name).
struct InputRuns {
    std::vector<Run> runs;
    bool named_by_input = false;
};

/// Across inputs, a variant name is what ran, not a side (Parser::variant_key): where two
/// inputs of such a format name a variant alike and those variants share a row (benchmark,
/// metric, unit and case), each of the inputs naming it becomes one run whose variants' names
/// are the case key (`command=sleep 0.01`), labelled as the caller then labels a one-variant
/// input (the returned flags mark them; their labels are left empty). `hyperfine 'a' 'b'`
/// twice, before and after a change, so compares each command with itself, never `b` with `a`.
/// Like-named variants without a common row stay apart, for merge_named_variants to join.
std::vector<bool> variants_as_cases(std::vector<InputRuns>& inputs);

/// Moves the run labelled label to the front, keeping the others in order. Throws Error
/// (exit 2) listing the labels when none matches.
void move_baseline_first(std::vector<Run>& runs, const std::string& label);
}  // namespace benchcmp
