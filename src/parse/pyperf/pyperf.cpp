// "pyperf": the JSON file pyperf writes (`-o file.json`, `pyperf dump`; FORMATS-TOOLS.md
// section 4). A `.json.gz` file must be decompressed first (`zcat f.json.gz | benchcmp - ...`).
//
// Every value of every run is one raw sample of its benchmark; warmups are left out and runs
// without values (calibration) add nothing. A benchmark's name and unit are metadata, which
// pyperf keeps at three levels: the suite's, the benchmark's and the run's (a file of one
// benchmark hoists everything to the suite), the nearer one winning.

#include <fmt/format.h>

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

using json = json_input::Json;

constexpr std::string_view kFormat = "pyperf";

// An object with "benchmarks" whose entries hold "runs": pyperf's layout alone.
constexpr double kSureScore = 0.9;

const json* member(const json& object, std::string_view key) {
    if (!object.is_object()) {
        return nullptr;
    }
    const auto found = object.find(key);
    return found == object.end() ? nullptr : &*found;
}

// The metadata levels of one value, the nearest first.
struct Levels {
    const json* run = nullptr;
    const json* benchmark = nullptr;
    const json* suite = nullptr;

    std::string text(std::string_view key) const {
        for (const json* level : {run, benchmark, suite}) {
            const json* value = level != nullptr ? member(*level, key) : nullptr;
            if (value != nullptr && value->is_string()) {
                return value->get<std::string>();
            }
        }
        return {};
    }
};

// pyperf's three units; it compares every one of them as lower is better.
Metric metric_of(const std::string& unit) {
    if (unit == "byte") {
        return Metric{std::string(kFormat), "memory", "B", Direction::lower_is_better};
    }
    if (unit == "integer") {
        return Metric{std::string(kFormat), "value", "", Direction::lower_is_better};
    }
    return Metric{std::string(kFormat), "time", "s", Direction::lower_is_better};
}

bool supported_version(const json* version) {
    return version != nullptr && ((version->is_string() && version->get<std::string>() == "1.0") ||
                                  (version->is_number_integer() &&
                                   (version->get<int>() == 5 || version->get<int>() == 6)));
}

class Reader {
  public:
    Reader(Run& run, std::string_view text, const json* suite)
        : run_(run), lines_(text), suite_(suite) {}

    void benchmark(const json& benchmark);

  private:
    void values(const json& values, const Levels& levels, int line);

    Run& run_;
    json_input::LineFinder lines_;
    const json* suite_;
};

void Reader::benchmark(const json& benchmark) {
    const json* metadata = member(benchmark, "metadata");
    if (metadata == nullptr) {
        metadata = member(benchmark, "common_metadata");  // format version 5
    }
    const json* runs = member(benchmark, "runs");
    if (runs == nullptr || !runs->is_array()) {
        return;
    }
    // One search per benchmark: the line of the name it is known by (compact files: line 1).
    const std::string name = Levels{nullptr, metadata, suite_}.text("name");
    const int line = name.empty() ? 0 : lines_.next_member("name", json(name));
    for (const json& run : *runs) {
        const Levels levels{member(run, "metadata"), metadata, suite_};
        const json* samples = member(run, "values");
        if (samples == nullptr) {
            samples = member(run, "samples");  // before version 6
        }
        if (samples == nullptr || !samples->is_array()) {
            continue;  // a calibration run: warmups only
        }
        values(*samples, levels, line);
    }
}

void Reader::values(const json& samples, const Levels& levels, int line) {
    const std::string name = levels.text("name");
    if (name.empty()) {
        run_.diagnose(Level::warning, line, "a run of a benchmark without a name; skipped");
        return;
    }
    CaseKey key;
    key.add("benchmark", name);
    const Metric metric = metric_of(levels.text("unit"));
    for (const json& sample : samples) {
        const auto value = json_input::number(sample);
        if (!value) {
            run_.diagnose(
                Level::warning, line,
                fmt::format("{}: a value that is not a number; skipped", scan::excerpt(name)));
            continue;
        }
        run_.add_value(metric, key, *value, line);
    }
}

void read_document(Run& run, std::string_view content) {
    // Python's json module writes NaN and Infinity as bare words.
    const std::string text = json_input::null_non_finite(content);
    const auto document = json_input::parse(text, run);
    if (!document) {
        return;
    }
    const json* benchmarks = member(*document, "benchmarks");
    if (benchmarks == nullptr || !benchmarks->is_array()) {
        run.diagnose(Level::error, 1, "no \"benchmarks\" array: not a pyperf file");
        return;
    }
    if (const json* version = member(*document, "version"); !supported_version(version)) {
        run.diagnose(Level::error, 1,
                     fmt::format("pyperf file format version {} is not supported (1.0, 5 or 6)",
                                 version != nullptr ? scan::excerpt(version->dump()) : "(none)"));
        return;
    }
    Reader reader(run, text, member(*document, "metadata"));
    for (const json& benchmark : *benchmarks) {
        reader.benchmark(benchmark);
    }
}

class PyperfParser final : public JsonFormatParser<read_document> {
  public:
    PyperfParser()
        : JsonFormatParser(kFormat,
                           "pyperf JSON (-o file.json): every run's values per benchmark") {}

    double sniff(const SniffHead& head) const override {
        const std::string_view text = head.text();
        if (!json_input::starts_object(text)) {
            return 0.0;
        }
        const bool layout = text.find("\"benchmarks\"") != std::string_view::npos &&
                            text.find("\"runs\"") != std::string_view::npos;
        return layout ? kSureScore : 0.0;
    }
};

}  // namespace

const Parser& pyperf_parser() {
    return the_parser<PyperfParser>();
}

}  // namespace benchcmp
