// Summaries of repeated SPECjbb runs as people post them: pandas describe() blocks and the
// org-mode or markdown tables of `describe().T` (FORMATS.md section 5.3), apart from the line
// dispatch in specjbb.cpp.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "benchcmp/diagnostics.hpp"
#include "benchcmp/model.hpp"
#include "parse/specjbb/specjbb_variants.hpp"

namespace benchcmp::specjbb {

/// The metric of summaries that do not name theirs: SPECjbb's unit, higher is better.
Metric jops_metric(std::string name);

/// A statistic pandas prints: count, mean, std, min, a percentile, or max.
struct StatName {
    enum class Kind { count, mean, std, min, max, percentile };
    Kind kind = Kind::mean;
    double probability = 0.0;  // for percentiles: 0.5 for `50%`, 0.999 for `99.9%`
    std::string text;          // as printed, for messages
};

/// The statistic token names (`count`, `mean`, `std`, `min`, `max`, `25%`, `99.9%`), or nullopt.
std::optional<StatName> read_stat_name(std::string_view token);

/// The statistics one describe() block or one table row printed.
struct StatValues {
    std::optional<double> count;
    std::optional<double> mean;
    std::optional<double> stddev;
    std::optional<double> min;
    std::optional<double> max;
    std::vector<Quantile> quantiles;  // in printed order

    /// Whether a value for name was recorded.
    bool has(const StatName& name) const;
    /// Records value under name; false (and nothing changes) when it was already recorded.
    bool set(const StatName& name, double value);
};

/// The Summary values give, or nullopt (with a warning) when no mean was printed. Without a
/// count n is 0, "unknown", which leaves the row without a test; a warning says so.
std::optional<Summary> make_summary(const StatValues& values, std::string_view what, int line,
                                    DiagnosticSink& sink);

/// Whether text is an org-mode or markdown table row (`| ... |`, after mail quoting).
bool is_table_row(std::string_view text);

/// An org-mode or markdown table with a `count | mean | std | min | 50% | ... | max` header and
/// one row per variant and configuration, read row by row.
class SummaryTable {
  public:
    /// Reads one table row; problems become diagnostics in sink.
    void row(std::string_view text, int number, DiagnosticSink& sink);
    /// The variants of the table, `-X` before `+X`.
    Group finish();

  private:
    void header(const std::vector<std::string_view>& cells, int number, DiagnosticSink& sink);

    bool has_header_ = false;
    bool usable_ = false;  // the header has a mean column
    int header_line_ = 0;
    std::vector<std::optional<StatName>> columns_;  // per column after the label column
    Group group_;
};

}  // namespace benchcmp::specjbb
