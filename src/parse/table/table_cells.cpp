#include "parse/table/table_cells.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "parse/common/text_scan.hpp"

namespace benchcmp::table_cells {

namespace {

char lower_char(char c) {
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

std::string lower(std::string_view text) {
    std::string result(text);
    std::transform(result.begin(), result.end(), result.begin(), lower_char);
    return result;
}

bool is_letter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

// A unit glued to a number: letters with `/` between them (`KiB/s`, `GB/s`, `s`, `usec`).
bool is_unit(std::string_view text) {
    return !text.empty() && is_letter(text.front()) &&
           std::all_of(text.begin(), text.end(), [](char c) { return is_letter(c) || c == '/'; });
}

// The number at the front of text (a leading `+` allowed, thousands separators dropped) and
// what follows it; nullopt when text does not start with a number.
struct Leading {
    double value = 0.0;
    std::string rest;
    int decimals = 0;
};

std::optional<Leading> read_leading(std::string_view text) {
    std::string digits;
    digits.reserve(text.size());
    // Commas only between digits, as thousands separators do (`2,620`, `1,234,567`).
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == ',' && i > 0 && scan::is_digit(text[i - 1]) && i + 1 < text.size() &&
            scan::is_digit(text[i + 1])) {
            continue;
        }
        digits.push_back(c);
    }
    std::string_view number = digits;
    if (number.starts_with('+')) {
        number.remove_prefix(1);
    }
    if (number.empty() ||
        !(scan::is_digit(number.front()) || number.front() == '-' || number.front() == '.')) {
        return std::nullopt;
    }
    Leading leading;
    const auto [end, error] =
        std::from_chars(number.data(), number.data() + number.size(), leading.value);
    if (error != std::errc() || !std::isfinite(leading.value)) {
        return std::nullopt;
    }
    const std::string_view used(number.data(), static_cast<std::size_t>(end - number.data()));
    if (const std::size_t dot = used.find('.'); dot != std::string_view::npos) {
        std::size_t count = 0;
        for (std::size_t i = dot + 1; i < used.size() && scan::is_digit(used[i]); ++i) {
            ++count;
        }
        leading.decimals = static_cast<int>(count);
    }
    leading.rest = std::string(end, number.data() + number.size());
    return leading;
}

// The number inside a decoration `(13.01 pct)`, `(-72.22)`, `(+2.5%)`.
std::optional<Leading> read_decoration(std::string_view inside) {
    std::string_view rest = inside;
    std::string_view token = scan::next_token(rest);
    if (token.ends_with('%')) {
        token.remove_suffix(1);
    }
    const std::string_view tail = scan::trim(rest);
    if (!tail.empty() && tail != "pct" && tail != "%") {
        return std::nullopt;
    }
    auto leading = read_leading(token);
    if (!leading || !leading->rest.empty()) {
        return std::nullopt;
    }
    return leading;
}

constexpr std::array<std::string_view, 6> kMissing{"-", "n/a", "na", "--", "none", "?"};

constexpr std::array<std::string_view, 9> kPercentNames{
    "%", "diff", "delta", "change", "gain", "differ", "pct", "improvement", "regression"};

constexpr std::array<std::string_view, 20> kLowerWords{
    "latency",  "lat",     "time",    "times", "usec",   "us",      "ms",
    "msec",     "nsec",    "ns",      "sec",   "secs",   "seconds", "s",
    "duration", "elapsed", "runtime", "wait",  "cycles", "wakeup"};

constexpr std::array<std::string_view, 28> kHigherWords{
    "throughput", "tput",      "mb/s",    "kb/s", "gb/s",     "kib/s", "mib/s",
    "gib/s",      "ops/s",     "ops/sec", "tps",  "qps",      "jops",  "rps",
    "iops",       "bandwidth", "bw",      "bogo", "score",    "rate",  "req/s",
    "requests/s", "mbps",      "gbps",    "eps",  "events/s", "ops",   "transactions"};

template <std::size_t N>
bool contains(const std::array<std::string_view, N>& words, std::string_view word) {
    return std::find(words.begin(), words.end(), word) != words.end();
}

bool is_word_separator(char c) {
    return scan::is_blank(c) || c == '\n' || c == '(' || c == ')' || c == '[' || c == ']' ||
           c == ':' || c == ',' || c == '=' || c == '#' || c == '$' || c == ';' || c == '|';
}

}  // namespace

std::optional<Cell> read_cell(std::string_view token) {
    while (token.ends_with('*')) {
        token.remove_suffix(1);  // the author's significance mark
    }
    if (token.empty()) {
        return std::nullopt;
    }
    const std::string word = lower(token);
    if (contains(kMissing, word)) {
        return Cell{};
    }
    Cell cell;
    if (token.ends_with('%')) {
        const auto leading = read_leading(token.substr(0, token.size() - 1));
        if (!leading || !leading->rest.empty()) {
            return std::nullopt;
        }
        cell.kind = CellKind::percent;
        cell.value = leading->value;
        cell.decimals = leading->decimals;
        return cell;
    }
    const auto leading = read_leading(token);
    if (!leading || (!leading->rest.empty() && !is_unit(leading->rest))) {
        return std::nullopt;
    }
    cell.kind = CellKind::value;
    cell.value = leading->value;
    cell.unit = leading->rest;
    cell.decimals = leading->decimals;
    return cell;
}

