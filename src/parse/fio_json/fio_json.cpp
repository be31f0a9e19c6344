// "fio-json": the file fio writes with --output-format=json or json+ (FORMATS-TOOLS.md section
// 6). fio's normal output is the "fio" format (src/parse/fio/); the metrics have its names and
// units, but the case keys are the options as the job file spells them (`bs=4k`), where the
// normal output prints fio's own rendering (`4096B`).
//
// Everything in the file is an aggregate of one run: a file is one run, and several files of
// the same jobs (a glob or several --baseline files) form the sample. Each job and direction
// with IO in it gives bw, iops and the slat/clat/lat means and percentiles; a job's name and
// its rw, bs, iodepth and numjobs options are the case.

#include <fmt/format.h>

#include <array>
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

constexpr std::string_view kFormat = "fio-json";
constexpr std::string_view kBenchmark = "fio";  // the same rows as fio's normal output

// The top-level "fio version" key: no other tool writes it.
constexpr double kSureScore = 0.95;

constexpr std::array<std::string_view, 4> kDirections{"read", "write", "trim", "mixed"};

// The options that are the case, and what fio uses when neither the job nor the global
// section sets them, so that a file that leaves one out still matches one that spells it.
struct CaseOption {
    std::string_view name;
    std::string_view fio_default;
};
constexpr std::array<CaseOption, 4> kCaseOptions{{
    {"rw", "read"},
    {"bs", "4k"},
    {"iodepth", "1"},
    {"numjobs", "1"},
}};

// The latency objects of a direction: fio 3.0+ writes them in ns (`clat_ns`), earlier
// versions in us (`clat`). Both are read in us, the unit of fio's normal output.
struct Latency {
    std::string_view name;  // the metric prefix: slat, clat, lat
    std::string_view key_ns;
    std::string_view key_us;
};
constexpr std::array<Latency, 3> kLatencies{{
    {"slat", "slat_ns", "slat"},
    {"clat", "clat_ns", "clat"},
    {"lat", "lat_ns", "lat"},
}};

const json* member(const json& object, std::string_view key) {
    if (!object.is_object()) {
        return nullptr;
    }
    const auto found = object.find(key);
    return found == object.end() ? nullptr : &*found;
}

std::string option_text(const json* options, std::string_view name) {
    const json* value = options != nullptr ? member(*options, name) : nullptr;
    if (value == nullptr) {
        return {};
    }
    return value->is_string() ? value->get<std::string>() : value->dump();
}

// `99.990000` as fio prints a percentile key becomes `99.99`, the name fio's normal output
// gives it (`clat_p99.99`).
std::string percentile_name(std::string key) {
    if (key.find('.') != std::string::npos) {
        key.erase(key.find_last_not_of('0') + 1);
        if (key.back() == '.') {
            key.pop_back();
        }
    }
    return key;
}

class Reader {
  public:
    Reader(Run& run, std::string_view text, const json& document)
        : run_(run), lines_(text), globals_(member(document, "global options")) {}

    void job(const json& job);

  private:
    CaseKey case_of(const json& job, const std::string& name) const;
    void direction(const json& data, const CaseKey& job_key, std::string_view dir, int line);
    void latency(const json& data, const Latency& latency, const CaseKey& key, int line);
    void add(const std::string& metric, const char* unit, Direction better, const CaseKey& key,
             const json* value, int line);

    Run& run_;
    json_input::LineFinder lines_;
    const json* globals_;
};

void Reader::job(const json& job) {
    const json* name = member(job, "jobname");
    if (name == nullptr || !name->is_string()) {
        return;
    }
    const int line = lines_.next_member("jobname", *name);
    const std::string jobname = name->get<std::string>();
    if (const json* error = member(job, "error");
        error != nullptr && error->is_number() && error->get<double>() != 0) {
        run_.diagnose(Level::warning, line,
                      fmt::format("job {} failed (error {}); skipped", scan::excerpt(jobname),
                                  error->dump()));
        return;
    }
    const CaseKey key = case_of(job, jobname);
    for (const std::string_view dir : kDirections) {
        if (const json* data = member(job, dir); data != nullptr) {
            direction(*data, key, dir, line);
        }
    }
}

CaseKey Reader::case_of(const json& job, const std::string& name) const {
    CaseKey key;
    key.add("job", name);
    const json* options = member(job, "job options");
    for (const CaseOption& option : kCaseOptions) {
        std::string value = option_text(options, option.name);
        if (value.empty()) {
            value = option_text(globals_, option.name);
        }
        key.add(std::string(option.name), value.empty() ? std::string(option.fio_default) : value);
    }
    return key;
}

// The number at key of object, when object is an object and the value a number.
std::optional<double> number_at(const json& object, std::string_view key) {
    const json* value = member(object, key);
    return value != nullptr ? json_input::number(*value) : std::nullopt;
}

