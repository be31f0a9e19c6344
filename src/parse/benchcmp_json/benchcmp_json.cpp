// "benchcmp-json": a report benchcmp wrote with --format json, read back as its inputs, so a
// baseline kept from a release compares with a run made months later.
//
// Each entry of `inputs` is one run, labelled as in the report. Each row gives every side
// that has a sample one observation: its `values` (schema benchcmp/3) as the raw sample, or,
// when they are null (a printed summary, or a benchcmp/2 report), its n, mean, stddev, min,
// max and median as a summary. What the first input printed beside its values (mmtests'
// gains and marks) travels with the variants' cells, so it is read back for them too.

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/common/format_parser.hpp"
#include "parse/common/json_input.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/parsers.hpp"

namespace benchcmp {

namespace {

// Ordered: a case key's order is part of its identity, and nlohmann::json sorts members.
using json = nlohmann::ordered_json;

constexpr std::string_view kFormat = "benchcmp-json";
constexpr std::string_view kSchemaPrefix = "benchcmp/";
// The schemas that carry the fields read here: /2 without values, /3 with them.
constexpr std::array<std::string_view, 2> kSchemas{"benchcmp/2", "benchcmp/3"};
constexpr double kSureScore = 0.95;  // benchcmp's own schema name

// object[key] when it is a string, else empty: a hand-edited or damaged report may hold any
// type there, and json::value() throws on the wrong one.
std::string text_at(const json& object, const char* key) {
    const auto found = object.is_object() ? object.find(key) : object.end();
    return found != object.end() && found->is_string() ? found->get<std::string>() : "";
}

std::optional<double> number(const json& value) {
    return value.is_number() ? std::optional(value.get<double>()) : std::nullopt;
}

Direction direction_of(const json& row) {
    const std::string better = text_at(row, "better");
    return better == "lower"    ? Direction::lower_is_better
           : better == "higher" ? Direction::higher_is_better
                                : Direction::unknown;
}

std::optional<double> number_at(const json& side, const char* key) {
    const auto found = side.find(key);
    return found == side.end() ? std::nullopt : number(*found);
}

// The side's sample: its raw values, else its summary; nullopt when it has none.
std::optional<Sample> sample_of(const json& side) {
    const auto values = side.find("values");
    if (values != side.end() && values->is_array() && !values->empty()) {
        std::vector<double> raw;
        for (const json& value : *values) {
            if (const auto parsed = number(value)) {
                raw.push_back(*parsed);
            }
        }
        return Sample(std::move(raw));
    }
    const auto mean = number_at(side, "mean");
    if (!mean) {
        return std::nullopt;  // gone, absent or author-only: no measurement
    }
    Summary summary;
    const json* n = side.is_object() && side.contains("n") ? &side["n"] : nullptr;
    summary.n = n != nullptr ? json_input::count(*n).value_or(0) : 0;  // 0: n not known
    summary.mean = *mean;
    summary.stddev = number_at(side, "stddev").value_or(0.0);
    summary.min = number_at(side, "min");
    summary.max = number_at(side, "max");
    summary.median = number_at(side, "median");
    return Sample(std::move(summary));
}

SourceFigures source_of(const json& side) {
    SourceFigures source;
    source.gain_pct = number_at(side, "source_gain_pct");
    const auto significant = side.find("source_significant");
    if (significant != side.end() && significant->is_boolean()) {
        source.significant = significant->get<bool>();
    }
    return source;
}

class Reader {
  public:
    Reader(std::vector<Run>& runs, std::string_view text) : runs_(runs), lines_(text) {}

    void row(const json& row) {
        if (!row.is_object()) {
            return;
        }
        const Metric metric{text_at(row, "benchmark"), text_at(row, "metric"), text_at(row, "unit"),
                            direction_of(row)};
        CaseKey key;
        if (const auto cases = row.find("case"); cases != row.end() && cases->is_object()) {
            for (const auto& [name, value] : cases->items()) {
                key.add(name, value.is_string() ? value.get<std::string>() : value.dump());
            }
        }
        const int line = lines_.next_member("benchmark", nlohmann::json(metric.benchmark));
        if (const auto baseline = row.find("baseline"); baseline != row.end()) {
            side(*baseline, metric, key, line);
        }
        if (const auto variants = row.find("variants");
            variants != row.end() && variants->is_array()) {
            for (const json& variant : *variants) {
                side(variant, metric, key, line);
            }
        }
    }

