// Text-scanning helpers shared by every input parser: lines, mail quoting, tokens, numbers.
//
// Everything works on std::string_view slices of the input buffer, allocates nothing per line
// and parses numbers with fast_float (std::from_chars's exact results, faster), so parsing is
// locale-free and fast on large inputs.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "benchcmp/parse.hpp"

namespace benchcmp::scan {

/// One line of input without its terminator, with its 1-based line number.
using Line = TextLine;

/// Walks the lines of a buffer; LF, CRLF and a lone CR each end one line, and a last line
/// without a terminator still counts.
class LineReader {
  public:
    explicit LineReader(std::string_view buffer) : buffer_(buffer) {}
    /// Stores the next line in line and returns true, or returns false at the end.
    bool next(Line& line);
    /// Reads the lines from the next one on that are one number and nothing else (no blank,
    /// sign `+`, quote or comment) which parse_number reads as a normal double or zero, and
    /// appends their values; stops before the first other line. A column of plain numbers
    /// is read at the cost of parsing them: each number's end is its line's.
    void read_plain_numbers(std::vector<double>& values);

  private:
    std::string_view buffer_;
    std::size_t pos_ = 0;                      // start of the next line
    std::size_t lf_ = std::string_view::npos;  // next LF at or after pos_; npos: not searched
    std::size_t cr_ = std::string_view::npos;  // next CR at or after pos_, the same way
    int number_ = 0;
};

/// True for the blanks that separate tokens: space, TAB, and the stray CR, VT and FF that
/// mail transport leaves behind.
constexpr bool is_blank(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

/// True for the ASCII digits 0-9, whatever the locale.
constexpr bool is_digit(char c) {
    return c >= '0' && c <= '9';
}

/// True for the ASCII letters, whatever the locale: `std::isalpha` gives the same in the C
/// locale benchcmp runs in, but as a call per byte, which the post reader makes for every
/// byte of a large log.
constexpr bool is_letter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/// is_letter or is_digit.
constexpr bool is_letter_or_digit(char c) {
    return is_letter(c) || is_digit(c);
}

/// Word-at-a-time byte tests: eight bytes of text in one 64-bit word, the first byte lowest.
/// Used only where std::endian::native is little, the order they assume.
namespace words {

inline constexpr std::uint64_t kOnes = 0x0101010101010101U;
inline constexpr std::uint64_t kHighBits = 0x8080808080808080U;

/// The eight bytes at text as one word.
inline std::uint64_t load(const char* text) {
    std::uint64_t word = 0;
    std::memcpy(&word, text, sizeof word);
    return word;
}

/// The high bit of the first byte of word equal to c, and perhaps of later bytes too (a
/// borrow can mark a byte above a match): enough to find the first, not to count them.
/// (x - 0x01..) & ~x & 0x80.. marks the zero bytes of x = word ^ c..c.
inline std::uint64_t first_equal(std::uint64_t word, char c) {
    const std::uint64_t x = word ^ (kOnes * static_cast<unsigned char>(c));
    return (x - kOnes) & ~x & kHighBits;
}

/// The high bit of every byte of word equal to c, and of no other: each byte's low seven
/// bits are added apart, so no carry crosses into the next byte.
inline std::uint64_t all_equal(std::uint64_t word, char c) {
    constexpr std::uint64_t kLowBits = ~kHighBits;
    const std::uint64_t x = word ^ (kOnes * static_cast<unsigned char>(c));
    return ~(((x & kLowBits) + kLowBits) | x | kLowBits);
}

/// The high bit of every byte of word that is 0x40 or more (its bit 7 or bit 6 set), as
/// every letter, `@` and byte of 0x80 or more is.
inline std::uint64_t from_0x40(std::uint64_t word) {
    return (word | (word << 1)) & kHighBits;
}

}  // namespace words

/// The first byte equal to c in [from, end), or end. Benchmark lines are short, and a libc
/// memchr call costs more than a short loop: a million 6-byte lines spent a fifth of their
/// reading time entering memchr. The first 128 bytes are looked at here, eight at a time.
inline const char* find_byte(const char* from, const char* end, char c) {
    constexpr std::ptrdiff_t kInline = 128;
    const char* inline_end = end - from > kInline ? from + kInline : end;
    if constexpr (std::endian::native == std::endian::little) {
        for (; inline_end - from >= 8; from += 8) {
            if (const std::uint64_t found = words::first_equal(words::load(from), c)) {
                return from + std::countr_zero(found) / 8;
            }
        }
    }
    for (; from < inline_end; ++from) {
        if (*from == c) {
            return from;
        }
    }
    if (from == end) {
        return end;
    }
    const void* found = std::memchr(from, c, static_cast<std::size_t>(end - from));
    return found == nullptr ? end : static_cast<const char*>(found);
}

/// How many bytes of text are c. Written for the compiler to count sixteen or more bytes a
/// step: std::count widens each match to a 64-bit count, a third of the reading of a column
/// of numbers.
std::size_t count_byte(std::string_view text, char c);

/// text without leading and trailing blanks.
std::string_view trim(std::string_view text);

/// line without its mail quote prefix at any depth (`> `, `>> `, `> > `, a bare `>`), blanks
/// before the first `>` included. Only one blank after each `>` goes, so column alignment in
/// the quoted text survives; a line with no `>` prefix comes back unchanged.
std::string_view strip_quote(std::string_view line);

/// line as a reader looks at it: without its mail quote prefix and the blanks around it.
std::string_view clean_line(std::string_view line);

/// Removes and returns the first blank-separated token of rest; empty when none is left.
std::string_view next_token(std::string_view& rest);

/// Replaces tokens with the blank-separated tokens of line (the vector is reused so that a
/// parser's per-line loop does not allocate).
void split_tokens(std::string_view line, std::vector<std::string_view>& tokens);

/// The blank-separated tokens of line.
std::vector<std::string_view> split_tokens(std::string_view line);

/// How reading a number went. Callers diagnose every state but ok in their own words.
enum class NumberStatus {
    ok,
    invalid,       // not a number, or a number followed by other characters
    not_finite,    // "nan", "inf", "infinity" in any case, with or without a sign
    out_of_range,  // too large or too small for a double, e.g. 1e999
};

/// How a diagnostic says what is wrong with a number ("is not a number", "is not finite",
/// "is out of range"); nullptr for ok.
const char* number_problem(NumberStatus status);

/// The result of parse_number(); value is meaningful only when status is ok.
struct Number {
    NumberStatus status = NumberStatus::invalid;
    double value = 0.0;
};

/// Reads a whole token as a decimal or scientific double ("0.890", "-3", "+1e3"); anything
/// left over, such as "0.890s" or "1,234", makes it invalid. Exact and locale-free.
Number parse_number(std::string_view token);

/// Two column titles of runs pasted side by side ("v5.4", "v5.4 + patch") separated by a run
/// of at least two blanks; nullopt unless there are exactly two.
std::optional<std::pair<std::string_view, std::string_view>> split_titles(std::string_view text);

/// Reads a whole token as a decimal integer, or nullopt.
std::optional<std::int64_t> parse_integer(std::string_view token);

/// text made safe to quote in a diagnostic: cut to at most max_bytes (plus "...") on a UTF-8
/// character boundary, written by printable() (benchcmp/printable.hpp: controls and invalid
/// UTF-8 as \xNN), so that
/// messages stay one line and every renderer (JSON included) can print them.
std::string excerpt(std::string_view text, std::size_t max_bytes = 40);

/// Feeds every line of content to reader.line(text, number), in order.
template <typename Reader>
void feed_lines(Reader& reader, std::string_view content) {
    LineReader lines(content);
    for (Line line; lines.next(line);) {
        reader.line(line.text, line.number);
    }
}

/// The parse() of a line-at-a-time format: feeds every line of input to a Reader
/// (constructed on the run; `line(text, number)` per line, then `finish()`) and returns the
/// single run it filled.
template <typename Reader>
std::vector<Run> read_lines(const InputText& input, std::string_view format) {
    Run run;
    run.file = input.path;
    run.format = std::string(format);
    Reader reader(run);
    feed_lines(reader, input.content);
    reader.finish();
    std::vector<Run> runs;
    runs.push_back(std::move(run));
    return runs;
}

}  // namespace benchcmp::scan
