// Reading one whole input into memory, bounded in size, with errors named `path: strerror`.
#pragma once

#include <cstdint>
#include <istream>
#include <string>

#include "benchcmp/input_bytes.hpp"

namespace benchcmp {

/// The default of --max-input-size: far above any pasted benchmark output (the largest real
/// inputs are megabytes), small enough that /dev/zero or a runaway pipe ends quickly.
inline constexpr std::uint64_t kDefaultMaxInputBytes = std::uint64_t{1} << 30;

/// Reads the file at path, or `in` for "-" (standard input itself, read with read(2), when in
/// is std::cin, so that a closed stdin or a directory on it gives the real error). Throws Error
/// (exit 2) as `path: strerror`, for a directory, and when the input holds more than max_bytes.
/// A gzip file (by its magic bytes) is returned inflated, bounded by max_bytes as well. A
/// large regular file is mapped, not copied (InputBytes).
InputBytes read_input_bytes(const std::string& path, std::istream& in, std::uint64_t max_bytes);

}  // namespace benchcmp
