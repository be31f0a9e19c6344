// Results of other benchmarks that a post holds beside the variants its whole text names
// (docs/formats.md, post rule 8): contest's table with a row per kernel under the tiobench
// tables of those kernels.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "benchcmp/model.hpp"
#include "benchcmp/parse.hpp"
#include "post/post_lines.hpp"
#include "post/segment.hpp"

namespace benchcmp::post {

/// Adds to runs, the variants the whole text gave when read as whole_format (its
/// format_scores() in whole_scores), the results of each paragraph of the post that a format
/// the whole reading did not use reads alone into two or more variants, every one named as
/// one of runs. A result a run holds already takes the paragraph's values as more runs.
void add_results_beside(std::vector<Run>& runs, const Parser& whole_format,
                        std::span<const double> whole_scores, const std::string& path,
                        const std::vector<PostLine>& lines, const std::vector<Unit>& units);

}  // namespace benchcmp::post
