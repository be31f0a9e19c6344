// Pieces of the text renderer that live in their own files: the mmtests-style table and the
// ministat-style distribution plot.
#pragma once

#include <string>
#include <vector>

#include "render/layout.hpp"

namespace benchcmp::render {

/// A section drawn as mmtests' compare-kernels table (Min, Amean, Stddev, CoeffVar, Max rows;
/// each cell `value (  gain%)`, `value *  gain%*` when significant), split into blocks of
/// variants that fit RenderOptions::width.
std::vector<std::string> mmtests_lines(const Report& report, const Section& section,
                                       const RenderOptions& options);

/// A ministat-style plot of one row's raw runs, RenderOptions::width wide: one symbol per input,
/// then per input a bar from mean - stddev to mean + stddev with A at the mean and M at the
/// median, then N, min, max, median, mean and stddev. Empty when no side has raw runs.
std::vector<std::string> plot_lines(const Row& row, const RenderOptions& options);

}  // namespace benchcmp::render
