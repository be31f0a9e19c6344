// The machine-readable report (schema "benchcmp/3", documented in docs/output.md). Within a
// schema version keys are only added; a changed or removed key bumps the version.
#include <algorithm>
#include <cmath>
#include <iterator>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <string_view>

#include "benchcmp/version.hpp"
#include "render/layout.hpp"
#include "render/renderers.hpp"

namespace benchcmp::render {
namespace {

using json = nlohmann::ordered_json;

// JSON has no NaN or infinity; a value that does not exist or is not finite becomes null.
json number_or_null(std::optional<double> value) {
    if (!value || !std::isfinite(*value)) {
        return nullptr;
    }
    return *value;
}

json stats_json(const std::string& label, const std::optional<SampleStats>& stats) {
    json object = {{"label", label}};
    if (!stats) {
        for (const char* key : {"n", "mean", "stddev", "cv_pct", "min", "max", "median"}) {
            object[key] = nullptr;
        }
        return object;
    }
    object["n"] = stats->n_known ? json(stats->n) : json();
    object["mean"] = number_or_null(stats->mean);
    object["stddev"] = number_or_null(stats->stddev);
    object["cv_pct"] = number_or_null(stats->cv_pct);
    object["min"] = number_or_null(stats->min);
    object["max"] = number_or_null(stats->max);
    object["median"] = number_or_null(stats->median);
    return object;
}

// A side's raw runs, so that the report can be read back as an input (the parser
// "benchcmp-json"); null for a printed summary, whose figures are the ones above.
json values_json(const std::vector<double>& values) {
    json array = json::array();
    for (double value : values) {
        array.push_back(number_or_null(value));
    }
    return values.empty() ? json() : array;
}

json variant_json(const VariantCell& cell) {
    json object = stats_json(cell.label, cell.stats);
    object["values"] = values_json(cell.values);
    object["presence"] = presence_name(cell.presence);
    if (cell.comparison) {
        const Comparison& comparison = *cell.comparison;
        object["diff_pct"] = number_or_null(comparison.diff_pct);
        object["p_value"] = number_or_null(comparison.p_value);
        object["significant"] = comparison.significant;
        object["verdict"] = verdict_name(comparison.verdict);
        object["ci_low_pct"] = number_or_null(comparison.ci_low_pct);
        object["ci_high_pct"] = number_or_null(comparison.ci_high_pct);
        object["estimate_pct"] = number_or_null(comparison.estimate_pct);
        object["p_adjusted"] = number_or_null(comparison.p_adjusted);
        object["mde_pct"] = number_or_null(comparison.mde_pct);
        object["noisy"] = comparison.noisy;
        object["test"] = test_name(comparison.test);
        object["note"] = comparison.note.empty() ? json() : json(comparison.note);
    } else {
        object["diff_pct"] = nullptr;
        object["p_value"] = nullptr;
        object["significant"] = false;
        object["verdict"] = nullptr;
        for (const char* key :
             {"ci_low_pct", "ci_high_pct", "estimate_pct", "p_adjusted", "mde_pct"}) {
            object[key] = nullptr;
        }
        object["noisy"] = false;
        object["test"] = nullptr;
        object["note"] = nullptr;
    }
    // What the input itself printed for this cell (mmtests' gain and star); null elsewhere.
    object["source_gain_pct"] = number_or_null(cell.source_gain_pct);
    object["source_significant"] =
        cell.source_significant ? json(*cell.source_significant) : json();
    object["source_pct"] = number_or_null(cell.source_pct);
    object["source_pct_convention"] =
        cell.source_pct_convention.empty() ? json() : json(cell.source_pct_convention);
    object["source_pct_matches"] =
        cell.source_pct_matches ? json(*cell.source_pct_matches) : json();
    if (cell.source_pct) {
        object["source_pct_decimals"] = cell.source_pct_decimals;
        object["source_mark"] = cell.source_mark.empty() ? json() : json(cell.source_mark);
    }
    return object;
}

// Counts keyed by the verdict words themselves, as the text and the rows spell them.
json counts_json(const VerdictCounts& counts) {
    return {{verdict_name(Verdict::better), counts.better},
            {verdict_name(Verdict::worse), counts.worse},
            {verdict_name(Verdict::same), counts.same},
            {verdict_name(Verdict::changed), counts.changed},
            {verdict_name(Verdict::not_applicable), counts.not_applicable},
            {presence_name(Presence::added), counts.added},
            {presence_name(Presence::removed), counts.removed}};
}

json summary_json(const Report& report, const RenderOptions& options) {
    const ReportSummary& summary = report.summary;
    json variants = json::array();
    for (const VariantSummary& variant : summary.variants) {
        json object = {{"label", variant.label}};
        object.update(counts_json(variant.counts));
        object["geomean_pct"] = number_or_null(variant.geomean_pct);
        object["geomean_ci_low_pct"] = number_or_null(variant.geomean_ci_low_pct);
        object["geomean_ci_high_pct"] = number_or_null(variant.geomean_ci_high_pct);
        object["geomean_verdict"] = verdict_name(variant.geomean_verdict);
        variants.push_back(std::move(object));
    }
    json object = counts_json(summary);
    object["variants"] = std::move(variants);
    object["line"] = summary_line(report, options);
    return object;
}

json row_json(const Row& row) {
    json case_object = json::object();
    for (const auto& [key, value] : row.case_key.entries) {
        case_object[key] = value;
    }
    json variants = json::array();
    for (const VariantCell& cell : row.variants) {
        variants.push_back(variant_json(cell));
    }
    json baseline = stats_json(row.baseline_label, row.baseline);
    const bool author =
        std::any_of(row.variants.begin(), row.variants.end(),
                    [](const VariantCell& cell) { return cell.presence == Presence::author; });
    baseline["presence"] = row.baseline ? "both" : author ? "author" : "absent";
    baseline["values"] = values_json(row.baseline_values);
    return {{"benchmark", row.metric.benchmark}, {"metric", row.metric.name},
            {"unit", row.metric.unit},           {"better", direction_name(row.metric.better)},
            {"case", std::move(case_object)},    {"baseline", std::move(baseline)},
            {"variants", std::move(variants)}};
}

// The document is written as a stream, member by member and row by row, byte for byte what
// dump(2) of the whole tree would print: a report of a million rows never holds more than one
// row's JSON at a time.
class JsonWriter {
  public:
    explicit JsonWriter(std::ostream& out) : out_(out) {}

