// lmbench's summary tables (`make see`, scripts/getsummary): sections titled `Processor,
// Processes - times in microseconds - smaller is better`, two or three header lines of column
// names cut to their width, a rule of dash groups that gives each column's place, then a row
// per result file: host, OS, then the values.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "benchcmp/model.hpp"

namespace benchcmp::lmbench {

/// One value of one summary row.
struct Cell {
    std::string section;  // `Processor, Processes`
    std::string column;   // `fork proc`, from the header lines
    std::string unit;     // `us`, `ns`, `MB/s`
    Direction better = Direction::unknown;
    double value = 0.0;
    int line = 0;
};

/// One row: its host and OS cells as printed, and its values.
struct Row {
    std::string host;
    std::string os;
    std::vector<Cell> cells;
    int line = 0;
    int group = 0;  // the rows' paragraph in the table: a blank line between rows starts one
};

/// Whether line (quote prefix removed) is the title of a section that says which way is
/// better.
bool is_section_title(std::string_view line);

/// Reads the summary tables of a text line by line.
class SummaryReader {
  public:
    /// Reads one line (quote prefix removed, blanks kept); true when the line was part of a
    /// table.
    bool line(std::string_view text, int number);
    /// The rows read, in order; each table's rows follow its title.
    std::vector<std::vector<Row>> take();

  private:
    void end_table();
    bool row(std::string_view text, int number);
    std::vector<std::string_view> cell_texts(std::string_view text) const;

    struct Column {
        std::size_t begin = 0;
        std::size_t end = 0;  // one past the last dash
        std::string name;
    };
    enum class State { none, header, rows };
    State state_ = State::none;
    std::string section_;
    std::string unit_;
    Direction better_ = Direction::unknown;
    std::vector<std::string> header_;
    std::vector<Column> columns_;
    std::vector<Row> rows_;
    int group_ = 0;
    bool blank_ = false;  // a blank line since the last row
    std::vector<std::vector<Row>> tables_;
};

}  // namespace benchcmp::lmbench
