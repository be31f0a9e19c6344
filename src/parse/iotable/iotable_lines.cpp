#include "parse/iotable/iotable_lines.hpp"

#include <algorithm>
#include <array>
#include <cctype>

#include "parse/common/text_scan.hpp"

namespace benchcmp::iotable_lines {

namespace {

// Titles are short: `Read averages:`, `Random write data:`; prose ending in ':' is longer.
constexpr std::size_t kMaxTitleWords = 3;

std::string lower(std::string_view text) {
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

bool is_number(std::string_view token) {
    return scan::parse_number(token).status == scan::NumberStatus::ok;
}

}  // namespace

bool is_title(std::string_view text, const Tokens& tokens) {
    if (!text.ends_with(':') || tokens.empty() || tokens.size() > kMaxTitleWords ||
        !std::isupper(static_cast<unsigned char>(text.front()))) {
        return false;
    }
    return std::all_of(text.begin(), text.end() - 1, [](char c) {
        return std::isalpha(static_cast<unsigned char>(c)) || scan::is_blank(c) || c == '-';
    });
}

std::string section_of(std::string_view title) {
    const std::string text = lower(title);
    for (const std::string_view word : scan::split_tokens(text)) {
        const std::string_view bare = word.ends_with(':') ? word.substr(0, word.size() - 1) : word;
        if (bare == "read" || bare == "reads") {
            return "read";
        }
        if (bare == "write" || bare == "writes") {
            return "write";
        }
    }
    std::string section;
    for (std::string_view word : scan::split_tokens(text)) {
        if (word.ends_with(':')) {
            word.remove_suffix(1);
        }
        if (word.empty() || word == "averages" || word == "average" || word == "data") {
            continue;
        }
        if (!section.empty()) {
            section += ' ';
        }
        section += word;
    }
    return section;
}

bool is_averages_title(std::string_view title) {
    const std::string text = lower(title);
    return text.find("average") != std::string::npos || text.find("avg") != std::string::npos;
}

bool is_rule(std::string_view text) {
    const auto dashes = std::count(text.begin(), text.end(), '-');
    return dashes >= 3 && std::all_of(text.begin(), text.end(),
                                      [](char c) { return c == '-' || scan::is_blank(c); });
}

bool is_header(const Tokens& tokens) {
    return tokens.size() >= 3 && !is_number(tokens.front()) && !tokens.front().ends_with(':') &&
           !is_matrix_key(tokens);
}

bool is_percent_column(std::string_view name) {
    const std::string text = lower(name);
    return text.starts_with('%') || text.find("diff") != std::string::npos || text == "delta" ||
           text == "change";
}

std::string key_name(std::string_view column) {
    std::string name;
    for (char c : lower(column)) {
        if (c == '(' || c == '[') {
            break;  // the unit: BS(KB)
        }
        name += c;
    }
    return name.empty() ? std::string("row") : name;
}

bool is_matrix_key(const Tokens& tokens) {
    if (tokens.size() < 3) {
        return false;
    }
    const std::string_view id = tokens.front();
    if (id.size() < 3 || id.front() != '(' || id.back() != ')') {
        return false;
    }
    return std::all_of(tokens.begin() + 1, tokens.end(), [](std::string_view token) {
        const auto value = scan::parse_integer(token);
        return value && *value > 0;
    });
}

bool is_percent_label(std::string_view label) {
    const std::string text = lower(label);
    return text == "differ" || text.find("diff") != std::string::npos || text == "delta" ||
           text == "change" || text == "%";
}

bool is_placeholder(std::string_view token) {
    static constexpr std::array<std::string_view, 5> kPlaceholders{"n/a", "-", "?", "nan", "na"};
    const std::string text = lower(token);
    return std::find(kPlaceholders.begin(), kPlaceholders.end(), text) != kPlaceholders.end();
}

bool is_value_cell(std::string_view token) {
    return is_number(token) || is_placeholder(token);
}

std::optional<double> percent_value(std::string_view token) {
    if (token.ends_with('%')) {
        token.remove_suffix(1);
    }
    const scan::Number number = scan::parse_number(token);
    if (number.status != scan::NumberStatus::ok) {
        return std::nullopt;
    }
    return number.value;
}

bool is_percent_cell(std::string_view token) {
    return percent_value(token).has_value() || is_placeholder(token);
}

}  // namespace benchcmp::iotable_lines
