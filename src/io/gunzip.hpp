// Inputs saved with gzip (pyperf writes `.json.gz`; any log may be kept compressed): known by
// their magic bytes, not their name, and inflated with zlib before any format sees them.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace benchcmp {

/// True when data starts with gzip's magic bytes 1f 8b (RFC 1952).
bool is_gzip(std::string_view data);

/// The inflated content of a gzip file (every member of it, as gzip -d and Python's gzip
/// module read them). Throws Error (exit 2) naming path when the data is corrupt or cut
/// short, and when it inflates to more than max_bytes: a small file that expands without end
/// (a gzip bomb) stops at the limit, it never fills the memory.
std::string inflate_gzip(std::string_view data, const std::string& path, std::uint64_t max_bytes);

}  // namespace benchcmp
