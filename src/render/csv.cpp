// CSV for spreadsheets and scripts (RFC 4180: CRLF line ends, fields quoted when they hold a
// comma, quote or line break). One record per case x metric x variant, numbers at full
// precision (shortest round-trip form), and always the same header whatever the report holds:
// a column that does not apply stays empty rather than missing.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "render/renderers.hpp"

namespace benchcmp::render {
namespace {

std::string quote(const std::string& field) {
    if (field.find_first_of(",\"\r\n") == std::string::npos) {
        return field;
    }
    std::string quoted = "\"";
    for (char c : field) {
        if (c == '"') {
            quoted += '"';
        }
        quoted += c;
    }
    return quoted + '"';
}

std::string number(std::optional<double> value) {
    return value && std::isfinite(*value) ? fmt::format("{}", *value) : std::string();
}

void add_stats(const std::optional<SampleStats>& stats, std::vector<std::string>& fields) {
    if (!stats) {
        fields.insert(fields.end(), 7, "");
        return;
    }
    fields.insert(fields.end(), {std::to_string(stats->n), number(stats->mean),
                                 number(stats->stddev), number(stats->cv_pct), number(stats->min),
                                 number(stats->max), number(stats->median)});
}

void write_record(const std::vector<std::string>& fields, std::ostream& out) {
    for (std::size_t i = 0; i < fields.size(); ++i) {
        out << (i > 0 ? "," : "") << quote(fields[i]);
    }
    out << "\r\n";
}

class CsvRenderer final : public Renderer {
  public:
    void render(const Report& report, std::ostream& out) const override {
        // Case keys become columns, in first-seen order across the whole report.
        std::vector<std::string> keys;
        for (const Row& row : report.rows) {
            for (const auto& [key, value] : row.case_key.entries) {
                if (std::find(keys.begin(), keys.end(), key) == keys.end()) {
                    keys.push_back(key);
                }
            }
        }
        std::vector<std::string> header = {"benchmark", "metric", "unit", "better"};
        for (const std::string& key : keys) {
            header.push_back("case." + key);
        }
        for (const char* name : {"baseline",
                                 "baseline_n",
                                 "baseline_mean",
                                 "baseline_stddev",
                                 "baseline_cv_pct",
                                 "baseline_min",
                                 "baseline_max",
                                 "baseline_median",
                                 "variant",
                                 "presence",
                                 "n",
                                 "mean",
                                 "stddev",
                                 "cv_pct",
                                 "min",
                                 "max",
                                 "median",
                                 "diff_pct",
                                 "ci_low_pct",
                                 "ci_high_pct",
                                 "p_value",
                                 "p_adjusted",
                                 "significant",
                                 "verdict",
                                 "noisy",
                                 "mde_pct",
                                 "test",
                                 "note"}) {
            header.emplace_back(name);
        }
        write_record(header, out);

        for (const Row& row : report.rows) {
            for (const VariantCell& cell : row.variants) {
                std::vector<std::string> fields = {row.metric.benchmark, row.metric.name,
                                                   row.metric.unit,
                                                   direction_name(row.metric.better)};
                for (const std::string& key : keys) {
                    const std::string* value = row.case_key.find(key);
                    fields.push_back(value != nullptr ? *value : "");
                }
                fields.push_back(row.baseline_label);
                add_stats(row.baseline, fields);
                fields.push_back(cell.label);
                fields.emplace_back(presence_name(cell.presence));
                add_stats(cell.stats, fields);
                if (cell.comparison) {
                    const Comparison& c = *cell.comparison;
                    fields.insert(
                        fields.end(),
                        {number(c.diff_pct), number(c.ci_low_pct), number(c.ci_high_pct),
                         number(c.p_value), number(c.p_adjusted), c.significant ? "true" : "false",
                         verdict_name(c.verdict), c.noisy ? "true" : "false", number(c.mde_pct),
                         test_name(c.test), c.note});
                } else {
                    fields.insert(fields.end(), 11, "");
                }
                write_record(fields, out);
            }
        }
    }
};

}  // namespace

std::unique_ptr<Renderer> make_csv_renderer(const RenderOptions& /*options*/) {
    return std::make_unique<CsvRenderer>();
}

}  // namespace benchcmp::render
