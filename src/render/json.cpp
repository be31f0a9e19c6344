// The machine-readable report (schema "benchcmp/3", documented in docs/output.md). Within a
// schema version keys are only added; a changed or removed key bumps the version.
#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <iterator>
#include <ostream>
#include <string>
#include <string_view>

#include "benchcmp/printable.hpp"
#include "benchcmp/version.hpp"
#include "render/json_stream.hpp"
#include "render/layout.hpp"
#include "render/renderers.hpp"

namespace benchcmp::render {
namespace {

// Members that are all null: the figures of a side or a comparison that does not exist.
void nulls(JsonStream& out, std::initializer_list<JsonStream::Name> names) {
    for (const JsonStream::Name& name : names) {
        out.key(name).null();
    }
}

void write_stats(JsonStream& out, const std::string& label,
                 const std::optional<SampleStats>& stats) {
    out.key("label").string(label);
    if (!stats) {
        nulls(out, {"n", "mean", "stddev", "cv_pct", "min", "max", "median"});
        return;
    }
    if (stats->n_known) {
        out.key("n").count(stats->n);
    } else {
        out.key("n").null();
    }
    out.key("mean").number(stats->mean);
    out.key("stddev").number_or_null(stats->stddev);
    out.key("cv_pct").number_or_null(stats->cv_pct);
    out.key("min").number_or_null(stats->min);
    out.key("max").number_or_null(stats->max);
    out.key("median").number_or_null(stats->median);
}

// A side's raw runs, so that the report can be read back as an input (the parser
// "benchcmp-json"); null for a printed summary, whose figures are the ones above.
void write_values(JsonStream& out, const std::vector<double>& values) {
    if (values.empty()) {
        out.null();
        return;
    }
    out.begin_array();
    for (double value : values) {
        out.number(value);
    }
    out.end_array();
}

void write_comparison(JsonStream& out, const std::optional<Comparison>& comparison) {
    if (!comparison) {
        out.key("diff_pct").null();
        out.key("p_value").null();
        out.key("significant").boolean(false);
        out.key("verdict").null();
        nulls(out, {"ci_low_pct", "ci_high_pct", "estimate_pct", "p_adjusted", "mde_pct"});
        out.key("noisy").boolean(false);
        out.key("test").null();
        out.key("note").null();
        return;
    }
    out.key("diff_pct").number_or_null(comparison->diff_pct);
    out.key("p_value").number_or_null(comparison->p_value);
    out.key("significant").boolean(comparison->significant);
    out.key("verdict").string(verdict_name(comparison->verdict));
    out.key("ci_low_pct").number_or_null(comparison->ci_low_pct);
    out.key("ci_high_pct").number_or_null(comparison->ci_high_pct);
    out.key("estimate_pct").number_or_null(comparison->estimate_pct);
    out.key("p_adjusted").number_or_null(comparison->p_adjusted);
    out.key("mde_pct").number_or_null(comparison->mde_pct);
    out.key("noisy").boolean(comparison->noisy);
    out.key("test").string(test_name(comparison->test));
    out.key("note").string_or_null(comparison->note);
}

template <typename Value>
void optional_boolean(JsonStream& out, JsonStream::Name key, const std::optional<Value>& value) {
    if (value) {
        out.key(key).boolean(*value);
    } else {
        out.key(key).null();
    }
}

// Where a side's values were read: its input's file and the first and last line, or null
// for an input without lines (JSON).
void write_lines(JsonStream& out, const std::string& file, const LineSpan& lines) {
    out.key("file").string(printable(file));  // as the inputs' own file names
    if (lines.first <= 0) {
        out.key("lines").null();
        return;
    }
    out.key("lines").begin_array();
    out.count(static_cast<std::size_t>(lines.first));
    out.count(static_cast<std::size_t>(lines.last));
    out.end_array();
}

void write_variant(JsonStream& out, const VariantCell& cell, const std::string& file) {
    out.begin_object();
    write_stats(out, cell.label, cell.stats);
    write_lines(out, file, cell.lines);
    write_values(out.key("values"), cell.values);
    out.key("presence").string(presence_name(cell.presence));
    write_comparison(out, cell.comparison);
    // What the input itself printed for this cell (mmtests' gain and star); null elsewhere.
    out.key("source_gain_pct").number_or_null(cell.source->gain_pct);
    optional_boolean(out, "source_significant", cell.source->significant);
    out.key("source_pct").number_or_null(cell.source->pct);
    out.key("source_pct_convention").string_or_null(cell.source->pct_convention);
    optional_boolean(out, "source_pct_matches", cell.source->pct_matches);
    if (cell.source->pct) {
        out.key("source_pct_decimals").integer(cell.source->pct_decimals);
        out.key("source_mark").string_or_null(cell.source->mark);
    }
    out.end_object();
}

// Whether the case names some key twice.
bool repeats_a_key(const CaseKey& case_key) {
    const auto& entries = case_key.entries;
    for (auto entry = entries.begin(); entry != entries.end(); ++entry) {
        if (std::any_of(entries.begin(), entry,
                        [&](const auto& earlier) { return earlier.first == entry->first; })) {
            return true;
        }
    }
    return false;
}

// A key the case names twice keeps its first place and its last value, as a JSON object
// assigned member by member does. Most cases name each key once and are written as they are,
// without a list of members made for every row.
void write_case(JsonStream& out, const CaseKey& case_key) {
    if (!repeats_a_key(case_key)) {
        out.begin_object();
        for (const auto& [key, value] : case_key.entries) {
            out.key_text(key).string(value);
        }
        out.end_object();
        return;
    }
    std::vector<std::pair<std::string_view, std::string_view>> members;
    for (const auto& entry : case_key.entries) {
        const auto same = std::find_if(members.begin(), members.end(), [&](const auto& member) {
            return member.first == entry.first;
        });
        if (same != members.end()) {
            same->second = entry.second;
        } else {
            members.emplace_back(entry.first, entry.second);
        }
    }
    out.begin_object();
    for (const auto& [key, value] : members) {
        out.key_text(key).string(value);
    }
    out.end_object();
}

void write_row(JsonStream& out, const Row& row, const std::vector<InputInfo>& inputs) {
    const auto file_of = [&](std::size_t input) {
        return input < inputs.size() ? inputs[input].file : std::string();
    };
    out.begin_object();
    out.key("benchmark").string(row.metric.benchmark);
    out.key("metric").string(row.metric.name);
    out.key("unit").string(row.metric.unit);
    out.key("better").string(direction_name(row.metric.better));
    write_case(out.key("case"), row.case_key);
    out.key("baseline").begin_object();
    write_stats(out, row.baseline_label, row.baseline);
    write_lines(out, file_of(0), row.baseline_lines);
    const bool author =
        std::any_of(row.variants.begin(), row.variants.end(),
                    [](const VariantCell& cell) { return cell.presence == Presence::author; });
    out.key("presence").string(row.baseline ? "both" : author ? "author" : "absent");
    write_values(out.key("values"), row.baseline_values);
    out.end_object();
    out.key("variants").begin_array();
    for (std::size_t v = 0; v < row.variants.size(); ++v) {
        write_variant(out, row.variants[v], file_of(v + 1));
    }
    out.end_array();
    out.end_object();
}

// Counts keyed by the verdict words themselves, as the text and the rows spell them.
void write_counts(JsonStream& out, const VerdictCounts& counts) {
    out.key_text(verdict_name(Verdict::better)).count(counts.better);
    out.key_text(verdict_name(Verdict::worse)).count(counts.worse);
    out.key_text(verdict_name(Verdict::same)).count(counts.same);
    out.key_text(verdict_name(Verdict::changed)).count(counts.changed);
    out.key_text(verdict_name(Verdict::not_applicable)).count(counts.not_applicable);
    out.key_text(presence_name(Presence::added)).count(counts.added);
    out.key_text(presence_name(Presence::removed)).count(counts.removed);
}

void write_summary(JsonStream& out, const Report& report, const RenderOptions& options) {
    const ReportSummary& summary = report.summary;
    out.begin_object();
    write_counts(out, summary);
    out.key("variants").begin_array();
    for (const VariantSummary& variant : summary.variants) {
        out.begin_object();
        out.key("label").string(variant.label);
        write_counts(out, variant.counts);
        out.key("geomean_pct").number_or_null(variant.geomean_pct);
        out.key("geomean_ci_low_pct").number_or_null(variant.geomean_ci_low_pct);
        out.key("geomean_ci_high_pct").number_or_null(variant.geomean_ci_high_pct);
        out.key("geomean_verdict").string(verdict_name(variant.geomean_verdict));
        out.end_object();
    }
    out.end_array();
    out.key("line").string(summary_line(report, options));
    out.end_object();
}

void write_input(JsonStream& out, const InputInfo& input) {
    out.begin_object();
    out.key("label").string(input.label);
    // File names and messages by the rule of every name that leaves the program (names in
    // the model were escaped when read): JSON would carry ESC and U+202E as valid escapes.
    out.key("file").string(printable(input.file));
    out.key("format").string(input.format);
    out.end_object();
}

void write_message(JsonStream& out, const MessageHeading& message) {
    out.key("message").begin_object();
    out.key("number").count(message.number);
    out.key("file").string(message.file);
    out.key("message_id").string(message.message_id);
    out.key("subject").string(message.subject);
    out.key("author").string(message.author);
    out.key("date").string(message.date);
    out.end_object();
}

void write_diagnostic(JsonStream& out, const Diagnostic& diagnostic) {
    out.begin_object();
    out.key("level").string(level_name(diagnostic.level));
    out.key("file").string(printable(diagnostic.file));
    if (diagnostic.line > 0) {
        out.key("line").integer(diagnostic.line);
    } else {
        out.key("line").null();
    }
    out.key("message").string(printable(diagnostic.message));
    out.end_object();
}

// The document is written by one JsonStream, byte for byte what nlohmann's dump(2) of the
// whole tree would print, and handed to the output a row at a time: a report of a million
// rows never holds more than one row's JSON.
class JsonRenderer final : public Renderer {
  public:
    explicit JsonRenderer(const RenderOptions& options) : options_(options) {}

