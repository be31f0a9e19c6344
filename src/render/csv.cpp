// CSV for spreadsheets and scripts (RFC 4180: CRLF line ends, fields quoted when they hold a
// comma, quote or line break). One record per case x metric x variant, numbers at full
// precision (shortest round-trip form), and always the same header whatever the report holds:
// a column that does not apply stays empty rather than missing.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>

#include "render/renderers.hpp"

namespace benchcmp::render {
namespace {

// One record, written into a buffer that is reused and then to the stream at once: a report
// of a million rows made 40 strings and 40 stream insertions for each of its records.
class Record {
  public:
    // A field, quoted when it holds a comma, quote or line break.
    void text(std::string_view field) {
        separate();
        if (field.find_first_of(",\"\r\n") == std::string_view::npos) {
            line_ += field;
            return;
        }
        line_ += '"';
        for (const char c : field) {
            if (c == '"') {
                line_ += '"';  // a quote inside is doubled
            }
            line_ += c;
        }
        line_ += '"';
    }
    // A number in its shortest round-trip form; empty when absent or not finite.
    void number(std::optional<double> value) {
        separate();
        if (value && std::isfinite(*value)) {
            fmt::format_to(std::back_inserter(line_), "{}", *value);
        }
    }
    void count(std::size_t value) {
        separate();
        fmt::format_to(std::back_inserter(line_), "{}", value);
    }
    void empty(std::size_t fields) {
        for (std::size_t i = 0; i < fields; ++i) {
            separate();
        }
    }
    // Ends the record with CRLF and writes it.
    void end(std::ostream& out) {
        line_ += "\r\n";
        out.write(line_.data(), static_cast<std::streamsize>(line_.size()));
        line_.clear();
        first_ = true;
    }

  private:
    void separate() {
        if (!first_) {
            line_ += ',';
        }
        first_ = false;
    }

    std::string line_;
    bool first_ = true;
};

void add_stats(const std::optional<SampleStats>& stats, Record& record) {
    if (!stats) {
        record.empty(7);
        return;
    }
    record.count(stats->n);
    for (const std::optional<double>& value :
         {std::optional<double>(stats->mean), stats->stddev, stats->cv_pct, stats->min, stats->max,
          stats->median}) {
        record.number(value);
    }
}

void add_comparison(const std::optional<Comparison>& comparison, Record& record) {
    if (!comparison) {
        record.empty(11);
        return;
    }
    const Comparison& c = *comparison;
    for (const std::optional<double>& value :
         {c.diff_pct, c.ci_low_pct, c.ci_high_pct, c.p_value, c.p_adjusted}) {
        record.number(value);
    }
    record.text(c.significant ? "true" : "false");
    record.text(verdict_name(c.verdict));
    record.text(c.noisy ? "true" : "false");
    record.number(c.mde_pct);
    record.text(test_name(c.test));
    record.text(c.note);
}

class CsvRenderer final : public Renderer {
  public:
    // One CSV table has one header; the sections of several messages would each need theirs.
    void render_sections(const std::vector<Report>& reports, std::ostream& out) const override {
        if (reports.size() == 1) {
            render(reports.front(), out);
            return;
        }
        throw Error(
            fmt::format("--format csv writes one table, and the mail file holds {} "
                        "messages with benchmark output: pick one with --message",
                        reports.size()));
    }

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
        Record record;
        for (const std::string& name : header) {
            record.text(name);
        }
        record.end(out);

        for (const Row& row : report.rows) {
            for (const VariantCell& cell : row.variants) {
                for (const std::string* field :
                     {&row.metric.benchmark, &row.metric.name, &row.metric.unit}) {
                    record.text(*field);
                }
                record.text(direction_name(row.metric.better));
                for (const std::string& key : keys) {
                    const std::string* value = row.case_key.find(key);
                    record.text(value != nullptr ? *value : "");
                }
                record.text(row.baseline_label);
                add_stats(row.baseline, record);
                record.text(cell.label);
                record.text(presence_name(cell.presence));
                add_stats(cell.stats, record);
                add_comparison(cell.comparison, record);
                record.end(out);
            }
        }
    }
};

}  // namespace

std::unique_ptr<Renderer> make_csv_renderer(const RenderOptions& /*options*/) {
    return std::make_unique<CsvRenderer>();
}

}  // namespace benchcmp::render
