// What hyperfine's two export formats hold, read into one shape, and how one file's results
// become runs: each command a variant, each parameter combination a case.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "benchcmp/model.hpp"

namespace benchcmp::hyperfine {

/// One entry of `results` (JSON) or one row (CSV): one command, with its parameters
/// substituted, timed several times.
struct Result {
    std::string command;
    std::vector<std::pair<std::string, std::string>> parameters;  // in the file's order
    std::vector<double> times;       // s, one per timed run (JSON only)
    std::optional<Summary> summary;  // mean, stddev, median, min, max (no times)
    std::vector<double> memory;      // max RSS per run in bytes (JSON, hyperfine 1.20+)
    int line = 0;
};

/// The runs of one file: the k-th result of each parameter combination belongs to the k-th
/// command hyperfine was given, so that is its variant. One variant keeps an empty label (the
/// file's name is used); several are labelled by their command, with a parameter's value
/// written `{name}` when that gives one name for all the variant's results.
std::vector<Run> runs_of(const std::vector<Result>& results, const std::string& file,
                         const std::string& format);

}  // namespace benchcmp::hyperfine
