// The reading behind the "table" format (table.cpp): a line-at-a-time state machine over
// hand-made comparison tables, transposed tables and Python-style lists of runs.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/common/direction_words.hpp"
#include "parse/common/observation_index.hpp"
#include "parse/table/table_cells.hpp"
#include "parse/table/table_header.hpp"
#include "parse/table/table_lists.hpp"

namespace benchcmp {

/// The run an author's table compares against when it names only the variants.
inline constexpr std::string_view kImplicitBaseline = "baseline";

/// Reads one input's tables into one run per variant; parsers call line() per line, then
/// finish(). Variants are matched by position across tables (column, or row when transposed)
/// and by name in lists.
class TableReader {
  public:
    /// What the reading is for: the runs, or only the counts sniff() scores (data_rows(),
    /// number_keys()), for which no value is recorded.
    enum class Purpose { runs, counts };

    explicit TableReader(const InputText& input, Purpose purpose = Purpose::runs)
        : input_(input), counting_(purpose == Purpose::counts) {}

    /// Reads one line of input.
    void line(std::string_view raw, int number);
    /// The runs read, at least one (empty when nothing was found).
    std::vector<Run> finish();
    /// Data rows and lists read so far, for sniff().
    int data_rows() const { return data_rows_; }
    /// Data rows whose key is a number (`1 23.8 12.3`), for sniff().
    int number_keys() const { return number_keys_; }

  private:
    struct Pending {
        std::string text;
        int line = 0;
    };
    // A row that may head a transposed table: `BS(KB)  1  2  4  8`.
    struct Candidate {
        std::string text;
        std::size_t columns = 0;
        int line = 0;
    };

    void flush_candidate();
    void replay(const Candidate& candidate);
    void take_row(table_cells::Row&& row, int number);
    bool is_variant(std::string_view key) const;
    void remember(std::string text, int number);
    bool repeats_cases(std::string_view text) const;
    void fit_columns(table_cells::Row& row, std::size_t columns);
    bool check_width(const table_cells::Row& row, int number);
    void drop_last_value(Run& run, const CaseKey& key, const table_cells::Cell& cell,
                         Direction better, int number);
    // Records a cell's value; new_case when no run holds the case yet (no lookup needed).
    Observation& record(Run& run, const CaseKey& key, const table_cells::Cell& cell,
                        Direction better, int number, bool new_case);
    bool take_pending(const table_cells::Row& row);
    std::string caption() const;
    bool spread_row(const table_cells::Row& row, bool relative);
    void start_transposed(const Candidate& candidate);
    void data_row(table_cells::Row row, int number);
    void record_row(const table_cells::Row& row, bool mean, int number);
    void make_runs(const table_cells::Row& row);
    void transposed_row(table_cells::Row row, int number);
    void metric_row(const table_cells::Row& row, int number);
    void stat_row(const table_cells::Row& row, int number);
    double runs_behind(const std::vector<table_cells::Cell>& values, Run& run, int number);
    // Records a value of a table of measurement columns: alone, or the mean of `runs` runs.
    bool record_measurement(Run& run, const Metric& metric, const CaseKey& key,
                            const table_cells::Cell& cell, double runs, int number);
    void list_line(const table_lists::ListLine& list, int number);
    void avg_std_line(const table_lists::AvgStdLine& line, int number);
    bool author_line(const table_cells::Row& row, int number);
    void author_column_row(const table_cells::Row& row, int number);
    void author_variant_row(const table_cells::Row& row, const std::string& variant, int number);
    void add_author_cell(std::size_t position, const std::string& name, const Metric& metric,
                         const CaseKey& key, const table_cells::Cell& cell, int number);
    void ensure_author_baseline(const Metric& metric, const CaseKey& key, int number);
    void take_title(std::size_t index);
    // The list label or section a lists block takes from the pending lines.
    std::string take_label(const std::string& label_on_line);

    Run& run_at(std::size_t position, const std::string& name);
    Run& run_named(const std::string& name);
    std::size_t position_of(const Run& run) const;
    Direction direction(std::string_view key, std::string_view unit) const;
    // The same, with what the key says read once for a whole row of cells.
    Direction direction(const direction_words::Said& key, std::string_view unit) const;
    void note_context(const std::string& context);
    // The case of a row or column named value in the current table, under its label cell.
    CaseKey case_key(std::string_view value) const;
    // The case of every value of a table of measurement columns: its tag and section.
    CaseKey section_key() const;

    const InputText& input_;
    // Only counting rows (Purpose::counts): runs are made, as they decide what a row is, but
    // no value is recorded. A sniff of a table of 10,000 columns recorded each of its first
    // thousand values under the whole header line as a label, quadratic in the columns.
    bool counting_ = false;
    std::vector<Run> runs_;
    ObservationIndex index_;  // runs_' observations by metric and case
    std::optional<TableHeader> header_;
    std::optional<Candidate> candidate_;
    std::vector<Pending> pending_;
    std::string section_;
    std::string caption_;  // the line above the current header, for tables of statistics
    // The observations the last `mean` row made, by column, for a `std` row to complete.
    struct MeanCell {
        std::size_t run = 0;
        std::size_t observation = 0;
    };
    std::vector<std::optional<MeanCell>> mean_row_;
    std::string tag_;  // a title's bracketed tag (`[s-50] ...`): a case key of its own
    direction_words::Said context_said_;     // the latest direction the text above said
    std::vector<std::string> row_variants_;  // the variants of the current transposed table
    std::string list_variant_;               // the variant of the last list, for avg/std lines
    int data_rows_ = 0;
    int number_keys_ = 0;
    // What the current table's label cell and section say about direction (direction()), and
    // the case-key name the label gives (case_key()): the same for every cell of a table.
    struct TableWords {
        std::string label;
        std::string section;
        direction_words::Said label_said;
        direction_words::Said section_said;
        std::string key_name;
    };
    const TableWords& table_words() const;
    mutable std::optional<TableWords> table_words_;
};

}  // namespace benchcmp
