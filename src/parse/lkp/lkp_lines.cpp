#include "parse/lkp/lkp_lines.hpp"

#include <array>
#include <utility>

#include "parse/common/text_scan.hpp"

namespace benchcmp::lkp {

namespace {

// The spellings of `±` a report reaches a reader in, longest first: UTF-8 decoded twice
// (`Â±`), UTF-8, `ą` (the byte read as ISO-8859-2 and re-encoded), the kvack archive's `A+-`.
// Quoted-printable escapes of both that the post reader left encoded (the rest of the post was
// not quoted-printable) count too.
constexpr std::array<std::string_view, 7> kPlusMinusSpellings{
    "\xC3\x82\xC2\xB1", "\xC2\xB1", "\xC4\x85", "=C2=B1", "=C4=85", "=B1", "A+-"};

int decimals_of(std::string_view text) {
    if (text.find_first_of("eE") != std::string_view::npos) {
        return -1;
    }
    const std::size_t dot = text.find('.');
    return dot == std::string_view::npos ? 0 : static_cast<int>(text.size() - dot - 1);
}

std::optional<double> number(std::string_view token) {
    const scan::Number read = scan::parse_number(token);
    if (read.status != scan::NumberStatus::ok) {
        return std::nullopt;
    }
    return read.value;
}

// `24%` after a `±`: the robot prints the relative stddev as a whole percent.
std::optional<int> stddev_pct(std::string_view token) {
    if (token.size() < 2 || token.back() != '%') {
        return std::nullopt;
    }
    const std::optional<std::int64_t> value =
        scan::parse_integer(token.substr(0, token.size() - 1));
    if (!value || *value < 0 || *value > 1000000) {
        return std::nullopt;
    }
    return static_cast<int>(*value);
}

std::optional<Change> change_of(std::string_view token, bool value_follows) {
    if (token.size() >= 2 && token.back() == '%') {
        const std::string_view digits = token.substr(0, token.size() - 1);
        if (const std::optional<double> value = number(digits)) {
            return Change{*value, true, decimals_of(digits)};
        }
        return std::nullopt;
    }
    // An absolute change is always signed (`%+.1f`), and a value follows it.
    if (value_follows && (token.starts_with('+') || token.starts_with('-'))) {
        if (const std::optional<double> value = number(token)) {
            return Change{*value, false, decimals_of(token)};
        }
    }
    return std::nullopt;
}

bool metric_name(std::string_view token) {
    for (const char c : token) {
        if (scan::is_letter(c)) {
            return true;
        }
    }
    return false;
}

}  // namespace

std::string normalize(std::string_view line) {
    line = scan::strip_quote(line);
    std::string out;
    out.reserve(line.size() + 8);
    for (std::size_t at = 0; at < line.size();) {
        bool replaced = false;
        for (const std::string_view spelling : kPlusMinusSpellings) {
            if (line.substr(at).starts_with(spelling)) {
                out += ' ';
                out += kPlusMinus;
                out += ' ';
                at += spelling.size();
                replaced = true;
                break;
            }
        }
        if (replaced) {
            continue;
        }
        const char c = line[at];
        // A lone ISO-8859-1 `±` byte, or `+-` standing alone before the percentage.
        const bool latin1 = static_cast<unsigned char>(c) == 0xB1;
        const bool ascii =
            c == '+' && at + 1 < line.size() && line[at + 1] == '-' &&
            (at == 0 || scan::is_blank(line[at - 1])) &&
            (at + 2 == line.size() || scan::is_blank(line[at + 2]) || scan::is_digit(line[at + 2]));
        if (latin1 || ascii) {
            out += ' ';
            out += kPlusMinus;
            out += ' ';
            at += latin1 ? 1 : 2;
            continue;
        }
        out += c;
        ++at;
    }
    return out;
}

RowStatus read_row(const std::vector<std::string_view>& tokens, Row& row) {
    row = Row{};
    std::size_t i = 0;
    const auto read_cell = [&]() -> RowStatus {
        const std::optional<double> mean = i < tokens.size() ? number(tokens[i]) : std::nullopt;
        if (!mean) {
            return RowStatus::not_row;
        }
        Cell cell{*mean, std::nullopt, decimals_of(tokens[i])};
        ++i;
        if (i < tokens.size() && tokens[i] == kPlusMinus) {
            ++i;
            if (i == tokens.size()) {
                row.cells.push_back(cell);
                return RowStatus::partial;
            }
            cell.stddev_pct = stddev_pct(tokens[i]);
            if (!cell.stddev_pct) {
                return RowStatus::not_row;
            }
            ++i;
        }
        row.cells.push_back(cell);
        return RowStatus::row;
    };
    if (tokens.empty() || read_cell() == RowStatus::not_row) {
        return RowStatus::not_row;
    }
    while (true) {
        if (i == tokens.size()) {
            return RowStatus::partial;
        }
        const bool value_follows = i + 1 < tokens.size() && number(tokens[i + 1]).has_value();
        if (const std::optional<Change> change = change_of(tokens[i], value_follows)) {
            ++i;
            if (i == tokens.size()) {
                row.changes.push_back(*change);
                return RowStatus::partial;
            }
            row.changes.push_back(*change);
            const RowStatus cell = read_cell();
            if (cell != RowStatus::row) {
                return cell;
            }
            continue;
        }
        if (i + 1 == tokens.size() && metric_name(tokens[i]) && !row.changes.empty() &&
            tokens[i] != kPlusMinus) {
            row.name = std::string(tokens[i]);
            return RowStatus::row;
        }
        return RowStatus::not_row;
    }
}

std::size_t header_columns(const std::vector<std::string_view>& tokens) {
    if (tokens.empty() || tokens.front() != "%stddev") {
        return 0;
    }
    std::size_t columns = 1;
    for (std::size_t i = 1; i < tokens.size(); i += 2) {
        if (tokens[i] != "%change" && tokens[i] != "change") {
            return 0;
        }
        if (i + 1 == tokens.size()) {
            return columns + 1;  // wrapped after `%change`: its `%stddev` follows
        }
        if (tokens[i + 1] != "%stddev") {
            return 0;
        }
        ++columns;
    }
    return columns;
}

bool header_continuation(const std::vector<std::string_view>& tokens) {
    if (tokens.empty()) {
        return false;
    }
    for (const std::string_view token : tokens) {
        if (token != "%stddev" && token != "%change" && token != "change") {
            return false;
        }
    }
    return true;
}

bool marker_line(const std::vector<std::string_view>& tokens) {
    if (tokens.empty()) {
        return false;
    }
    for (const std::string_view token : tokens) {
        if (token != "\\" && token != "|") {
            return false;
        }
    }
    return true;
}

bool rule_line(const std::vector<std::string_view>& tokens) {
    if (tokens.empty()) {
        return false;
    }
    for (const std::string_view token : tokens) {
        if (token.size() < 4 || token.find_first_not_of('-') != std::string_view::npos) {
            return false;
        }
    }
    return true;
}

bool id_token(std::string_view token) {
    if (token.empty() || token.size() > 64) {
        return false;
    }
    bool hex = token.size() >= 7;
    for (const char c : token) {
        hex = hex && (scan::is_digit(c) || (c >= 'a' && c <= 'f'));
    }
    if (hex) {
        return true;
    }
    // A tag: v5.19-rc6, v6.8-rc1, next-20240101; a version starts with `v` and a digit.
    if (token.size() >= 2 && token[0] == 'v' && scan::is_digit(token[1])) {
        return token.find_first_not_of("0123456789.-rcv") == std::string_view::npos ||
               token.find_first_of(" \t") == std::string_view::npos;
    }
    return false;
}

std::vector<std::string_view> case_keys(std::string_view line) {
    line = scan::trim(line);
    if (line.size() < 3 || line.back() != ':' || line.find('/') == std::string_view::npos) {
        return {};
    }
    line.remove_suffix(1);
    std::vector<std::string_view> keys;
    for (std::size_t from = 0; from <= line.size();) {
        const std::size_t slash = std::min(line.find('/', from), line.size());
        const std::string_view key = line.substr(from, slash - from);
        if (key.empty()) {
            return {};
        }
        for (const char c : key) {
            if (!scan::is_letter_or_digit(c) && c != '_' && c != '-') {
                return {};
            }
        }
        keys.push_back(key);
        from = slash + 1;
    }
    return keys.size() >= 2 ? keys : std::vector<std::string_view>{};
}

std::optional<Headline> read_headline(std::string_view line) {
    for (const bool regression : {true, false}) {
        const std::string_view word = regression ? "% regression" : "% improvement";
        const std::size_t at = line.find(word);
        if (at == std::string_view::npos) {
            continue;
        }
        std::size_t start = at;
        while (start > 0 && (scan::is_digit(line[start - 1]) || line[start - 1] == '.' ||
                             line[start - 1] == '-' || line[start - 1] == '+')) {
            --start;
        }
        Headline headline;
        headline.regression = regression;
        const std::string_view pct = line.substr(start, at - start);
        if (pct.starts_with('-') || pct.starts_with('+')) {
            headline.pct = number(pct);
        }
        std::string_view rest = line.substr(at + word.size());
        if (rest.starts_with(" of ")) {
            rest.remove_prefix(4);
            headline.metric = std::string(rest.substr(0, rest.find_first_of(" \t")));
        } else {
            // The subject's form: `[xfs] 490d451fa5: aim7.jobs-per-min -6.3% regression`.
            std::string_view before = scan::trim(line.substr(0, start));
            const std::size_t blank = before.find_last_of(" \t");
            headline.metric =
                std::string(blank == std::string_view::npos ? before : before.substr(blank + 1));
        }
        while (!headline.metric.empty() &&
               (headline.metric.back() == ':' || headline.metric.back() == ',')) {
            headline.metric.pop_back();
        }
        if (headline.metric.find('.') == std::string::npos) {
            return std::nullopt;
        }
        return headline;
    }
    return std::nullopt;
}

}  // namespace benchcmp::lkp
