#include "benchcmp/report.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "benchcmp/author_pct.hpp"
#include "benchcmp/diagnostics.hpp"
#include "benchcmp/position_index.hpp"
#include "report/source_checks.hpp"

namespace benchcmp {
namespace {

// Rows match on everything that identifies a measurement: benchmark, metric, unit and case.
// The unit separates "time [s]" from "time [ms]" rather than silently comparing them.
bool same_row(const Row& row, const Observation& observation) {
    const Metric& metric = observation.metric;
    return row.metric.benchmark == metric.benchmark && row.metric.name == metric.name &&
           row.metric.unit == metric.unit && row.case_key == observation.case_key;
}

// Multiple-comparison control per variant: the family is the cells of one variant that have
// a p-value (the mmtests band rule has none), the rows of one patch against the baseline.
// A report-wide family made a verdict depend on which other variants were on the command
// line; then significance and verdicts are decided on the adjusted values.
void correct(Report& report) {
    const std::size_t variant_count = report.inputs.empty() ? 0 : report.inputs.size() - 1;
    for (std::size_t v = 0; v < variant_count; ++v) {
        std::vector<Comparison*> family;
        std::vector<double> p_values;
        for (Row& row : report.rows) {
            Comparison* comparison = v < row.variants.size() && row.variants[v].comparison
                                         ? &*row.variants[v].comparison
                                         : nullptr;
            if (comparison != nullptr && comparison->p_value) {
                family.push_back(comparison);
                p_values.push_back(*comparison->p_value);
            }
        }
        const std::vector<double> adjusted =
            adjust_p_values(p_values, report.thresholds.correction);
        for (std::size_t i = 0; i < family.size(); ++i) {
            family[i]->p_adjusted = adjusted[i];
        }
    }
    for (Row& row : report.rows) {
        for (VariantCell& cell : row.variants) {
            if (cell.comparison && row.baseline && cell.stats) {
                decide(*cell.comparison, *row.baseline, *cell.stats, row.metric.better,
                       report.thresholds);
            }
        }
    }
}

void add_to_counts(const VariantCell& cell, VerdictCounts& counts) {
    counts.added += cell.presence == Presence::added ? 1 : 0;
    counts.removed += cell.presence == Presence::removed ? 1 : 0;
    counts.author += cell.presence == Presence::author ? 1 : 0;
    if (!cell.comparison) {
        return;
    }
    switch (cell.comparison->verdict) {
        case Verdict::better:
            ++counts.better;
            break;
        case Verdict::worse:
            ++counts.worse;
            break;
        case Verdict::same:
            ++counts.same;
            break;
        case Verdict::changed:
            ++counts.changed;
            break;
        case Verdict::not_applicable:
            ++counts.not_applicable;
            break;
    }
}

// Renderers plot raw runs (--plot) but never see a Sample, so the values travel in the row:
// moved, not copied, once nothing else needs them (a copy doubled the memory of a million
// runs per side).
std::vector<double> take_raw_values(Sample& sample) {
    return sample.is_raw() ? std::move(sample.values()) : std::vector<double>{};
}

// The input's own statistic rows, moved: nothing reads them from the observation again.
std::vector<PrintedStat> take_printed(Observation& observation) {
    return observation.source->printed.empty() ? std::vector<PrintedStat>{}
                                               : std::move(observation.source.edit().printed);
}

// What one side of a report holds, row by row: a variant's observations, or the baseline's
// rows once its observations are gone.
struct Held {
    const Metric* metric = nullptr;
    const CaseKey* case_key = nullptr;
};

std::vector<Held> held_by(const std::vector<Observation>& observations) {
    std::vector<Held> held;
    for (const Observation& observation : observations) {
        held.push_back(Held{&observation.metric, &observation.case_key});
    }
    return held;
}

// What a variant's observation printed, as its cell keeps it.
CellSource cell_source(Observation& observation) {
    const SourceFigures& figures = *observation.source;
    return CellSource{.gain_pct = figures.gain_pct,
                      .significant = figures.significant,
                      .pct = figures.pct,
                      .pct_decimals = figures.pct_decimals,
                      .mark = figures.mark,
                      .printed_stats = take_printed(observation)};
}

// The first three distinct names of what one side holds: "benchmark/metric", or the cases
// when those names are also the other side's (the two sides then differ only in their cases).
std::string holdings(const std::vector<Held>& mine, const std::vector<Held>& other) {
    const auto name_of = [](const Held& held) {
        return held.metric->benchmark + "/" + held.metric->name;
    };
    const bool same_names = std::any_of(mine.begin(), mine.end(), [&](const Held& one) {
        return std::any_of(other.begin(), other.end(),
                           [&](const Held& theirs) { return name_of(one) == name_of(theirs); });
    });
    std::vector<std::string> names;
    for (const Held& held : mine) {
        std::string name =
            same_names ? name_of(held) + " " + held.case_key->to_string() : name_of(held);
        if (std::find(names.begin(), names.end(), name) == names.end()) {
            names.push_back(std::move(name));
        }
    }
    if (names.empty()) {
        return "nothing";
    }
    constexpr std::size_t kShown = 3;
    std::string text = fmt::format(
        "{}", fmt::join(names.begin(),
                        names.begin() + static_cast<std::ptrdiff_t>(std::min(kShown, names.size())),
                        ", "));
    if (names.size() > kShown) {
        text += fmt::format(" and {} more", names.size() - kShown);
    }
    return text;
}

// Inputs of different formats that share nothing: say what each side holds, since the cause
// is usually a different naming (go/ns/op against hackbench/time), not a missing run. The
// baseline's observations are gone by then: its first rows of the report are what it held.
std::string nothing_shared(const Run& baseline, const Run& variant, const Report& report,
                           std::size_t baseline_rows) {
    std::string message = fmt::format(
        "{}: no metric in common with the baseline {}; compare runs of the same benchmark and "
        "cases",
        variant.file, baseline.file);
    if (baseline.format != variant.format) {
        std::vector<Held> base;
        for (std::size_t row = 0; row < baseline_rows; ++row) {
            base.push_back(Held{&report.rows[row].metric, &report.rows[row].case_key});
        }
        const std::vector<Held> changed = held_by(variant.observations);
        message += fmt::format(
            " (the baseline, read as {}, holds {}; the variant, read as {}, "
            "holds {})",
            baseline.format, holdings(base, changed), variant.format, holdings(changed, base));
    }
    return message;
}

}  // namespace

void summarize(Report& report) {
    report.summary = ReportSummary{};
    ReportSummary& summary = report.summary;
    const std::size_t variant_count = report.inputs.empty() ? 0 : report.inputs.size() - 1;
    for (std::size_t v = 0; v < variant_count; ++v) {
        VariantSummary variant;
        variant.label = report.inputs[v + 1].label;
        std::vector<RatioInput> ratios;
        ratios.reserve(report.rows.size());
        for (const Row& row : report.rows) {
            if (v >= row.variants.size()) {
                continue;
            }
            const VariantCell& cell = row.variants[v];
            add_to_counts(cell, variant.counts);
            add_to_counts(cell, summary);
            summary.adjusted_p =
                summary.adjusted_p || (cell.comparison && cell.comparison->p_adjusted);
            if (cell.comparison && row.baseline && cell.stats) {
                ratios.push_back(RatioInput{&*row.baseline, &*cell.stats, row.metric.better});
            }
        }
        const GeomeanResult geomean = geomean_ratio(ratios, report.thresholds.confidence);
        variant.geomean_pct = geomean.pct;
        variant.geomean_ci_low_pct = geomean.ci_low_pct;
        variant.geomean_ci_high_pct = geomean.ci_high_pct;
        variant.geomean_verdict = geomean.verdict;
        summary.variants.push_back(std::move(variant));
    }
}

namespace {

// A spread beyond the largest double (values near -1.8e308 and +1.8e308 in one sample) has
// no finite stddev. The row's test is then n/a and the warning names it, rather than "inf"
// standing in a table as if it had been measured.
SampleStats describe_in_range(const Observation& observation, const std::string& file,
                              BoundedDiagnostics& diagnostics) {
    SampleStats stats = describe(observation.sample);
    const bool mean_finite = std::isfinite(stats.mean);
    const bool stddev_finite = !stats.stddev || std::isfinite(*stats.stddev);
    if (mean_finite && stddev_finite) {
        return stats;
    }
    diagnostics.add(Level::warning, file, observation.line, [&] {
        const std::string case_text = observation.case_key.to_string();
        return fmt::format("{} {}{}{}: the {} is beyond the range of a double; its test is n/a",
                           observation.metric.benchmark, observation.metric.name,
                           case_text.empty() ? "" : " ", case_text,
                           mean_finite ? "standard deviation" : "mean");
    });
    stats.stddev.reset();
    stats.cv_pct.reset();
    return stats;
}

// Two finite means whose ratio is beyond 1.8e306 (3.3e307 against 2) have a %diff beyond the
// largest double: the cell shows none, and the warning says why rather than leaving a bare "-".
void warn_diff_out_of_range(const Observation& observation, const SampleStats& base,
                            const VariantCell& cell, const std::string& file,
                            BoundedDiagnostics& diagnostics) {
    const auto has_mean = [](const SampleStats& stats) { return stats.n >= 1 || !stats.n_known; };
    if (!cell.comparison || cell.comparison->diff_pct || !cell.stats || !has_mean(base) ||
        !has_mean(*cell.stats) || base.mean == 0.0 || !std::isfinite(base.mean) ||
        !std::isfinite(cell.stats->mean)) {
        return;
    }
    diagnostics.add(Level::warning, file, observation.line, [&] {
        const std::string case_text = observation.case_key.to_string();
        return fmt::format(
            "{} {}{}{}: the %diff of {:.4g} against {:.4g} is beyond the range of a double; "
            "none is shown",
            observation.metric.benchmark, observation.metric.name, case_text.empty() ? "" : " ",
            case_text, cell.stats->mean, base.mean);
    });
}

}  // namespace

const char* presence_name(Presence presence) {
    switch (presence) {
        case Presence::both:
            return "both";
        case Presence::added:
            return "new";
        case Presence::removed:
            return "gone";
        case Presence::author:
            return "author";
        case Presence::absent:
            break;
    }
    return "absent";
}

namespace {

LineSpan lines_of(const Observation& observation) {
    return LineSpan{observation.line, std::max(observation.line, observation.last_line)};
}

// The rows of a report, built in two passes: the baseline's observations make the rows, then
// each variant's observations fill their cells. Rows are found by identity through an index.
class ReportBuilder {
  public:
    ReportBuilder(std::vector<Run>& runs, const Thresholds& thresholds)
        : runs_(runs), thresholds_(thresholds), diagnostics_(start(report_, runs, thresholds)) {}

