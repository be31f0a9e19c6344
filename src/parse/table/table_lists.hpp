// Runs written as Python lists and `avg - X, std - Y%` summary lines (table.cpp), read apart
// from the parser's state.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace benchcmp::table_lists {

/// `tip: [0.089, 0.148, 0.121]` or a bare `[0.089, 0.148]`: the label before the bracket
/// (without its colon; empty when none) and the values; or `65-mm4-as - 129, 140`, a label,
/// a dash between blanks and two or more values apart by commas.
struct ListLine {
    std::string label;
    std::vector<double> values;
};

/// Reads a Python-style list line; nullopt when text is not one or an element is no number.
std::optional<ListLine> read_list(std::string_view text);

/// `avg - 0.122, std - 18.5%` (also `avg: X std: Y`, `mean = X, stddev = Y%`): the mean and
/// the standard deviation, which a trailing `%` gives relative to the mean.
struct AvgStdLine {
    std::string label;  // text before `avg`, without its colon; empty when none
    double mean = 0.0;
    double stddev = 0.0;
};

/// Reads an average/stddev line; nullopt when text is not one.
std::optional<AvgStdLine> read_avg_std(std::string_view text);

}  // namespace benchcmp::table_lists