Row read_row(std::string_view text) {
    const std::vector<std::string_view> tokens = scan::split_tokens(text);
    Row row;
    std::size_t end = tokens.size();  // tokens[end..] are cells
    while (end > 0) {
        std::size_t first = end - 1;
        std::string_view cell_text = tokens[first];
        std::optional<Leading> decoration;
        if (cell_text.ends_with(')')) {
            // Walk left to the token that opens the parenthesis.
            while (first > 0 && tokens[first].find('(') == std::string_view::npos) {
                --first;
            }
            const std::string_view opening = tokens[first];
            const std::size_t paren = opening.find('(');
            if (paren == std::string_view::npos) {
                break;
            }
            const char* inside_begin = opening.data() + paren + 1;
            const char* inside_end = tokens[end - 1].data() + tokens[end - 1].size() - 1;
            if (inside_end < inside_begin) {
                break;
            }
            decoration = read_decoration(std::string_view(
                inside_begin, static_cast<std::size_t>(inside_end - inside_begin)));
            if (!decoration) {
                break;
            }
            if (paren > 0) {
                cell_text = opening.substr(0, paren);  // glued: `12.40(-72.22)`
            } else if (first == 0) {
                break;
            } else {
                --first;
                cell_text = tokens[first];
            }
        }
        std::optional<Cell> cell = read_cell(cell_text);
        if (!cell) {
            break;
        }
        if (decoration) {
            cell->source_pct = decoration->value;
            cell->source_pct_decimals = decoration->decimals;
        }
        row.cells.insert(row.cells.begin(), std::move(*cell));
        end = first;
    }
    if (end == 0 && !row.cells.empty()) {
        // Every token read as a cell: the first one names the case.
        row.key = std::string(tokens.front());
        row.cells.erase(row.cells.begin());
        return row;
    }
    if (end > 0) {
        const std::size_t stop = static_cast<std::size_t>(
            end < tokens.size() ? tokens[end].data() - text.data() : text.size());
        row.key = std::string(scan::trim(text.substr(0, stop)));
    }
    return row;
}

std::size_t value_count(const Row& row) {
    return static_cast<std::size_t>(
        std::count_if(row.cells.begin(), row.cells.end(),
                      [](const Cell& cell) { return cell.kind != CellKind::percent; }));
}

bool is_banner(std::string_view text) {
    text = scan::trim(text);
    return text.size() >= 3 && std::all_of(text.begin(), text.end(), [](char c) {
               return c == '-' || c == '=' || c == '~' || c == '+' || c == '|' || c == '_' ||
                      c == '*' || c == '#' || c == ':' || scan::is_blank(c);
           });
}

bool is_percent_name(std::string_view word) {
    const std::string text = lower(word);
    if (text.find('%') != std::string::npos) {
        return true;
    }
    for (std::string_view name : kPercentNames) {
        if (text == name || text.starts_with(name)) {
            return true;
        }
    }
    return false;
}

DirectionWords& DirectionWords::operator|=(const DirectionWords& other) {
    phrase_lower = phrase_lower || other.phrase_lower;
    phrase_higher = phrase_higher || other.phrase_higher;
    word_lower = word_lower || other.word_lower;
    word_higher = word_higher || other.word_higher;
    return *this;
}

Direction DirectionWords::resolve() const {
    const bool phrase = phrase_lower || phrase_higher;
    const bool lower_said = phrase ? phrase_lower : word_lower;
    const bool higher_said = phrase ? phrase_higher : word_higher;
    if (lower_said == higher_said) {
        return Direction::unknown;
    }
    return lower_said ? Direction::lower_is_better : Direction::higher_is_better;
}

DirectionWords direction_words(std::string_view text) {
    const std::string words = lower(text);
    DirectionWords said;
    said.phrase_lower = words.find("lower is better") != std::string::npos ||
                        words.find("lower = better") != std::string::npos;
    said.phrase_higher = words.find("higher is better") != std::string::npos ||
                         words.find("higher = better") != std::string::npos;
    std::size_t start = 0;
    while (start < words.size()) {
        while (start < words.size() && is_word_separator(words[start])) {
            ++start;
        }
        std::size_t stop = start;
        while (stop < words.size() && !is_word_separator(words[stop])) {
            ++stop;
        }
        const std::string_view word(words.data() + start, stop - start);
        said.word_lower = said.word_lower || contains(kLowerWords, word);
        said.word_higher = said.word_higher || contains(kHigherWords, word);
        start = stop;
    }
    return said;
}

Direction direction_of(std::string_view text) {
    return direction_words(text).resolve();
}

}  // namespace benchcmp::table_cells
