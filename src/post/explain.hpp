// What the post reader says when nothing can be read (explain.cpp).
#pragma once

#include <string>
#include <vector>

#include "benchcmp/parse.hpp"
#include "post/post_lines.hpp"
#include "post/segment.hpp"

namespace benchcmp::post {

/// Why a text read as parser's format gave nothing, named at the line where the block that
/// parser is surest of starts, so that the user sees which output lacks what: `h.txt:3: no
/// hackbench results found: hackbench output starts here but has no 'Time:' line`.
std::string nothing_read(const std::string& path, const Parser& parser,
                         const std::vector<PostLine>& lines, const std::vector<Unit>& units);

/// The format of the text, or throws the Error saying none is sure of it, which names a table
/// of words when the text holds one (`data.txt:3: cannot tell the input format: a table of 3
/// columns starts here, but no row has a number; ...`). text is repaired text; original_line
/// maps its lines to the file's.
const Parser& detect_or_explain(const InputText& text, const std::vector<int>& original_line);

}  // namespace benchcmp::post
