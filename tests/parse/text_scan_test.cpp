#include "parse/common/text_scan.hpp"

#include <bit>
#include <catch2/catch.hpp>
#include <charconv>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace {

using benchcmp::scan::Line;
using benchcmp::scan::LineReader;
using benchcmp::scan::NumberStatus;

std::vector<std::pair<int, std::string>> all_lines(std::string_view buffer) {
    std::vector<std::pair<int, std::string>> lines;
    LineReader reader(buffer);
    for (Line line; reader.next(line);) {
        lines.emplace_back(line.number, std::string(line.text));
    }
    return lines;
}

using Lines = std::vector<std::pair<int, std::string>>;

}  // namespace

TEST_CASE("LineReader splits on LF, CRLF and lone CR with 1-based numbers", "[parse][scan]") {
    CHECK(all_lines("").empty());
    CHECK(all_lines("a") == Lines{{1, "a"}});
    CHECK(all_lines("a\n") == Lines{{1, "a"}});
    CHECK(all_lines("\n") == Lines{{1, ""}});
    CHECK(all_lines("a\nb") == Lines{{1, "a"}, {2, "b"}});
    CHECK(all_lines("a\r\nb\r\n") == Lines{{1, "a"}, {2, "b"}});
    CHECK(all_lines("a\rb\r") == Lines{{1, "a"}, {2, "b"}});
    CHECK(all_lines("a\r\r\nb") == Lines{{1, "a"}, {2, ""}, {3, "b"}});
    CHECK(all_lines("a\n\nb\r\n\r\nc") == Lines{{1, "a"}, {2, ""}, {3, "b"}, {4, ""}, {5, "c"}});
    CHECK(all_lines("x\r\ny\rz\n") == Lines{{1, "x"}, {2, "y"}, {3, "z"}});
    // The next CR is found once and remembered across the lines before it, and past the
    // bytes a search looks at before it calls memchr.
    const std::string long_line(40, 'w');
    CHECK(all_lines("a\nb\n" + long_line + "\rc\r\nd") ==
          Lines{{1, "a"}, {2, "b"}, {3, long_line}, {4, "c"}, {5, "d"}});
}

TEST_CASE("LineReader stays linear on CR-only text", "[parse][scan]") {
    std::string buffer;
    for (int i = 0; i < 200000; ++i) {
        buffer += "1\r";
    }
    LineReader reader(buffer);
    int count = 0;
    for (Line line; reader.next(line);) {
        ++count;
    }
    CHECK(count == 200000);
}

TEST_CASE("find_byte finds the first match at every offset and word position", "[parse][scan]") {
    // Lengths around the 8-byte words and the 128 bytes looked at before memchr. The filler
    // holds the bytes that a word-at-a-time test could mistake for '\n' (0x0A): its
    // neighbours 0x09 and 0x0B, and 0x8A, which differs only in the high bit.
    const std::string filler = "\x09\x0b\x8a\xff\x01\x80";
    for (std::size_t length = 0; length <= 200; ++length) {
        std::string text;
        for (std::size_t i = 0; i < length; ++i) {
            text += filler[i % filler.size()];
        }
        const char* begin = text.data();
        const char* end = begin + text.size();
        CHECK(benchcmp::scan::find_byte(begin, end, '\n') == end);
        for (std::size_t at = 0; at < length; ++at) {
            std::string with = text;
            with[at] = '\n';
            if (at + 1 < length) {
                with[at + 1] = '\n';  // a second match right after: the first must win
            }
            const char* found = benchcmp::scan::find_byte(with.data(), with.data() + length, '\n');
            INFO("length " << length << ", newline at " << at);
            CHECK(found - with.data() == static_cast<std::ptrdiff_t>(at));
        }
    }
}