  private:
    void side(const json& side, const Metric& metric, const CaseKey& key, int line) {
        if (!side.is_object()) {
            return;
        }
        Run* run = run_labelled(text_at(side, "label"));
        std::optional<Sample> sample = sample_of(side);
        if (run == nullptr || !sample) {
            return;
        }
        run->observations.push_back(
            Observation{metric, key, std::move(*sample), line, source_of(side)});
    }

    Run* run_labelled(const std::string& label) {
        for (Run& run : runs_) {
            if (run.label == label) {
                return &run;
            }
        }
        return nullptr;
    }

    std::vector<Run>& runs_;
    json_input::LineFinder lines_;
};

std::vector<Run> read_report(const InputText& input) {
    std::vector<Run> runs;
    Run scratch;
    scratch.file = input.path;
    scratch.format = std::string(kFormat);
    // json_input::parse reports a syntax error with its line; the ordered parse keeps order.
    const std::optional<json> document =
        json_input::parse(input.content, scratch)
            ? std::optional(json::parse(input.content, nullptr, false))
            : std::nullopt;
    const std::string schema =
        document && document->is_object() ? text_at(*document, "schema") : "";
    if (std::find(kSchemas.begin(), kSchemas.end(), schema) == kSchemas.end()) {
        if (document) {
            scratch.diagnose(Level::error, 1,
                             fmt::format("schema \"{}\" is not one this benchcmp reads ({})",
                                         schema, fmt::join(kSchemas, ", ")));
        }
        runs.push_back(std::move(scratch));
        return runs;
    }
    const auto member = [&](const char* key) {
        const auto found = document->find(key);
        return found != document->end() && found->is_array() ? *found : json::array();
    };
    for (const json& entry : member("inputs")) {
        Run run;
        run.file = input.path;
        run.format = std::string(kFormat);
        run.label = entry.is_object() ? text_at(entry, "label") : "";
        runs.push_back(std::move(run));
    }
    if (runs.empty()) {
        scratch.diagnose(Level::error, 1, "the report lists no inputs");
        runs.push_back(std::move(scratch));
        return runs;
    }
    // Rows name their sides by label: two inputs of one label would leave the second without
    // a value and end in "no metric in common", which names no cause.
    std::set<std::string_view> labels;
    for (const Run& run : runs) {
        if (!labels.insert(run.label).second) {
            scratch.diagnose(Level::error, 1,
                             fmt::format("two inputs are labelled '{}'; its rows name their "
                                         "sides by label, so each input needs a label of its own",
                                         scan::excerpt(run.label)));
            std::vector<Run> refused;
            refused.push_back(std::move(scratch));
            return refused;
        }
    }
    Reader reader(runs, input.content);
    for (const json& row : member("rows")) {
        reader.row(row);
    }
    return runs;
}

class BenchcmpJsonParser final : public FormatParser {
  public:
    BenchcmpJsonParser()
        : FormatParser(kFormat, "a benchcmp --format json report, read back as its inputs' runs") {}

    double sniff(const SniffHead& head) const override {
        const std::string_view text = head.text();
        if (!json_input::starts_object(text)) {
            return 0.0;
        }
        const std::size_t key = text.find("\"schema\"");
        return key != std::string_view::npos &&
                       text.find(fmt::format("\"{}", kSchemaPrefix), key) != std::string_view::npos
                   ? kSureScore
                   : 0.0;
    }

    std::vector<Run> parse(const InputText& input) const override { return read_report(input); }

    bool is_saved_report() const override { return true; }
};

}  // namespace

const Parser& benchcmp_json_parser() {
    return the_parser<BenchcmpJsonParser>();
}

}  // namespace benchcmp
