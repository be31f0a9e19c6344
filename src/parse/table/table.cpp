// "table": comparison tables typed or scripted by hand, the catch-all for what reviewers paste
// that no specific format claims (tried after all of them, just before "numbers"). The reading
// itself is TableReader's (table_reader.hpp); this file is the parser's face: name, sniff.

#include <string>
#include <string_view>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/common/format_parser.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/parsers.hpp"
#include "parse/table/table_reader.hpp"

namespace benchcmp {

namespace {

constexpr std::string_view kFormat = "table";

// Below every specific format's claims, even mmtests' weakest (0.5, a table of monitor rows
// without gains), which looks like a table with word keys. Rows keyed by numbers (`1 23.8
// 12.3`) are also a column of numbers to "numbers" (0.6): equal, and earlier in the format
// table, the table wins there. A single row is only a weak hint.
constexpr double kNumberKeysScore = 0.6;
constexpr double kWordKeysScore = 0.45;
constexpr double kOneRowScore = 0.35;

// Whether every line of text is blank or one number: a column, the numbers format's input.
// None of its lines can be a table's row, which holds two values, a key and a value, a
// bracketed list or an avg/std summary; this answers for a 64 KiB column at a fiftieth of
// what reading it as a table costs.
bool is_number_column(std::span<const scan::Line> lines) {
    for (const scan::Line& line : lines) {
        const std::string_view token = scan::trim(line.text);
        if (!token.empty() && scan::parse_number(token).status != scan::NumberStatus::ok) {
            return false;
        }
    }
    return true;
}

class TableParser final : public RunsLineFormatParser<TableReader> {
  public:
    TableParser()
        : RunsLineFormatParser(
              kFormat,
              "hand-made comparison tables: a header naming the variants, one row per case") {}

    double highest_score() const override { return kNumberKeysScore; }

    double sniff(const SniffHead& head) const override {
        if (is_number_column(head.lines())) {
            return 0.0;
        }
        const InputText input{"", std::string(head.text())};
        TableReader reader(input, TableReader::Purpose::counts);
        for (const scan::Line& line : head.lines()) {
            reader.line(line.text, line.number);
        }
        const int rows = reader.data_rows();
        if (rows >= 2) {
            return reader.number_keys() > 0 ? kNumberKeysScore : kWordKeysScore;
        }
        return rows == 1 ? kOneRowScore : 0.0;
    }
};

}  // namespace

const Parser& table_parser() {
    return the_parser<TableParser>();
}

}  // namespace benchcmp