    Report build() {
        add_baseline_rows();
        for (std::size_t v = 0; v + 1 < runs_.size(); ++v) {
            compare_variant(v, runs_[v + 1]);
        }
        note_author_cells();
        // Every variant has been compared with the baseline samples; the rows can have them.
        for (std::size_t row = 0; row < baseline_rows_; ++row) {
            report_.rows[row].baseline_values = take_raw_values(baseline_sides_[row].sample);
        }
        correct(report_);
        summarize(report_);
        diagnostics_.finish();
        return std::move(report_);
    }

  private:
    // The inputs and their diagnostics, before any row.
    static std::vector<Diagnostic>& start(Report& report, const std::vector<Run>& runs,
                                          const Thresholds& thresholds) {
        report.thresholds = thresholds;
        for (const Run& run : runs) {
            report.inputs.push_back(InputInfo{run.label, run.file, run.format});
            report.diagnostics.insert(report.diagnostics.end(), run.diagnostics.begin(),
                                      run.diagnostics.end());
        }
        return report.diagnostics;
    }

    std::size_t variant_count() const { return runs_.size() - 1; }

    std::size_t find_row(std::size_t hash, const Observation& observation) const {
        return row_of_.find(
            hash, [&](std::size_t row) { return same_row(report_.rows[row], observation); });
    }

