#include "parse/bpf_bench/bpf_bench_items.hpp"

#include <array>

#include "parse/common/text_scan.hpp"

namespace benchcmp::bpf_bench {

namespace {

// ±, and how it stays in a mail that the post reader does not take for quoted-printable (no
// `=3D`, `=09` or soft break in it), and the ASCII spelling.
constexpr std::array<std::string_view, 3> kPlusMinus = {"\xC2\xB1", "=C2=B1", "+-"};

// The length of the ± that token starts with, or 0.
std::size_t plus_minus(std::string_view token) {
    for (const std::string_view sign : kPlusMinus) {
        if (token.starts_with(sign)) {
            return sign.size();
        }
    }
    return 0;
}

// A number with its unit glued on (`5.105M/s`, `0.000M/s`, `12.3ns/op`): the number, the unit.
std::optional<std::pair<double, std::string_view>> number_unit(std::string_view token) {
    std::size_t end = 0;
    while (end < token.size() && (scan::is_digit(token[end]) || token[end] == '.' ||
                                  (end == 0 && (token[end] == '-' || token[end] == '+')))) {
        ++end;
    }
    if (end == 0) {
        return std::nullopt;
    }
    const scan::Number number = scan::parse_number(token.substr(0, end));
    if (number.status != scan::NumberStatus::ok) {
        return std::nullopt;
    }
    return std::pair{number.value, token.substr(end)};
}

// text without its parenthesised parts.
std::string without_parentheses(std::string_view text) {
    std::string kept;
    int depth = 0;
    for (const char c : text) {
        depth += c == '(' ? 1 : 0;
        if (depth == 0) {
            kept += c;
        }
        depth -= c == ')' && depth > 0 ? 1 : 0;
    }
    return kept;
}

std::optional<Item> read_item(std::string_view text, bool with_stddev) {
    const std::string plain = without_parentheses(text);
    const std::vector<std::string_view> tokens = scan::split_tokens(plain);
    std::size_t first = 0;
    while (first < tokens.size() && !number_unit(tokens[first])) {
        ++first;
    }
    if (first == 0 || first == tokens.size()) {
        return std::nullopt;
    }
    Item item;
    for (std::size_t i = 0; i < first; ++i) {
        if (i > 0) {
            item.name += ' ';
        }
        item.name += tokens[i];
    }
    const auto value = number_unit(tokens[first]);
    item.value = value->first;
    item.unit = std::string(value->second);
    std::size_t next = first + 1;
    if (const std::size_t sign = next < tokens.size() ? plus_minus(tokens[next]) : 0;
        with_stddev && sign > 0) {
        std::string_view spread = tokens[next].substr(sign);
        if (spread.empty() && next + 1 < tokens.size()) {
            spread = tokens[++next];
        }
        const auto stddev = number_unit(spread);
        if (!stddev) {
            return std::nullopt;
        }
        item.stddev = stddev->first;
        item.unit = item.unit.empty() ? std::string(stddev->second) : item.unit;
        ++next;
    }
    if (item.unit.empty() && next < tokens.size() && !number_unit(tokens[next])) {
        item.unit = std::string(tokens[next]);  // `latency   12.345 ns/op`
        ++next;
    }
    return next == tokens.size() ? std::optional(item) : std::nullopt;
}

}  // namespace

std::vector<Item> read_items(std::string_view text, bool with_stddev) {
    std::vector<Item> items;
    while (!text.empty()) {
        const std::size_t comma = text.find(',');
        if (auto item = read_item(text.substr(0, comma), with_stddev)) {
            items.push_back(std::move(*item));
        }
        text = comma == std::string_view::npos ? std::string_view{} : text.substr(comma + 1);
    }
    return items;
}

std::optional<Item> script_line(std::string_view line) {
    if (line.starts_with("-->")) {
        line = scan::trim(line.substr(3));
    }
    const std::size_t colon = line.find(':');
    if (colon == std::string_view::npos || colon == 0) {
        return std::nullopt;
    }
    const std::string_view name = scan::trim(line.substr(0, colon));
    if (name.empty() || name.find(' ') != std::string_view::npos ||
        !scan::is_letter(name.front())) {
        return std::nullopt;
    }
    std::string_view rest = line.substr(colon + 1);
    if (const std::size_t drops = rest.find('('); drops != std::string_view::npos) {
        rest = rest.substr(0, drops);
    }
    auto item = read_item(std::string(name) + " " + std::string(rest), true);
    if (!item || !item->stddev || !item->unit.ends_with("/s")) {
        return std::nullopt;
    }
    return item;
}

}  // namespace benchcmp::bpf_bench
