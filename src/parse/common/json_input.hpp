// Helpers every reader of a JSON result file shares: parsing with a positioned message instead
// of an exception, the bare NaN/Infinity tokens some tools write, and finding the line an
// object came from (nlohmann::json keeps no positions, but diagnostics must name a line).
#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "benchcmp/model.hpp"
#include "benchcmp/parse.hpp"

namespace benchcmp::json_input {

/// A parsed document. Members keep the file's order, so that metrics are listed in the order
/// the tool wrote them.
using Json = nlohmann::ordered_json;

/// Whether the first non-blank byte of head opens a JSON object: the cheap first test of
/// every JSON reader's sniff().
bool starts_object(std::string_view head);

/// text with the bare tokens NaN, -NaN, nan, -nan, Infinity, -Infinity, inf and -inf outside
/// strings replaced by null, so that a file a tool wrote with a non-finite number still
/// parses and the value reads as missing. Lines stay where they were.
std::string null_non_finite(std::string_view text);

/// text parsed as JSON; on failure an error diagnostic on run naming the line and column the
/// parser stopped at, and nullopt.
std::optional<Json> parse(std::string_view text, Run& run);

/// The one run a JSON result file holds: file and format set, then filled by read_document.
/// Every reader of one tool's JSON file parses this way.
std::vector<Run> one_run(const InputText& input, std::string_view format,
                         void (*read_document)(Run& run, std::string_view content));

/// The 1-based line of byte offset in text.
int line_of(std::string_view text, std::size_t offset);

/// Finds, in document order, the lines of object members such as `"name": "BM_Copy/64"`, so
/// that observations carry the line of the object they came from. Each search starts where
/// the previous one matched.
class LineFinder {
  public:
    explicit LineFinder(std::string_view text) : text_(text) {}
    /// The line of the next member key whose value is value (as nlohmann dumps it), or 0
    /// when there is none after the previous match (the next search starts over there).
    int next_member(std::string_view key, const Json& value);

  private:
    std::string_view text_;
    std::size_t cursor_ = 0;
    int cursor_line_ = 1;  // the line cursor_ is on
};

/// value as a double when it is a JSON number, else nullopt.
std::optional<double> number(const Json& value);

/// A run or iteration count: a JSON number that is a whole number from 0 to 2^53 (what a
/// double holds exactly); nothing for anything else (`-5`, `2.5`, `1e300`), which a cast to
/// size_t would turn into a huge n that a test then runs on.
std::optional<std::size_t> count(const Json& value);

}  // namespace benchcmp::json_input
