#include "post/inline_lists.hpp"

#include <charconv>
#include <string_view>

#include "parse/common/text_scan.hpp"

namespace benchcmp::post {
namespace {

bool is_number(std::string_view token) {
    if (token.empty()) {
        return false;
    }
    double value = 0.0;
    const char* end = token.data() + token.size();
    const auto [ptr, ec] = std::from_chars(token.data(), end, value);
    return ec == std::errc() && ptr == end;
}

bool is_separator(char c) {
    return c == ' ' || c == '\t' || c == ',';
}

// Removes and returns the first token of rest (separated by blanks and commas); empty when
// none is left. Lists are tested on many lines of a large post, so nothing is allocated.
std::string_view next_token(std::string_view& rest) {
    std::size_t at = 0;
    while (at < rest.size() && is_separator(rest[at])) {
        ++at;
    }
    std::size_t end = at;
    while (end < rest.size() && !is_separator(rest[end])) {
        ++end;
    }
    const std::string_view token = rest.substr(at, end - at);
    rest.remove_prefix(end);
    return token;
}

std::size_t token_count(std::string_view text) {
    std::size_t count = 0;
    while (!next_token(text).empty()) {
        ++count;
    }
    return count;
}

// Adds the runs of one line's tokens to list; false when a token is no run. The author's
// mean ends a list: `7.674=7.5853` or a separate `=7.5853`.
bool add_runs(std::string_view text, InlineList& list) {
    for (std::string_view token = next_token(text); !token.empty(); token = next_token(text)) {
        if (list.author_mean) {
            return false;  // nothing follows the mean
        }
        const std::size_t equals = token.find('=');
        if (equals != std::string_view::npos) {
            const std::string_view run = token.substr(0, equals);
            const std::string_view mean = token.substr(equals + 1);
            if (!is_number(mean) || (!run.empty() && !is_number(run))) {
                return false;
            }
            if (!run.empty()) {
                list.values.emplace_back(run);
            }
            list.author_mean = std::string(mean);
            continue;
        }
        if (!is_number(token)) {
            return false;
        }
        list.values.emplace_back(token);
    }
    return true;
}

// Whether token can start a run or the author's mean: std::from_chars reads a number only
// from a digit, `.`, `-`, or the `inf` or `nan` of any case; a mean starts with `=`.
bool may_start_run(std::string_view token) {
    return !token.empty() &&
           std::string_view("0123456789.-iInN=").find(token.front()) != std::string_view::npos;
}

bool only_numbers(std::string_view text) {
    // Most lines a list is tested against are prose or output, which the first token shows.
    if (std::string_view first = text; !may_start_run(next_token(first))) {
        return false;
    }
    InlineList scratch;
    return add_runs(text, scratch) && !scratch.values.empty();
}

std::string_view trim(std::string_view text) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) {
        text.remove_prefix(1);
    }
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r')) {
        text.remove_suffix(1);
    }
    return text;
}

bool is_list_label(std::string_view label) {
    bool letter = false;
    std::size_t words = 0;
    bool in_word = false;
    for (const char c : label) {
        letter = letter || scan::is_letter(c);
        const bool blank = c == ' ' || c == '\t';
        words += (!blank && !in_word) ? 1 : 0;
        in_word = !blank;
    }
    return letter && words <= 8 && label.find('=') == std::string_view::npos;
}

// A bracketed list, `[0.089, 0.091, ...]`, possibly wrapped before its `]`.
std::optional<InlineList> read_bracketed(LineSource& lines, std::size_t at, std::string_view rest,
                                         InlineList list) {
    rest.remove_prefix(1);
    for (std::size_t index = at;; ++index) {
        const std::size_t close = rest.find(']');
        const std::string_view inside = rest.substr(0, close);
        if (!add_runs(inside, list) || list.author_mean) {
            return std::nullopt;
        }
        if (close != std::string_view::npos) {
            if (!trim(rest.substr(close + 1)).empty() || list.values.size() < 2) {
                return std::nullopt;
            }
            list.last = index;
            return list;
        }
        if (!lines.has(index + 1)) {
            return std::nullopt;
        }
        rest = trim(lines[index + 1].text);
    }
}

// The number of runs of `label: n n n` (0 when the line is no such list line).
std::size_t list_line_values(std::string_view text) {
    text = trim(text);
    const std::size_t colon = text.find(':');
    if (colon == std::string_view::npos || !is_list_label(text.substr(0, colon))) {
        return 0;
    }
    const std::string_view rest = trim(text.substr(colon + 1));
    return only_numbers(rest) && rest.find('=') == std::string_view::npos ? token_count(rest) : 0;
}

// Whether a header line of `values` names stands right above line at and the `label: n n n`
// lines between them: then they are rows of a table (`base  base+revert  base+this_patch`
// over `50.0000th:  9  13  9`), whose labels are cases and whose columns are the variants,
// never one variant's runs. Looks back over at most a screen of rows.
bool under_column_header(LineSource& lines, std::size_t at, std::size_t values) {
    constexpr std::size_t kMostRows = 64;
    for (std::size_t j = at; j-- > 0 && at - j <= kMostRows;) {
        if (!lines.held(j)) {
            return false;
        }
        const std::string_view text = trim(lines[j].text);
        if (list_line_values(text) == values) {
            continue;
        }
        std::string_view rest = text;
        std::size_t names = 0;
        for (std::string_view token = next_token(rest); !token.empty(); token = next_token(rest)) {
            if (is_number(token) || token.back() == ':') {
                return false;
            }
            ++names;
        }
        return names == values;
    }
    return false;
}

}  // namespace

std::optional<InlineList> read_inline_list(LineSource& lines, std::size_t at) {
    const std::string_view text = trim(lines[at].text);
    const std::size_t colon = text.find(':');
    if (colon == std::string_view::npos || !is_list_label(text.substr(0, colon))) {
        return std::nullopt;
    }
    std::string_view rest = trim(text.substr(colon + 1));
    // A list needs three runs, each a token: `Time: 0.890` with no line of numbers below is
    // none, known before anything is stored.
    if (!rest.empty() && !rest.starts_with('[') && token_count(rest) < 3 &&
        (!lines.has(at + 1) || !only_numbers(lines[at + 1].text))) {
        return std::nullopt;
    }
    if (const std::size_t values = list_line_values(text);
        values >= 2 && under_column_header(lines, at, values)) {
        return std::nullopt;
    }
    InlineList list;
    list.label = normalize_label(text.substr(0, colon));
    list.first = at;
    list.last = at;
    if (rest.starts_with('[')) {
        return read_bracketed(lines, at, rest, std::move(list));
    }
    if (rest.empty()) {
        // The label alone, its runs on the next line (often indented).
        if (!lines.has(at + 1) || !only_numbers(lines[at + 1].text)) {
            return std::nullopt;
        }
        list.last = at + 1;
        rest = trim(lines[at + 1].text);
    }
    if (!add_runs(rest, list)) {
        return std::nullopt;
    }
    while (!list.author_mean && lines.has(list.last + 1) &&
           only_numbers(lines[list.last + 1].text)) {
        ++list.last;
        add_runs(lines[list.last].text, list);
    }
    if (list.values.size() < 3) {
        return std::nullopt;
    }
    return list;
}

}  // namespace benchcmp::post
