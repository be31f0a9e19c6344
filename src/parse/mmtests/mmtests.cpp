// "mmtests": the tables of mmtests' compare-kernels.sh / compare-mmtests.pl (FORMATS.md
// section 4). One file holds several kernels (columns) and often several tables, each with
// summary statistics only, so this parser returns one Run per column: column 1 is the
// baseline, as in mmtests itself.
//
// Per table and operation, the mean row (Amean, else Hmean, else Gmean) becomes a Summary
// with the Stddev row (HStddev for Hmean when printed), Min and Max, and the percentile rows
// as quantiles. n is not printed: the Summary keeps n = 0 until the app applies --runs. Other
// statistics (BAmean-N, BHmean-N, Gmean beside Amean, monitor rows such as Duration) become
// metrics of their own with one value each; CoeffVar rows are dropped since they follow from
// the mean and stddev. Every observation also keeps the rows behind it as printed
// (SourceFigures::printed), so that `--style mmtests` can show the table back unchanged.

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "benchcmp/parse.hpp"
#include "benchcmp/stats.hpp"
#include "parse/common/format_parser.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/mmtests/mmtests_rows.hpp"
#include "parse/parsers.hpp"

namespace benchcmp {

namespace {

// Two rows with `value (x.xx%)` cells are unmistakable; one might be a quoted fragment.
constexpr double kSureScore = 0.95;
constexpr double kOneRowScore = 0.6;
constexpr double kMonitorScore = 0.5;

using mmtests::Cell;
using mmtests::Table;
using mmtests::TableRow;

// The probability of a percentile row: Pctile.95, Pct.95, Max-95 (the 2019 spelling) and the
// quartiles of Variabletime tables.
std::optional<double> quantile_of(std::string_view stat) {
    if (stat == "1st-qrtle") {
        return 0.25;
    }
    if (stat == "2nd-qrtle") {
        return 0.5;
    }
    if (stat == "3rd-qrtle") {
        return 0.75;
    }
    for (const std::string_view prefix : {"Pctile.", "Pct.", "Max-"}) {
        if (stat.starts_with(prefix)) {
            const scan::Number number = scan::parse_number(stat.substr(prefix.size()));
            if (number.status == scan::NumberStatus::ok && number.value > 0.0 &&
                number.value < 100.0) {
                return number.value / 100.0;
            }
        }
    }
    return std::nullopt;
}

// Half a unit in the last printed digit: how far rounding may have moved the printed value.
double half_unit(std::string_view text) {
    if (text.find_first_of("eE") != std::string_view::npos) {
        return 0.0;
    }
    const std::size_t dot = text.find('.');
    const std::size_t decimals = dot == std::string_view::npos ? 0 : text.size() - dot - 1;
    return 0.5 * std::pow(10.0, -static_cast<double>(decimals));
}

// mmtests prints gains: pdiff = new/base - 1 when higher is better, pndiff = 1 - new/base
// when lower is better (Stat.pm), so a lower value with a positive gain means lower is
// better. Every row but the spread rows (always pndiff) votes; with no evidence, mmtests'
// own choice of mean says it: Hmean for higher-is-better metrics, Amean otherwise.
Direction direction_of(const Table& table, DiagnosticSink& sink) {
    std::size_t lower = 0;
    std::size_t higher = 0;
    bool hmean = false;
    bool amean = false;
    for (const TableRow& row : table.rows) {
        hmean = hmean || row.stat == "Hmean" || row.stat.starts_with("BHmean");
        amean = amean || row.stat == "Amean";
        if (!row.has_gains || mmtests_spread_stat(row.stat) || row.stat == "Significant") {
            continue;
        }
        const scan::Number base = scan::parse_number(row.cells.front().value);
        for (std::size_t c = 1; c < row.cells.size(); ++c) {
            const scan::Number value = scan::parse_number(row.cells[c].value);
            const std::optional<double> gain = row.cells[c].gain_pct;
            if (base.status != scan::NumberStatus::ok || base.value <= 0.0 ||
                value.status != scan::NumberStatus::ok || value.value == base.value || !gain ||
                *gain == 0.0) {
                continue;
            }
            ++((value.value < base.value) == (*gain > 0.0) ? lower : higher);
        }
    }
    if (lower > 0 && higher > 0) {
        sink.diagnose(Level::warning, table.line,
                      fmt::format("the printed gains disagree on the direction ({} say lower "
                                  "is better, {} higher); taking the majority",
                                  lower, higher));
    }
    if (lower != higher) {
        return lower > higher ? Direction::lower_is_better : Direction::higher_is_better;
    }
    if (hmean) {
        return Direction::higher_is_better;
    }
    return amean ? Direction::lower_is_better : Direction::unknown;
}

// Builds one table's observations into the runs, one run per column.
class TableReader {
  public:
    TableReader(const Table& table, std::string benchmark, std::vector<Run>& runs,
                DiagnosticSink& sink)
        : table_(table), benchmark_(std::move(benchmark)), runs_(runs), sink_(sink) {
        direction_ = direction_of(table, sink);
        index_rows();
        for (const std::string_view mean : {"Amean", "Hmean", "Gmean"}) {
            if (std::find(stats_.begin(), stats_.end(), mean) != stats_.end()) {
                primary_ = mean;
                break;
            }
        }
        const bool hstddev = std::find(stats_.begin(), stats_.end(), "HStddev") != stats_.end();
        spread_ = primary_ == "Hmean" && hstddev ? "HStddev" : "Stddev";
    }

