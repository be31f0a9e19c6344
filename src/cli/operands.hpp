// Command-line operands: `label=path`, glob patterns, repeated files, the --baseline choice.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "benchcmp/model.hpp"

namespace benchcmp {

/// An input as named on the command line: `path` or `label=path`.
struct InputSpec {
    std::string label;  // empty: derive from the path
    std::string path;
};

/// Reads `label=path`; an argument that exists as a file (even with '=' in its name), `-`,
/// or one without '=' is a plain path.
InputSpec split_spec(const std::string& argument);

/// The label an input gets: its own, "stdin" for `-`, else the file name without directory
/// and extension.
std::string default_label(const InputSpec& spec);

/// One input as the report sees it: one file, or several merged into one sample (a glob
/// pattern, or repeated --baseline).
struct InputGroup {
    std::string label;               // the user's label=; empty: the parser's or the file's own
    std::string name;                // what messages and JSON call the merged input
    std::vector<std::string> paths;  // the files (or "-") read into it
    // Without a user label, the label of a merged input that holds one variant: the pattern's
    // file name without extension, or "baseline" for several --baseline files.
    std::string implied_label;
};

/// The group of one positional argument: a file, `-`, or a glob pattern (an argument that is
/// not an existing file but holds a wildcard) whose matches merge into one input, labelled
/// after the pattern unless `label=pattern` names it. Throws Error (exit 2) when a pattern
/// matches no file.
InputGroup group_of(const std::string& argument);

/// What the --baseline values mean: files (and patterns) merged into the baseline input, or,
/// when the one value names no file and holds no wildcard, the label of the run to compare
/// against.
struct BaselineChoice {
    std::optional<InputGroup> files;
    std::string label;
};

/// Sorts the --baseline values into files or one label. Throws Error (exit 2) for a pattern
/// that matches no file, and when labels and files are mixed or several labels are given.
BaselineChoice choose_baseline(const std::vector<std::string>& values);

/// Removes the paths of group that name a file already in it by device and inode (a file
/// given twice, a hard link, a glob matching a file and a symlink to it), so that no value is
/// counted twice; returns one warning per path removed.
std::vector<Diagnostic> drop_repeated_files(InputGroup& group);

/// Whether text holds a glob(3) wildcard (`*`, `?` or `[`).
bool is_pattern(std::string_view text);

/// The files matching pattern, sorted (glob(3)); empty when none match. Throws Error (exit 2)
/// when the file system cannot be read.
std::vector<std::string> expand_pattern(const std::string& pattern);

}  // namespace benchcmp
