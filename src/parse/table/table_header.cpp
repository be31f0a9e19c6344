#include "parse/table/table_header.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "parse/common/text_scan.hpp"
#include "parse/table/table_cells.hpp"

namespace benchcmp {

namespace table_text {

// text with control characters and invalid UTF-8 written as \xNN (scan::excerpt, uncut):
// names and keys reach every renderer, and JSON cannot carry invalid UTF-8.
std::string printable(std::string_view text) {
    return scan::excerpt(text, text.size());
}

namespace {

// Whether text is already what strip_colon makes of it: printable ASCII words apart by single
// spaces, without a colon at the end. Most keys are, and are copied without being split.
bool is_stripped(std::string_view text) {
    if (text.empty() || text.front() == ' ' || text.back() == ' ' || text.back() == ':') {
        return false;
    }
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x20 || c > 0x7e || (c == ' ' && text[i + 1] == ' ')) {
            return false;  // a blank other than a space, a run of spaces, or non-ASCII
        }
    }
    return true;
}

}  // namespace

// text with its blanks collapsed to single spaces and trailing colons gone, so that
// `Copy  4 instances:` and `Copy 4 instances` name one case.
std::string strip_colon(std::string_view text) {
    if (is_stripped(text)) {
        return std::string(text);
    }
    text = scan::trim(text);
    while (text.ends_with(':')) {
        text.remove_suffix(1);
    }
    std::string result;
    for (std::string_view word : scan::split_tokens(text)) {
        result += result.empty() ? "" : " ";
        result += word;
    }
    return printable(result);
}

}  // namespace table_text

namespace {

namespace cells = table_cells;

using table_text::printable;

// The fields of a header line, and how many of them name percentage columns (`DELTA (%)`,
// `%diff`), which are left out of the fields.
struct HeaderFields {
    std::vector<std::string> fields;
    std::size_t percent_columns = 0;

    bool enough(std::size_t values) const {
        return fields.size() >= values ||
               (percent_columns > 0 && fields.size() + percent_columns >= values);
    }
    void add(std::string_view field) {
        if (cells::is_percent_name(field)) {
            ++percent_columns;
        } else {
            fields.emplace_back(field);
        }
    }
};

// The fields of a header line: split at TABs and runs of two or more blanks when that gives
// enough names (`Test:   tip sched   patched v2`), else at every blank.
HeaderFields header_fields(std::string_view text, std::size_t values) {
    HeaderFields split;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t stop = start;
        while (stop < text.size() && text[stop] != '\t' &&
               !(text[stop] == ' ' && stop + 1 < text.size() && scan::is_blank(text[stop + 1]))) {
            ++stop;
        }
        const std::string_view field = scan::trim(text.substr(start, stop - start));
        if (!field.empty()) {
            split.add(field);
        }
        start = stop + 1;
    }
    if (split.enough(values)) {
        return split;
    }
    split = HeaderFields{};
    for (std::string_view token : scan::split_tokens(text)) {
        split.add(token);
    }
    return split;
}

}  // namespace

std::optional<TableHeader> read_header(std::string_view text, std::size_t values, int line) {
    // `o NPS4`, `USB stick:`, `(SNC on)`: section labels, whatever their word count.
    const bool bullet = text.starts_with("o ") || text.starts_with("* ") ||
                        text.starts_with("- ") || text.starts_with("+ ");
    const bool parenthesised = text.starts_with('(') && text.ends_with(')');
    if (values < 2 || bullet || parenthesised || text.ends_with(':')) {
        return std::nullopt;
    }
    const HeaderFields split = header_fields(text, values);
    std::size_t percent_columns = 0;
    if (split.fields.size() < values) {
        percent_columns = values - split.fields.size();
        if (percent_columns > split.percent_columns || values - percent_columns < 2) {
            return std::nullopt;
        }
        values -= percent_columns;
    }
    const std::vector<std::string>& words = split.fields;
    // Variant names are words, not numbers: a row of numbers is data, not a header.
    for (std::size_t i = words.size() - values; i < words.size(); ++i) {
        if (cells::read_cell(words[i])) {
            return std::nullopt;
        }
    }
    TableHeader header;
    header.line = line;
    header.percent_columns = percent_columns;
    for (std::size_t i = 0; i + values < words.size(); ++i) {
        header.label += header.label.empty() ? "" : " ";
        header.label += words[i];
    }
    for (auto word = words.end() - static_cast<std::ptrdiff_t>(values); word != words.end();
         ++word) {
        header.names.push_back(printable(*word));
    }
    return header;
}

}  // namespace benchcmp
