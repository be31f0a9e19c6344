#include "parse/common/separators.hpp"

#include <vector>

#include "parse/common/text_scan.hpp"

namespace benchcmp::scan {
namespace {

// A number's digits split at its separators: `2.412,35` is {"2", "412", "35"} with {'.', ','}.
struct Pieces {
    std::string sign;
    std::vector<std::string_view> groups;
    std::string separators;
};

std::optional<Pieces> split_number(std::string_view token) {
    Pieces pieces;
    if (!token.empty() && (token.front() == '-' || token.front() == '+')) {
        pieces.sign = std::string(1, token.front());
        token.remove_prefix(1);
    }
    std::size_t start = 0;
    for (std::size_t i = 0; i <= token.size(); ++i) {
        if (i < token.size() && is_digit(token[i])) {
            continue;
        }
        if (i == start) {
            return std::nullopt;  // empty group: a leading, trailing or doubled separator
        }
        pieces.groups.push_back(token.substr(start, i - start));
        if (i < token.size()) {
            if (token[i] != '.' && token[i] != ',') {
                return std::nullopt;
            }
            pieces.separators.push_back(token[i]);
        }
        start = i + 1;
    }
    if (pieces.separators.empty()) {
        return std::nullopt;
    }
    return pieces;
}

// Whether groups [first, last) after the leading one are thousands groups.
bool grouped(const Pieces& pieces, std::size_t last) {
    const std::string_view lead = pieces.groups.front();
    if (lead.size() > 3 || (lead.size() > 1 && lead.front() == '0')) {
        return false;
    }
    for (std::size_t g = 1; g < last; ++g) {
        if (pieces.groups[g].size() != 3) {
            return false;
        }
    }
    return true;
}

std::string joined(const Pieces& pieces, std::size_t integer_groups) {
    std::string text = pieces.sign;
    for (std::size_t g = 0; g < pieces.groups.size(); ++g) {
        if (g == integer_groups) {
            text += '.';
        }
        text += pieces.groups[g];
    }
    return text;
}

DecimalMark mark_of(char separator) {
    return separator == '.' ? DecimalMark::point : DecimalMark::comma;
}

}  // namespace

std::optional<PlainNumber> plain_number(std::string_view token, DecimalMark mark) {
    const std::optional<Pieces> pieces = split_number(token);
    if (!pieces) {
        return std::nullopt;
    }
    const std::string& separators = pieces->separators;
    const std::size_t count = pieces->groups.size();
    const char last = separators.back();
    const bool one_kind = separators.find_first_not_of(last) == std::string::npos;
    if (!one_kind) {
        // `2.412,35`, `1,234.5`: the last separator is the mark, once; the others group.
        const bool mark_once = separators.find(last) == separators.size() - 1;
        if (!mark_once || !grouped(*pieces, count - 1)) {
            return std::nullopt;
        }
        return PlainNumber{joined(*pieces, count - 1)};
    }
    if (separators.size() > 1) {
        // `1,234,567`, `1.234.567`: only grouping repeats.
        if (!grouped(*pieces, count)) {
            return std::nullopt;
        }
        return PlainNumber{joined(*pieces, count)};
    }
    if (!grouped(*pieces, count) || pieces->groups.front() == "0") {
        return PlainNumber{joined(*pieces, 1)};  // `0,45`, `2,5`, `1234,567`, `0.125`
    }
    // `1,234` or `1.234`: the text's other numbers decide.
    const DecimalMark own = mark_of(last);
    if (mark == DecimalMark::unknown) {
        if (own == DecimalMark::point) {
            return PlainNumber{joined(*pieces, 1)};
        }
        return PlainNumber{joined(*pieces, count), true};
    }
    return PlainNumber{joined(*pieces, own == mark ? 1 : count)};
}

DecimalMark mark_shown_by(std::string_view token) {
    if (token.ends_with('%')) {
        token.remove_suffix(1);
    }
    const std::optional<Pieces> pieces = split_number(token);
    if (!pieces || !plain_number(token, DecimalMark::unknown)) {
        return DecimalMark::unknown;
    }
    const std::string& separators = pieces->separators;
    const char last = separators.back();
    if (separators.find_first_not_of(last) != std::string::npos) {
        return mark_of(last);  // `2.412,35`: the last one is the mark
    }
    if (separators.size() > 1) {
        return mark_of(last == '.' ? ',' : '.');  // `1.234.567`: grouping repeats
    }
    if (!grouped(*pieces, pieces->groups.size()) || pieces->groups.front() == "0") {
        return mark_of(last);  // `0,45`: no grouping looks like that
    }
    return DecimalMark::unknown;  // `1,234`
}

DecimalMark mark_shown_in(std::string_view text) {
    bool point = false;
    bool comma = false;
    LineReader lines(text);
    for (Line line; lines.next(line);) {
        std::string_view rest = line.text;
        for (std::string_view token = next_token(rest); !token.empty(); token = next_token(rest)) {
            const DecimalMark mark = mark_shown_by(token);
            point = point || mark == DecimalMark::point;
            comma = comma || mark == DecimalMark::comma;
        }
    }
    if (point == comma) {
        return DecimalMark::unknown;
    }
    return point ? DecimalMark::point : DecimalMark::comma;
}

}  // namespace benchcmp::scan