// A direction that did no IO (runtime 0) has zeros everywhere: nothing was measured.
void Reader::direction(const json& data, const CaseKey& job_key, std::string_view dir, int line) {
    if (!data.is_object()) {
        run_.diagnose(Level::warning, line,
                      fmt::format("job {}: \"{}\" is a JSON {}, not an object; skipped",
                                  scan::excerpt(*job_key.find("job")), dir, data.type_name()));
        return;
    }
    const auto runtime = number_at(data, "runtime");
    if (!runtime || *runtime <= 0) {
        return;
    }
    CaseKey key = job_key;
    key.add("dir", std::string(dir));
    add("iops", "IO/s", Direction::higher_is_better, key, member(data, "iops"), line);
    add("bw", "KiB/s", Direction::higher_is_better, key, member(data, "bw"), line);
    for (const Latency& latency_keys : kLatencies) {
        latency(data, latency_keys, key, line);
    }
}

void Reader::latency(const json& data, const Latency& latency, const CaseKey& key, int line) {
    const json* stats = member(data, latency.key_ns);
    const double divisor = stats != nullptr ? 1000.0 : 1.0;  // ns -> us
    if (stats == nullptr && (stats = member(data, latency.key_us)) == nullptr) {
        return;
    }
    if (!stats->is_object()) {
        run_.diagnose(
            Level::warning, line,
            fmt::format("{}: {} is a JSON {}, not an object; skipped", key.to_string(),
                        divisor > 1.0 ? latency.key_ns : latency.key_us, stats->type_name()));
        return;
    }
    // No samples: slat under a synchronous engine, for one. fio 3.18+ says N; before, all zero.
    const auto samples = number_at(*stats, "N");
    const auto largest = number_at(*stats, "max");
    if ((samples && *samples == 0) || (!samples && largest && *largest == 0)) {
        return;
    }
    const std::string prefix(latency.name);
    const auto scaled = [divisor](const json* value) {
        const auto number = value != nullptr ? json_input::number(*value) : std::nullopt;
        return number ? json(*number / divisor) : json();
    };
    const json mean = scaled(member(*stats, "mean"));
    add(prefix + "_mean", "us", Direction::lower_is_better, key, &mean, line);
    if (const json* percentiles = member(*stats, "percentile");
        percentiles != nullptr && percentiles->is_object()) {
        for (const auto& [at, value] : percentiles->items()) {
            const json scaled_value = scaled(&value);
            add(prefix + "_p" + percentile_name(at), "us", Direction::lower_is_better, key,
                &scaled_value, line);
        }
    }
}

void Reader::add(const std::string& metric, const char* unit, Direction better, const CaseKey& key,
                 const json* value, int line) {
    const auto number = value != nullptr ? json_input::number(*value) : std::nullopt;
    if (!number) {
        run_.diagnose(Level::warning, line,
                      fmt::format("{} of {} is not a number; skipped", metric, key.to_string()));
        return;
    }
    run_.add_value(Metric{std::string(kBenchmark), metric, unit, better}, key, *number, line);
}

// fio prints its own warnings (`fio: ...`) and, with --output-format=json,normal, the normal
// output on the same stream: the JSON starts at the first line that opens with `{`. The text
// before it becomes blanks so that lines keep their numbers.
std::string json_part(std::string_view content) {
    std::string text(content);
    std::size_t start = 0;
    while (start < text.size() && text[start] != '{') {
        const std::size_t newline = text.find('\n', start);
        start = newline == std::string::npos ? text.size() : newline + 1;
    }
    for (std::size_t i = 0; i < start && start < text.size(); ++i) {
        text[i] = text[i] == '\n' ? '\n' : ' ';
    }
    return text;
}

void read_document(Run& run, std::string_view content) {
    // %f prints a non-finite double as nan or inf, which is no JSON.
    const std::string text = json_input::null_non_finite(json_part(content));
    const auto document = json_input::parse(text, run);
    if (!document) {
        return;
    }
    const json* jobs = member(*document, "jobs");
    if (jobs == nullptr || !jobs->is_array()) {
        const bool client = member(*document, "client_stats") != nullptr;
        run.diagnose(Level::error, 1,
                     client ? "client/server output (client_stats) is not read; run fio on the "
                              "machine itself with --output-format=json"
                            : "no \"jobs\" array: not fio JSON output");
        return;
    }
    Reader reader(run, text, *document);
    for (const json& job : *jobs) {
        reader.job(job);
    }
}

class FioJsonParser final : public JsonFormatParser<read_document> {
  public:
    FioJsonParser()
        : JsonFormatParser(
              kFormat,
              "fio --output-format=json or json+: bw, iops and latencies per job and direction") {}

    double sniff(const SniffHead& head) const override {
        const std::string_view text = head.text();
        const std::size_t key = text.find("\"fio version\"");
        if (key == std::string_view::npos) {
            return 0.0;
        }
        const std::size_t open = text.rfind('{', key);
        return open != std::string_view::npos && (open == 0 || text[open - 1] == '\n') ? kSureScore
                                                                                       : 0.0;
    }
};

}  // namespace

const Parser& fio_json_parser() {
    return the_parser<FioJsonParser>();
}

}  // namespace benchcmp