TEST_CASE("word-at-a-time byte tests mark the bytes a byte loop finds", "[parse][scan]") {
    if constexpr (std::endian::native != std::endian::little) {
        return;  // the scans use them on little-endian hosts only
    }
    namespace words = benchcmp::scan::words;
    // Every byte of each word from the ones a word test could confuse with '\n' (0x0A):
    // itself, its neighbours, itself with the high bit, 0x00, 0x3F/0x40 and 0x7F/0x80, 0xFF.
    const std::string bytes = "\n\x09\x0b\x8a\x00\x3f\x40\x7f\x80\xff";
    std::uint64_t state = 7;
    for (int round = 0; round < 20000; ++round) {
        char text[8];
        for (char& byte : text) {
            state = state * 6364136223846793005ULL + 1442695040888963407ULL;
            byte = bytes[(state >> 33) % bytes.size()];
        }
        const std::uint64_t word = words::load(text);
        std::uint64_t equal = 0;
        std::uint64_t wide = 0;
        for (int i = 0; i < 8; ++i) {
            const std::uint64_t high_bit = std::uint64_t{0x80} << (8 * i);
            equal |= text[i] == '\n' ? high_bit : 0;
            wide |= static_cast<unsigned char>(text[i]) >= 0x40 ? high_bit : 0;
        }
        INFO("round " << round);
        REQUIRE(words::all_equal(word, '\n') == equal);
        REQUIRE(words::from_0x40(word) == wide);
        const std::uint64_t first = words::first_equal(word, '\n');
        REQUIRE((first == 0) == (equal == 0));
        REQUIRE((first & (~first + 1)) == (equal & (~equal + 1)));  // the same lowest mark
    }
}

TEST_CASE("trim removes spaces, tabs and stray CRs at both ends", "[parse][scan]") {
    using benchcmp::scan::trim;
    CHECK(trim("  \tTime: 0.5 \t\r") == "Time: 0.5");
    CHECK(trim(" \t ").empty());
    CHECK(trim("").empty());
    CHECK(trim("a b") == "a b");
}

TEST_CASE("clean_line drops the quote prefix and the blanks around the text", "[parse][scan]") {
    using benchcmp::scan::clean_line;
    CHECK(clean_line("> >   Time: 0.5 \t") == "Time: 0.5");
    CHECK(clean_line("\t Time: 0.5") == "Time: 0.5");
    CHECK(clean_line(">") == "");
    CHECK(clean_line("a > b ") == "a > b");
}

TEST_CASE("strip_quote removes mail quoting at any depth", "[parse][scan]") {
    using benchcmp::scan::strip_quote;
    CHECK(strip_quote("> Time: 0.5") == "Time: 0.5");
    CHECK(strip_quote(">> Time: 0.5") == "Time: 0.5");
    CHECK(strip_quote("> > Time: 0.5") == "Time: 0.5");
    CHECK(strip_quote(">>> > Time: 0.5") == "Time: 0.5");
    CHECK(strip_quote(">Time: 0.5") == "Time: 0.5");
    CHECK(strip_quote("  > Time: 0.5") == "Time: 0.5");
    CHECK(strip_quote(">") == "");
    CHECK(strip_quote(">   ") == "  ");  // only the separator blank belongs to the prefix
    CHECK(strip_quote("> \t> x") == "x");
    // Indentation inside the quote survives, so aligned columns stay aligned.
    CHECK(strip_quote(">      Total time: 0.308 [sec]") == "     Total time: 0.308 [sec]");
    // No prefix: unchanged, leading blanks included.
    CHECK(strip_quote("  Time: 0.5") == "  Time: 0.5");
    CHECK(strip_quote("a > b") == "a > b");
    CHECK(strip_quote("") == "");
}

TEST_CASE("split_tokens splits on spaces and tabs", "[parse][scan]") {
    using benchcmp::scan::split_tokens;
    using Tokens = std::vector<std::string_view>;
    CHECK(split_tokens("Time:\t0.890") == Tokens{"Time:", "0.890"});
    CHECK(split_tokens("  a  b\t\tc  ") == Tokens{"a", "b", "c"});
    CHECK(split_tokens("").empty());
    CHECK(split_tokens(" \t ").empty());

    Tokens reused{"stale"};
    split_tokens("x y", reused);
    CHECK(reused == Tokens{"x", "y"});
}

