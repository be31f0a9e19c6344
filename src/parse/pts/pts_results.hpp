// What the Phoronix Test Suite's two file kinds (composite.xml and its CSV exports) have in
// common once read: results per system, turned into one run per system.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "benchcmp/model.hpp"

namespace benchcmp::pts {

inline constexpr std::string_view kFormat = "pts";

/// One system's figures for one result: its trials (RawString), or the one Value.
struct Entry {
    std::string system;
    std::vector<double> values;
    int line = 0;
};

/// One PTS result: a test profile run with one set of options, on every system that ran it.
struct Result {
    Metric metric;
    CaseKey case_key;
    std::vector<Entry> entries;
};

/// "hackbench" for "pts/hackbench-1.0.0": the test profile without its repository and version.
std::string profile_name(std::string_view identifier);

/// The benchmark of a result the text names by its title only (the CSV export, the text
/// report): the title in the lower case and dashes of a test profile's name, so that
/// `Hackbench` meets composite.xml's `pts/hackbench-1.0.0` where the two agree.
std::string benchmark_of_title(std::string_view title);

/// The case of a result: `Count: 8 - Type: Process` as count=8 type=process pairs when the
/// description is written that way, else the description (or, without one, the arguments)
/// under one key.
CaseKey case_of(std::string_view description, std::string_view arguments);

/// What makes two results the same one: benchmark, metric, unit and case (a file that holds
/// one twice is diagnosed).
std::string identity_of(const Result& result);

/// HIB higher is better, LIB lower; PTS leaves ABSTRACT and empty undecided.
Direction direction_of(std::string_view proportion);

/// One run per system, in the order systems are listed (the first is the baseline); at least
/// one run, so that the caller has somewhere to put the file's diagnostics.
std::vector<Run> runs_of(const std::vector<std::string>& systems,
                         const std::vector<Result>& results, const std::string& file);

}  // namespace benchcmp::pts
