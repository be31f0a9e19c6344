// Tables of mmtests compare-kernels output: rows grouped into tables, the run names from the
// header lines above them (aligned, wrapped by a mailer, or collapsed onto one line with the
// rows) and the title. The row and cell grammar is in mmtests_rows.cpp.
#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "parse/common/text_scan.hpp"
#include "parse/mmtests/mmtests_rows.hpp"

namespace benchcmp::mmtests {

namespace {

// A title is a short line ("dbench4 Latency", "hackbench-process-pipes"); more words are prose.
constexpr std::size_t kMaxTitleTokens = 5;

bool is_rule(std::string_view token) {
    return token.size() >= 3 && (token.find_first_not_of('=') == std::string_view::npos ||
                                 token.find_first_not_of('-') == std::string_view::npos);
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
                  std::vector<TableRow> rows, std::vector<Table>& tables, DiagnosticSink& sink) {
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

std::vector<Table> read_tables(const std::vector<Token>& tokens, DiagnosticSink& sink) {
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