    void add_cells(Row& row, Presence presence) const {
        row.variants.reserve(variant_count());
        for (std::size_t v = 0; v < variant_count(); ++v) {
            VariantCell cell;
            cell.label = runs_[v + 1].label;
            cell.presence = presence;
            row.variants.push_back(std::move(cell));
        }
    }

    // A row without its variants' cells yet: the baseline's rows get theirs once the
    // baseline's observations are gone, so that the two are never held at once.
    Row& new_row(std::size_t hash, Metric metric, CaseKey case_key) {
        Row row;
        row.metric = std::move(metric);
        row.case_key = std::move(case_key);
        row.baseline_label = runs_.front().label;
        row_of_.insert(hash, report_.rows.size());
        report_.rows.push_back(std::move(row));
        return report_.rows.back();
    }

    void add_baseline_rows() {
        Run& baseline = runs_.front();
        // Most rows are the baseline's: reserving them spares a million-row report the moves
        // and fresh pages of every doubling.
        report_.rows.reserve(baseline.observations.size());
        row_of_.reserve(baseline.observations.size());
        baseline_sides_.reserve(baseline.observations.size());
        for (Observation& observation : baseline.observations) {
            add_baseline_row(observation);
        }
        baseline_rows_ = report_.rows.size();
        baseline.observations = std::vector<Observation>{};
        // Until a variant shows a baseline case, that case is gone from it.
        for (Row& row : report_.rows) {
            add_cells(row, Presence::removed);
        }
    }

