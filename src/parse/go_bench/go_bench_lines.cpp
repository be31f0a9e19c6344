#include "parse/go_bench/go_bench_lines.hpp"

#include <cctype>

#include "parse/common/text_scan.hpp"

namespace benchcmp::go_bench {

namespace {

bool is_token_separator(char c) {
    return c == '*' || c == '/' || c == '-' || scan::is_blank(c);
}

}  // namespace

UnitForm printed_form(std::string_view unit) {
    if (unit == "B/s") {
        return {"MB/s", 1e-6};
    }
    // benchunit's tokens: split on `*`, `/`, `-` and blanks; after a `/` the tokens are in the
    // denominator until the next `*`.
    UnitForm form;
    bool denominator = false;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= unit.size(); ++i) {
        if (i < unit.size() && !is_token_separator(unit[i])) {
            continue;
        }
        const std::string_view token = unit.substr(start, i - start);
        if (token == "sec" && !denominator) {
            form.unit += "ns";
            form.factor *= 1e9;
        } else {
            form.unit += token;
        }
        if (i < unit.size()) {
            form.unit += unit[i];
            denominator = unit[i] == '/' || (denominator && unit[i] != '*');
        }
        start = i + 1;
    }
    return form;
}

Direction default_direction(std::string_view unit) {
    if (unit == "ns/op" || unit == "B/op" || unit == "allocs/op") {
        return Direction::lower_is_better;
    }
    if (unit == "MB/s") {
        return Direction::higher_is_better;
    }
    return Direction::unknown;
}

NameParts split_name(std::string_view name) {
    NameParts parts;
    const std::size_t dash = name.rfind('-');
    if (dash != std::string_view::npos && dash + 1 < name.size() &&
        scan::parse_integer(name.substr(dash + 1)) && scan::is_digit(name[dash + 1])) {
        parts.procs = std::string(name.substr(dash + 1));
        name = name.substr(0, dash);
    }
    std::size_t slash = name.find('/');
    parts.base = std::string(name.substr(0, slash));
    while (slash != std::string_view::npos) {
        const std::size_t next = name.find('/', slash + 1);
        const std::string_view part = name.substr(slash + 1, next - slash - 1);
        const std::size_t equals = part.find('=');
        if (equals != std::string_view::npos && equals > 0) {
            parts.keys.emplace_back(part.substr(0, equals), part.substr(equals + 1));
        } else {
            parts.base += '/';
            parts.base += part;
        }
        slash = next;
    }
    return parts;
}

std::optional<ConfigLine> config_line(std::string_view text) {
    if (text.empty() || !std::islower(static_cast<unsigned char>(text.front()))) {
        return std::nullopt;
    }
    const std::size_t colon = text.find(':');
    if (colon == std::string_view::npos) {
        return std::nullopt;
    }
    const std::string_view key = text.substr(0, colon);
    for (char c : key) {
        if (scan::is_blank(c) || std::isupper(static_cast<unsigned char>(c))) {
            return std::nullopt;
        }
    }
    const std::string_view rest = text.substr(colon + 1);
    if (!rest.empty() && !scan::is_blank(rest.front())) {
        return std::nullopt;  // `key:value` is not configuration (a URL, a time of day)
    }
    return ConfigLine{std::string(key), std::string(scan::trim(rest))};
}

}  // namespace benchcmp::go_bench
