// Reading a whole pasted post: transport repair, quote stripping, segmentation into blocks,
// the format parsers per block, variant assembly and the choice of the baseline variant.
#pragma once

#include <vector>

#include "benchcmp/model.hpp"
#include "benchcmp/parse.hpp"

namespace benchcmp {

/// How read_post reads one input.
struct PostOptions {
    const Parser* forced = nullptr;  // --input-format, or nullptr to detect per block
    bool choose_baseline = true;     // false when --baseline LABEL decides instead
};

/// Reads one input as a post. A post whose benchmark output repeats under labels (or shell
/// prompts whose commands change) gives one run per variant, labelled from the post, with
/// the reference variant first and a note saying which it is and why; any other input is
/// read whole by its format's parser, as a file of that format. Runs carry the input's path
/// and format, and lines of the file as it is. Throws Error (exit 2) naming the file and the
/// line of the closest candidate block when nothing in it can be read. Takes the input by
/// value so that a caller that moves it in is spared a copy of the whole text.
std::vector<Run> read_post(InputText input, const PostOptions& options);

}  // namespace benchcmp
