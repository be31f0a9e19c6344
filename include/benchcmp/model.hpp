// The common sample model every parser produces and every later stage consumes.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "benchcmp/diagnostics.hpp"
#include "benchcmp/position_index.hpp"

namespace benchcmp {

/// Which way is an improvement. `unknown` when neither the format nor the user says.
enum class Direction { lower_is_better, higher_is_better, unknown };

/// "lower", "higher" or "unknown", as used in JSON and legends.
const char* direction_name(Direction direction);

/// What was measured: the benchmark family, the metric within it, its unit and direction.
struct Metric {
    std::string benchmark;  // e.g. "hackbench"
    std::string name;       // e.g. "time"
    std::string unit;       // e.g. "s"; empty when unitless
    Direction better = Direction::unknown;

    friend bool operator==(const Metric&, const Metric&) = default;
};

/// The parameters that identify one case, in the order the input states them
/// (mode=process, groups=10, ...). Two cases match only when every pair matches.
struct CaseKey {
    std::vector<std::pair<std::string, std::string>> entries;

    void add(std::string key, std::string value);
    /// The value for key, or nullptr when the key is absent.
    const std::string* find(const std::string& key) const;
    /// "mode=process groups=10"; empty for the empty key.
    std::string to_string() const;

    friend bool operator==(const CaseKey&, const CaseKey&) = default;
};

/// One quantile a summary-only source printed, e.g. {0.99, 20903.42}.
struct Quantile {
    double probability = 0.0;
    double value = 0.0;

    friend bool operator==(const Quantile&, const Quantile&) = default;
};

/// Summary statistics as a source printed them when the raw values are not available.
struct Summary {
    std::size_t n = 0;  // 0: the source did not print it (mmtests); --runs supplies it
    double mean = 0.0;
    double stddev = 0.0;  // sample standard deviation (n - 1 denominator)
    std::optional<double> min;
    std::optional<double> max;
    std::optional<double> median;
    std::vector<Quantile> quantiles;

    friend bool operator==(const Summary&, const Summary&) = default;
};

/// The measurements of one metric in one case of one run: EITHER the raw values of the
/// repeated runs, OR a summary when the input only holds aggregates.
class Sample {
  public:
    Sample() = default;
    explicit Sample(std::vector<double> values) : data_(std::move(values)) {}
    explicit Sample(Summary summary) : data_(std::make_unique<Summary>(std::move(summary))) {}
    Sample(const Sample& other);
    Sample(Sample&&) noexcept = default;
    Sample& operator=(const Sample& other);
    Sample& operator=(Sample&&) noexcept = default;
    ~Sample() = default;

    bool is_raw() const { return std::holds_alternative<std::vector<double>>(data_); }
    /// The raw values; only valid when is_raw().
    const std::vector<double>& values() const { return std::get<std::vector<double>>(data_); }
    std::vector<double>& values() { return std::get<std::vector<double>>(data_); }
    /// The printed summary; only valid when !is_raw().
    const Summary& summary() const { return *std::get<std::unique_ptr<Summary>>(data_); }

    /// Number of observations behind the sample (raw count or the summary's n).
    std::size_t size() const;

  private:
    // A summary is held apart: most samples are raw, and a Summary inline made each of them,
    // and each observation of a million-row table, 72 bytes larger.
    std::variant<std::vector<double>, std::unique_ptr<Summary>> data_;
};

/// One statistic row a summary table printed for a value, kept as printed so that a report can
/// show the author's table back (mmtests: the `Min`, `Amean`, `Stddev` ... rows of one kernel
/// and operation, whose Amean observation holds them all).
struct PrintedStat {
    std::string name;                // "Min", "Amean", "BAmean-50", "Duration"
    std::string value;               // as printed: "0.4070", "nan"
    std::optional<double> number;    // that value read; absent for `nan`, `n/a`
    bool compared = false;           // printed with a comparison (monitor rows have none)
    std::optional<double> gain_pct;  // that comparison; absent for `nan%`
    bool significant = false;        // printed as `*  x.xx%*`
    std::size_t order = 0;           // where the input printed the row, to print rows in its order

    friend bool operator==(const PrintedStat&, const PrintedStat&) = default;
};

/// What the input itself printed about one value besides the value, kept so that nothing the
/// author saw is lost and the report can check the author's figures against its own. Every
/// format fills what it prints; a new format adds no field to Observation.
struct SourceFigures {
    // A summary table's own percentage (mmtests: a gain, positive = better) and its
    // significance mark.
    std::optional<double> gain_pct{};
    std::optional<bool> significant{};
    // A hand-made table's own percentage for this variant against the baseline (`-48.4%`,
    // `3.41 (13.01 pct)`), whatever convention produced it, and its printed decimals, which
    // tell a rounded value from a truncated one (author_pct.hpp works out the convention).
    std::optional<double> pct{};
    int pct_decimals{};
    // The mark the author put beside pct (`*`, `**`), as printed: what it means (a
    // significant change, a noisy one) only the post's prose says.
    std::string mark{};
    // The cell comes from a table of the author's own results: a variant's pct and mark with
    // no measurement (an empty sample), or the reference those percentages are against, empty
    // or with the one mean the table prints. Nothing here can be tested.
    bool author_only{};
    // The input's own name for this variant where it differs from Run::label: a file whose
    // tables name their columns differently has them matched by position.
    std::string column_label{};
    // The statistic rows the input printed for this value, in its own words and digits, and
    // whether this value is the one its table's comparisons are against (the table's first
    // column): only against that column do the printed comparisons hold.
    std::vector<PrintedStat> printed{};
    bool comparison_reference{};

