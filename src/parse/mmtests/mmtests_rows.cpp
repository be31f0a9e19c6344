// Cells and rows of mmtests compare-kernels tables: the grammar of one row, read from tokens.
#include "parse/mmtests/mmtests_rows.hpp"

#include <algorithm>
#include <array>

#include "parse/common/text_scan.hpp"

namespace benchcmp::mmtests {

namespace {

// vmstat operation names run to three or four words ("NUMA alloc hit"); a longer stretch of
// words before the first cell is prose that happens to start with a statistic name.
constexpr std::size_t kMaxOpTokens = 6;

enum class ValueKind { number, not_finite, placeholder, none };

ValueKind value_kind(std::string_view token) {
    switch (scan::parse_number(token).status) {
        case scan::NumberStatus::ok:
        case scan::NumberStatus::out_of_range:
            return ValueKind::number;
        case scan::NumberStatus::not_finite:
            return ValueKind::not_finite;
        case scan::NumberStatus::invalid:
            break;
    }
    // What posters type into a cell they have no value for.
    static constexpr std::array<std::string_view, 4> kPlaceholders{"n/a", "N/A", "na", "NA"};
    return std::find(kPlaceholders.begin(), kPlaceholders.end(), token) != kPlaceholders.end()
               ? ValueKind::placeholder
               : ValueKind::none;
}

bool is_stat_pattern(std::string_view token) {
    if (token.empty() ||
        !((token[0] >= 'A' && token[0] <= 'Z') || (token[0] >= 'a' && token[0] <= 'z'))) {
        return false;
    }
    return std::all_of(token.begin(), token.end(), [](char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || scan::is_digit(c) || c == '_' ||
               c == '.' || c == '-';
    });
}

// The comparison printed after a value: `(  x.xx%)` or `*  x.xx%*` as one token or two
// (`(` / `*` alone when the percentage is padded), `(-144.19%)` when %7.2f fills the field.
struct Gain {
    std::optional<double> pct;  // absent for `nan%`
    bool significant = false;
    std::size_t consumed = 0;
};

std::optional<Gain> read_gain(const std::vector<Token>& tokens, std::size_t k, std::size_t limit) {
    if (k >= limit) {
        return std::nullopt;
    }
    const std::string_view first = tokens[k].text;
    Gain gain;
    std::string_view body;
    char open = 0;
    if (first == "(" || first == "*") {
        if (k + 1 >= limit) {
            return std::nullopt;
        }
        open = first[0];
        body = tokens[k + 1].text;
        gain.consumed = 2;
    } else if (first.size() > 1 && (first[0] == '(' || first[0] == '*')) {
        open = first[0];
        body = first.substr(1);
        gain.consumed = 1;
    } else {
        return std::nullopt;
    }
    const char close = open == '(' ? ')' : '*';
    if (body.size() < 3 || body.back() != close || body[body.size() - 2] != '%') {
        return std::nullopt;
    }
    const scan::Number number = scan::parse_number(body.substr(0, body.size() - 2));
    if (number.status == scan::NumberStatus::ok) {
        gain.pct = number.value;
    } else if (number.status != scan::NumberStatus::not_finite) {
        return std::nullopt;
    }
    gain.significant = open == '*';
    return gain;
}

// The cell at tokens[k]: a value, then (in rows with percentages) its gain. A placeholder such
// as `n/a` may stand without a gain, so that one missing value does not shift the others.
std::optional<std::pair<Cell, std::size_t>> read_cell(const std::vector<Token>& tokens,
                                                      std::size_t k, std::size_t limit,
                                                      bool with_gain) {
    if (k >= limit) {
        return std::nullopt;
    }
    const ValueKind kind = value_kind(tokens[k].text);
    if (kind == ValueKind::none) {
        return std::nullopt;
    }
    Cell cell{tokens[k].text, std::nullopt, false};
    if (!with_gain) {
        return std::pair{cell, std::size_t{1}};
    }
    if (const auto gain = read_gain(tokens, k + 1, limit)) {
        cell.gain_pct = gain->pct;
        cell.significant = gain->significant;
        return std::pair{cell, 1 + gain->consumed};
    }
    if (kind == ValueKind::placeholder) {
        return std::pair{cell, std::size_t{1}};
    }
    return std::nullopt;
}

// Reads cells from k until one does not parse; returns the index after the last cell. A row
// that owns its line and stops before the line's end records the token that stopped it.
std::size_t read_cells(const std::vector<Token>& tokens, std::size_t k, bool with_gain,
                       TableRow& row) {
    std::size_t limit = tokens[row.first].line_end;
    for (;;) {
        auto cell = read_cell(tokens, k, limit, with_gain);
        // A mailer that wraps long lines moves the rest of a row, even half a cell, to the
        // next line: read on when a cell with a gain continues there, which nothing else in
        // these tables does.
        if (!cell && with_gain && limit < tokens.size() && tokens[limit].line_start) {
            const auto joined = read_cell(tokens, k, tokens[limit].line_end, true);
            if (joined && joined->second > 1 && k + joined->second > limit) {
                limit = tokens[limit].line_end;
                cell = joined;
            }
        }
        if (!cell) {
            break;
        }
        row.cells.push_back(cell->first);
        k += cell->second;
    }
    if (tokens[row.first].line_start && k < limit && !is_known_stat(tokens[k].text)) {
        row.unreadable = tokens[k].text;
        return limit;
    }
    return k;
}

}  // namespace

std::string join_tokens(const std::vector<Token>& tokens, std::size_t begin, std::size_t end) {
    std::string text;
    for (std::size_t k = begin; k < end; ++k) {
        if (!text.empty()) {
            text += ' ';
        }
        text += tokens[k].text;
    }
    return text;
}

bool may_hold_row(std::string_view line) {
    return line.find('%') != std::string_view::npos ||
           line.find("Duration") != std::string_view::npos ||
           line.find("Ops") != std::string_view::npos;
}

namespace {

void append_tokens(const scan::Line& line, std::vector<Token>& tokens) {
    const std::string_view body = scan::strip_quote(line.text);
    const std::size_t line_begin = tokens.size();
    std::size_t pos = 0;
    while (pos < body.size()) {
        while (pos < body.size() && scan::is_blank(body[pos])) {
            ++pos;
        }
        const std::size_t start = pos;
        while (pos < body.size() && !scan::is_blank(body[pos])) {
            ++pos;
        }
        if (pos > start) {
            tokens.push_back(Token{body.substr(start, pos - start), line.number,
                                   tokens.size() == line_begin, pos, 0});
        }
    }
    for (std::size_t k = line_begin; k < tokens.size(); ++k) {
        tokens[k].line_end = tokens.size();
    }
}

}  // namespace

std::vector<Token> tokenize(std::string_view text, bool (*keep)(std::string_view line)) {
    std::vector<Token> tokens;
    scan::LineReader reader(text);
    for (scan::Line line; reader.next(line);) {
        if (keep == nullptr || keep(line.text)) {
            append_tokens(line, tokens);
        }
    }
    return tokens;
}

std::vector<Token> tokenize(std::span<const scan::Line> lines,
                            bool (*keep)(std::string_view line)) {
    std::vector<Token> tokens;
    for (const scan::Line& line : lines) {
        if (keep == nullptr || keep(line.text)) {
            append_tokens(line, tokens);
        }
    }
    return tokens;
}

bool is_known_stat(std::string_view token) {
    static constexpr std::array<std::string_view, 15> kNames{
        "Min",      "Max",       "Amean",     "Hmean",     "Gmean",
        "Stddev",   "HStddev",   "CoeffVar",  "HCoeffVar", "Ops",
        "Duration", "1st-qrtle", "2nd-qrtle", "3rd-qrtle", "Significant"};
    if (std::find(kNames.begin(), kNames.end(), token) != kNames.end()) {
        return true;
    }
    // Numbered statistics in every spelling Stat.pm has used: BAmean-95, BAmean.95,
    // BHmean-50, Pctile.99, Pct.90, Max-90.
    static constexpr std::array<std::string_view, 7> kPrefixes{
        "BAmean-", "BAmean.", "BHmean-", "BHmean.", "Pctile.", "Pct.", "Max-"};
    for (const std::string_view prefix : kPrefixes) {
        if (token.size() > prefix.size() && token.starts_with(prefix) &&
            scan::parse_number(token.substr(prefix.size())).status == scan::NumberStatus::ok) {
            return true;
        }
    }
    return false;
}

std::optional<TableRow> read_row(const std::vector<Token>& tokens, std::size_t i) {
    const Token& head = tokens[i];
    if (!is_known_stat(head.text) && !(head.line_start && is_stat_pattern(head.text))) {
        return std::nullopt;
    }
    const std::size_t limit = head.line_end;
    TableRow row;
    row.stat = head.text;
    row.line = head.line;
    row.first = i;
    // A row with percentages: the operation is every token before the first value that a
    // gain follows (operation names may hold blanks, so they are found from the cells).
    for (std::size_t j = i + 2; j < limit && j <= i + 1 + kMaxOpTokens; ++j) {
        if (tokens[j - 1].text.find('%') != std::string_view::npos) {
            break;
        }
        const auto cell = read_cell(tokens, j, limit, true);
        if (cell && cell->second > 1) {
            row.op = join_tokens(tokens, i + 1, j);
            // compare-kernels pads its operation names with blanks, never with a colon: a
            // `name: value (x%)` line is another tool's (pgbench's `number of failed
            // transactions: 0 (0.000%)`).
            if (row.op.ends_with(':')) {
                return std::nullopt;
            }
            row.has_gains = true;
            row.end = read_cells(tokens, j, true, row);
            return row;
        }
    }
    // Monitor rows (`Duration User  25810.02  25158.93`, `Ops NUMA alloc hit ...`) print
    // values only: the operation is the words before the first value.
    if (head.text != "Duration" && head.text != "Ops") {
        return std::nullopt;
    }
    std::size_t j = i + 1;
    while (j < limit && j <= i + kMaxOpTokens && value_kind(tokens[j].text) == ValueKind::none) {
        ++j;
    }
    if (j == i + 1 || j >= limit || value_kind(tokens[j].text) == ValueKind::none) {
        return std::nullopt;
    }
    row.op = join_tokens(tokens, i + 1, j);
    row.end = read_cells(tokens, j, false, row);
    return row;
}

}  // namespace benchcmp::mmtests