TEST_CASE("next_token consumes one token at a time", "[parse][scan]") {
    std::string_view rest = " 1.5 \tsec ";
    CHECK(benchcmp::scan::next_token(rest) == "1.5");
    CHECK(benchcmp::scan::next_token(rest) == "sec");
    CHECK(benchcmp::scan::next_token(rest).empty());
    CHECK(benchcmp::scan::next_token(rest).empty());
}

TEST_CASE("parse_number reads whole tokens exactly", "[parse][scan]") {
    using benchcmp::scan::parse_number;
    struct Row {
        const char* token;
        NumberStatus status;
        double value;
    };
    const Row rows[] = {
        {"0.890", NumberStatus::ok, 0.890},         {"12", NumberStatus::ok, 12.0},
        {"-3.5", NumberStatus::ok, -3.5},           {"+1.5", NumberStatus::ok, 1.5},
        {"1e3", NumberStatus::ok, 1000.0},          {".5", NumberStatus::ok, 0.5},
        {"0.890s", NumberStatus::invalid, 0.0},     {"1,234", NumberStatus::invalid, 0.0},
        {"abc", NumberStatus::invalid, 0.0},        {"", NumberStatus::invalid, 0.0},
        {"+", NumberStatus::invalid, 0.0},          {"+-1", NumberStatus::invalid, 0.0},
        {"0x10", NumberStatus::invalid, 0.0},       {" 1", NumberStatus::invalid, 0.0},
        {"nan", NumberStatus::not_finite, 0.0},     {"NaN", NumberStatus::not_finite, 0.0},
        {"-inf", NumberStatus::not_finite, 0.0},    {"Infinity", NumberStatus::not_finite, 0.0},
        {"1e999", NumberStatus::out_of_range, 0.0},
    };
    for (const Row& row : rows) {
        INFO(row.token);
        const auto number = parse_number(row.token);
        CHECK(number.status == row.status);
        if (row.status == NumberStatus::ok) {
            CHECK(number.value == row.value);  // exact: from_chars rounds correctly
        }
    }
}

TEST_CASE("parse_integer accepts only whole decimal integers", "[parse][scan]") {
    using benchcmp::scan::parse_integer;
    CHECK(parse_integer("40") == 40);
    CHECK(parse_integer("-2") == -2);
    CHECK_FALSE(parse_integer("4.0"));
    CHECK_FALSE(parse_integer("40)"));
    CHECK_FALSE(parse_integer(""));
    CHECK_FALSE(parse_integer("99999999999999999999"));
}

TEST_CASE("excerpt shortens and escapes text for messages", "[parse][scan]") {
    using benchcmp::scan::excerpt;
    CHECK(excerpt("abc") == "abc");
    CHECK(excerpt("abcdef", 4) == "abcd...");
    CHECK(excerpt("abcd", 4) == "abcd");
    CHECK(excerpt("a\tb") == "a\\x09b");
    CHECK(excerpt("\xff"
                  "a") == "\\xffa");
    CHECK(excerpt("\xc3\xa9t\xc3\xa9") == "\xc3\xa9t\xc3\xa9");  // "été" is valid UTF-8
    // Never cut inside a UTF-8 sequence: "é" (2 bytes) does not fit in the last byte.
    CHECK(excerpt("ab\xc3\xa9", 3) == "ab...");
    // Overlong encodings and surrogates are not valid UTF-8.
    CHECK(excerpt("\xc0\xaf") == "\\xc0\\xaf");
    CHECK(excerpt("\xed\xa0\x80") == "\\xed\\xa0\\x80");
}

