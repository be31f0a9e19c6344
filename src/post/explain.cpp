// What the post reader says when nothing can be read: where the closest block of the format
// starts and which result line it lacks, or the table of words no reader takes values from.
#include "post/explain.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <string_view>
#include <utility>

#include "benchcmp/diagnostics.hpp"

namespace benchcmp::post {
namespace {

// The first line of the text unit that parser is surest of: where the closest candidate
// block of its format starts; nullopt when it sniffs none of them.
std::optional<int> closest_block(const Parser& parser, const std::vector<PostLine>& lines,
                                 const std::vector<Unit>& units) {
    std::optional<int> line;
    double best = 0.0;
    for (const Unit& unit : units) {
        if (unit.kind != UnitKind::text || unit.last >= lines.size()) {
            continue;
        }
        const double score = parser.sniff(join_lines(lines, unit.first, unit.last));
        if (score > best) {
            best = score;
            line = lines[unit.first].line;
        }
    }
    return line;
}

}  // namespace

std::string nothing_read(const std::string& path, const Parser& parser,
                         const std::vector<PostLine>& lines, const std::vector<Unit>& units) {
    const std::optional<int> line = closest_block(parser, lines, units);
    if (!line) {
        return fmt::format("{}: no {} results found", path, parser.name());
    }
    std::string result = parser.run_line("");
    while (!result.empty() && result.back() == ' ') {
        result.pop_back();
    }
    if (result.empty()) {
        return fmt::format("{}:{}: no {} results found in the text read as {} from this line on",
                           path, *line, parser.name(), parser.name());
    }
    return fmt::format("{}:{}: no {} results found: {} output starts here but has no '{}' line",
                       path, *line, parser.name(), parser.name(), result);
}

namespace {

// A line's cells as a hand-made table prints them: split at TABs and runs of 2+ blanks.
std::vector<std::string_view> table_cells(std::string_view text) {
    std::vector<std::string_view> cells;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) {
            ++i;
        }
        const std::size_t begin = i;
        while (i < text.size() && text[i] != '\t' &&
               !(text[i] == ' ' && i + 1 < text.size() && text[i + 1] == ' ')) {
            ++i;
        }
        if (i > begin) {
            cells.push_back(text.substr(begin, i - begin));
        }
    }
    return cells;
}

bool has_digit(std::string_view text) {
    return std::any_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// The number of cells of a line that can be a table row: two or more, each short and none
// ending a sentence (prose with two blanks after a full stop is no row); 0 for any other.
std::size_t row_columns(std::string_view text) {
    constexpr std::size_t kMaxCell = 32;
    const std::vector<std::string_view> cells = table_cells(text);
    const bool short_cells = std::all_of(cells.begin(), cells.end(), [](std::string_view cell) {
        return cell.size() <= kMaxCell &&
               std::string_view(".,;!?").find(cell.back()) == std::string_view::npos;
    });
    return cells.size() >= 2 && short_cells ? cells.size() : 0;
}

// Where a post holds a table none of whose rows has a number (`Kernel  Time  CPU%` over rows
// of words): the closest candidate when no format recognises the text, since no reader can
// take values from it. Its first line and its column count; nullopt when there is none.
std::optional<std::pair<int, std::size_t>> numberless_table(const std::vector<PostLine>& lines) {
    for (std::size_t i = 0; i + 1 < lines.size(); ++i) {
        const std::size_t columns = row_columns(lines[i].text);
        std::size_t rows = 0;
        bool digits = false;
        for (std::size_t j = i;
             j < lines.size() && columns > 0 && row_columns(lines[j].text) == columns; ++j) {
            ++rows;
            digits = digits || has_digit(lines[j].text);
        }
        if (rows >= 2 && !digits) {
            return std::pair{lines[i].line, columns};
        }
        i += rows > 0 ? rows - 1 : 0;
    }
    return std::nullopt;
}

}  // namespace

const Parser& detect_or_explain(const InputText& text, const std::vector<int>& original_line) {
    if (const Parser* parser = recognise_format(text)) {
        return *parser;
    }
    const auto table = numberless_table(split_post_lines(text.content, original_line));
    if (!table) {
        return detect_format(text);  // throws its own error: an empty input, or no format sure
    }
    throw Error(fmt::format(
        "{}:{}: cannot tell the input format: a table of {} columns starts here, but no row "
        "has a number{}",
        text.path, table->first, table->second, name_the_format()));
}

}  // namespace benchcmp::post
