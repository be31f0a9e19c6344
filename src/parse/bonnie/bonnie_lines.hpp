// The pieces of bonnie++ output (FORMATS-FAMILIES.md section 7): what its cells mean, its CSV
// layouts (1.0x, 1.97, 1.98 and later), and the shapes of its text table's result lines.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "benchcmp/model.hpp"

namespace benchcmp::bonnie_lines {

/// The tests of one result line in the order bonnie++ prints them: six tests, each a rate and
/// a %CP, then (1.9x) a latency per test on the `Latency` line.
enum class Block { io, files };

/// The metric of test index (0-5) of block: its rate, its %CP or its latency.
const Metric& rate_metric(Block block, std::size_t index);
const Metric& cpu_metric(Block block, std::size_t index);
const Metric& latency_metric(Block block, std::size_t index);

/// One run as bonnie++ reported it: the machine name, the case of each block, and the twelve
/// cells (rate, %CP for six tests) and six latencies of each block, still as printed.
struct Record {
    std::string machine;
    std::string size;                                   // `64M`, `16G:4k`
    std::string files;                                  // `16`, `16:100000:16/64`
    std::array<std::vector<std::string>, 2> cells;      // by Block
    std::array<std::vector<std::string>, 2> latencies;  // by Block; empty before 1.90b
    std::array<int, 2> lines{};                         // by Block: where its result line starts
};

/// How many fields a CSV line of this layout has, judged from its first fields, or nullopt
/// when fields does not start like a bonnie++ CSV line.
std::optional<std::size_t> csv_field_count(const std::vector<std::string_view>& fields);

/// The record a whole CSV line holds; fields must have csv_field_count() fields.
Record read_csv(const std::vector<std::string_view>& fields);

/// True for a size cell of the text table or CSV: `256M`, `16G`, `64M:4k`.
bool is_size(std::string_view token);

/// True for a files cell: `16`, `16:100000:16`, `16:100000:16/64`.
bool is_files(std::string_view token);

/// True for a cell of a result line: a number, a number with a k/m/g suffix (2.00), or the
/// `+++++` / `+++` that stand for "too fast to measure".
bool is_value(std::string_view token);

/// True for a cell of a `Latency` line: `15309us`, `120ms`, `2s`, or blank-free placeholders.
bool is_latency(std::string_view token);

/// A rate cell in K/sec (`216k` = 216, `119m` = 119 * 1024) or a plain number; nullopt for
/// `+++++` and anything else.
std::optional<double> rate_value(std::string_view cell, bool kilobytes);

/// A latency cell in microseconds; nullopt for placeholders.
std::optional<double> latency_usec(std::string_view cell);

}  // namespace benchcmp::bonnie_lines