    void read() {
        reserve_observations();
        if (!primary_.empty()) {
            for (const OpRows& op : ops_) {
                add_summaries(op);
            }
        }
        // Then every other statistic, grouped by statistic like mmtests prints them.
        for (std::size_t s = 0; s < stats_.size(); ++s) {
            if (!primary_.empty() && folded(stats_[s])) {
                continue;
            }
            for (const TableRow* row : rows_of_stat_[s]) {
                add_values(*row);
            }
        }
    }

  private:
    using QuantileRows = std::vector<std::pair<const TableRow*, double>>;

    // One operation's rows in the table's order. Its summary, quantiles and folded rows come
    // from this short list: lookups in maps as large as the table missed the cache on every
    // row of 100,000 operations.
    struct OpRows {
        std::string name;
        std::vector<const TableRow*> rows;
        QuantileRows quantiles;
    };

    // Groups the rows by operation and by statistic, each in first-seen order. Of rows with
    // the same statistic and operation the first one counts.
    void index_rows() {
        std::unordered_map<std::string_view, std::size_t> op_index;
        std::unordered_map<std::string_view, std::size_t> stat_index;
        std::unordered_set<std::uint64_t> seen;  // stat index << 32 | op index
        std::vector<std::vector<std::pair<std::size_t, const TableRow*>>> by_stat;
        for (const TableRow& row : table_.rows) {
            const auto [op, new_op] = op_index.try_emplace(row.op, ops_.size());
            if (new_op) {
                ops_.push_back(OpRows{row.op, {}, {}});
            }
            const auto [stat, new_stat] = stat_index.try_emplace(row.stat, stats_.size());
            if (new_stat) {
                stats_.push_back(row.stat);
                by_stat.emplace_back();
            }
            OpRows& rows = ops_[op->second];
            rows.rows.push_back(&row);
            if (const std::optional<double> probability = quantile_of(row.stat)) {
                rows.quantiles.emplace_back(&row, *probability);
            }
            if (seen.insert(std::uint64_t{stat->second} << 32 | op->second).second) {
                by_stat[stat->second].emplace_back(op->second, &row);
            }
        }
        // mmtests prints each statistic's rows in the operations' order; a table that does
        // not is read in that order all the same.
        for (auto& rows : by_stat) {
            std::stable_sort(rows.begin(), rows.end(),
                             [](const auto& a, const auto& b) { return a.first < b.first; });
            std::vector<const TableRow*>& ordered = rows_of_stat_.emplace_back();
            ordered.reserve(rows.size());
            for (const auto& entry : rows) {
                ordered.push_back(entry.second);
            }
        }
    }

    // Room in every run for an observation per summary and per value row: at most one a row,
    // so that 100,000 operations do not regrow and copy the runs' observations.
    void reserve_observations() {
        std::size_t count = primary_.empty() ? 0 : ops_.size();
        for (std::size_t s = 0; s < stats_.size(); ++s) {
            if (primary_.empty() || !folded(stats_[s])) {
                count += rows_of_stat_[s].size();
            }
        }
        for (std::size_t c = 0; c < table_.columns; ++c) {
            // Still geometric: a file of many small tables must not reallocate for each.
            std::vector<Observation>& observations = runs_[c].observations;
            const std::size_t needed = observations.size() + count;
            if (needed > observations.capacity()) {
                observations.reserve(std::max(needed, 2 * observations.capacity()));
            }
        }
    }

    static const TableRow* row_of(std::string_view stat, const OpRows& op) {
        const auto found = std::find_if(op.rows.begin(), op.rows.end(),
                                        [&](const TableRow* row) { return row->stat == stat; });
        return found == op.rows.end() ? nullptr : *found;
    }

