#include "parse/lmbench/lmbench_summary.hpp"

#include <algorithm>
#include <utility>

#include "parse/common/text_scan.hpp"

namespace benchcmp::lmbench {

namespace {

// `----- ---- ------`: three or more groups of dashes apart by single blanks, the columns'
// places.
std::vector<std::pair<std::size_t, std::size_t>> rule_groups(std::string_view line) {
    std::vector<std::pair<std::size_t, std::size_t>> groups;
    std::size_t at = 0;
    while (at < line.size()) {
        if (scan::is_blank(line[at])) {
            ++at;
            continue;
        }
        if (line[at] != '-') {
            return {};
        }
        const std::size_t begin = at;
        while (at < line.size() && line[at] == '-') {
            ++at;
        }
        groups.emplace_back(begin, at);
    }
    return groups.size() >= 3 ? groups : decltype(groups){};
}

// `105.` (lmbench cuts a value to its column and keeps the dot), `24.0K`.
std::optional<double> cell_value(std::string_view cell) {
    double scale = 1.0;
    if (cell.ends_with('K')) {
        scale = 1e3;
        cell.remove_suffix(1);
    } else if (cell.ends_with('M')) {
        scale = 1e6;
        cell.remove_suffix(1);
    }
    if (cell.ends_with('.')) {
        cell.remove_suffix(1);
    }
    const scan::Number number = scan::parse_number(cell);
    return number.status == scan::NumberStatus::ok ? std::optional(number.value * scale)
                                                   : std::nullopt;
}

std::string_view slice(std::string_view line, std::size_t begin, std::size_t end) {
    if (begin >= line.size()) {
        return {};
    }
    return scan::trim(line.substr(begin, end - begin));
}

}  // namespace

bool is_section_title(std::string_view line) {
    return line.ends_with("smaller is better") || line.ends_with("bigger is better");
}

bool SummaryReader::line(std::string_view text, int number) {
    const std::string_view clean = scan::trim(text);
    if (is_section_title(clean)) {
        end_table();
        state_ = State::header;
        better_ = clean.ends_with("smaller is better") ? Direction::lower_is_better
                                                       : Direction::higher_is_better;
        const std::size_t dash = clean.find(" - ");
        const std::size_t in = clean.find(" in ");
        section_ = std::string(clean.substr(0, std::min(dash, in)));
        unit_ = clean.find("microseconds") != std::string_view::npos  ? "us"
                : clean.find("nanoseconds") != std::string_view::npos ? "ns"
                : clean.find("MB/s") != std::string_view::npos        ? "MB/s"
                                                                      : "";
        header_.clear();
        return true;
    }
    if (state_ == State::header) {
        const auto groups = rule_groups(text);
        if (!groups.empty()) {
            columns_.clear();
            for (std::size_t g = 0; g < groups.size(); ++g) {
                // A cell may start where the blank before its dashes is.
                const std::size_t begin = g == 0 ? 0 : groups[g - 1].second;
                columns_.push_back(Column{begin, groups[g].second, {}});
            }
            for (const std::string& header : header_) {
                for (Column& column : columns_) {
                    const std::string_view part = slice(header, column.begin, column.end);
                    if (!part.empty()) {
                        if (!column.name.empty()) {
                            column.name += ' ';
                        }
                        column.name += part;
                    }
                }
            }
            state_ = State::rows;
        } else if (clean.find_first_not_of('-') != std::string_view::npos) {
            header_.emplace_back(text);
        }
        return true;
    }
    if (state_ == State::rows) {
        if (clean.empty()) {
            blank_ = !rows_.empty();
            return true;
        }
        if (text.front() == ' ' || columns_.size() < 3) {
            end_table();
            return false;
        }
        if (!row(text, number)) {
            end_table();
            return false;
        }
        return true;
    }
    return false;
}

// The texts of a row's value columns: by the places of the rule, or, where a cell there is no
// number (a rule whose dashes do not match the rows, `6.26 12.3` over one group), the row's
// last numbers in order when there is one for each column.
std::vector<std::string_view> SummaryReader::cell_texts(std::string_view text) const {
    std::vector<std::string_view> cells;
    bool readable = true;
    for (std::size_t c = 2; c < columns_.size(); ++c) {
        const std::size_t end = c + 1 < columns_.size() ? columns_[c].end : text.size();
        cells.push_back(slice(text, columns_[c].begin, end));
        readable = readable && (cells.back().empty() || cell_value(cells.back()));
    }
    if (readable) {
        return cells;
    }
    const std::vector<std::string_view> tokens = scan::split_tokens(text);
    if (tokens.size() < cells.size() + 2) {
        return cells;
    }
    const auto first = tokens.end() - static_cast<std::ptrdiff_t>(cells.size());
    if (!std::all_of(first, tokens.end(), [](std::string_view t) { return cell_value(t); })) {
        return cells;
    }
    return {first, tokens.end()};
}

bool SummaryReader::row(std::string_view text, int number) {
    Row row;
    row.host = std::string(slice(text, columns_[0].begin, columns_[0].end));
    row.os = std::string(slice(text, columns_[1].begin, columns_[1].end));
    row.line = number;
    group_ += blank_ ? 1 : 0;
    blank_ = false;
    row.group = group_;
    const std::vector<std::string_view> cells = cell_texts(text);
    for (std::size_t c = 2; c < columns_.size(); ++c) {
        const Column& column = columns_[c];
        if (column.name == "Mhz" || column.name.empty()) {
            continue;  // the processor's clock, not a result
        }
        if (const auto value = cell_value(cells[c - 2])) {
            row.cells.push_back(Cell{section_, column.name, unit_, better_, *value, number});
        }
    }
    if (row.cells.empty()) {
        return false;  // prose or elided text (`[...]`) after the rows
    }
    rows_.push_back(std::move(row));
    return true;
}

void SummaryReader::end_table() {
    if (!rows_.empty()) {
        tables_.push_back(std::move(rows_));
    }
    rows_.clear();
    state_ = State::none;
    group_ = 0;
    blank_ = false;
}

std::vector<std::vector<Row>> SummaryReader::take() {
    end_table();
    return std::move(tables_);
}

}  // namespace benchcmp::lmbench
