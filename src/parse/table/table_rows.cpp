// The data rows of the "table" format: TableReader::line (table_reader.cpp) decides what a line
// is; a row under a header, or under a transposed table's row of cases, is turned into
// observations here, one per variant column (or, transposed, one per case column).

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "parse/common/text_scan.hpp"
#include "parse/table/table_cells.hpp"
#include "parse/table/table_reader.hpp"

namespace benchcmp {

namespace {

namespace cells = table_cells;
using table_text::strip_colon;

constexpr std::string_view kFormat = "table";
// More runs than a hand-made table's count column can mean: a number of that size is data.
constexpr double kMaxCountedRuns = 1e9;

// Half a unit in the last printed digit: how far rounding alone may have moved a value. The
// usual precisions come from a table made by the same std::pow, as a call per cell showed in
// profiles of long tables.
double rounding_of(int decimals) {
    constexpr int kTabled = 16;
    static const std::array<double, kTabled> kRounding = [] {
        std::array<double, kTabled> rounding{};
        for (int d = 0; d < kTabled; ++d) {
            rounding[static_cast<std::size_t>(d)] = 0.5 * std::pow(10.0, -d);
        }
        return rounding;
    }();
    return decimals >= 0 && decimals < kTabled ? kRounding[static_cast<std::size_t>(decimals)]
                                               : 0.5 * std::pow(10.0, -decimals);
}

// A row's value and missing cells, in column order: what a table of measurement columns has
// under its names (an author's percentage or spread beside a value is not a column).
std::vector<cells::Cell> value_cells(const cells::Row& row) {
    std::vector<cells::Cell> values;
    for (const cells::Cell& cell : row.cells) {
        if (cell.kind == cells::CellKind::value || cell.kind == cells::CellKind::missing) {
            values.push_back(cell);
        }
    }
    return values;
}

}  // namespace

// Drops what a row holds beyond the header's columns: a `-` under an unnamed %diff column
// (a missing percentage), and numbers a key ending in one (`groups 16`) lent to the cells.
void TableReader::fit_columns(cells::Row& row, std::size_t columns) {
    // The last numbers under the header's percentage columns are the author's percentages.
    std::size_t converted = 0;
    for (auto cell = row.cells.rbegin();
         cell != row.cells.rend() && converted < header_->percent_columns &&
         cells::value_count(row) > columns;
         ++cell, ++converted) {
        if (cell->kind == cells::CellKind::value) {
            cell->kind = cells::CellKind::percent;
        }
    }
    while (cells::value_count(row) > columns && !row.cells.empty() &&
           row.cells.back().kind == cells::CellKind::missing) {
        row.cells.pop_back();
    }
    while (cells::value_count(row) > columns && !row.cells.empty() &&
           row.cells.front().kind != cells::CellKind::percent) {
        row.key += row.key.empty() ? "" : " ";
        row.key += fmt::format("{}", row.cells.front().value);
        row.cells.erase(row.cells.begin());
    }
}

bool TableReader::check_width(const cells::Row& row, int number) {
    const std::size_t columns = header_->names.size();
    if (cells::value_count(row) == columns) {
        return true;
    }
    const bool variant_rows = header_->transposed || header_->metric_columns;
    run_at(0, variant_rows ? strip_colon(row.key) : header_->names.front())
        .diagnose(
            Level::warning, number,
            fmt::format("row \"{}\" has {} values but the header on line {} names {} "
                        "columns; skipped",
                        scan::excerpt(row.key), cells::value_count(row), header_->line, columns));
    return false;
}

void TableReader::data_row(cells::Row row, int number) {
    fit_columns(row, header_->names.size());
    if (!check_width(row, number)) {
        return;
    }
    const cells::StatRow stat = cells::stat_row(row.key);
    if ((stat == cells::StatRow::stddev || stat == cells::StatRow::relative_stddev) &&
        spread_row(row, stat == cells::StatRow::relative_stddev)) {
        return;
    }
    mean_row_.clear();
    ++data_rows_;
    number_keys_ += cells::read_cell(row.key) ? 1 : 0;
    if (counting_) {
        make_runs(row);
    } else {
        record_row(row, stat == cells::StatRow::mean, number);
    }
}

// The runs of a row's variant columns, as record_row makes them.
void TableReader::make_runs(const cells::Row& row) {
    std::size_t column = 0;
    for (const cells::Cell& cell : row.cells) {
        if (cell.kind != cells::CellKind::spread && cell.kind != cells::CellKind::percent) {
            run_at(column, header_->names[column]);
            ++column;
        }
    }
}

// Each value of a data row joins its column's run under the row's case; a `mean` row is the
// table's one case, which the caption above the table names.
void TableReader::record_row(const cells::Row& row, bool mean, int number) {
    const CaseKey key = case_key(mean && !caption_.empty() ? caption_ : row.key);
    const direction_words::Said key_said = direction_words::read(row.key);
    // `[Verification Run]`: the author ran the case again and this row stands for the one
    // above it with the same key, rather than being a second run of it.
    const bool rerun = cells::is_rerun_note(row.note);
    // A case no run holds yet: each column's value starts its run's observation of it (the
    // columns are distinct runs), found without a lookup a cell.
    const bool new_case = index_.is_new_case(runs_, key);
    std::size_t column = 0;
    Observation* previous = nullptr;  // the cell a percentage column belongs to
    for (const cells::Cell& cell : row.cells) {
        if (cell.kind == cells::CellKind::spread) {
            continue;  // no variant's value (value_count leaves it out): it takes no column
        }
        if (cell.kind == cells::CellKind::percent) {
            if (previous != nullptr && column > 1) {
                previous->source.edit().pct = cell.value;
                previous->source.edit().pct_decimals = cell.decimals;
            }
            continue;
        }
        const std::string& name = header_->names[column];
        Run& run = run_at(column, name);
        previous = nullptr;
        if (cell.kind == cells::CellKind::value) {
            const Direction better = direction(key_said, cell.unit);
            if (rerun) {
                drop_last_value(run, key, cell, better, number);
            }
            previous = &record(run, key, cell, better, number, new_case);
            if (cell.source_pct && column > 0) {
                previous->source.edit().pct = cell.source_pct;
                previous->source.edit().pct_decimals = cell.source_pct_decimals;
            }
            // Only a case's first value names it: later ones join an existing sample.
            if (name != run.label && previous->sample.size() == 1) {
                previous->source.edit().column_label = name;
            }
            if (mean) {
                mean_row_.resize(column + 1);
                mean_row_[column] = MeanCell{
                    position_of(run), static_cast<std::size_t>(previous - run.observations.data())};
            }
        }
        ++column;
    }
}

// A `std` row under a `mean` row: each column's mean becomes a summary with that spread (a
// percentage of the mean for `std (%)` or `cv`), n unknown. False when there is no mean row
// right above to complete, and the row is data of its own.
bool TableReader::spread_row(const cells::Row& row, bool relative) {
    if (mean_row_.empty()) {
        return false;
    }
    std::size_t column = 0;
    for (const cells::Cell& cell : row.cells) {
        if (cell.kind == cells::CellKind::percent) {
            continue;
        }
        if (cell.kind == cells::CellKind::value && column < mean_row_.size() && mean_row_[column]) {
            Observation& observation =
                runs_[mean_row_[column]->run].observations[mean_row_[column]->observation];
            if (observation.sample.is_raw() && observation.sample.values().size() == 1) {
                Summary summary;  // n = 0: the table does not say; --runs supplies it
                summary.mean = observation.sample.values().front();
                summary.stddev =
                    relative ? cell.value / 100.0 * std::abs(summary.mean) : cell.value;
                observation.sample = Sample(std::move(summary));
            }
        }
        ++column;
    }
    mean_row_.clear();
    ++data_rows_;
    return true;
}

void TableReader::transposed_row(cells::Row row, int number) {
    fit_columns(row, header_->names.size());
    if (!check_width(row, number)) {
        return;
    }
    ++data_rows_;
    const std::string variant = strip_colon(row.key);
    auto known = std::find(row_variants_.begin(), row_variants_.end(), variant);
    const auto position = static_cast<std::size_t>(known - row_variants_.begin());
    if (known == row_variants_.end()) {
        row_variants_.push_back(variant);  // a repeated row is another run of this variant
    }
    Run& run = run_at(position, variant);
    if (counting_) {
        return;
    }
    std::size_t column = 0;
    for (const cells::Cell& cell : row.cells) {
        if (cell.kind == cells::CellKind::percent || cell.kind == cells::CellKind::spread) {
            continue;  // neither is a variant's value: check_width did not count them
        }
        if (cell.kind == cells::CellKind::value) {
            const std::string& name = header_->names[column];
            Observation& observation =
                record(run, case_key(name), cell, direction(name, cell.unit), number, false);
            if (variant != run.label && observation.sample.size() == 1) {
                observation.source.edit().column_label = variant;
            }
        }
        ++column;
    }
}

// A row of a table of measurement columns (`65-mm4-dl  1  149  46.3  1.45` under `Kernel
// [runs]  Time  CPU%  Ratio`): its key names the variant, found by name, and each column is a
// measurement of the table's case, named by its header; a variant's row again is another run.
void TableReader::metric_row(const cells::Row& row, int number) {
    if (!check_width(row, number)) {
        return;
    }
    ++data_rows_;
    Run& run = run_named(strip_colon(row.key));
    if (counting_) {
        return;
    }
    const std::vector<cells::Cell> values = value_cells(row);
    const double runs = runs_behind(values, run, number);
    const CaseKey key = section_key();
    bool repeated = false;
    for (std::size_t column = 0; column < values.size(); ++column) {
        if (column == header_->runs_column || values[column].kind != cells::CellKind::value) {
            continue;
        }
        const std::string& name = header_->names[column];
        const Metric metric{std::string(kFormat), name, values[column].unit,
                            direction(name, values[column].unit)};
        repeated = !record_measurement(run, metric, key, values[column], runs, number) || repeated;
    }
    if (repeated) {
        run.diagnose(
            Level::warning, number,
            fmt::format("a second row of means for {}; only the first is compared", run.label));
    }
}

// A row under columns of statistics (`read  1.2  3.4  9.9` under `min  avg  max`): each
// value is that statistic of the table's one variant for the row's case. Compared as
// variants, the columns made `avg` a +183 % "regression" of `min`.
void TableReader::stat_row(const cells::Row& row, int number) {
    if (!check_width(row, number)) {
        return;
    }
    ++data_rows_;
    // The title above such a table (`base:`) names its one variant, not a section of cases.
    Run& run = run_named(section_);
    if (counting_) {
        return;
    }
    const std::vector<cells::Cell> values = value_cells(row);
    CaseKey key;
    if (!tag_.empty()) {
        key.add("tag", tag_);
    }
    key.add(table_words().key_name, strip_colon(row.key));
    for (std::size_t column = 0; column < values.size(); ++column) {
        if (values[column].kind != cells::CellKind::value) {
            continue;
        }
        const std::string& name = header_->names[column];
        const Metric metric{std::string(kFormat), name, values[column].unit,
                            direction(name, values[column].unit)};
        record_measurement(run, metric, key, values[column], 1.0, number);
    }
}

// How many runs each value of a row stands for: its run-count column's, 1 without one. A
// count that is no whole number of runs is warned of, and the values taken as single runs.
double TableReader::runs_behind(const std::vector<cells::Cell>& values, Run& run, int number) {
    if (!header_->runs_column || values[*header_->runs_column].kind != cells::CellKind::value) {
        return 1.0;
    }
    const double runs = values[*header_->runs_column].value;
    if (runs < 1.0 || runs != std::floor(runs) || runs > kMaxCountedRuns) {
        run.diagnose(Level::warning, number,
                     fmt::format("{} runs is no count of runs; the row's values are taken as "
                                 "single runs",
                                 runs));
        return 1.0;
    }
    return runs;
}

// A value alone is one run. The mean of several runs, printed without their spread, is a
// summary of that many runs with none: its %diff is shown and no test runs on it. False when
// the run holds that mean already (a summary takes no more runs).
bool TableReader::record_measurement(Run& run, const Metric& metric, const CaseKey& key,
                                     const cells::Cell& cell, double runs, int number) {
    if (runs == 1.0) {
        index_.add_value(runs_, position_of(run), metric, key, cell.value, number).rounding =
            rounding_of(cell.decimals);
        return true;
    }
    if (index_.find(runs_, position_of(run), metric, key) != nullptr) {
        return false;
    }
    Summary summary;
    summary.n = static_cast<std::size_t>(runs);
    summary.mean = cell.value;
    summary.stddev = std::numeric_limits<double>::quiet_NaN();  // not printed: no spread
    Observation observation{metric, key, Sample(std::move(summary)), number};
    observation.rounding = rounding_of(cell.decimals);
    index_.add(runs_, position_of(run), std::move(observation));
    return true;
}

// Takes back the value the row before a re-run row gave the case, so that the re-run
// replaces it.
void TableReader::drop_last_value(Run& run, const CaseKey& key, const cells::Cell& cell,
                                  Direction better, int number) {
    const Metric metric{std::string(kFormat), "value", cell.unit, better};
    Observation* observation = index_.find(runs_, position_of(run), metric, key);
    if (observation == nullptr || !observation->sample.is_raw() ||
        observation->sample.values().empty()) {
        return;
    }
    std::vector<double>& values = observation->sample.values();
    values.pop_back();
    if (values.empty()) {
        observation->line = number;
    }
}

Observation& TableReader::record(Run& run, const CaseKey& key, const cells::Cell& cell,
                                 Direction better, int number, bool new_case) {
    const Metric metric{std::string(kFormat), "value", cell.unit, better};
    Observation& observation =
        new_case ? index_.append_value(runs_, position_of(run), metric, key, cell.value, number)
                 : index_.add_value(runs_, position_of(run), metric, key, cell.value, number);
    observation.rounding = rounding_of(cell.decimals);
    return observation;
}

}  // namespace benchcmp