    void add_baseline_row(Observation& observation) {
        const Run& baseline = runs_.front();
        const std::size_t hash = identity_hash(observation.metric, observation.case_key);
        if (find_row(hash, observation) != PositionIndex::npos) {
            // Parsers merge repeated runs into one observation, so a second one means two
            // different summaries of one case; comparing either silently would be a guess.
            diagnostics_.add(Level::warning, baseline.file, observation.line, [&] {
                return fmt::format("{} {} appears twice; only the first is compared",
                                   observation.metric.name, observation.case_key.to_string());
            });
            return;
        }
        // An author's table may print the reference's mean; otherwise it has nothing to show.
        std::optional<SampleStats> stats;
        if (!observation.source->author_only || observation.sample.size() > 0 ||
            !observation.sample.is_raw()) {
            stats = describe_in_range(observation, baseline.file, diagnostics_);
        }
        // The row takes the case: the observation is dropped once every row is made.
        Row& row = new_row(hash, std::move(observation.metric), std::move(observation.case_key));
        row.baseline = stats;
        row.baseline_lines = lines_of(observation);
        if (!observation.source->column_label.empty()) {
            row.baseline_label = observation.source->column_label;  // this table's own name for it
        }
        row.baseline_printed_stats = take_printed(observation);
        if (!observation.source->comparison_reference) {
            const std::vector<PrintedStat> own = row.baseline_printed_stats;
            compare_printed(row.baseline_printed_stats, own, row, false);
        }
        baseline_sides_.push_back(BaselineSide{std::move(observation.sample), observation.rounding,
                                               observation.source->comparison_reference});
    }

    // What one variant's pass counts and collects.
    struct VariantPass {
        std::size_t v = 0;
        Run* variant = nullptr;
        std::size_t shared = 0;
        std::size_t fell_back = 0;
        std::vector<PrintedPct> printed;
    };

    void compare_variant(std::size_t v, Run& variant) {
        VariantPass pass{v, &variant, 0, 0, {}};
        std::size_t next_row = 0;  // the row after the last one this variant matched
        for (Observation& observation : variant.observations) {
            // Mostly in the baseline's order: the next row first, then the index (a cache miss).
            const bool in_order =
                next_row < report_.rows.size() && same_row(report_.rows[next_row], observation);
            const std::size_t hash =
                in_order ? 0 : identity_hash(observation.metric, observation.case_key);
            const std::size_t found = in_order ? next_row : find_row(hash, observation);
            const bool known = found != PositionIndex::npos;
            const std::size_t row_index = known ? found : report_.rows.size();
            next_row = row_index + 1;
            Row& row = known ? report_.rows[found]
                             : new_row(hash, observation.metric, observation.case_key);
            if (!known) {
                add_cells(row, Presence::absent);  // absent from the other variants
            }
            fill_cell(pass, observation, row, row_index);
        }
        check_author_pct(report_, pass.printed, v, variant.file, diagnostics_);
        if (pass.shared == 0) {
            throw Error(nothing_shared(runs_.front(), variant, report_, baseline_rows_));
        }
        variant.observations = std::vector<Observation>{};  // the rows have what they need
        if (pass.fell_back > 0) {
            diagnostics_.add(Level::warning, variant.file, 0, [&] {
                return fmt::format(
                    "--test mwu needs raw values; {} comparison{} of printed summaries used "
                    "Welch's t-test instead",
                    pass.fell_back, pass.fell_back == 1 ? "" : "s");
            });
        }
    }

