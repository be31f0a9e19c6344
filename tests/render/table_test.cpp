// The text-table engine: alignment, box frames, and splitting into blocks that repeat the row
// labels instead of truncating.
#include "render/table.hpp"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "render/layout.hpp"

using benchcmp::render::Align;
using benchcmp::render::Frame;
using benchcmp::render::HeaderCell;
using benchcmp::render::TableFormat;
using benchcmp::render::TextTable;

namespace {

TextTable two_variant_table() {
    TextTable table({Align::left, Align::right, Align::right, Align::right, Align::right});
    table.add_header({HeaderCell{"", 1}, HeaderCell{"base", 1}, HeaderCell{"first", 2},
                      HeaderCell{"second", 1}});
    table.add_header({HeaderCell{"case"}, HeaderCell{"mean"}, HeaderCell{"mean"},
                      HeaderCell{"%diff"}, HeaderCell{"mean"}});
    table.add_row({"a", "1.00", "2.00", "+100.00%", "3.00"});
    table.add_row({"bb", "10.0", "5.00", "-50.00%", "123456789.0"});
    return table;
}

}  // namespace

TEST_CASE("plain tables align columns and rule the header", "[table]") {
    const std::vector<std::string> expected = {
        "      base           first       second", "case  mean  mean     %diff         mean",
        "---------------------------------------", "a     1.00  2.00  +100.00%         3.00",
        "bb    10.0  5.00   -50.00%  123456789.0",
    };
    CHECK(two_variant_table().lines() == expected);
}

TEST_CASE("box tables draw rules that meet the bars", "[table]") {
    TableFormat format;
    format.frame = Frame::box;
    const std::vector<std::string> expected = {
        "+------+------+-----------------+-------------+",
        "|      | base |           first |      second |",
        "+------+------+------+----------+-------------+",
        "| case | mean | mean |    %diff |        mean |",
        "+------+------+------+----------+-------------+",
        "| a    | 1.00 | 2.00 | +100.00% |        3.00 |",
        "| bb   | 10.0 | 5.00 |  -50.00% | 123456789.0 |",
        "+------+------+------+----------+-------------+",
    };
    CHECK(two_variant_table().lines(format) == expected);
}

TEST_CASE("wide tables split into blocks that repeat the labels", "[table]") {
    TableFormat format;
    format.max_width = 30;
    const std::vector<std::string> expected = {
        "      base           first", "case  mean  mean     %diff", "--------------------------",
        "a     1.00  2.00  +100.00%", "bb    10.0  5.00   -50.00%", "",
        "           second",          "case         mean",          "-----------------",
        "a            3.00",          "bb    123456789.0",
    };
    CHECK(two_variant_table().lines(format) == expected);
}

TEST_CASE("a group wider than the width is shown whole, never truncated", "[table]") {
    TableFormat format;
    format.max_width = 8;
    const std::vector<std::string> lines = two_variant_table().lines(format);
    bool found = false;
    for (const std::string& line : lines) {
        found = found || line.find("123456789.0") != std::string::npos;
    }
    CHECK(found);
    CHECK(lines.size() == 3 * 5 + 2);  // three blocks of five lines, two blank lines
}

TEST_CASE("unicode box tables use box-drawing junctions", "[table]") {
    TableFormat format;
    format.frame = Frame::box;
    format.unicode = true;
    const std::vector<std::string> lines = two_variant_table().lines(format);
    CHECK(lines.front() ==
          "\u250c\u2500\u2500\u2500\u2500\u2500\u2500\u252c\u2500\u2500\u2500"
          "\u2500\u2500\u2500\u252c\u2500\u2500\u2500\u2500\u2500\u2500\u2500"
          "\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u252c"
          "\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500"
          "\u2500\u2500\u2510");
    // Under "first", a bar starts between its two columns: a T, not a cross.
    CHECK(lines[2].find("\u252c") != std::string::npos);
    CHECK(benchcmp::render::display_width(lines[2]) == 47);
}

TEST_CASE("display width skips colour codes and counts code points", "[table]") {
    CHECK(benchcmp::render::display_width("\x1b[31mworse\x1b[0m") == 5);
    CHECK(benchcmp::render::display_width("\u00b1stddev") == 7);
}

TEST_CASE("wrap_text breaks at spaces and keeps long words whole", "[table]") {
    using benchcmp::render::wrap_text;
    CHECK(wrap_text("aa bb cc dd", 5) == std::vector<std::string>{"aa bb", "cc dd"});
    CHECK(wrap_text("abcdefgh ij", 4) == std::vector<std::string>{"abcdefgh", "ij"});
    CHECK(wrap_text("", 4).empty());
}
