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

// text with thousands separators dropped and a decimal comma made a point (read_leading).
std::string without_commas(std::string_view text) {
    std::string digits;
    digits.reserve(text.size());
    // A comma between digits groups thousands (`2,620`, `1,234,567`) when exactly three
    // digits follow it and it does not follow a lone 0; any other is a decimal comma (`0,9`,
    // `1,05`, `0,125`), which grouping can never produce. `1,234` stays one thousand two
    // hundred and thirty-four, as in English tables (docs/formats.md).
    bool decimal_seen = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == ',' && i > 0 && scan::is_digit(text[i - 1]) && i + 1 < text.size() &&
            scan::is_digit(text[i + 1])) {
            std::size_t after = 0;
            while (i + 1 + after < text.size() && scan::is_digit(text[i + 1 + after])) {
                ++after;
            }
            const bool lone_zero = text[i - 1] == '0' && (i == 1 || !scan::is_digit(text[i - 2]));
            const bool grouping = after == 3 && !lone_zero;
            if (grouping || decimal_seen) {
                if (!grouping) {
                    // After a decimal point or comma (`1.234,5`): not a number this rule
                    // can read, so the comma stays and ends it.
                    digits.append(text.substr(i));
                    break;
                }
                continue;
            }
            decimal_seen = true;
            digits.push_back('.');
            continue;
        }
        decimal_seen = decimal_seen || c == '.';
        digits.push_back(c);
    }
    return digits;
}

std::optional<Leading> read_leading(std::string_view text) {
    // Most numbers have no comma and are read where they are, without a copy.
    std::string digits;
    if (text.find(',') != std::string_view::npos) {
        digits = without_commas(text);
    }
    std::string_view number = digits.empty() ? text : std::string_view(digits);
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
    } else if (token.ends_with("pct") && token.size() > 3) {
        token.remove_suffix(3);  // `(0.00pct)`: the space before `pct` left out
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
constexpr std::size_t kLongestMissing =
    std::max_element(kMissing.begin(), kMissing.end(), [](std::string_view a, std::string_view b) {
        return a.size() < b.size();
    })->size();

constexpr std::array<std::string_view, 9> kPercentNames{
    "%", "diff", "delta", "change", "gain", "differ", "pct", "improvement", "regression"};

template <std::size_t N>
bool contains(const std::array<std::string_view, N>& words, std::string_view word) {
    return std::find(words.begin(), words.end(), word) != words.end();
}

// A mark an author puts after a row's cells: `*` (significant), `^` (see the text), `!`.
bool is_mark(std::string_view token) {
    return std::all_of(token.begin(), token.end(),
                       [](char c) { return c == '*' || c == '^' || c == '!'; });
}

// Drops trailing marks and a trailing `[note]` from tokens; returns the note's text.
std::string take_trailing_note(std::vector<std::string_view>& tokens) {
    while (!tokens.empty() && is_mark(tokens.back())) {
        tokens.pop_back();
    }
    if (tokens.empty() || !tokens.back().ends_with(']')) {
        return {};
    }
    std::size_t first = tokens.size() - 1;
    while (first > 0 && !tokens[first].starts_with('[')) {
        --first;
    }
    if (first == 0 || !tokens[first].starts_with('[')) {
        return {};  // no opening bracket, or nothing but the note
    }
    const char* begin = tokens[first].data() + 1;
    const char* end = tokens.back().data() + tokens.back().size() - 1;
    std::string note(scan::trim(std::string_view(begin, static_cast<std::size_t>(end - begin))));
    tokens.resize(first);
    while (!tokens.empty() && is_mark(tokens.back())) {
        tokens.pop_back();
    }
    return note;
}

constexpr std::array<std::string_view, 4> kMeanNames{"mean", "avg", "average", "amean"};
constexpr std::array<std::string_view, 5> kStddevNames{"std", "stddev", "stdev", "sd", "stdv"};
constexpr std::array<std::string_view, 3> kRelativeNames{"cv", "coeffvar", "cov"};

constexpr std::array<std::string_view, 4> kRerunWords{"verification", "re-run", "rerun", "repeat"};

}  // namespace

