// -o FILE: writing the report so that FILE is either the old file or the whole new report.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace benchcmp {

/// Throws Error (exit 2) when output names one of inputs (the same path or the same file
/// through another name), so that a report never overwrites the data it came from.
void refuse_input_as_output(const std::string& output, const std::vector<std::string>& inputs);

/// Writes text to path. A regular file (or a new one) is replaced atomically: a temporary file
/// in the same directory (mkstemp), fsync, then rename; a symlink is followed, and its target
/// replaced, the link kept. A device or FIFO is opened and written directly, never replaced.
/// On any failure the temporary file is removed, path is untouched, and Error (exit 2) names
/// path with the reason.
void write_file_atomically(const std::string& path, std::string_view text);

/// Whether path names the file this process's standard output is (`-o /dev/stdout`, or the
/// file the shell redirected stdout to), which is written as stdout rather than replaced.
bool names_standard_output(const std::string& path);

}  // namespace benchcmp