    bool folded(std::string_view stat) const {
        return stat == primary_ || mmtests_spread_stat(stat) || stat == "Min" || stat == "Max" ||
               stat == "Significant" || quantile_of(stat).has_value();
    }

    Direction direction_for(std::string_view stat) const {
        if (stat == "Duration") {
            return Direction::lower_is_better;  // elapsed, user and system time
        }
        return table_.monitor ? Direction::unknown : direction_;
    }

    // The number in one cell, or nullopt after saying why not (nan, n/a).
    std::optional<double> value_of(const TableRow& row, std::size_t column) {
        const scan::Number number = scan::parse_number(row.cells[column].value);
        if (number.status == scan::NumberStatus::ok) {
            return number.value;
        }
        sink_.diagnose(Level::warning, row.line,
                       fmt::format("{} {}: column {} ({}) holds '{}', not a number; that cell "
                                   "is skipped",
                                   row.stat, row.op, column + 1, table_.names[column],
                                   scan::excerpt(row.cells[column].value)));
        return std::nullopt;
    }

    // One cell of a row as the table printed it, for the report to show the table back.
    static PrintedStat printed_stat(const TableRow& row, std::size_t column) {
        const Cell& cell = row.cells[column];
        const scan::Number number = scan::parse_number(cell.value);
        std::optional<double> read;
        if (number.status == scan::NumberStatus::ok) {
            read = number.value;
        }
        return PrintedStat{std::string(row.stat), std::string(cell.value), read,     row.has_gains,
                           cell.gain_pct,         cell.significant,        row.first};
    }

    // Every row folded into the summary of op, in the table's order.
    std::vector<PrintedStat> folded_stats(const OpRows& op, std::size_t column) const {
        std::vector<PrintedStat> printed;
        for (const TableRow* row : op.rows) {
            if (folded(row->stat)) {
                printed.push_back(printed_stat(*row, column));
            }
        }
        return printed;
    }

    Observation observation(const TableRow& row, std::size_t column, Sample sample) const {
        const Cell& cell = row.cells[column];
        Observation observation{
            Metric{benchmark_, std::string(row.stat), "", direction_for(row.stat)}, CaseKey{},
            std::move(sample), row.line};
        observation.case_key.add("op", row.op);
        if (row.has_gains) {
            observation.source.edit().gain_pct = cell.gain_pct;
            observation.source.edit().significant = cell.significant;
        }
        observation.rounding = half_unit(cell.value);
        observation.source.edit().comparison_reference = column == 0;
        if (table_.names[column] != runs_[column].label) {
            observation.source.edit().column_label = table_.names[column];
        }
        return observation;
    }

    void add_summaries(const OpRows& op) {
        const TableRow* mean_row = row_of(primary_, op);
        if (mean_row == nullptr) {
            return;
        }
        const TableRow* spread_row = row_of(spread_, op);
        const TableRow* min_row = row_of("Min", op);
        const TableRow* max_row = row_of("Max", op);
        for (std::size_t c = 0; c < table_.columns; ++c) {
            const std::optional<double> mean = value_of(*mean_row, c);
            if (!mean) {
                continue;
            }
            Summary summary;
            summary.mean = *mean;
            summary.stddev = std::nan("");  // absent unless a Stddev row says otherwise
            if (spread_row != nullptr) {
                summary.stddev = value_of(*spread_row, c).value_or(summary.stddev);
            }
            if (min_row != nullptr) {
                summary.min = value_of(*min_row, c);
            }
            if (max_row != nullptr) {
                summary.max = value_of(*max_row, c);
            }
            for (const auto& [row, probability] : op.quantiles) {
                if (const std::optional<double> value = value_of(*row, c)) {
                    summary.quantiles.push_back(Quantile{probability, *value});
                    if (probability == 0.5) {
                        summary.median = value;
                    }
                }
            }
            Observation summarized = observation(*mean_row, c, Sample(summary));
            summarized.source.edit().printed = folded_stats(op, c);
            runs_[c].observations.push_back(std::move(summarized));
        }
    }

    void add_values(const TableRow& row) {
        for (std::size_t c = 0; c < table_.columns; ++c) {
            if (const std::optional<double> value = value_of(row, c)) {
                Observation single = observation(row, c, Sample(std::vector<double>{*value}));
                single.source.edit().printed = {printed_stat(row, c)};
                runs_[c].observations.push_back(std::move(single));
            }
        }
    }

