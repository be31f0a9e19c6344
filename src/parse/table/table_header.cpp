#include "parse/table/table_header.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "parse/common/direction_words.hpp"
#include "parse/common/side_words.hpp"
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

// The fields of a header line split at TABs and runs of two or more blanks, which keep a
// name of several words whole (`Test:   tip sched   patched v2`).
std::vector<std::string_view> wide_fields(std::string_view text) {
    std::vector<std::string_view> fields;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t stop = start;
        while (stop < text.size() && text[stop] != '\t' &&
               !(text[stop] == ' ' && stop + 1 < text.size() && scan::is_blank(text[stop + 1]))) {
            ++stop;
        }
        const std::string_view field = scan::trim(text.substr(start, stop - start));
        if (!field.empty()) {
            fields.push_back(field);
        }
        start = stop + 1;
    }
    return fields;
}

// The fields of a header line: its wide fields when they give enough names, else a field a
// word.
HeaderFields header_fields(std::string_view text, std::size_t values) {
    HeaderFields split;
    for (std::string_view field : wide_fields(text)) {
        split.add(field);
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

// Words that, heading the first column, say that the rows are the variants compared: the
// kernels, trees or configurations of a post (`Kernel  Time  CPU%`, `| Config | tput |`).
constexpr std::array<std::string_view, 13> kVariantNouns{
    "kernel",  "kernels",  "tree",    "branch", "commit",   "config", "configuration",
    "variant", "variants", "version", "patch",  "patchset", "build"};

bool names_variants(std::string_view label) {
    std::string word = table_text::strip_colon(label);
    std::transform(word.begin(), word.end(), word.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return std::find(kVariantNouns.begin(), kVariantNouns.end(), word) != kVariantNouns.end();
}

// A column counting the runs behind each row's values: `[runs]`, `runs`, `#runs`, `n`.
bool counts_runs(std::string_view name) {
    if (name.starts_with('[') && name.ends_with(']')) {
        name = name.substr(1, name.size() - 2);
    }
    if (name.starts_with('#')) {
        name.remove_prefix(1);
    }
    return name == "runs" || name == "Runs" || name == "n" || name == "N";
}

// Whether a column name is a measurement's (`Time`, `CPU%`, `Rate (MB/s)`, `faults`).
bool names_measurement(std::string_view name) {
    return name.ends_with('%') || counts_runs(name) || direction_words::read(name).says();
}

// Whether a column name is a variant's, a unit beside it or not: a side of a review
// (`patched`, `baseline(ms)`) or a version (`6.8.0`, `v6.1 (s)`).
bool names_variant(std::string_view name) {
    const auto digit = [&](std::size_t at) { return at < name.size() && scan::is_digit(name[at]); };
    const std::size_t number = name.starts_with('v') || name.starts_with('V') ? 1 : 0;
    std::size_t dot = number;
    while (digit(dot)) {
        ++dot;
    }
    if (dot > number && dot < name.size() && name[dot] == '.' && digit(dot + 1)) {
        return true;
    }
    std::size_t start = 0;
    for (std::size_t at = 0; at <= name.size(); ++at) {
        if (at == name.size() || !scan::is_letter(name[at])) {
            if (at > start && side_words::is_side_word(name.substr(start, at - start))) {
                return true;
            }
            start = at + 1;
        }
    }
    return false;
}

// `Kernel  [runs]  Time  CPU%  Ratio` over rows of `65-mm4-dl  1  149  46.3  1.45`: a label
// naming the variants, then exactly one name a value column, none of them a number or a
// variant's, and one at least a measurement's.
std::optional<TableHeader> metric_header(std::string_view text, std::size_t values, int line) {
    std::vector<std::string_view> fields = wide_fields(text);
    if (fields.size() != values + 1) {
        fields = scan::split_tokens(text);
    }
    if (fields.size() != values + 1 || !names_variants(fields.front()) ||
        std::none_of(fields.begin() + 1, fields.end(), names_measurement) ||
        std::any_of(fields.begin() + 1, fields.end(), names_variant)) {
        return std::nullopt;
    }
    TableHeader header;
    header.line = line;
    header.metric_columns = true;
    header.label = fields.front();
    for (std::size_t i = 1; i < fields.size(); ++i) {
        if (cells::read_cell(fields[i])) {
            return std::nullopt;
        }
        if (counts_runs(fields[i]) && !header.runs_column) {
            header.runs_column = i - 1;
        }
        header.names.push_back(printable(fields[i]));
    }
    // A measurement named twice (`Kernel  Time  Time`) would merge two columns as runs of one.
    std::vector<std::string> sorted = header.names;
    std::sort(sorted.begin(), sorted.end());
    if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end()) {
        return std::nullopt;
    }
    return header;
}

// Whether a column name is a statistic of runs rather than a variant's name: `min`, `avg`,
// `max`, `stddev`, `median`, a percentile (`p99`, `99th`), `best`, `worst`, and the same with
// a unit or a word of what they summarise (`Best Rate MB/s`, `Avg time`, `Min time`).
bool names_statistic(std::string_view name) {
    static constexpr std::array<std::string_view, 17> kStatistics{
        "min", "max", "avg",  "average", "mean",  "median", "stddev", "stdev",  "std",
        "sd",  "cv",  "best", "worst",   "amean", "hmean",  "gmean",  "minimum"};
    std::string word;
    for (const char c : name.substr(0, name.find_first_of(" _(/"))) {
        word += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    if (word == "maximum" ||
        std::find(kStatistics.begin(), kStatistics.end(), word) != kStatistics.end()) {
        return true;
    }
    // p50, p99.9, 99th, 99.9th
    const std::string_view digits = word.starts_with('p') ? std::string_view(word).substr(1)
                                    : word.ends_with("th")
                                        ? std::string_view(word).substr(0, word.size() - 2)
                                        : std::string_view();
    return !digits.empty() && std::all_of(digits.begin(), digits.end(),
                                          [](char c) { return scan::is_digit(c) || c == '.'; });
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
    if (auto header = metric_header(text, values, line)) {
        return header;
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
    header.stat_columns =
        header.percent_columns == 0 && header.names.size() >= 2 &&
        std::all_of(header.names.begin(), header.names.end(),
                    [](const std::string& name) { return names_statistic(name); });
    return header;
}

}  // namespace benchcmp
