// Segmentation of a post into units: blank and elided lines, shell prompts, label lines,
// hand-typed run lists and stretches of other text (benchmark output, tables, prose).
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "benchcmp/parse.hpp"
#include "post/inline_lists.hpp"
#include "post/post_lines.hpp"

namespace benchcmp::post {

/// What one unit of a post is.
enum class UnitKind { blank, elision, prompt, label, list, text };

/// A run of lines of one kind; text units carry what a parser reads from them alone.
struct Unit {
    UnitKind kind = UnitKind::text;
    std::size_t first = 0;             // index of its first line
    std::size_t last = 0;              // index of its last line
    std::optional<LabelLine> label;    // label units
    std::string command;               // prompt units
    std::unique_ptr<InlineList> list;  // list units; held apart, as most units are none
    // Text units: the identities (format, benchmark, metric, unit, case) of what the unit
    // read on its own, used only to see a benchmark's output repeat.
    std::set<std::string> keys;
    const Parser* format = nullptr;  // text units: the format that read them, if any
};

/// Cuts lines into units. Every line belongs to exactly one unit, in order. A prompt unit
/// holds the lines its command continues on when the mailer wrapped it (see
/// continues_command).
std::vector<Unit> segment_post(LineSource& lines);

/// Reads each text unit on its own (detecting its format, or with forced) and fills its keys
/// and format. A label line that the format of the text right above or below it prints as
/// its own banner (Parser::prints_banner) is that text's line, not a label: it joins it.
/// A text that its format recognises but reads nothing from joins the text after the blank
/// lines below it when the two read together as that format (a tool's own blank line).
void read_unit_keys(const std::string& path, const std::vector<PostLine>& lines,
                    const Parser* forced, std::vector<Unit>& units);

/// The identity build_report matches rows on, prefixed with the format's name.
std::string observation_key(std::string_view format, const Observation& observation);

}  // namespace benchcmp::post
