// -o FILE: writing the report so that FILE is either the old file or the whole new report.
#pragma once

#include <functional>
#include <ostream>
#include <string>
#include <vector>

namespace benchcmp {

/// Throws Error (exit 2) when output names one of inputs (the same path or the same file
/// through another name), or, when inputs hold "-" and stdin_is_read (standard input is the
/// stream "-" reads), the regular file standard input is: a report never overwrites the data
/// it came from.
void refuse_input_as_output(const std::string& output, const std::vector<std::string>& inputs,
                            bool stdin_is_read);

/// What writes the report: a row at a time to the stream, so that a report of a million rows
/// is never held whole in memory.
using WriteReport = std::function<void(std::ostream&)>;

/// Writes the report to path. A regular file (or a new one) is replaced atomically: written
/// to a temporary file in the same directory (mkstemp), fsync, then rename; a symlink is
/// followed, and its target replaced, the link kept. A device or FIFO is opened and written
/// directly, never replaced. On any failure, or when write throws, the temporary file is
/// removed, path is untouched, and Error (exit 2) names path with the reason.
void write_file_atomically(const std::string& path, const WriteReport& write);

/// Whether path names the file this process's standard output is (`-o /dev/stdout`, or the
/// file the shell redirected stdout to), which is written as stdout rather than replaced.
bool names_standard_output(const std::string& path);

}  // namespace benchcmp
