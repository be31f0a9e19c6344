// Variant assembly: which lines of a post belong to which variant.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "post/segment.hpp"

namespace benchcmp::post {

/// A contiguous stretch of a post's lines (indexes, both inclusive).
struct LineRange {
    std::size_t first = 0;
    std::size_t last = 0;
};

/// One variant as the post lays it out.
struct VariantLayout {
    std::string label;                       // empty: the post does not name it
    std::vector<LineRange> ranges;           // benchmark output read as one text
    std::vector<std::size_t> list_units;     // inline lists labelled as this variant
    std::vector<std::string> lead_commands;  // shell commands just above its first output
    std::size_t first_line = 0;              // where it starts, for ordering and notes
};

/// Splits the units into variants. A text unit whose output repeats what the current variant
/// already holds starts a new variant when something between says so (a label line, elided
/// prose, a shell command not run before, a heading line); otherwise the repeat is one more
/// run of the same variant. Inline lists join the variant their label names.
std::vector<VariantLayout> assemble_variants(const std::vector<PostLine>& lines,
                                             const std::vector<Unit>& units);

/// For each list unit, the lines just above the inline list group it belongs to, up to the
/// previous blank or elided line: the benchmark header the runs were measured under (an
/// empty range when there is none); indexed by unit, the entries of other units are unused.
std::vector<LineRange> list_contexts(const std::vector<Unit>& units);

}  // namespace benchcmp::post
