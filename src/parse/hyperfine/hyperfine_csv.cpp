#include "parse/hyperfine/hyperfine_csv.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <string>

#include "parse/common/csv_cells.hpp"
#include "parse/common/text_scan.hpp"

namespace benchcmp::hyperfine {

namespace {

constexpr std::string_view kHeaderStart = "command,mean,stddev,";
constexpr std::string_view kParameterPrefix = "parameter_";

std::optional<std::size_t> column(const std::vector<std::string>& header, std::string_view name) {
    const auto found = std::find(header.begin(), header.end(), name);
    return found == header.end() ? std::nullopt
                                 : std::optional(static_cast<std::size_t>(found - header.begin()));
}

struct Columns {
    std::size_t count = 0;
    std::size_t mean = 0;
    std::optional<std::size_t> stddev, median, min, max;
    std::vector<std::pair<std::string, std::size_t>> parameters;
};

Columns columns_of(const std::vector<std::string>& header) {
    Columns columns;
    columns.count = header.size();
    columns.mean = *column(header, "mean");
    columns.stddev = column(header, "stddev");
    columns.median = column(header, "median");
    columns.min = column(header, "min");
    columns.max = column(header, "max");
    for (std::size_t i = 0; i < header.size(); ++i) {
        if (header[i].starts_with(kParameterPrefix)) {
            columns.parameters.emplace_back(header[i].substr(kParameterPrefix.size()), i);
        } else if (header[i] == "parameter") {
            columns.parameters.emplace_back("parameter", i);  // hyperfine 1.6 to 1.10
        }
    }
    return columns;
}

std::optional<double> cell_number(const std::vector<std::string>& cells,
                                  std::optional<std::size_t> index) {
    if (!index) {
        return std::nullopt;
    }
    const scan::Number number = scan::parse_number(scan::trim(cells[*index]));
    return number.status == scan::NumberStatus::ok ? std::optional(number.value) : std::nullopt;
}

std::optional<Result> read_row(const std::vector<std::string>& cells, const Columns& columns,
                               int line, DiagnosticSink& sink) {
    if (cells.size() != columns.count) {
        sink.diagnose(Level::warning, line,
                      fmt::format("row has {} cells but the header has {}; skipped", cells.size(),
                                  columns.count));
        return std::nullopt;
    }
    const auto mean = cell_number(cells, columns.mean);
    if (!mean) {
        sink.diagnose(Level::warning, line,
                      fmt::format("mean \"{}\" is not a number; the row is skipped",
                                  scan::excerpt(cells[columns.mean])));
        return std::nullopt;
    }
    Result result;
    result.command = cells.front();
    result.line = line;
    for (const auto& [name, index] : columns.parameters) {
        result.parameters.emplace_back(name, cells[index]);
    }
    Summary summary;
    summary.mean = *mean;
    summary.stddev = cell_number(cells, columns.stddev).value_or(0.0);
    summary.median = cell_number(cells, columns.median);
    summary.min = cell_number(cells, columns.min);
    summary.max = cell_number(cells, columns.max);
    result.summary = summary;
    return result;
}

}  // namespace

bool is_csv_header(std::string_view line) {
    return scan::trim(line).starts_with(kHeaderStart);
}

std::vector<Result> read_csv(std::string_view content, DiagnosticSink& sink) {
    std::vector<Result> results;
    std::optional<Columns> columns;
    scan::LineReader reader(content);
    for (scan::Line line; reader.next(line);) {
        const std::string_view text = scan::clean_line(line.text);
        if (text.empty()) {
            continue;
        }
        if (is_csv_header(text)) {
            columns = columns_of(scan::split_csv_cells(text));
            continue;
        }
        if (!columns) {
            continue;  // prose above the header
        }
        if (auto result = read_row(scan::split_csv_cells(text), *columns, line.number, sink)) {
            results.push_back(std::move(*result));
        }
    }
    return results;
}

}  // namespace benchcmp::hyperfine