bool is_rerun_note(std::string_view note) {
    const std::string text = lower(note);
    return std::any_of(kRerunWords.begin(), kRerunWords.end(),
                       [&](std::string_view word) { return text.find(word) != std::string::npos; });
}

StatRow stat_row(std::string_view key) {
    std::string name;
    bool percent = false;
    for (const char c : lower(key)) {
        if (c == '%') {
            percent = true;
        } else if (!scan::is_blank(c) && c != '(' && c != ')' && c != ':' && c != '.') {
            name.push_back(c);
        }
    }
    if (contains(kRelativeNames, name)) {
        return StatRow::relative_stddev;
    }
    if (contains(kStddevNames, name)) {
        return percent ? StatRow::relative_stddev : StatRow::stddev;
    }
    return !percent && contains(kMeanNames, name) ? StatRow::mean : StatRow::none;
}

std::optional<Cell> read_cell(std::string_view token) {
    std::size_t marks = 0;
    while (token.ends_with('*')) {
        token.remove_suffix(1);  // the author's mark: significant, or noisy, as the post says
        ++marks;
    }
    if (token.empty()) {
        return std::nullopt;
    }
    // A token longer than every word for a missing cell (a number) is not lowered to be
    // compared with them.
    if (token.size() <= kLongestMissing && contains(kMissing, lower(token))) {
        return Cell{};
    }
    Cell cell;
    cell.mark = std::string(marks, '*');
    // A number too wide for its column, cut by the author: `+102.2…`. A sign says it is a
    // change, so the cell is a percentage whose last digits are lost.
    for (std::string_view ellipsis : {std::string_view("\xE2\x80\xA6"), std::string_view("...")}) {
        if (token.size() > ellipsis.size() && token.ends_with(ellipsis) &&
            (token.front() == '+' || token.front() == '-')) {
            const auto leading = read_leading(token.substr(0, token.size() - ellipsis.size()));
            if (!leading || !leading->rest.empty()) {
                return std::nullopt;
            }
            cell.kind = CellKind::percent;
            cell.value = leading->value;
            cell.decimals = leading->decimals;
            cell.cut = true;
            return cell;
        }
    }
    // `±0.15%`, `+-1.2`, `+/-3`: the spread of a value, in its own column.
    for (std::string_view sign :
         {std::string_view("\xC2\xB1"), std::string_view("+/-"), std::string_view("+-")}) {
        if (token.size() > sign.size() && token.starts_with(sign)) {
            std::string_view number = token.substr(sign.size());
            if (number.ends_with('%')) {
                number.remove_suffix(1);
            }
            const auto leading = read_leading(number);
            if (!leading || !leading->rest.empty()) {
                return std::nullopt;
            }
            cell.kind = CellKind::spread;
            cell.value = leading->value;
            cell.decimals = leading->decimals;
            return cell;
        }
    }
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
    // Room for a usual row's tokens at once, and for its cells once the first is found:
    // grown from empty, the two vectors took five allocations for a row of three tokens.
    constexpr std::size_t kUsualTokens = 16;
    std::vector<std::string_view> tokens;
    tokens.reserve(kUsualTokens);
    scan::split_tokens(text, tokens);
    Row row;
    row.note = take_trailing_note(tokens);
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
        if (row.cells.empty()) {
            row.cells.reserve(end);  // at most every token up to this one is a cell
        }
        row.cells.push_back(std::move(*cell));  // right to left; reversed below
        end = first;
    }
    std::reverse(row.cells.begin(), row.cells.end());
    if (end == 0 && !row.cells.empty()) {
        // Every token read as a cell: the first one names the case.
        row.key = std::string(tokens.front());
        row.cells.erase(row.cells.begin());
        return row;
    }
    if (end > 0) {
        // The key runs to the end of its last token: blanks inside it are kept.
        const std::size_t stop =
            static_cast<std::size_t>(tokens[end - 1].data() + tokens[end - 1].size() - text.data());
        row.key = std::string(scan::trim(text.substr(0, stop)));
    }
    return row;
}

std::size_t value_count(const Row& row) {
    return static_cast<std::size_t>(
        std::count_if(row.cells.begin(), row.cells.end(), [](const Cell& cell) {
            return cell.kind == CellKind::value || cell.kind == CellKind::missing;
        }));
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

}  // namespace benchcmp::table_cells