    const Table& table_;
    std::string benchmark_;
    std::vector<Run>& runs_;
    DiagnosticSink& sink_;
    Direction direction_ = Direction::unknown;
    std::vector<OpRows> ops_;                                 // in first-seen order
    std::vector<std::string_view> stats_;                     // in first-seen order
    std::vector<std::vector<const TableRow*>> rows_of_stat_;  // by stats_ index, in ops_ order
    std::string_view primary_;
    std::string_view spread_;
};

// Benchmark names: a table's own title; a monitor table (Duration, vmstat) belongs to the
// table above it; other untitled tables are numbered after the last title, so that tables
// never share rows.
std::vector<std::string> benchmark_names(const std::vector<Table>& tables) {
    std::vector<std::string> names;
    std::string last_title = "mmtests";
    for (std::size_t t = 0; t < tables.size(); ++t) {
        std::string name;
        if (!tables[t].title.empty()) {
            last_title = tables[t].title;
            name = tables[t].title;
        } else if (tables[t].monitor && t > 0) {
            name = names.back();
        } else {
            name = t == 0 ? last_title : fmt::format("{} (table {})", last_title, t + 1);
        }
        const bool taken = std::find(names.begin(), names.end(), name) != names.end();
        if (taken && !(tables[t].monitor && name == names.back())) {
            name = fmt::format("{} (table {})", name, t + 1);
        }
        names.push_back(std::move(name));
    }
    return names;
}

class MmtestsParser final : public FormatParser {
  public:
    MmtestsParser()
        : FormatParser(
              "mmtests",
              "mmtests compare-kernels tables (Amean/Stddev/... rows, one column per kernel)") {}

    double sniff(const SniffHead& head) const override {
        const std::vector<mmtests::Token> tokens =
            mmtests::tokenize(head.lines(), mmtests::may_hold_row);
        std::size_t gain_rows = 0;
        std::size_t monitor_rows = 0;
        for (std::size_t i = 0; i < tokens.size();) {
            const std::optional<TableRow> row = mmtests::read_row(tokens, i);
            if (!row) {
                ++i;
                continue;
            }
            ++(row->has_gains ? gain_rows : monitor_rows);
            if (gain_rows >= 2) {
                return kSureScore;
            }
            i = row->end;
        }
        if (gain_rows == 1) {
            return kOneRowScore;
        }
        return monitor_rows >= 2 ? kMonitorScore : 0.0;
    }

    std::vector<Run> parse(const InputText& input) const override {
        DiagnosticSink sink(input.path);
        const std::vector<mmtests::Token> tokens = mmtests::tokenize(input.content);
        const std::vector<Table> tables = mmtests::read_tables(tokens, sink);
        if (tables.empty()) {
            sink.diagnose(Level::warning, 0,
                          "no mmtests table found: rows look like 'Amean 1  0.4372 (   0.00%)  "
                          "0.6714 *  -53.57%*'");
            Run run;
            run.file = input.path;
            run.diagnostics = sink.take();
            run.unshown_diagnostics = sink.unshown();
            return {std::move(run)};
        }
        std::size_t columns = 0;
        for (const Table& table : tables) {
            columns = std::max(columns, table.columns);
        }
        std::vector<Run> runs(columns);
        for (std::size_t c = 0; c < columns; ++c) {
            runs[c].file = input.path;
            for (const Table& table : tables) {
                if (c < table.columns) {
                    runs[c].label = table.names[c];
                    break;
                }
            }
        }
        const std::vector<std::string> benchmarks = benchmark_names(tables);
        for (std::size_t t = 0; t < tables.size(); ++t) {
            const Table& table = tables[t];
            std::vector<std::string> renamed;
            for (std::size_t c = 0; c < table.columns; ++c) {
                if (table.names[c] != runs[c].label) {
                    renamed.push_back(fmt::format("{} as {}", table.names[c], runs[c].label));
                }
            }
            if (!renamed.empty()) {
                sink.diagnose(Level::note, table.line,
                              fmt::format("table '{}' names its columns differently; they are "
                                          "matched by position: {}",
                                          benchmarks[t], fmt::join(renamed, ", ")));
            }
            TableReader(table, benchmarks[t], runs, sink).read();
        }
        // Scanning finds broken rows before the tables that hold them are checked; tell the
        // reader in line order.
        std::vector<Diagnostic> diagnostics = sink.take();
        std::stable_sort(diagnostics.begin(), diagnostics.end(),
                         [](const Diagnostic& a, const Diagnostic& b) { return a.line < b.line; });
        runs.front().diagnostics.insert(runs.front().diagnostics.begin(), diagnostics.begin(),
                                        diagnostics.end());
        runs.front().unshown_diagnostics += sink.unshown();
        return runs;
    }
};

}  // namespace

const Parser& mmtests_parser() {
    return the_parser<MmtestsParser>();
}

}  // namespace benchcmp