    void member(std::string_view key, const json& value) {
        open(key);
        write(value, 1);
    }

    template <typename Items, typename ToJson>
    void array(std::string_view key, const Items& items, ToJson to_json) {
        open(key);
        if (std::empty(items)) {
            out_ << "[]";
            return;
        }
        out_ << "[\n";
        bool first = true;
        for (const auto& item : items) {
            out_ << (first ? "" : ",\n") << "    ";
            write(to_json(item), 2);
            first = false;
        }
        out_ << "\n  ]";
    }

    void close() { out_ << (first_ ? "{}" : "\n}") << '\n'; }

  private:
    void open(std::string_view key) {
        out_ << (first_ ? "{\n  " : ",\n  ") << json(key).dump() << ": ";
        first_ = false;
    }

    // value as dump(2) prints it nested depth levels deep: every line after the first is
    // indented by two blanks a level (a JSON string never holds a raw newline).
    void write(const json& value, int depth) {
        const std::string text = value.dump(2, ' ', false, json::error_handler_t::replace);
        const std::string indent(static_cast<std::size_t>(2 * depth), ' ');
        std::size_t begin = 0;
        for (std::size_t newline = text.find('\n'); newline != std::string::npos;
             newline = text.find('\n', begin)) {
            out_.write(text.data() + begin, static_cast<std::streamsize>(newline + 1 - begin));
            out_ << indent;
            begin = newline + 1;
        }
        out_.write(text.data() + begin, static_cast<std::streamsize>(text.size() - begin));
    }

    std::ostream& out_;
    bool first_ = true;
};

json input_json(const InputInfo& input) {
    return {{"label", input.label}, {"file", input.file}, {"format", input.format}};
}

json diagnostic_json(const Diagnostic& diagnostic) {
    return {{"level", level_name(diagnostic.level)},
            {"file", diagnostic.file},
            {"line", diagnostic.line > 0 ? json(diagnostic.line) : json()},
            {"message", diagnostic.message}};
}

class JsonRenderer final : public Renderer {
  public:
    explicit JsonRenderer(const RenderOptions& options) : options_(options) {}

    void render(const Report& report, std::ostream& out) const override {
        JsonWriter document(out);
        document.member("schema", "benchcmp/3");
        document.member("version", kVersion);
        document.member("test", test_name(report.thresholds.test));
        document.member("alpha", report.thresholds.alpha);
        document.member("correction", correction_name(report.thresholds.correction));
        document.member("confidence", report.thresholds.confidence);
        document.member("noise_cv_pct", report.thresholds.noise_cv_pct);
        document.array("inputs", report.inputs, input_json);
        document.array("rows", report.rows, row_json);
        document.member("summary", summary_json(report, options_));
        document.array("diagnostics", report.diagnostics, diagnostic_json);
        document.close();
    }

  private:
    RenderOptions options_;
};

}  // namespace

std::unique_ptr<Renderer> make_json_renderer(const RenderOptions& options) {
    return std::make_unique<JsonRenderer>(options);
}

}  // namespace benchcmp::render
