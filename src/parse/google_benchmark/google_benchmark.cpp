// "google-benchmark": the JSON a Google Benchmark program writes with --benchmark_format=json
// or --benchmark_out=F --benchmark_out_format=json (FORMATS-TOOLS.md section 3).
//
// Each benchmarks[] entry of run_type "iteration" (or with no run_type: files before v1.5) is
// one repetition, so the repetitions of one run_name form the raw sample. real_time and
// cpu_time (per iteration, in the entry's time_unit) and every numeric counter are metrics.
// The mean/median/stddev aggregates the library adds are computed from those same
// repetitions and are read only when the file holds nothing else
// (--benchmark_report_aggregates_only): then they become a summary.

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <map>
#include <set>
#include <span>
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

constexpr std::string_view kFormat = "google-benchmark";

// A JSON object holding "benchmarks" and per-iteration times: no other tool writes both.
constexpr double kSureScore = 0.9;

// Members of an entry that describe the run rather than measure it.
constexpr std::array<std::string_view, 21> kDescriptive{
    "name",
    "family_index",
    "per_family_instance_index",
    "run_name",
    "run_type",
    "repetitions",
    "repetition_index",
    "threads",
    "iterations",
    "time_unit",
    "aggregate_name",
    "aggregate_unit",
    "error_occurred",
    "error_message",
    "skipped",
    "skip_message",
    "label",
    "cpu_coefficient",
    "real_coefficient",
    "big_o",
    "rms",
};

// MemoryManager's members: less memory is better.
constexpr std::array<std::string_view, 4> kMemory{"allocs_per_iter", "max_bytes_used",
                                                  "total_allocated_bytes", "net_heap_growth"};

bool is_one_of(std::string_view key, std::span<const std::string_view> keys) {
    return std::find(keys.begin(), keys.end(), key) != keys.end();
}

// Counter flags (rate, invert) are not in the JSON, so only names that say what they are get a
// direction: the library's own rates and the memory manager's totals.
Metric counter_metric(const std::string& family, const std::string& counter) {
    if (counter == "bytes_per_second") {
        return Metric{family, counter, "B/s", Direction::higher_is_better};
    }
    if (counter == "items_per_second") {
        return Metric{family, counter, "items/s", Direction::higher_is_better};
    }
    if (counter.ends_with("_per_second")) {
        return Metric{family, counter, "/s", Direction::higher_is_better};
    }
    if (is_one_of(counter, kMemory)) {
        return Metric{family, counter, counter == "allocs_per_iter" ? "" : "B",
                      Direction::lower_is_better};
    }
    return Metric{family, counter, "", Direction::unknown};
}

// run_name `BM_Copy/64/threads:4` is family BM_Copy with case arg1=64 threads=4: a `key:value`
// part is named by the library (ArgName, threads, repeats, min_time), any other part is a
// positional argument or a BENCHMARK_CAPTURE name.
struct Name {
    std::string family;
    CaseKey key;
};

Name split_name(std::string_view run_name) {
    Name name;
    std::size_t slash = run_name.find('/');
    name.family = std::string(run_name.substr(0, slash));
    int position = 0;
    while (slash != std::string_view::npos) {
        run_name.remove_prefix(slash + 1);
        slash = run_name.find('/');
        const std::string_view part = run_name.substr(0, slash);
        const std::size_t colon = part.find(':');
        if (colon == std::string_view::npos) {
            name.key.add(fmt::format("arg{}", ++position), std::string(part));
        } else {
            name.key.add(std::string(part.substr(0, colon)), std::string(part.substr(colon + 1)));
        }
    }
    return name;
}

std::string text_member(const json& entry, const char* key) {
    const auto found = entry.find(key);
    return found != entry.end() && found->is_string() ? found->get<std::string>() : std::string();
}

bool flag_member(const json& entry, const char* key) {
    const auto found = entry.find(key);
    return found != entry.end() && found->is_boolean() && found->get<bool>();
}

// The run an entry belongs to: run_name, or before v1.5 the name itself.
std::string run_name_of(const json& entry) {
    std::string run_name = text_member(entry, "run_name");
    return run_name.empty() ? text_member(entry, "name") : run_name;
}

bool is_aggregate(const json& entry) {
    return text_member(entry, "run_type") == "aggregate";
}

// One entry's metrics and their values; warnings for values that are no numbers.
struct Measured {
    Metric metric;
    double value = 0.0;
};

class Reader {
  public:
    Reader(Run& run, std::string_view text) : run_(run), lines_(text) {}

    void read(const json& benchmarks);

  private:
    bool usable(const json& entry, const std::string& run_name, int line);
    std::vector<Measured> measurements(const json& entry, const Name& name, int line);
    void aggregates();

    Run& run_;
    json_input::LineFinder lines_;
    // Aggregate entries by run name, then statistic, kept until every entry has been seen.
    std::map<std::string, std::map<std::string, std::pair<const json*, int>>> aggregates_;
    std::vector<std::string> aggregate_order_;
    std::set<std::string> with_repetitions_;
};

void Reader::read(const json& benchmarks) {
    for (const json& entry : benchmarks) {
        if (!entry.is_object()) {
            continue;
        }
        const int line = lines_.next_member("name", entry.value("name", json()));
        const std::string run_name = run_name_of(entry);
        if (!usable(entry, run_name, line)) {
            continue;
        }
        if (is_aggregate(entry)) {
            const std::string statistic = text_member(entry, "aggregate_name");
            if (aggregates_.find(run_name) == aggregates_.end()) {
                aggregate_order_.push_back(run_name);
            }
            aggregates_[run_name][statistic] = {&entry, line};
            continue;
        }
        with_repetitions_.insert(run_name);
        const Name name = split_name(run_name);
        for (const Measured& measured : measurements(entry, name, line)) {
            run_.add_value(measured.metric, name.key, measured.value, line);
        }
    }
    aggregates();
}

