// "will-it-scale": the CSV that will-it-scale's runtest.py prints (FORMATS-FAMILIES.md section
// 2): a header `tasks,processes,processes_idle,threads,threads_idle,linear`, a constant
// `0,0,100,0,100,0` placeholder row, then one row per task count.
//
// The case is the task count. `processes` and `threads` are the results (operations per second
// summed over all tasks); the idle columns and `linear` (the ideal line) are not. Each CSV block
// is one run: a block printed again is another run of the same cases. A driver that runs only
// one of the two binaries leaves its other column 0 in every row (or -1, the stock script's "no
// average: line"), which is no measurement, so such a column of a block is not read.

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/common/cells.hpp"
#include "parse/common/format_parser.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/parsers.hpp"

namespace benchcmp {

namespace {

constexpr std::string_view kBenchmark = "will-it-scale";

// runtest.py's header line: no other tool prints it.
constexpr double kSureScore = 0.9;

const std::array kResults{
    Metric{"will-it-scale", "processes", "ops/s", Direction::higher_is_better},
    Metric{"will-it-scale", "threads", "ops/s", Direction::higher_is_better},
};

// Where the header puts the columns that are read; nullopt for a line that is no header.
struct Columns {
    std::size_t count = 0;
    std::size_t tasks = 0;
    std::array<std::optional<std::size_t>, kResults.size()> results;
};

std::optional<Columns> read_header(const std::vector<std::string_view>& cells) {
    if (cells.size() < 2 || cells.front() != "tasks") {
        return std::nullopt;
    }
    Columns columns;
    columns.count = cells.size();
    bool any = false;
    for (std::size_t i = 1; i < cells.size(); ++i) {
        for (std::size_t m = 0; m < kResults.size(); ++m) {
            if (cells[i] == kResults[m].name) {
                columns.results[m] = i;
                any = true;
            }
        }
    }
    return any ? std::optional(columns) : std::nullopt;
}

// One data row of a block, its values still to be checked against the whole block.
struct Row {
    std::string tasks;
    std::array<double, kResults.size()> values{};
    int line = 0;
};

class Reader {
  public:
    explicit Reader(Run& run) : run_(run) {}

    void line(std::string_view raw, int number);
    void finish() { flush(); }

  private:
    void row(int number);
    void flush();

    Run& run_;
    std::vector<std::string_view> cells_;
    std::optional<Columns> columns_;  // set while inside a block
    std::vector<Row> rows_;
    bool missing_noted_ = false;
};

void Reader::line(std::string_view raw, int number) {
    const std::string_view text = scan::clean_line(raw);
    scan::split_cells(text, cells_);
    if (auto header = read_header(cells_)) {
        flush();
        columns_ = header;
        return;
    }
    if (!columns_) {
        return;
    }
    if (text.empty() || text.find(',') == std::string_view::npos) {
        flush();  // prose or a blank line ends the block
        return;
    }
    row(number);
}

void Reader::row(int number) {
    if (cells_.size() != columns_->count) {
        run_.diagnose(Level::warning, number,
                      fmt::format("row has {} cells but its header has {}; skipped", cells_.size(),
                                  columns_->count));
        return;
    }
    const std::string_view tasks = cells_[columns_->tasks];
    const auto task_count = scan::parse_integer(tasks);
    if (!task_count) {
        run_.diagnose(Level::warning, number,
                      fmt::format("tasks \"{}\" is not a whole number; the row is skipped",
                                  scan::excerpt(tasks)));
        return;
    }
    if (*task_count == 0) {
        return;  // runtest.py's constant placeholder row
    }
    Row parsed{std::string(tasks), {}, number};
    for (std::size_t m = 0; m < kResults.size(); ++m) {
        if (!columns_->results[m]) {
            continue;
        }
        const std::string_view cell = cells_[*columns_->results[m]];
        const scan::Number value = scan::parse_number(cell);
        if (value.status != scan::NumberStatus::ok) {
            run_.diagnose(Level::warning, number,
                          fmt::format("{} \"{}\" {}; the row is skipped", kResults[m].name,
                                      scan::excerpt(cell), scan::number_problem(value.status)));
            return;
        }
        parsed.values[m] = value.value;
    }
    rows_.push_back(std::move(parsed));
}

// A column whose every row is 0 or -1 was not measured in this block.
void Reader::flush() {
    for (std::size_t m = 0; columns_ && m < kResults.size(); ++m) {
        if (!columns_->results[m]) {
            continue;
        }
        const bool measured = std::any_of(rows_.begin(), rows_.end(), [m](const Row& row) {
            return row.values[m] != 0.0 && row.values[m] != -1.0;
        });
        for (const Row& row : rows_) {
            if (!measured) {
                break;
            }
            if (row.values[m] == -1.0) {
                if (!missing_noted_) {
                    missing_noted_ = true;
                    run_.diagnose(Level::note, row.line,
                                  fmt::format("{} is -1 (the binary printed no average); "
                                              "skipped (noted once per file)",
                                              kResults[m].name));
                }
                continue;
            }
            CaseKey key;
            key.add("tasks", row.tasks);
            run_.add_value(kResults[m], key, row.values[m], row.line);
        }
    }
    rows_.clear();
    columns_.reset();
}

class WillItScaleParser final : public LineFormatParser<Reader> {
  public:
    WillItScaleParser()
        : LineFormatParser(
              kBenchmark,
              "will-it-scale runtest.py CSV: processes and threads ops/s per task count") {}

    double sniff(const SniffHead& head) const override {
        std::vector<std::string_view> cells;
        for (const std::string_view text : head.clean_lines()) {
            scan::split_cells(text, cells);
            if (read_header(cells)) {
                return kSureScore;
            }
        }
        return 0.0;
    }
};

}  // namespace

const Parser& will_it_scale_parser() {
    return the_parser<WillItScaleParser>();
}

}  // namespace benchcmp
