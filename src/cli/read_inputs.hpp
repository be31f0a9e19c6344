// Every input of the command line read into runs: each file through the post stage, the
// files of one operand merged, labels made unique, the user's overrides applied.
#pragma once

#include <istream>
#include <vector>

#include "benchcmp/model.hpp"
#include "cli/options.hpp"

namespace benchcmp {

/// The runs of every input group of options, in command-line order. Throws Error.
std::vector<Run> read_runs(const Options& options, std::istream& in);

}  // namespace benchcmp
