// "table": comparison tables typed or scripted by hand, the catch-all for what reviewers paste
// that no specific format claims (tried after all of them, just before "numbers"). The reading
// itself is TableReader's (table_reader.hpp); this file is the parser's face: name, sniff.

#include <fmt/format.h>

#include <cmath>
#include <map>
#include <numeric>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "benchcmp/diagnostics.hpp"
#include "benchcmp/parse.hpp"
#include "parse/common/format_parser.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/parsers.hpp"
#include "parse/table/table_reader.hpp"

namespace benchcmp {

namespace {

constexpr std::string_view kFormat = "table";

// Below every specific format's claims, even mmtests' weakest (0.5, a table of monitor rows
// without gains), which looks like a table with word keys. Rows keyed by numbers (`1 23.8
// 12.3`) are also a column of numbers to "numbers" (0.6): equal, and earlier in the format
// table, the table wins there. A single row is only a weak hint.
constexpr double kNumberKeysScore = 0.6;
constexpr double kWordKeysScore = 0.45;
constexpr double kOneRowScore = 0.35;

// Whether every line of text is blank or one number: a column, the numbers format's input.
// None of its lines can be a table's row, which holds two values, a key and a value, a
// bracketed list or an avg/std summary; this answers for a 64 KiB column at a fiftieth of
// what reading it as a table costs.
bool is_number_column(std::span<const scan::Line> lines) {
    for (const scan::Line& line : lines) {
        const std::string_view token = scan::trim(line.text);
        if (!token.empty() && scan::parse_number(token).status != scan::NumberStatus::ok) {
            return false;
        }
    }
    return true;
}

double mean_of(const Sample& sample) {
    if (!sample.is_raw()) {
        return sample.summary().mean;
    }
    const std::vector<double>& values = sample.values();
    return values.empty() ? 0.0
                          : std::accumulate(values.begin(), values.end(), 0.0) /
                                static_cast<double>(values.size());
}

// The first column (after the first) whose values are more than ten times, or less than a
// tenth of, the first column's in most of the rows both hold: the header named different
// measures (`KB  reclen  write  rewrite`, `max_jOPS  critical_jOPS`), not variants of one.
// A patch that changes a result tenfold in most rows of a table is rarer than a table of
// measures; compared as variants, such a table showed +8,617,708 %.
const Run* column_far_from_first(const std::vector<Run>& runs) {
    if (runs.size() < 2) {
        return nullptr;
    }
    std::map<std::pair<std::string, std::string>, double> first;
    for (const Observation& observation : runs.front().observations) {
        first[{observation.metric.name, observation.case_key.to_string()}] =
            mean_of(observation.sample);
    }
    for (auto run = runs.begin() + 1; run != runs.end(); ++run) {
        std::size_t shared = 0;
        std::size_t far = 0;
        for (const Observation& observation : run->observations) {
            const auto base =
                first.find({observation.metric.name, observation.case_key.to_string()});
            const double value = mean_of(observation.sample);
            if (base == first.end() || base->second <= 0.0 || value <= 0.0) {
                continue;
            }
            ++shared;
            far += std::fabs(std::log10(value / base->second)) > 1.0 ? 1 : 0;
        }
        if (shared > 0 && 2 * far > shared) {
            return &*run;
        }
    }
    return nullptr;
}

class TableParser final : public RunsLineFormatParser<TableReader> {
  public:
    TableParser()
        : RunsLineFormatParser(
              kFormat,
              "hand-made comparison tables: a header naming the variants, one row per case") {}

    double highest_score() const override { return kNumberKeysScore; }

    // A table whose columns are different measures is refused: which of them, if any, are
    // the variants is not something its header says, and a wrong guess is a wrong report.
    std::vector<Run> parse(const InputText& input) const override {
        TableReader reader(input);
        scan::feed_lines(reader, input.content);
        std::vector<Run> runs = reader.finish();
        const Run* far = column_far_from_first(runs);
        if (far == nullptr) {
            return runs;
        }
        Run refused;
        refused.file = input.path;
        refused.format = std::string(kFormat);
        refused.diagnose(
            Level::warning, far->observations.front().line,
            fmt::format("column '{}' is over ten times or under a tenth of the first column "
                        "'{}' in most rows: the columns are different measures, not variants "
                        "of one, and the table is not compared",
                        far->label, runs.front().label));
        return {std::move(refused)};
    }

    double sniff(const SniffHead& head) const override {
        if (is_number_column(head.lines())) {
            return 0.0;
        }
        const InputText input{"", std::string(head.text())};
        TableReader reader(input, TableReader::Purpose::counts);
        for (const scan::Line& line : head.lines()) {
            reader.line(line.text, line.number);
        }
        const int rows = reader.data_rows();
        if (rows >= 2) {
            return reader.number_keys() > 0 ? kNumberKeysScore : kWordKeysScore;
        }
        return rows == 1 ? kOneRowScore : 0.0;
    }
};

}  // namespace

const Parser& table_parser() {
    return the_parser<TableParser>();
}

}  // namespace benchcmp
