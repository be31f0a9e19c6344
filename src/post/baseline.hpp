// Which variant of a post is the reference the others are compared against.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace benchcmp::post {

/// The chosen baseline and the reason, in words, for the report's note.
struct BaselinePick {
    std::size_t index = 0;
    std::string reason;
};

/// The first label that says it is the reference (`base`, `baseline`, `vanilla`, `w/o`,
/// `without`, `before`, `orig`, `original`, `unpatched`, `tip`, `mainline`, or a version such
/// as `v6.8-rc1` when another label is that version with a `+`), else the first variant.
BaselinePick pick_baseline(const std::vector<std::string>& labels);

}  // namespace benchcmp::post
