// Adjustments the user makes to parsed runs: case tags, the run count of summaries, and
// metric directions.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "benchcmp/model.hpp"

namespace benchcmp {

/// Appends each --tag ([LABEL:]KEY=VALUE) to the case keys of the runs it names (every run,
/// or the one labelled LABEL); a key the case already has takes the tag's value, and cases
/// a tag makes equal merge into one sample. Throws Error (exit 2) for an unknown label.
void apply_tags(const std::vector<std::string>& arguments, std::vector<Run>& runs);

/// Gives summaries that print no n (mmtests tables) n = runs; without --runs (runs == 0) they
/// keep n unknown and the first run gets a note saying why their verdicts are n/a.
void apply_runs(std::vector<Run>& parsed, std::size_t runs);

/// Sets the direction of every observation whose "benchmark/metric case" text matches a
/// pattern (empty: unused); lower wins when both match. Throws Error (exit 2) for a bad regex.
void apply_directions(const std::string& higher_pattern, const std::string& lower_pattern,
                      std::vector<Run>& runs);

}  // namespace benchcmp
