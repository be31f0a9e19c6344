#include "parse/common/text_scan.hpp"

#include <fast_float/fast_float.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstring>
#include <system_error>

#include "benchcmp/printable.hpp"

namespace benchcmp::scan {

namespace {

// The powers of ten a double holds exactly.
constexpr std::array<double, 23> kExactPowersOfTen{1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                                   1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                                   1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

// Reads `[-]digits[.digits]` from [begin, end) when its digits, as one integer, fit a
// double's 53 bits: stores the value and returns where the number ends, or returns nullptr
// for anything else (an exponent is left unread, as the caller sees). Such a number is the
// integer divided by a power of ten, both exact, and one IEEE division rounds the quotient
// correctly, as std::from_chars does (Clinger's fast path): the result is from_chars's at a
// fraction of fast_float's general cost for the short decimals benchmarks print.
// Inlined: it is most of the loop that reads a column of numbers.
[[gnu::always_inline]] inline const char* read_short_decimal(const char* begin, const char* end,
                                                             double& value) {
    const char* p = begin;
    const bool negative = p != end && *p == '-';
    p += negative ? 1 : 0;
    std::uint64_t digits = 0;  // wraps past 19 digits, which are refused below
    const char* integer_begin = p;
    for (; p != end && is_digit(*p); ++p) {
        digits = digits * 10 + static_cast<std::uint64_t>(*p - '0');
    }
    const auto integer_digits = static_cast<std::size_t>(p - integer_begin);
    std::size_t fraction_digits = 0;
    if (p != end && *p == '.') {
        const char* fraction_begin = ++p;
        for (; p != end && is_digit(*p); ++p) {
            digits = digits * 10 + static_cast<std::uint64_t>(*p - '0');
        }
        fraction_digits = static_cast<std::size_t>(p - fraction_begin);
    }
    constexpr std::size_t kMaxExactDigits = 19;
    constexpr std::uint64_t kMaxExactInteger = std::uint64_t{1} << 53;
    const std::size_t all_digits = integer_digits + fraction_digits;
    if (all_digits == 0 || all_digits > kMaxExactDigits || digits > kMaxExactInteger) {
        return nullptr;
    }
    const double magnitude = static_cast<double>(digits) / kExactPowersOfTen[fraction_digits];
    value = negative ? -magnitude : magnitude;
    return p;
}

// Reads a number from [begin, end) with fast_float when its value is a normal double, which
// parse_number takes as it is: stores it and returns where the number ends, or returns
// nullptr.
const char* read_normal_number(const char* begin, const char* end, double& value) {
    double parsed = 0.0;
    const auto [stop, error] = fast_float::from_chars(begin, end, parsed);
    if (error != std::errc{} || !std::isnormal(parsed)) {
        return nullptr;
    }
    value = parsed;
    return stop;
}

}  // namespace

bool LineReader::next(Line& line) {
    if (pos_ >= buffer_.size()) {
        return false;
    }
    // The next LF and the next CR are remembered, not searched for on every line: text split
    // by lone CRs alone (old Mac mail) stays linear, and text without a CR is searched for
    // one once, not once a line.
    const char* base = buffer_.data();
    const char* stop = base + buffer_.size();
    if (lf_ == std::string_view::npos || lf_ < pos_) {
        lf_ = static_cast<std::size_t>(find_byte(base + pos_, stop, '\n') - base);
    }
    if (cr_ == std::string_view::npos || cr_ < pos_) {
        cr_ = static_cast<std::size_t>(find_byte(base + pos_, stop, '\r') - base);
    }
    std::size_t end = lf_;
    std::size_t next = lf_ + 1;  // past the LF, or past the end when there is none
    if (cr_ < end) {
        const std::size_t cr_at = cr_;
        if (cr_at + 1 != lf_ || lf_ == buffer_.size()) {
            next = cr_at + 1;  // a lone CR ends the line; the text after it is the next line
        }
        end = cr_at;  // either way the CR is not part of the line
    }
    line.text = buffer_.substr(pos_, end - pos_);
    line.number = ++number_;
    pos_ = next;
    return true;
}

void LineReader::read_plain_numbers(std::vector<double>& values) {
    const char* const base = buffer_.data();
    const char* const stop = base + buffer_.size();
    const auto at_line_end = [&](const char* p) { return p == stop || *p == '\n' || *p == '\r'; };
    const char* line = base + std::min(pos_, buffer_.size());
    while (line != stop) {
        // A number that ends at a line end leaves no blank, `#` or `>` for the token rules to
        // remove, and no `+`, which neither reader below takes.
        double value = 0.0;
        const char* end = read_short_decimal(line, stop, value);
        if (end == nullptr || !at_line_end(end)) {
            end = read_normal_number(line, stop, value);
            if (end == nullptr || !at_line_end(end)) {
                break;
            }
        }
        values.push_back(value);
        ++number_;
        // LF, CRLF and a lone CR end a line, as next() ends them.
        const bool crlf = end != stop && *end == '\r' && end + 1 != stop && end[1] == '\n';
        line = end == stop ? stop : end + (crlf ? 2 : 1);
    }
    pos_ = static_cast<std::size_t>(line - base);
}

std::size_t count_byte(std::string_view text, char c) {
    // A byte-wide count per block: no lane of it can pass 255.
    constexpr std::size_t kBlock = 255;
    std::size_t count = 0;
    while (!text.empty()) {
        const std::size_t size = std::min(kBlock, text.size());
        std::uint8_t in_block = 0;
        for (std::size_t i = 0; i < size; ++i) {
            in_block = static_cast<std::uint8_t>(in_block + (text[i] == c ? 1 : 0));
        }
        count += in_block;
        text.remove_prefix(size);
    }
    return count;
}

std::string_view trim(std::string_view text) {
    std::size_t begin = 0;
    while (begin < text.size() && is_blank(text[begin])) {
        ++begin;
    }
    std::size_t end = text.size();
    while (end > begin && is_blank(text[end - 1])) {
        --end;
    }
    return text.substr(begin, end - begin);
}

std::string_view strip_quote(std::string_view line) {
    std::size_t pos = 0;
    while (pos < line.size() && is_blank(line[pos])) {
        ++pos;
    }
    if (pos == line.size() || line[pos] != '>') {
        return line;
    }
    while (pos < line.size() && line[pos] == '>') {
        ++pos;
        // Blanks belong to the prefix when another '>' follows them ("> > "); otherwise only
        // the one separator blank does, so that the quoted text keeps its own indentation.
        std::size_t after = pos;
        while (after < line.size() && is_blank(line[after])) {
            ++after;
        }
        if (after < line.size() && line[after] == '>') {
            pos = after;
        } else if (pos < line.size() && is_blank(line[pos])) {
            ++pos;
        }
    }
    return line.substr(pos);
}

std::string_view clean_line(std::string_view line) {
    return trim(strip_quote(line));
}

namespace {
constexpr std::size_t kUsualTokens = 16;
}  // namespace

std::string_view next_token(std::string_view& rest) {
    std::size_t begin = 0;
    while (begin < rest.size() && is_blank(rest[begin])) {
        ++begin;
    }
    std::size_t end = begin;
    while (end < rest.size() && !is_blank(rest[end])) {
        ++end;
    }
    const std::string_view token = rest.substr(begin, end - begin);
    rest.remove_prefix(end);
    return token;
}

void split_tokens(std::string_view line, std::vector<std::string_view>& tokens) {
    tokens.clear();
    // A fresh buffer takes a line's usual tokens at once, not in five doublings.
    tokens.reserve(kUsualTokens);
    for (std::string_view token = next_token(line); !token.empty(); token = next_token(line)) {
        tokens.push_back(token);
    }
}

std::vector<std::string_view> split_tokens(std::string_view line) {
    std::vector<std::string_view> tokens;
    split_tokens(line, tokens);
    return tokens;
}

const char* number_problem(NumberStatus status) {
    switch (status) {
        case NumberStatus::ok:
            return nullptr;
        case NumberStatus::invalid:
            return "is not a number";
        case NumberStatus::not_finite:
            return "is not finite";
        case NumberStatus::out_of_range:
            break;
    }
    return "is out of range";
}

Number parse_number(std::string_view token) {
    // from_chars rejects a leading '+', which people do write ("+1.5"); allow exactly one.
    if (!token.empty() && token.front() == '+') {
        token.remove_prefix(1);
        if (!token.empty() && (token.front() == '+' || token.front() == '-')) {
            return {};
        }
    }
    if (token.empty()) {
        return {};
    }
    double value = 0.0;
    const char* end = token.data() + token.size();
    if (read_short_decimal(token.data(), end, value) == end) {
        return {NumberStatus::ok, value};
    }
    // fast_float is std::from_chars's exact result at about twice the speed; it reports no
    // overflow or underflow, so the rare zero, subnormal or infinite result is read again by
    // std::from_chars, whose verdict the messages below are written for.
    const fast_float::from_chars_result fast = fast_float::from_chars(token.data(), end, value);
    const char* stop = fast.ptr;
    std::errc error = fast.ec;
    if (error == std::errc{} && !std::isnormal(value)) {
        const std::from_chars_result exact = std::from_chars(token.data(), end, value);
        stop = exact.ptr;
        error = exact.ec;
    }
    if (stop != end) {
        return {};  // nothing read, or trailing garbage such as "0.5s"
    }
    if (error == std::errc::result_out_of_range) {
        return {NumberStatus::out_of_range, 0.0};
    }
    if (error != std::errc{}) {
        return {};
    }
    if (!std::isfinite(value)) {
        return {NumberStatus::not_finite, 0.0};
    }
    return {NumberStatus::ok, value};
}

std::optional<std::int64_t> parse_integer(std::string_view token) {
    std::int64_t value = 0;
    const char* end = token.data() + token.size();
    const auto [stop, error] = std::from_chars(token.data(), end, value);
    if (token.empty() || error != std::errc{} || stop != end) {
        return std::nullopt;
    }
    return value;
}

std::string excerpt(std::string_view text, std::size_t max_bytes) {
    // Cut on a character boundary of the text as read (a byte of no character counts as one),
    // then written by the one rule of every name that leaves the program.
    std::size_t cut = 0;
    while (cut < text.size()) {
        const std::size_t length = std::max<std::size_t>(utf8_sequence_length(text.substr(cut)), 1);
        if (cut + length > max_bytes) {
            return printable(text.substr(0, cut)) + "...";
        }
        cut += length;
    }
    return printable(text);
}

std::optional<std::pair<std::string_view, std::string_view>> split_titles(std::string_view text) {
    text = trim(text);
    // The widest gap of two or more blanks separates the titles; there must be only one.
    std::size_t gap_begin = std::string_view::npos;
    std::size_t gap_end = 0;
    for (std::size_t i = 0; i < text.size();) {
        if (!is_blank(text[i])) {
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < text.size() && is_blank(text[end])) {
            ++end;
        }
        if (end - i >= 2 || text[i] == '\t') {
            if (gap_begin != std::string_view::npos) {
                return std::nullopt;
            }
            gap_begin = i;
            gap_end = end;
        }
        i = end;
    }
    if (gap_begin == std::string_view::npos) {
        return std::nullopt;
    }
    return std::pair{text.substr(0, gap_begin), text.substr(gap_end)};
}

}  // namespace benchcmp::scan
