// Variants of a SPECjbb input: several per file (labelled result blocks, describe() blocks, the
// rows of a summary table), gathered per table and matched across tables by position.
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "benchcmp/model.hpp"

namespace benchcmp::specjbb {

/// A row or block label split into the variant it names and the configuration it measured:
/// `-REWORK SMT-ON` is variant `-REWORK` in config `SMT-ON`; `Baseline, SMTOFF` is variant
/// `Baseline` in config `SMTOFF`; a label without either part is all variant.
struct VariantLabel {
    std::string variant;
    std::string config;  // empty: the label names no configuration
};

/// Splits label (see VariantLabel): at the last comma; else after a leading `-X`/`+X` word;
/// else around a base/patched word (baseline, vanilla, patched, ...); else not at all.
VariantLabel split_variant_label(std::string_view label);

/// One variant as one table (or the run of result lines, or the describe() blocks) names it.
struct Variant {
    std::string label;  // empty when the input names none
    int line = 0;       // where that label was read
    Run run;            // its observations; label and diagnostics unused
};

/// The variants of one table, or of all blocks of one kind, in the order the input names them.
struct Group {
    std::vector<Variant> variants;
    // Each named variant's position in variants, kept by variant() and order_signed_variants():
    // a post of 40,000 labelled variants searched them all for each result line.
    std::unordered_map<std::string, std::size_t> position_of_label;

    /// The variant called label, added (at line) on first sight; an empty label always adds a
    /// new variant, since unnamed blocks cannot be told to belong together.
    Variant& variant(std::string_view label, int line);
    /// Puts `-X` variants before `+X` ones when every label is so signed: "without X" is the
    /// baseline of "with X", whichever row the author typed first.
    void order_signed_variants();
};

/// One run per variant position: run i holds variant i of every group, labelled as the first
/// group names it. A group calling that variant something else gets a note (the runs are
/// matched by position, like kernels whose name changed between two tables), and a metric and
/// case seen twice in one run keeps the first, with a warning. diagnostics go to run 0.
std::vector<Run> merge_by_position(std::vector<Group> groups, const std::string& path,
                                   std::vector<Diagnostic> diagnostics);

}  // namespace benchcmp::specjbb
