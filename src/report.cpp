#include "benchcmp/report.hpp"

#include <fmt/format.h>

#include <string>
#include <unordered_map>
#include <vector>

#include "benchcmp/diagnostics.hpp"

namespace benchcmp {
namespace {

// Rows match on everything that identifies a measurement: benchmark, metric, unit and case.
// The unit separates "time [s]" from "time [ms]" rather than silently comparing them.
std::string row_identity(const Metric& metric, const CaseKey& case_key) {
    std::string identity = metric.benchmark;
    identity += '\x1f';
    identity += metric.name;
    identity += '\x1f';
    identity += metric.unit;
    for (const auto& [key, value] : case_key.entries) {
        identity += '\x1f';
        identity += key;
        identity += '=';
        identity += value;
    }
    return identity;
}

// Multiple-comparison control across every compared cell of the report that has a p-value
// (the mmtests band rule has none), then significance and verdicts on the adjusted values.
void correct(Report& report) {
    std::vector<Comparison*> family;
    std::vector<double> p_values;
    for (Row& row : report.rows) {
        for (VariantCell& cell : row.variants) {
            if (cell.comparison && cell.comparison->p_value) {
                family.push_back(&*cell.comparison);
                p_values.push_back(*cell.comparison->p_value);
            }
        }
    }
    const std::vector<double> adjusted = adjust_p_values(p_values, report.thresholds.correction);
    for (std::size_t i = 0; i < family.size(); ++i) {
        family[i]->p_adjusted = adjusted[i];
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

// Renderers plot raw runs (--plot) but never see a Sample, so the values travel in the row.
std::vector<double> raw_values(const Sample& sample) {
    return sample.is_raw() ? sample.values() : std::vector<double>{};
}

void summarize(Report& report) {
    ReportSummary& summary = report.summary;
    std::vector<RatioInput> ratios;
    for (const Row& row : report.rows) {
        for (const VariantCell& cell : row.variants) {
            if (cell.comparison && row.baseline && cell.stats) {
                ratios.push_back(RatioInput{*row.baseline, *cell.stats, row.metric.better});
            }
        }
        for (const VariantCell& cell : row.variants) {
            summary.added += cell.presence == Presence::added ? 1 : 0;
            summary.removed += cell.presence == Presence::removed ? 1 : 0;
            if (!cell.comparison) {
                continue;
            }
            switch (cell.comparison->verdict) {
                case Verdict::better:
                    ++summary.better;
                    break;
                case Verdict::worse:
                    ++summary.worse;
                    break;
                case Verdict::same:
                    ++summary.same;
                    break;
                case Verdict::changed:
                    ++summary.changed;
                    break;
                case Verdict::not_applicable:
                    ++summary.not_applicable;
                    break;
            }
        }
    }
    const GeomeanResult geomean = geomean_ratio(ratios, report.thresholds.confidence);
    summary.geomean_pct = geomean.pct;
    summary.geomean_ci_low_pct = geomean.ci_low_pct;
    summary.geomean_ci_high_pct = geomean.ci_high_pct;
}

const char* test_title(TestKind test) {
    switch (test) {
        case TestKind::welch:
            return "Welch";
        case TestKind::mwu:
            return "Mann-Whitney";
        case TestKind::mmtests:
            return "mmtests CI";
        case TestKind::mmtests_2018:
            break;
    }
    return "mmtests-2018";
}

}  // namespace

std::string verdict_line(const Report& report) {
    const ReportSummary& summary = report.summary;
    const Thresholds& thresholds = report.thresholds;
    std::string line = fmt::format("benchcmp: {} worse, {} better, {} unchanged", summary.worse,
                                   summary.better, summary.same);
    if (summary.changed > 0) {
        line += fmt::format(", {} changed", summary.changed);
    }
    if (summary.not_applicable > 0) {
        line += fmt::format(", {} n/a", summary.not_applicable);
    }
    switch (thresholds.correction) {
        case Correction::bh:
            line += fmt::format(" ({}, BH q={:g})", test_title(thresholds.test), thresholds.alpha);
            break;
        case Correction::holm:
            line += fmt::format(" ({}, Holm alpha={:g})", test_title(thresholds.test),
                                thresholds.alpha);
            break;
        case Correction::none:
            line += fmt::format(" ({}, alpha={:g})", test_title(thresholds.test), thresholds.alpha);
            break;
    }
    if (summary.geomean_pct) {
        line += fmt::format("; geomean {:+.1f}%", *summary.geomean_pct);
        if (summary.geomean_ci_low_pct && summary.geomean_ci_high_pct) {
            line += fmt::format(" [{:+.1f}, {:+.1f}]", *summary.geomean_ci_low_pct,
                                *summary.geomean_ci_high_pct);
        }
    }
    return line;
}

Report build_report(const std::vector<Run>& runs, const Thresholds& thresholds) {
    if (runs.size() < 2) {
        throw Error(runs.empty() ? "nothing to compare: no inputs given"
                                 : fmt::format("{}: nothing to compare it with: give a baseline "
                                               "and at least one variant",
                                               runs.front().file));
    }
    Report report;
    report.thresholds = thresholds;
    for (const Run& run : runs) {
        report.inputs.push_back(InputInfo{run.label, run.file, run.format});
        report.diagnostics.insert(report.diagnostics.end(), run.diagnostics.begin(),
                                  run.diagnostics.end());
    }

    const Run& baseline = runs.front();
    const std::size_t variant_count = runs.size() - 1;
    std::unordered_map<std::string, std::size_t> row_of;
    // The baseline's samples by row, so that raw-value tests (MWU) see the values themselves.
    std::vector<const Sample*> baseline_samples;

    auto new_row = [&](const Observation& observation) -> Row& {
        Row row;
        row.metric = observation.metric;
        row.case_key = observation.case_key;
        row.baseline_label = baseline.label;
        for (std::size_t v = 0; v < variant_count; ++v) {
            VariantCell cell;
            cell.label = runs[v + 1].label;
            cell.presence = Presence::absent;
            row.variants.push_back(std::move(cell));
        }
        row_of.emplace(row_identity(row.metric, row.case_key), report.rows.size());
        report.rows.push_back(std::move(row));
        return report.rows.back();
    };

    for (const Observation& observation : baseline.observations) {
        if (row_of.contains(row_identity(observation.metric, observation.case_key))) {
            // Parsers merge repeated runs into one observation, so a second one means two
            // different summaries of one case; comparing either silently would be a guess.
            report.diagnostics.push_back(
                Diagnostic{Level::warning, baseline.file, observation.line,
                           fmt::format("{} {} appears twice; only the first is compared",
                                       observation.metric.name, observation.case_key.to_string())});
            continue;
        }
        Row& row = new_row(observation);
        row.baseline = describe(observation.sample);
        row.baseline_values = raw_values(observation.sample);
        baseline_samples.resize(report.rows.size(), nullptr);
        baseline_samples.back() = &observation.sample;
    }

    // Until a variant shows a baseline case, that case is gone from it.
    for (Row& row : report.rows) {
        for (VariantCell& cell : row.variants) {
            cell.presence = Presence::removed;
        }
    }

    for (std::size_t v = 0; v < variant_count; ++v) {
        const Run& variant = runs[v + 1];
        std::size_t shared = 0;
        std::size_t fell_back = 0;
        for (const Observation& observation : variant.observations) {
            auto found = row_of.find(row_identity(observation.metric, observation.case_key));
            const bool known = found != row_of.end();
            const std::size_t row_index = known ? found->second : report.rows.size();
            Row& row = known ? report.rows[found->second] : new_row(observation);
            VariantCell& cell = row.variants[v];
            if (cell.stats) {
                continue;  // a duplicate within one variant; the first one stands
            }
            cell.stats = describe(observation.sample);
            cell.values = raw_values(observation.sample);
            if (row.baseline) {
                cell.presence = Presence::both;
                cell.comparison = compare(*baseline_samples[row_index], observation.sample,
                                          row.metric.better, thresholds);
                fell_back += cell.comparison->fell_back ? 1 : 0;
                ++shared;
            } else {
                cell.presence = Presence::added;
            }
        }
        if (shared == 0) {
            throw Error(
                fmt::format("{}: no metric in common with the baseline {}; compare runs "
                            "of the same benchmark and cases",
                            variant.file, baseline.file));
        }
        if (fell_back > 0) {
            report.diagnostics.push_back(Diagnostic{
                Level::warning, variant.file, 0,
                fmt::format("--test mwu needs raw values; {} comparison{} of printed summaries "
                            "used Welch's t-test instead",
                            fell_back, fell_back == 1 ? "" : "s")});
        }
    }
    correct(report);
    summarize(report);
    return report;
}

}  // namespace benchcmp
