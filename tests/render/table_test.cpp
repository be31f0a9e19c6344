// The text-table engine: alignment, box frames, and splitting into blocks that repeat the row
// labels instead of truncating.
#include "render/table.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "render/layout.hpp"
#include "render/number_format.hpp"

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

TEST_CASE("a table measures the widest line it draws without drawing it", "[table]") {
    // The text renderer measures each try at fitting the width and draws only the one it
    // keeps; the measure must be the drawn widest line whatever the frame and the wrapping.
    auto widest = [](const std::vector<std::string>& lines) {
        std::size_t width = 0;
        for (const std::string& line : lines) {
            width = std::max(width, benchcmp::render::display_width(line));
        }
        return width;
    };
    const TextTable table = two_variant_table();
    TableFormat format;
    CHECK(table.width(format) == 39);  // the plain table above
    format.max_width = 30;
    CHECK(table.width(format) == 26);  // its wider block
    format.max_width = 8;
    CHECK(table.width(format) == 20);  // a block a group: the labels and "first"
    format.frame = Frame::box;
    format.max_width = 0;
    CHECK(table.width(format) == 47);
    format.unicode = true;
    CHECK(table.width(format) == 47);
    for (const std::size_t max_width : {0, 8, 20, 30, 40, 60}) {
        for (const Frame frame : {Frame::plain, Frame::box}) {
            format.frame = frame;
            format.max_width = max_width;
            CHECK(table.width(format) == widest(table.lines(format)));
        }
    }

    // A header wider than the columns under it, and coloured cells, which take no room for
    // their colour codes.
    TextTable spanned({Align::left, Align::right, Align::right});
    spanned.add_header({HeaderCell{"", 1}, HeaderCell{"a much longer variant label", 2}});
    spanned.add_header({HeaderCell{"case"}, HeaderCell{"mean"}, HeaderCell{"%diff"}});
    spanned.add_row({"x", "1.0", "\x1b[32m-5.00%\x1b[0m"});
    for (const Frame frame : {Frame::plain, Frame::box}) {
        format.frame = frame;
        format.max_width = 0;
        CHECK(spanned.width(format) == widest(spanned.lines(format)));
    }
    format.frame = Frame::plain;
    // "case", two blanks and the label's 27 columns, one more: the label widened the columns
    // under it before "mean" widened its own by one.
    CHECK(spanned.width(format) == 34);
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

// The human-readable renderers write numbers and pad cells without fmt's format strings; what
// they write must stay what fmt writes, which is the oracle here.
TEST_CASE("numbers print with fixed decimals as fmt prints them", "[table]") {
    using benchcmp::render::format_p;
    using benchcmp::render::format_signed_pct;
    using benchcmp::render::format_unsigned_pct;
    using benchcmp::render::format_value;
    // Exact binary ties (0.125, 2.5, 0.375) round to even; 1.005 lies below its tie; the
    // others cross a carry, a sign or zero.
    for (const double value : {0.125, 0.375, 2.5, -2.5, 1.005, 999.995, 0.0, -0.0, -0.001, 0.004999,
                               123456.789, 1e-7, 5e-324, 12345678901234.5, -0.5, 99.995}) {
        INFO(value);
        for (const int decimals : {0, 1, 2, 3, 7, 9}) {
            CHECK(format_value(value, decimals) == fmt::format("{:.{}f}", value, decimals));
        }
        if (std::fabs(value) < 1e9) {  // larger percentages print in scientific notation
            CHECK(format_signed_pct(value) == fmt::format("{:+.2f}", value));
            CHECK(format_unsigned_pct(value) == fmt::format("{:.2f}", value));
        }
        if (value >= 0.001) {
            CHECK(format_p(value) == fmt::format("{:.3f}", value));
        }
    }
}

// Cells hold numbers, marks and `±`, which pad by their code points as fmt pads them.
TEST_CASE("cells pad as fmt pads them, multi-byte characters included", "[table]") {
    using benchcmp::render::align_left;
    using benchcmp::render::align_right;
    for (const std::string text : {"", "+5.35%", "0.1234", "±0.0015", "v6.6 ≥ v6.5", "toolong"}) {
        INFO(text);
        for (const std::size_t width : {0, 3, 7, 12}) {
            CHECK(align_right(text, width) == fmt::format("{:>{}}", text, width));
            CHECK(align_left(text, width) == fmt::format("{:<{}}", text, width));
        }
    }
}
