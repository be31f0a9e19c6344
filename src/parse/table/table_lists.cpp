#include "parse/table/table_lists.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <string_view>
#include <vector>

#include "parse/common/text_scan.hpp"

namespace benchcmp::table_lists {

namespace {

std::string label_of(std::string_view text) {
    text = scan::trim(text);
    while (text.ends_with(':') || text.ends_with('=')) {
        text.remove_suffix(1);
        text = scan::trim(text);
    }
    return std::string(text);
}

// The number that follows a keyword and its separator (` - `, `:`, `=`) at the front of rest;
// `percent` tells whether a `%` followed it. Advances rest past it.
std::optional<double> read_after(std::string_view& rest, bool& percent) {
    rest = scan::trim(rest);
    while (!rest.empty() && (rest.front() == '-' || rest.front() == ':' || rest.front() == '=')) {
        rest.remove_prefix(1);
        rest = scan::trim(rest);
    }
    std::size_t stop = 0;
    while (stop < rest.size() && !scan::is_blank(rest[stop]) && rest[stop] != ',' &&
           rest[stop] != '%' && rest[stop] != ';') {
        ++stop;
    }
    const scan::Number number = scan::parse_number(rest.substr(0, stop));
    if (number.status != scan::NumberStatus::ok) {
        return std::nullopt;
    }
    rest.remove_prefix(stop);
    percent = rest.starts_with('%');
    if (percent) {
        rest.remove_prefix(1);
    }
    return number.value;
}

// Finds the first of words in text at a word start; npos when none. A text that holds none of
// them anywhere (most lines of a long table) is passed over by a search for each, not walked
// position by position.
std::size_t find_word(std::string_view text, std::initializer_list<std::string_view> words,
                      std::size_t& length) {
    if (std::none_of(words.begin(), words.end(), [&](std::string_view word) {
            return text.find(word) != std::string_view::npos;
        })) {
        return std::string_view::npos;
    }
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (i > 0 && !scan::is_blank(text[i - 1]) && text[i - 1] != ',' && text[i - 1] != ':') {
            continue;
        }
        for (std::string_view word : words) {
            if (text.substr(i).starts_with(word)) {
                length = word.size();
                return i;
            }
        }
    }
    return std::string_view::npos;
}

}  // namespace

namespace {

// The numbers of a list apart by commas (`0.089, 0.148`); false when an element is no number.
bool read_values(std::string_view inside, std::vector<double>& values) {
    while (!scan::trim(inside).empty()) {
        const std::size_t comma = inside.find(',');
        const scan::Number number = scan::parse_number(scan::trim(inside.substr(0, comma)));
        if (number.status != scan::NumberStatus::ok) {
            return false;
        }
        values.push_back(number.value);
        if (comma == std::string_view::npos) {
            break;
        }
        inside.remove_prefix(comma + 1);
    }
    return true;
}

// Where ` - ` starts in text, or npos. Every line of a table is asked: the search is for the
// dash alone (a memchr), which most lines hold none of.
std::size_t find_spaced_dash(std::string_view text) {
    for (std::size_t at = text.find('-'); at != std::string_view::npos;
         at = text.find('-', at + 1)) {
        if (at > 0 && at + 1 < text.size() && text[at - 1] == ' ' && text[at + 1] == ' ') {
            return at - 1;
        }
    }
    return std::string_view::npos;
}

// `65-mm4-as - 129, 140`: a label with a letter, a dash between blanks, then two or more runs
// apart by commas (the commas tell a list from a row of columns).
std::optional<ListLine> read_dash_list(std::string_view text) {
    const std::size_t dash = find_spaced_dash(text);
    if (dash == std::string_view::npos || text.find(',', dash) == std::string_view::npos) {
        return std::nullopt;
    }
    ListLine list;
    list.label = label_of(text.substr(0, dash));
    if (std::none_of(list.label.begin(), list.label.end(), scan::is_letter) ||
        !read_values(text.substr(dash + 3), list.values) || list.values.size() < 2) {
        return std::nullopt;
    }
    return list;
}

}  // namespace

std::optional<ListLine> read_list(std::string_view text) {
    text = scan::trim(text);
    const std::size_t open = text.find('[');
    if (open == std::string_view::npos || !text.ends_with(']') ||
        text.find('[', open + 1) != std::string_view::npos) {
        return read_dash_list(text);
    }
    ListLine list;
    list.label = label_of(text.substr(0, open));
    if (!read_values(text.substr(open + 1, text.size() - open - 2), list.values) ||
        list.values.empty()) {
        return std::nullopt;
    }
    return list;
}

std::optional<AvgStdLine> read_avg_std(std::string_view text) {
    text = scan::trim(text);
    std::size_t length = 0;
    const std::size_t avg = find_word(text, {"avg", "mean", "average"}, length);
    if (avg == std::string_view::npos) {
        return std::nullopt;
    }
    AvgStdLine line;
    line.label = label_of(text.substr(0, avg));
    std::string_view rest = text.substr(avg + length);
    bool percent = false;
    const std::optional<double> mean = read_after(rest, percent);
    if (!mean || percent) {
        return std::nullopt;
    }
    const std::size_t std_at = find_word(rest, {"stddev", "std", "sd"}, length);
    if (std_at == std::string_view::npos) {
        return std::nullopt;
    }
    rest.remove_prefix(std_at + length);
    const std::optional<double> spread = read_after(rest, percent);
    if (!spread || !scan::trim(rest).empty()) {
        return std::nullopt;
    }
    line.mean = *mean;
    line.stddev = percent ? *spread / 100.0 * std::abs(*mean) : *spread;
    return line;
}

}  // namespace benchcmp::table_lists