    void render(const Report& report, std::ostream& out) const override {
        JsonStream document(0);
        write_document(document, report, out);
        document.raw("\n");
        flush(document, out);
    }

    // Several messages of one mail file: {"schema": ..., "sections": [report, ...]}, each
    // report the document render() writes for it alone.
    void render_sections(const std::vector<Report>& reports, std::ostream& out) const override {
        JsonStream document(0);
        document.begin_object();
        document.key("schema").string("benchcmp/3");
        document.key("version").string(kVersion);
        document.key("sections").begin_array();
        for (const Report& report : reports) {
            write_document(document, report, out);
        }
        document.end_array();
        document.end_object();
        document.raw("\n");
        flush(document, out);
    }

  private:
    static void flush(JsonStream& document, std::ostream& out) {
        const std::string_view text = document.text();
        out.write(text.data(), static_cast<std::streamsize>(text.size()));
        document.clear();
    }

    void write_document(JsonStream& document, const Report& report, std::ostream& out) const {
        document.begin_object();
        document.key("schema").string("benchcmp/3");
        document.key("version").string(kVersion);
        document.key("test").string(test_name(report.thresholds.test));
        document.key("alpha").number(report.thresholds.alpha);
        document.key("correction").string(correction_name(report.thresholds.correction));
        document.key("confidence").number(report.thresholds.confidence);
        document.key("noise_cv_pct").number(report.thresholds.noise_cv_pct);
        if (report.message) {
            write_message(document, *report.message);
        }
        document.key("inputs").begin_array();
        for (const InputInfo& input : report.inputs) {
            write_input(document, input);
        }
        document.end_array();
        document.key("rows").begin_array();
        for (const Row& row : report.rows) {
            write_row(document, row, report.inputs);
            flush(document, out);
        }
        document.end_array();
        document.key("summary");
        write_summary(document, report, options_);
        document.key("diagnostics").begin_array();
        for (const Diagnostic& diagnostic : report.diagnostics) {
            write_diagnostic(document, diagnostic);
        }
        document.end_array();
        document.end_object();
    }

    RenderOptions options_;
};

}  // namespace

std::unique_ptr<Renderer> make_json_renderer(const RenderOptions& options) {
    return std::make_unique<JsonRenderer>(options);
}

}  // namespace benchcmp::render
