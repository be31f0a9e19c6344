// --explain: how the inputs were read, before any comparison. Per variant, the lines it was
// read from and why they were grouped so; per case, how many values and from which lines.
#pragma once

#include <string>
#include <vector>

#include "benchcmp/model.hpp"

namespace benchcmp {

/// The most cases listed per variant; the rest are counted in one line.
inline constexpr std::size_t kExplainedCases = 50;

/// The explanation of runs, one `explain: ` line each, every name made printable.
std::string explain_reading(const std::vector<Run>& runs);

}  // namespace benchcmp
