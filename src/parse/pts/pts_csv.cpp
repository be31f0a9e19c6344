#include "parse/pts/pts_csv.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "parse/common/csv_cells.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/pts/pts_results.hpp"

namespace benchcmp::pts {

namespace {

// A result row: "<Title> - <Description> (<Scale>)",<Proportion>,<Value>,<Value>...
constexpr std::size_t kFirstValueCell = 2;
constexpr std::string_view kTitleSeparator = " - ";

std::string trimmed(std::string_view text) {
    return std::string(scan::trim(text));
}

// "Hackbench - Count: 8 - Type: Process (Seconds)": the scale is the last parenthesis at the
// end, the title what comes before the first " - ", the description the rest.
Result result_of(std::string_view label, std::string_view proportion) {
    Result result;
    label = scan::trim(label);
    if (!label.empty() && label.back() == ')') {
        if (const auto open = label.rfind(" ("); open != std::string_view::npos) {
            result.metric.unit = trimmed(label.substr(open + 2, label.size() - open - 3));
            label = scan::trim(label.substr(0, open));
        }
    }
    const auto dash = label.find(kTitleSeparator);
    const std::string_view title = scan::trim(label.substr(0, dash));
    const std::string_view description = dash == std::string_view::npos
                                             ? std::string_view{}
                                             : label.substr(dash + kTitleSeparator.size());
    result.metric.benchmark = benchmark_of_title(title);
    result.metric.name = title.empty() ? "result" : std::string(title);
    result.metric.better = direction_of(proportion);
    result.case_key = case_of(description, "");
    return result;
}

class CsvReader {
  public:
    explicit CsvReader(DiagnosticSink& sink) : sink_(sink) {}

    void line(std::string_view text, int number);
    /// Reads the rows under the last header: the results.
    void finish();

    std::vector<std::string> systems_;
    std::vector<Result> results_;
    bool saw_header_ = false;

  private:
    struct Row {
        std::vector<std::string> cells;
        int number = 0;
    };

    void header(const std::vector<std::string>& cells, int number);
    void row(const std::vector<std::string>& cells, int number);

    DiagnosticSink& sink_;
    std::set<std::string> seen_;
    std::vector<Row> section_;  // the rows since the last header
};

void CsvReader::line(std::string_view text, int number) {
    text = scan::clean_line(text);
    if (text.empty()) {
        return;
    }
    std::vector<std::string> cells = scan::split_csv_cells(text);
    if (is_csv_header(text)) {
        header(cells, number);
    } else if (saw_header_) {
        section_.push_back(Row{std::move(cells), number});
    }
}

// Rows under the first header are the systems' hardware and software, text; the header again
// starts the results. So only the rows under the last header are results.
void CsvReader::finish() {
    for (const Row& row : section_) {
        this->row(row.cells, row.number);
    }
}

void CsvReader::header(const std::vector<std::string>& cells, int number) {
    saw_header_ = true;
    systems_.clear();
    section_.clear();
    for (std::size_t c = kFirstValueCell; c < cells.size(); ++c) {
        const std::string name = trimmed(cells[c]);
        if (std::find(systems_.begin(), systems_.end(), name) != systems_.end()) {
            sink_.diagnose(Level::warning, number,
                           fmt::format("system '{}' is listed twice; only its first column is read",
                                       scan::excerpt(name)));
        }
        systems_.push_back(name);
    }
}

void CsvReader::row(const std::vector<std::string>& cells, int number) {
    if (cells.size() != kFirstValueCell + systems_.size()) {
        sink_.diagnose(Level::warning, number,
                       fmt::format("a row of {} cells under a header of {} systems; skipped",
                                   cells.size(), systems_.size()));
        return;
    }
    Result result = result_of(cells[0], cells[1]);
    const std::string what = scan::excerpt(result.metric.name);
    if (!seen_.insert(identity_of(result)).second) {
        sink_.diagnose(Level::warning, number,
                       fmt::format("{} {}: the same result again; skipped", what,
                                   scan::excerpt(result.case_key.to_string())));
        return;
    }
    for (std::size_t s = 0; s < systems_.size(); ++s) {
        const std::string& system = systems_[s];
        if (std::find(systems_.begin(), systems_.begin() + static_cast<std::ptrdiff_t>(s),
                      system) != systems_.begin() + static_cast<std::ptrdiff_t>(s)) {
            continue;  // a repeated system's column
        }
        const std::string_view cell = scan::trim(cells[kFirstValueCell + s]);
        if (cell.empty()) {
            continue;  // the system did not run this test
        }
        const scan::Number value = scan::parse_number(cell);
        if (value.status != scan::NumberStatus::ok) {
            sink_.diagnose(Level::warning, number,
                           fmt::format("{}: system '{}' has '{}', not a number; skipped", what,
                                       scan::excerpt(system), scan::excerpt(cell)));
            continue;
        }
        result.entries.push_back(Entry{system, {value.value}, number});
    }
    results_.push_back(std::move(result));
}

}  // namespace

bool is_csv_header(std::string_view line) {
    const std::string_view text = scan::clean_line(line);
    // The first cell is empty: the line starts with its comma, or with an empty quoted cell.
    // Said before the cells are split, since every format's sniff asks this of every line.
    if (text.empty() || (text.front() != ',' && text.front() != '"')) {
        return false;
    }
    const std::vector<std::string> cells = scan::split_csv_cells(text);
    return cells.size() > kFirstValueCell && scan::trim(cells[0]).empty() &&
           scan::trim(cells[1]).empty() &&
           std::none_of(cells.begin() + kFirstValueCell, cells.end(),
                        [](const std::string& cell) { return scan::trim(cell).empty(); });
}

std::vector<Run> read_csv(const InputText& input) {
    DiagnosticSink sink(input.path);
    CsvReader reader(sink);
    scan::feed_lines(reader, input.content);
    reader.finish();
    if (!reader.saw_header_) {
        sink.diagnose(Level::error, 1,
                      "no system header row (` ,,\"system\",...`): not a PTS CSV export");
    }
    std::vector<Run> runs = runs_of(reader.systems_, reader.results_, input.path);
    runs.front().diagnostics = sink.take();
    runs.front().unshown_diagnostics = sink.unshown();
    return runs;
}

}  // namespace benchcmp::pts
