// Variant labels that differ only in a parameter (`dbench with 8 clients, results before` and
// `dbench with 16 clients, results before`, `./Run -c 1` and `./Run -c 96`): the parameter is a
// case of the benchmark, the rest of the label names the variant.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "benchcmp/model.hpp"

namespace benchcmp::post {

/// A parameter a label states: its name (`clients`, `-c`, `threads`) and its value.
struct LabelParameter {
    std::string name;
    std::string value;
    std::string rest;  // the label without it, blanks folded
};

/// Every parameter label states (see label_parameter), each with the label without it.
std::vector<LabelParameter> label_parameters(const std::string& label);

/// The one parameter label states: a number with a count word after it (`8 clients`,
/// `16 threads`, `4 jobs`), a count word with `=` or `:` and a number (`threads=16`,
/// `QD: 32`), or a short option and its number (`-c 96`, `-t16`). Nothing when the label
/// states none, or more than one.
std::optional<LabelParameter> label_parameter(const std::string& label);

/// Folds runs whose labels differ in one parameter into one variant per rest of label: each
/// run's observations get the parameter as a case key (unless the benchmark's own output
/// already keys them by that name), and runs of one rest merge. Only when every label states
/// that parameter, it is the only one whose value differs between them, and at least two
/// variants remain (before/after words): otherwise nothing changes. Returns whether it folded.
bool fold_label_parameters(std::vector<Run>& runs, const std::string& path);

}  // namespace benchcmp::post
