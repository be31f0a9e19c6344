// Runs typed by hand on one line under a label: `w/o: 1.234 1.251 1.240 =1.2417`,
// `patched: [0.089, 0.091, 0.090]`, or the label alone with the values on the next line.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "post/post_lines.hpp"

namespace benchcmp::post {

/// One hand-typed list of runs.
struct InlineList {
    std::string label;                       // normalized (normalize_label)
    std::vector<std::string> values;         // each run as printed
    std::optional<std::string> author_mean;  // the `=1.2417` glued to the last run
    std::size_t first = 0;                   // index of its first line in the post's lines
    std::size_t last = 0;                    // index of its last line (continuations included)
};

/// The inline list that starts at lines[at], or nullopt. A list holds at least three runs
/// (two in brackets); a line of numbers alone continues a list that has not ended, which is
/// how a mailer's hard wrap (that may also lose a quote level) leaves a long list.
std::optional<InlineList> read_inline_list(LineSource& lines, std::size_t at);

}  // namespace benchcmp::post