    void fill_cell(VariantPass& pass, Observation& observation, Row& row, std::size_t row_index) {
        VariantCell& cell = row.variants[pass.v];
        if (cell.stats || cell.presence == Presence::author) {
            return;  // a duplicate within one variant; the first one stands
        }
        if (observation.source->author_only) {
            // Only the author's figure: shown as printed, never recomputed or tested.
            cell.presence = Presence::author;
            cell.lines = lines_of(observation);
            cell.source = CellSource{.pct = observation.source->pct,
                                     .pct_decimals = observation.source->pct_decimals,
                                     .mark = observation.source->mark};
            pass.shared += row_index < baseline_rows_ ? 1 : 0;
            ++author_cells_;
            author_file_ = author_file_ != nullptr ? author_file_ : &pass.variant->file;
            return;
        }
        cell.stats = describe_in_range(observation, pass.variant->file, diagnostics_);
        cell.source = cell_source(observation);
        cell.lines = lines_of(observation);
        if (!observation.source->column_label.empty()) {
            cell.label = observation.source->column_label;
        }
        if (row.baseline) {
            cell.presence = Presence::both;
            compare_cell(pass, observation, row, row_index, cell);
            ++pass.shared;
        } else {
            cell.presence = Presence::added;
        }
        cell.values = take_raw_values(observation.sample);
    }

    void compare_cell(VariantPass& pass, const Observation& observation, Row& row,
                      std::size_t row_index, VariantCell& cell) {
        const BaselineSide& side = baseline_sides_[row_index];
        const Run& variant = *pass.variant;
        cell.comparison = compare(side.sample, *row.baseline, observation.sample, *cell.stats,
                                  row.metric.better, thresholds_);
        pass.fell_back += cell.comparison->fell_back ? 1 : 0;
        warn_diff_out_of_range(observation, *row.baseline, cell, variant.file, diagnostics_);
        if (printed_against_baseline(side, observation, row, cell, runs_.front(), variant,
                                     diagnostics_)) {
            cell.source.edit().printed_against_baseline = true;
        } else if (!cell.source->printed_stats.empty()) {
            compare_printed(cell.source.edit().printed_stats, row.baseline_printed_stats, row,
                            cell.comparison->significant);
        }
        if (observation.source->pct && row.baseline && cell.stats) {
            pass.printed.push_back(
                PrintedPct{AuthorPct{row.baseline->mean, cell.stats->mean, *observation.source->pct,
                                     observation.source->pct_decimals, side.rounding,
                                     observation.rounding, row.metric.better},
                           row_index, observation.line});
        }
    }

    void note_author_cells() {
        if (author_cells_ == 0) {
            return;
        }
        diagnostics_.add(Level::note, *author_file_, 0, [&] {
            return fmt::format(
                "{} cell{} hold{} only the author's %diff (and mark), shown as printed: no "
                "significance test is possible without the runs",
                author_cells_, author_cells_ == 1 ? "" : "s", author_cells_ == 1 ? "s" : "");
        });
    }

    std::vector<Run>& runs_;
    const Thresholds& thresholds_;
    Report report_;
    BoundedDiagnostics diagnostics_;
    PositionIndex row_of_;                      // report_.rows by identity_hash
    std::vector<BaselineSide> baseline_sides_;  // one per baseline row
    std::size_t baseline_rows_ = 0;
    std::size_t author_cells_ = 0;
    const std::string* author_file_ = nullptr;
};

}  // namespace

Report build_report(std::vector<Run> runs, const Thresholds& thresholds) {
    // One run alone is a report of its rows' summaries and no comparison: saved with --format
    // json it is the baseline a later run compares with, as `benchstat old.txt` summarises.
    if (runs.empty()) {
        throw Error("nothing to compare: no inputs given");
    }
    return ReportBuilder(runs, thresholds).build();
}

}  // namespace benchcmp