namespace {

// A decimal as people print them: an optional `-`, some integer digits, an optional fraction.
std::string decimal_text(std::uint64_t seed) {
    std::string text = seed % 7 == 0 ? "-" : "";
    const std::uint64_t integer_digits = seed % 11;
    const std::uint64_t fraction_digits = (seed / 11) % 23;
    for (std::uint64_t i = 0; i < integer_digits; ++i) {
        text += static_cast<char>('0' + (seed >> (i * 3)) % 10);
    }
    if (fraction_digits > 0 || integer_digits == 0) {
        text += '.';
        for (std::uint64_t i = 0; i < fraction_digits + (integer_digits == 0 ? 1 : 0); ++i) {
            text += static_cast<char>('0' + (seed >> (i * 2 + 5)) % 10);
        }
    }
    return text;
}

}  // namespace

TEST_CASE("read_plain_numbers gives std::from_chars's value of each plain line", "[parse][scan]") {
    // Short decimals take an exact division; long ones (past 2^53 or 19 digits) fast_float.
    std::vector<std::string> texts{"0",
                                   "-0.0",
                                   "5.",
                                   ".5",
                                   "00012",
                                   "0.1",
                                   "4.35",
                                   "1e3",
                                   "2.5E-3",
                                   "9007199254740993",
                                   "1" + std::string(30, '0'),
                                   "0.000000000000000000000001"};
    std::uint64_t seed = 0x9E3779B97F4A7C15U;
    for (int i = 0; i < 20000; ++i) {
        seed = seed * 6364136223846793005U + 1442695040888963407U;
        texts.push_back(decimal_text(seed >> 11));
    }
    std::string buffer;
    for (std::size_t i = 0; i < texts.size(); ++i) {
        buffer += texts[i] + (i % 3 == 0 ? "\r\n" : i % 3 == 1 ? "\n" : "\r");
    }
    LineReader reader(buffer);
    std::vector<double> values;
    reader.read_plain_numbers(values);
    REQUIRE(values.size() == texts.size());
    for (std::size_t i = 0; i < texts.size(); ++i) {
        double expected = 0.0;
        std::from_chars(texts[i].data(), texts[i].data() + texts[i].size(), expected);
        INFO(texts[i]);
        CHECK(std::bit_cast<std::uint64_t>(values[i]) == std::bit_cast<std::uint64_t>(expected));
    }
    Line line;
    CHECK_FALSE(reader.next(line));
}

TEST_CASE("read_plain_numbers stops before a line the token rules must read", "[parse][scan]") {
    // Each line is one that parse_number reads differently, or only after the token rules.
    for (const std::string other :
         {" 1.5", "1.5 ", "+1.5", "> 1.5", "1.5#", "1.5s", "nan", "inf", "1e999", "1e-400",
          "4.9e-324", "1,5", "-", ".", "", "0x10", "1.5\v"}) {
        const std::string buffer = "1\r\n2\n" + other + "\n3\n";
        INFO(other);
        LineReader reader(buffer);
        std::vector<double> values;
        reader.read_plain_numbers(values);
        CHECK(values == std::vector<double>{1.0, 2.0});
        Line line;
        REQUIRE(reader.next(line));
        CHECK(line.number == 3);
        CHECK(line.text == other);
        reader.read_plain_numbers(values);
        CHECK(values == std::vector<double>{1.0, 2.0, 3.0});
        CHECK_FALSE(reader.next(line));
    }
}

TEST_CASE("count_byte counts across its blocks of 255 bytes", "[parse][scan]") {
    for (const std::size_t size : {0, 1, 254, 255, 256, 510, 511, 1000, 70000}) {
        std::string text(size, '\n');  // every byte a match: a block's count at its largest
        CHECK(benchcmp::scan::count_byte(text, '\n') == size);
        for (std::size_t i = 0; i < size; i += 3) {
            text[i] = '\r';
        }
        CHECK(benchcmp::scan::count_byte(text, '\n') == size - (size + 2) / 3);
        CHECK(benchcmp::scan::count_byte(text, '\r') == (size + 2) / 3);
    }
}
