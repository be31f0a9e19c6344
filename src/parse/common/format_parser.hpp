// What every format's Parser shares, written once: its name and one-line description (the
// format table takes the name from the parser), parse() for the formats read a line at a time
// or as one JSON document, and the one object of each parser.
#pragma once

#include <string_view>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/common/json_input.hpp"
#include "parse/common/text_scan.hpp"

namespace benchcmp {

/// A format's Parser with its name and description; sniff() and parse() are its own.
class FormatParser : public Parser {
  public:
    FormatParser(std::string_view name, std::string_view description)
        : name_(name), description_(description) {}
    std::string_view name() const final { return name_; }
    std::string_view description() const final { return description_; }

  private:
    std::string_view name_;
    std::string_view description_;
};

/// A format read line by line by a Reader: one run, `line(text, number)` per line, then
/// `finish()` (scan::read_lines).
template <typename Reader>
class LineFormatParser : public FormatParser {
  public:
    using FormatParser::FormatParser;
    std::vector<Run> parse(const InputText& input) const override {
        return scan::read_lines<Reader>(input, name());
    }
};

/// A format read line by line by a Reader that may make several runs: `Reader(input)`,
/// `line(text, number)` per line, then `finish()` returns the runs.
template <typename Reader>
class RunsLineFormatParser : public FormatParser {
  public:
    using FormatParser::FormatParser;

    std::vector<Run> parse(const InputText& input) const override {
        Reader reader(input);
        scan::feed_lines(reader, input.content);
        return reader.finish();
    }
};

/// A format whose file is one JSON document read into one run by ReadDocument
/// (json_input::one_run).
template <void (*ReadDocument)(Run& run, std::string_view content)>
class JsonFormatParser : public FormatParser {
  public:
    using FormatParser::FormatParser;
    std::vector<Run> parse(const InputText& input) const override {
        return json_input::one_run(input, name(), ReadDocument);
    }
};

/// The one object of a parser class, which its format's accessor returns.
template <typename P>
const Parser& the_parser() {
    static const P kParser;
    return kParser;
}

}  // namespace benchcmp