bool Reader::usable(const json& entry, const std::string& run_name, int line) {
    if (run_name.empty()) {
        run_.diagnose(Level::warning, line, "benchmark entry without a name; skipped");
        return false;
    }
    if (flag_member(entry, "error_occurred")) {
        run_.diagnose(Level::warning, line,
                      fmt::format("{} failed ({}); skipped", scan::excerpt(run_name),
                                  scan::excerpt(text_member(entry, "error_message"), 80)));
        return false;
    }
    if (flag_member(entry, "skipped")) {
        run_.diagnose(Level::note, line,
                      fmt::format("{} was skipped ({})", scan::excerpt(run_name),
                                  scan::excerpt(text_member(entry, "skip_message"), 80)));
        return false;
    }
    return true;
}

std::vector<Measured> Reader::measurements(const json& entry, const Name& name, int line) {
    std::vector<Measured> measured;
    const std::string unit = text_member(entry, "time_unit");
    for (const auto& [key, value] : entry.items()) {
        const bool is_time = key == "real_time" || key == "cpu_time";
        if (!is_time && (is_one_of(key, kDescriptive) || !(value.is_number() || value.is_null()))) {
            continue;
        }
        const auto number = json_input::number(value);
        if (!number) {
            run_.diagnose(Level::warning, line,
                          fmt::format("{} {} is not a finite number; skipped",
                                      scan::excerpt(run_name_of(entry)), key));
            continue;
        }
        if (is_time && unit.empty()) {
            run_.diagnose(Level::warning, line,
                          fmt::format("{} has no time_unit; its {} is skipped",
                                      scan::excerpt(run_name_of(entry)), key));
            continue;
        }
        measured.push_back({is_time ? Metric{name.family, key, unit, Direction::lower_is_better}
                                    : counter_metric(name.family, key),
                            *number});
    }
    return measured;
}

// A run with only aggregates becomes one summary per metric: n is the number of repetitions
// the library aggregated (the aggregate's iterations), the rest its mean, stddev and median.
void Reader::aggregates() {
    for (const std::string& run_name : aggregate_order_) {
        if (with_repetitions_.contains(run_name)) {
            continue;  // computed from the repetitions this file holds: nothing new
        }
        auto& statistics = aggregates_[run_name];
        const auto mean = statistics.find("mean");
        const auto stddev = statistics.find("stddev");
        if (mean == statistics.end() || stddev == statistics.end()) {
            const int line = statistics.begin()->second.second;
            run_.diagnose(Level::warning, line,
                          fmt::format("{} has aggregates but no mean and stddev; skipped",
                                      scan::excerpt(run_name)));
            continue;
        }
        const auto median = statistics.find("median");
        const json& mean_entry = *mean->second.first;
        const int line = mean->second.second;
        const Name name = split_name(run_name);
        const auto count = json_input::count(mean_entry.value("iterations", json()));
        const auto spreads = measurements(*stddev->second.first, name, line);
        const auto medians = median == statistics.end()
                                 ? std::vector<Measured>{}
                                 : measurements(*median->second.first, name, line);
        for (const Measured& measured : measurements(mean_entry, name, line)) {
            Summary summary;
            summary.n = count.value_or(0);  // 0: not printed, or no count at all
            summary.mean = measured.value;
            const auto same = [&](const Measured& other) {
                return other.metric == measured.metric;
            };
            const auto spread = std::find_if(spreads.begin(), spreads.end(), same);
            if (spread == spreads.end()) {
                continue;
            }
            summary.stddev = spread->value;
            if (const auto mid = std::find_if(medians.begin(), medians.end(), same);
                mid != medians.end()) {
                summary.median = mid->value;
            }
            run_.observations.push_back(
                Observation{measured.metric, name.key, Sample(summary), line});
        }
    }
}

void read_document(Run& run, std::string_view content) {
    // Since v1.5 the library writes NaN and Infinity as bare words.
    const std::string text = json_input::null_non_finite(content);
    const auto document = json_input::parse(text, run);
    if (!document) {
        return;
    }
    const auto benchmarks = document->is_object() ? document->find("benchmarks") : document->end();
    if (!document->is_object() || benchmarks == document->end() || !benchmarks->is_array()) {
        run.diagnose(Level::error, 1, "no \"benchmarks\" array: not Google Benchmark JSON");
        return;
    }
    Reader(run, text).read(*benchmarks);
}

class GoogleBenchmarkParser final : public JsonFormatParser<read_document> {
  public:
    GoogleBenchmarkParser()
        : JsonFormatParser(
              kFormat,
              "Google Benchmark JSON (--benchmark_out_format=json): real and cpu time and "
              "counters per repetition") {}

    double sniff(const SniffHead& head) const override {
        const std::string_view text = head.text();
        if (!json_input::starts_object(text) ||
            text.find("\"benchmarks\"") == std::string_view::npos) {
            return 0.0;
        }
        const bool times = text.find("\"cpu_time\"") != std::string_view::npos ||
                           text.find("\"real_time\"") != std::string_view::npos;
        return times ? kSureScore : 0.0;
    }
};

}  // namespace

const Parser& google_benchmark_parser() {
    return the_parser<GoogleBenchmarkParser>();
}

}  // namespace benchcmp
