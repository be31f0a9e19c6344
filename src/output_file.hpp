// -o FILE: writing the report so that FILE is either the old file or the whole new report.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace benchcmp {

/// Throws Error (exit 2) when output names one of inputs (the same path or the same file
/// through another name), so that a report never overwrites the data it came from.
void refuse_input_as_output(const std::string& output, const std::vector<std::string>& inputs);

/// Writes text to path atomically: a temporary file in the same directory (mkstemp), fsync,
/// then rename over path. On any failure the temporary file is removed, path is untouched,
/// and Error (exit 2) names path.
void write_file_atomically(const std::string& path, std::string_view text);

}  // namespace benchcmp
