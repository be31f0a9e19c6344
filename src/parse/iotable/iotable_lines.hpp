// Matchers for single lines of per-disk and per-block-size IO tables (FORMATS.md section 6.3
// "hand-made tables", seed 003), apart from the parser's state in iotable.cpp. Each takes the
// tokens of a line whose mail quoting and surrounding blanks are gone.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace benchcmp::iotable_lines {

using Tokens = std::vector<std::string_view>;

/// `Read averages:`, `Write data:`: up to three words, capitalised, ending in ':'.
bool is_title(std::string_view text, const Tokens& tokens);

/// The section a title names: "read" or "write" when it says so, else its words without
/// "averages"/"data"; empty when nothing is left.
std::string section_of(std::string_view title);

/// Whether a title introduces averages over disks (`Read averages:`).
bool is_averages_title(std::string_view title);

/// `------ -------- ------`: only dashes (and blanks), at least three of them.
bool is_rule(std::string_view text);

/// A column header of an averages table: a word, then two or more column names.
bool is_header(const Tokens& tokens);

/// Whether a header column holds percent differences (`%-diff`, `diff`, `%`, `delta`).
bool is_percent_column(std::string_view name);

/// The case-key name of a header's first column: `BS(KB)` gives "bs".
std::string key_name(std::string_view column);

/// `(0,1) 1 2 4 ... 256`: a parenthesised disk id, then two or more positive integers.
bool is_matrix_key(const Tokens& tokens);

/// Whether a row label names printed percent differences (`Differ`, `diff`, `%-diff`).
bool is_percent_label(std::string_view label);

/// A cell that stands for "no value": `n/a`, `-`, `?`, `nan`, in any case.
bool is_placeholder(std::string_view token);

/// A value cell: a number, or a placeholder.
bool is_value_cell(std::string_view token);

/// A percent cell `-48.4%` (a bare number is accepted too), or a placeholder.
bool is_percent_cell(std::string_view token);

/// The number of a percent cell, without its '%'; nullopt for placeholders and garbage.
std::optional<double> percent_value(std::string_view token);

}  // namespace benchcmp::iotable_lines
