// The Phoronix Test Suite's composite.xml (FORMATS-TOOLS.md section 5), read with pugixml.
#pragma once

#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/pts/pts_results.hpp"

namespace benchcmp::pts {

/// One run per System of the file: each Result's entries, RawString's trials as raw values
/// (Value when RawString is empty: one trial). Bad XML is an error at its line.
std::vector<Run> read_xml(const InputText& input);

}  // namespace benchcmp::pts
