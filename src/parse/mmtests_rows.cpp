#include "parse/mmtests_rows.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <map>

#include "parse/text_scan.hpp"

namespace benchcmp::mmtests {

namespace {

// vmstat operation names run to three or four words ("NUMA alloc hit"); a longer stretch of
// words before the first cell is prose that happens to start with a statistic name.
constexpr std::size_t kMaxOpTokens = 6;

// A title is a short line ("dbench4 Latency", "hackbench-process-pipes"); more words are prose.
constexpr std::size_t kMaxTitleTokens = 5;

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

bool is_rule(std::string_view token) {
    return token.size() >= 3 && (token.find_first_not_of('=') == std::string_view::npos ||
                                 token.find_first_not_of('-') == std::string_view::npos);
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

// mmtests splits a run name at its first '-' (after `-rcN`) over the two header lines; a name
// without '-' prints as the name minus its last character above the whole name.
std::string join_name(std::string_view upper, std::string_view lower) {
    if (upper.empty()) {
        return std::string(lower);
    }
    if (lower.size() == upper.size() + 1 && lower.starts_with(upper)) {
        return std::string(lower);
    }
    return fmt::format("{}-{}", upper, lower);
}

// A line of the preamble: a token range on one input line.
struct Span {
    std::size_t begin = 0;
    std::size_t end = 0;
    std::size_t size() const { return end - begin; }
};

std::vector<Span> lines_of(const std::vector<Token>& tokens, std::size_t begin, std::size_t end) {
    std::vector<Span> lines;
    for (std::size_t k = begin; k < end; ++k) {
        if (lines.empty() || tokens[k].line != tokens[lines.back().begin].line) {
            lines.push_back(Span{k, k});
        }
        lines.back().end = k + 1;
    }
    return lines;
}

// A title from the words of one line: up to the first rule (`=====`) or URL, short.
std::string title_from(const std::vector<Token>& tokens, Span span) {
    std::size_t end = span.begin;
    while (end < span.end && !is_rule(tokens[end].text) &&
           tokens[end].text.find("://") == std::string_view::npos) {
        ++end;
    }
    if (end == span.begin || end - span.begin > kMaxTitleTokens) {
        return "";
    }
    std::string title = join_tokens(tokens, span.begin, end);
    while (!title.empty() && title.back() == ':') {
        title.pop_back();
    }
    return title;
}

// The title above lines[0 .. before): the nearest line that is not a rule.
std::string title_above(const std::vector<Token>& tokens, const std::vector<Span>& lines,
                        std::size_t before) {
    while (before > 0) {
        const Span span = lines[--before];
        const bool rule_only = std::all_of(tokens.begin() + static_cast<std::ptrdiff_t>(span.begin),
                                           tokens.begin() + static_cast<std::ptrdiff_t>(span.end),
                                           [](const Token& token) { return is_rule(token.text); });
        if (!rule_only) {
            return title_from(tokens, span);
        }
    }
    return "";
}

// Names and title of a table whose rows start their lines: the two header lines are the
// nearest lines above the first row; line 1's cells sit right-aligned over line 2's.
bool read_aligned_header(const std::vector<Token>& tokens, const std::vector<Span>& lines,
                         Table& table) {
    if (lines.empty() || lines.back().size() != table.columns) {
        return false;
    }
    const Span lower = lines.back();
    std::vector<std::string_view> upper(table.columns);
    std::size_t title_before = lines.size() - 1;
    if (lines.size() >= 2) {
        const Span candidate = lines[lines.size() - 2];
        bool paired = false;
        for (std::size_t k = candidate.begin; k < candidate.end; ++k) {
            for (std::size_t c = 0; c < table.columns; ++c) {
                if (tokens[lower.begin + c].end_column == tokens[k].end_column) {
                    upper[c] = tokens[k].text;
                    paired = true;
                }
            }
        }
        if (!paired && candidate.size() == table.columns) {
            // Not aligned (re-indented by hand): still two header lines of one cell per run
            // when the first looks like kernel versions, as it always starts with a digit.
            paired = std::all_of(tokens.begin() + static_cast<std::ptrdiff_t>(candidate.begin),
                                 tokens.begin() + static_cast<std::ptrdiff_t>(candidate.end),
                                 [](const Token& token) { return scan::is_digit(token.text[0]); });
            for (std::size_t c = 0; paired && c < table.columns; ++c) {
                upper[c] = tokens[candidate.begin + c].text;
            }
        }
        if (paired) {
            title_before = lines.size() - 2;
        }
    }
    for (std::size_t c = 0; c < table.columns; ++c) {
        table.names.push_back(join_name(upper[c], tokens[lower.begin + c].text));
    }
    table.title = title_above(tokens, lines, title_before);
    return true;
}

// Names and title of a table whose header lines a mailer wrapped: the adjacent lines right
// above the rows (no blank line between them) that hold 2 x runs tokens in all are header
// line 1's cells then line 2's; runs tokens are line 2's alone. The line above is the title.
bool read_wrapped_header(const std::vector<Token>& tokens, const std::vector<Span>& lines,
                         Table& table) {
    const std::size_t runs = table.columns;
    std::size_t count = 0;
    std::optional<std::size_t> lower_only;  // block start when runs tokens were found
    for (std::size_t b = lines.size(); b > 0; --b) {
        if (b < lines.size() &&
            tokens[lines[b - 1].begin].line + 1 != tokens[lines[b].begin].line) {
            break;
        }
        count += lines[b - 1].size();
        if (count == runs) {
            lower_only = b - 1;
        }
        if (count >= 2 * runs) {
            if (count > 2 * runs) {
                break;
            }
            const std::size_t begin = lines[b - 1].begin;
            for (std::size_t c = 0; c < runs; ++c) {
                table.names.push_back(
                    join_name(tokens[begin + c].text, tokens[begin + runs + c].text));
            }
            table.title = title_above(tokens, lines, b - 1);
            return true;
        }
    }
    if (!lower_only) {
        return false;
    }
    const std::size_t begin = lines[*lower_only].begin;
    for (std::size_t c = 0; c < runs; ++c) {
        table.names.push_back(std::string(tokens[begin + c].text));
    }
    table.title = title_above(tokens, lines, *lower_only);
    return true;
}

// Names and title of a collapsed table: the 2 x runs tokens before the first row on its line
// are header line 1 then header line 2; what precedes them on that line is the title.
bool read_collapsed_header(const std::vector<Token>& tokens, const std::vector<Span>& lines,
                           Table& table) {
    if (lines.empty()) {
        return false;
    }
    const Span same_line = lines.back();
    const std::size_t runs = table.columns;
    std::size_t header_tokens = 0;
    if (same_line.size() >= 2 * runs) {
        header_tokens = 2 * runs;
    } else if (same_line.size() >= runs) {
        header_tokens = runs;  // the poster dropped header line 1
    } else {
        return false;
    }
    const std::size_t lower = same_line.end - runs;
    for (std::size_t c = 0; c < runs; ++c) {
        const std::string_view upper =
            header_tokens == 2 * runs ? tokens[lower - runs + c].text : std::string_view{};
        table.names.push_back(join_name(upper, tokens[lower + c].text));
    }
    const Span before{same_line.begin, same_line.end - header_tokens};
    table.title = before.size() > 0 ? title_from(tokens, before)
                                    : title_above(tokens, lines, lines.size() - 1);
    return true;
}

// The cell count most rows agree on; a tie goes to the larger count, since a cell is more
// easily lost than invented.
std::size_t common_columns(const std::vector<TableRow>& rows) {
    std::map<std::size_t, std::size_t> votes;
    for (const TableRow& row : rows) {
        if (row.unreadable.empty() && !row.cells.empty()) {
            ++votes[row.cells.size()];
        }
    }
    std::size_t best = 0;
    std::size_t best_votes = 0;
    for (const auto& [count, seen] : votes) {
        if (seen >= best_votes) {
            best = count;
            best_votes = seen;
        }
    }
    return best;
}

void finish_table(const std::vector<Token>& tokens, std::size_t preamble_begin,
                  std::vector<TableRow> rows, std::vector<Table>& tables, Run& sink) {
    Table table;
    table.columns = common_columns(rows);
    table.line = rows.front().line;
    if (table.columns == 0) {
        for (const TableRow& row : rows) {
            sink.diagnose(Level::warning, row.line,
                          fmt::format("{} {}: cannot read '{}' as a cell; row skipped", row.stat,
                                      row.op, scan::excerpt(row.unreadable)));
        }
        return;
    }
    for (TableRow& row : rows) {
        if (!row.unreadable.empty()) {
            sink.diagnose(Level::warning, row.line,
                          fmt::format("{} {}: cannot read '{}' as a cell; row skipped", row.stat,
                                      row.op, scan::excerpt(row.unreadable)));
        } else if (row.cells.size() != table.columns) {
            // Tokens carry no column position, so a missing cell cannot be placed.
            sink.diagnose(Level::warning, row.line,
                          fmt::format("{} {}: {} cell{} where the table has {} runs; row skipped",
                                      row.stat, row.op, row.cells.size(),
                                      row.cells.size() == 1 ? "" : "s", table.columns));
        } else {
            table.rows.push_back(std::move(row));
        }
    }
    if (table.rows.empty()) {
        return;
    }
    table.monitor = std::none_of(table.rows.begin(), table.rows.end(),
                                 [](const TableRow& row) { return row.has_gains; });
    const std::size_t first = table.rows.front().first;
    const std::vector<Span> lines = lines_of(tokens, preamble_begin, first);
    bool read = tokens[first].line_start ? read_aligned_header(tokens, lines, table)
                                         : read_collapsed_header(tokens, lines, table);
    if (!read && tokens[first].line_start && !lines.empty() &&
        lines.back().size() == 2 * table.columns) {
        // Aligned rows under both header lines joined onto one (a re-wrapped paste).
        read = read_collapsed_header(tokens, lines, table);
    }
    if (!read && tokens[first].line_start) {
        read = read_wrapped_header(tokens, lines, table);
    }
    if (!read) {
        table.names.clear();
        if (!tables.empty() && tables.back().columns == table.columns) {
            // Monitor tables print run names only FieldLength wide, so long names run
            // together; the table above names the same kernels.
            table.names = tables.back().names;
            sink.diagnose(Level::note, table.line,
                          fmt::format("cannot split the run names above this table into {} "
                                      "columns; using those of the table above",
                                      table.columns));
        } else {
            for (std::size_t c = 0; c < table.columns; ++c) {
                table.names.push_back(fmt::format("column {}", c + 1));
            }
            sink.diagnose(Level::warning, table.line,
                          fmt::format("no header of {} run names above this table; columns "
                                      "are named 'column 1' to 'column {}'",
                                      table.columns, table.columns));
        }
    }
    tables.push_back(std::move(table));
}

}  // namespace

std::vector<Token> tokenize(std::string_view text) {
    std::vector<Token> tokens;
    scan::LineReader reader(text);
    for (scan::Line line; reader.next(line);) {
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

std::vector<Table> read_tables(const std::vector<Token>& tokens, Run& sink) {
    std::vector<Table> tables;
    std::vector<TableRow> rows;  // of the table being read
    std::size_t preamble_begin = 0;
    std::size_t after_rows = 0;  // index after the last row read
    bool open = false;           // nothing but rows since the table's first row
    for (std::size_t i = 0; i < tokens.size();) {
        if (auto row = read_row(tokens, i)) {
            if (!open && !rows.empty()) {
                finish_table(tokens, preamble_begin, std::move(rows), tables, sink);
                rows.clear();
                preamble_begin = after_rows;
            }
            open = true;
            i = row->end;
            after_rows = i;
            rows.push_back(std::move(*row));
            continue;
        }
        if (open && tokens[i].line_start && is_known_stat(tokens[i].text)) {
            // A broken row inside a table: say so and keep the table going.
            const std::size_t end = tokens[i].line_end;
            sink.diagnose(Level::warning, tokens[i].line,
                          fmt::format("'{}' starts like an mmtests row but has no cells; skipped",
                                      scan::excerpt(join_tokens(tokens, i, end))));
            i = end;
            after_rows = i;
            continue;
        }
        open = false;
        ++i;
    }
    if (!rows.empty()) {
        finish_table(tokens, preamble_begin, std::move(rows), tables, sink);
    }
    return tables;
}

}  // namespace benchcmp::mmtests
