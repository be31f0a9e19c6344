// Decimal marks and thousands separators as locales print them: `2,412.35` (English, C),
// `2.412,35` (German), and the one form that is both, `1,234`.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace benchcmp::scan {

/// The character a text writes between the integer and the fraction of its numbers.
enum class DecimalMark {
    unknown,  // nothing shows it (or the text shows both, as no one locale prints)
    point,    // `0.45`, `2,412.35`, `1,234,567`
    comma,    // `0,45`, `2.412,35`, `1.234.567`
};

/// What one number's own separators say about the mark; unknown for a number without any, for
/// `1,234` and `1.234` (grouping in one locale, a fraction in the other), and for a token that
/// is not a number of digits, points and commas.
DecimalMark mark_shown_by(std::string_view token);

/// The mark that the numbers of text show, each blank-separated token counted (a trailing `%`
/// ignored): point or comma when all that show one agree, else unknown.
DecimalMark mark_shown_in(std::string_view text);

/// A number of digits with separators, rewritten with `.` as its decimal mark and no grouping.
struct PlainNumber {
    std::string text;        // what scan::parse_number reads, e.g. `2412.35`
    bool ambiguous = false;  // `1,234` read as 1234 only because mark is unknown
};

/// token (an optional sign, digits, `.` and `,`; a separator only between digits) read in a text
/// whose numbers show mark; nullopt when it has no separator or cannot be such a number
/// (`5.10.0`, `1,23,4`). The rule, in docs/formats.md: a separator that occurs twice, or before
/// the other kind, groups thousands (groups of exactly three digits); a single separator with
/// other than three digits after it, or after a lone 0, is the decimal mark; `1,234` and `1.234`
/// follow mark, and when mark is unknown, `.` is the decimal point of the C locale every tool
/// prints by default and `,` groups thousands, flagged ambiguous.
std::optional<PlainNumber> plain_number(std::string_view token, DecimalMark mark);

}  // namespace benchcmp::scan