    friend bool operator==(const SourceFigures&, const SourceFigures&) = default;
};

/// Figures that most values do not have, held apart from them: an Observation's
/// SourceFigures, a report cell's CellSource (most inputs print nothing beside their values,
/// and a million of them carried 150 empty bytes each). Absent figures read as empty ones;
/// edit() makes them. Copies copy the figures, as a member would.
template <typename Figures>
class Apart {
  public:
    Apart() = default;
    /// Holds figures unless they are empty.
    Apart(Figures figures) {  // NOLINT(google-explicit-constructor): a member's value
        if (figures != kNone) {
            figures_ = std::make_unique<Figures>(std::move(figures));
        }
    }
    Apart(const Apart& other) : figures_(copy(other)) {}
    Apart(Apart&&) noexcept = default;
    Apart& operator=(const Apart& other) {
        if (this != &other) {
            figures_ = copy(other);
        }
        return *this;
    }
    Apart& operator=(Apart&&) noexcept = default;
    ~Apart() = default;

    const Figures& operator*() const { return figures_ ? *figures_ : kNone; }
    const Figures* operator->() const { return &**this; }
    /// The figures to change, made empty first when there were none.
    Figures& edit() {
        if (!figures_) {
            figures_ = std::make_unique<Figures>();
        }
        return *figures_;
    }

    friend bool operator==(const Apart& a, const Apart& b) { return *a == *b; }

  private:
    static std::unique_ptr<Figures> copy(const Apart& other) {
        return other.figures_ ? std::make_unique<Figures>(*other.figures_) : nullptr;
    }

    static inline const Figures kNone{};
    std::unique_ptr<Figures> figures_;
};

/// One metric in one case of one run, with the input line where it was first seen.
struct Observation {
    Metric metric;
    CaseKey case_key;
    Sample sample;
    int line = 0;
    // What the input printed beside the value; empty for most formats.
    Apart<SourceFigures> source{};
    // Half a unit in the last printed digit of the value, which bounds how far rounding alone
    // moves a %diff recomputed from printed means; 0 when the input's precision is not known.
    double rounding = 0.0;
    int last_line = 0;  // the last line a value of it came from; 0: line alone
};

/// A hash of what identifies a row of a report: benchmark, metric, unit and case, not the
/// direction (a row matches observations whatever direction each input gave it).
std::size_t identity_hash(const Metric& metric, const CaseKey& case_key);
/// A hash of a case alone, whatever was measured in it.
std::size_t case_hash(const CaseKey& case_key);

/// Run::add_value's index from (metric, case) to the latest observation of it, so that a run of
/// many distinct cases reads in linear time. It indexes what was appended since it last looked
/// and checks every hit, so appending to `observations` directly stays safe; code that erases
/// from it or renames an observation in place, and then adds values, calls `forget()`.
class ObservationFinder {
  public:
    /// The latest observation of (metric, case_key), or nullptr; and the identity's hash when
    /// the lookup needed it, for appended().
    struct Found {
        Observation* observation = nullptr;
        std::optional<std::size_t> hash;
    };
    Found find(std::vector<Observation>& observations, const Metric& metric,
               const CaseKey& case_key);
    /// Indexes the observation just appended, the one find() looked up, by find()'s hash
    /// rather than hashing it again (a tenth of reading 10,000 cases was hashing each new one
    /// twice).
    void appended(const std::vector<Observation>& observations, std::optional<std::size_t> hash);
    void forget();

  private:
    void index(const std::vector<Observation>& observations);
    void index_next(const std::vector<Observation>& observations, std::size_t hash);

    PositionIndex latest_;  // one position an identity: its latest observation
    std::size_t indexed_ = 0;
};

/// Everything read from one input (or one variant of a multi-variant input).
struct Run {
    std::string label;   // what tables call this run, e.g. "patched"
    std::string file;    // the path as the user gave it ("-" for stdin)
    std::string format;  // the parser's name, e.g. "hackbench"
    std::vector<Observation> observations;
    std::vector<Diagnostic> diagnostics;
    // Diagnostics past kMaxDiagnosticsPerInput, counted rather than kept (read_post prints
    // the count).
    std::size_t unshown_diagnostics = 0;
    // How a post's reader grouped this run (--explain): the file's line ranges it read as this
    // variant, and why they are one; both empty when the whole input is the run.
    std::vector<std::pair<int, int>> read_ranges{};
    std::string grouping{};

    /// Appends value to the raw sample of (metric, case_key), creating the observation at
    /// line on first sight, so that repeated runs of one case become one sample.
    void add_value(const Metric& metric, const CaseKey& case_key, double value, int line);
    /// Records a diagnostic positioned in this run's file (counts it in unshown_diagnostics
    /// once kMaxDiagnosticsPerInput are kept).
    void diagnose(Level level, int line, std::string message);

    ObservationFinder finder{};  // add_value's index; not part of what was read
};

}  // namespace benchcmp
