// "go-bench": the Go benchmark format as benchstat reads it (golang.org/x/perf benchfmt;
// FORMATS-TOOLS.md section 1): `go test -bench` output and the files benchfmt writes.
//
// Each result line `BenchmarkName-8  1000  1423 ns/op  424.9 MB/s  1024 B/op` is one run of
// the benchmark: every `value unit` pair is one value of the metric named by the unit, so
// `-count 10` gives samples of ten. `key: value` lines (goos, pkg, cpu, ...) configure every
// result after them; they become case keys, so results under a changed configuration are
// other cases, compared only with the same configuration in the other file, as benchstat
// starts a new table. `Unit <unit> better=higher assume=exact` lines give directions.

#include <fmt/format.h>

#include <algorithm>
#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/common/format_parser.hpp"
#include "parse/common/observation_index.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/go_bench/go_bench_lines.hpp"
#include "parse/parsers.hpp"

namespace benchcmp {

namespace {

constexpr std::string_view kFormat = "go-bench";
constexpr std::string_view kBenchmark = "go";
constexpr std::string_view kPrefix = "Benchmark";
// A `Benchmark<name> <iterations> <value> <unit>` line: no other tool prints one.
constexpr double kSureScore = 0.9;

// What the Unit lines say about one unit (in printed form).
struct UnitMetadata {
    std::map<std::string, std::string, std::less<>> values;  // better, assume, ...
    int line = 0;
};

// One value read, kept until the end of the file because a Unit line anywhere in the file
// gives the direction of every value in its unit.
struct Pending {
    CaseKey case_key;
    std::string unit;
    double value = 0.0;
    int line = 0;
};

// A line of nothing but `value unit` pairs: what a mailer's wrap leaves of a result line.
// `--- BENCH:` / `--- FAIL:` lines and log output after a result are not.
bool only_measurements(const std::vector<std::string_view>& tokens) {
    if (tokens.empty() || tokens.size() % 2 != 0) {
        return false;
    }
    for (std::size_t i = 0; i < tokens.size(); i += 2) {
        if (scan::parse_number(tokens[i]).status == scan::NumberStatus::invalid) {
            return false;
        }
    }
    return true;
}

bool starts_with_digit(std::string_view token) {
    return !token.empty() && (scan::is_digit(token.front()) || token.front() == '+' ||
                              token.front() == '-' || token.front() == '.');
}

class Reader {
  public:
    explicit Reader(Run& run) : run_(run) {}
    void line(std::string_view raw, int number);
    void finish();

  private:
    void result(int number);
    void continuation(int number);
    void measurements(std::size_t first, int number);
    void unit_line(int number);
    CaseKey case_key(std::string_view name) const;
    Direction direction(const std::string& unit) const;
    bool assumed_exact(const std::string& unit) const;

    Run& run_;
    std::vector<std::string_view> tokens_;
    std::vector<std::pair<std::string, std::string>> config_;  // in the order first set
    std::map<std::string, UnitMetadata, std::less<>> units_;
    std::vector<Pending> pending_;
    CaseKey last_case_;          // of the result line just read, for a wrapped continuation
    bool after_result_ = false;  // the previous line was a result line
};

void Reader::line(std::string_view raw, int number) {
    const std::string_view text = scan::clean_line(raw);
    scan::split_tokens(text, tokens_);
    const bool was_result = std::exchange(after_result_, false);
    if (text.substr(0, kPrefix.size()) == kPrefix) {
        result(number);
    } else if (!tokens_.empty() && tokens_.front() == "Unit") {
        unit_line(number);
    } else if (auto config = go_bench::config_line(text)) {
        auto found = std::find_if(config_.begin(), config_.end(),
                                  [&](const auto& entry) { return entry.first == config->key; });
        if (config->value.empty()) {
            if (found != config_.end()) {
                config_.erase(found);  // `key:` with no value unsets the key
            }
        } else if (found != config_.end()) {
            found->second = std::move(config->value);
        } else {
            config_.emplace_back(std::move(config->key), std::move(config->value));
        }
    } else if (was_result && only_measurements(tokens_)) {
        continuation(number);
    }
}

CaseKey Reader::case_key(std::string_view name) const {
    const go_bench::NameParts parts = go_bench::split_name(name);
    CaseKey key;
    for (const auto& [config_key, value] : config_) {
        key.add(config_key, value);
    }
    key.add("name", parts.base);
    for (const auto& [part_key, value] : parts.keys) {
        // A sub-benchmark key that a file key already uses keeps benchfmt's `/` to stay apart.
        key.add(key.find(part_key) != nullptr ? "/" + part_key : part_key, value);
    }
    if (!parts.procs.empty()) {
        key.add("gomaxprocs", parts.procs);
    }
    return key;
}

void Reader::result(int number) {
    const std::string_view name = tokens_.front().substr(kPrefix.size());
    if (tokens_.size() == 1) {
        return;  // `go test -v` announces a benchmark by its bare name before its result
    }
    if (!scan::parse_integer(tokens_[1])) {
        if (starts_with_digit(tokens_[1])) {
            run_.diagnose(Level::warning, number,
                          fmt::format("Benchmark{}: iteration count \"{}\" is not a whole "
                                      "number; the line is skipped",
                                      scan::excerpt(name), scan::excerpt(tokens_[1])));
        }
        return;  // prose that starts with "Benchmarks ..."
    }
    if (tokens_.size() == 2) {
        run_.diagnose(Level::warning, number,
                      fmt::format("Benchmark{}: no measurements after the iteration count; the "
                                  "line is skipped",
                                  scan::excerpt(name)));
        return;
    }
    last_case_ = case_key(name);
    measurements(2, number);
    after_result_ = true;
}

// A mail client that wraps a long result line leaves its last `value unit` pairs on the next
// line, which then starts with a number.
void Reader::continuation(int number) {
    measurements(0, number);
    after_result_ = true;
}

void Reader::measurements(std::size_t first, int number) {
    if ((tokens_.size() - first) % 2 != 0) {
        run_.diagnose(
            Level::warning, number,
            fmt::format("\"{}\" has no unit; the value is skipped", scan::excerpt(tokens_.back())));
    }
    for (std::size_t i = first; i + 1 < tokens_.size(); i += 2) {
        const scan::Number value = scan::parse_number(tokens_[i]);
        if (value.status != scan::NumberStatus::ok) {
            run_.diagnose(
                Level::warning, number,
                fmt::format("{} \"{}\" {}; the value is skipped", scan::excerpt(tokens_[i + 1]),
                            scan::excerpt(tokens_[i]), scan::number_problem(value.status)));
            continue;
        }
        const go_bench::UnitForm form = go_bench::printed_form(tokens_[i + 1]);
        pending_.push_back(Pending{last_case_, form.unit, value.value * form.factor, number});
    }
}

void Reader::unit_line(int number) {
    if (tokens_.size() < 2) {
        run_.diagnose(Level::warning, number, "Unit line names no unit; skipped");
        return;
    }
    UnitMetadata& metadata = units_[go_bench::printed_form(tokens_[1]).unit];
    for (std::size_t i = 2; i < tokens_.size(); ++i) {
        const std::string_view pair = tokens_[i];
        const std::size_t equals = pair.find('=');
        if (equals == std::string_view::npos || equals == 0) {
            run_.diagnose(Level::warning, number,
                          fmt::format("Unit {}: \"{}\" is not key=value; skipped",
                                      scan::excerpt(tokens_[1]), scan::excerpt(pair)));
            continue;
        }
        const std::string key(pair.substr(0, equals));
        const std::string value(pair.substr(equals + 1));
        const auto [found, added] = metadata.values.emplace(key, value);
        if (!added && found->second != value) {
            run_.diagnose(Level::warning, number,
                          fmt::format("Unit {}: {} is already {} (line {}); {} is ignored",
                                      scan::excerpt(tokens_[1]), key, found->second, metadata.line,
                                      scan::excerpt(value)));
        }
    }
    if (metadata.line == 0) {
        metadata.line = number;
    }
}

Direction Reader::direction(const std::string& unit) const {
    const auto found = units_.find(unit);
    if (found != units_.end()) {
        const auto better = found->second.values.find("better");
        if (better != found->second.values.end()) {
            return better->second == "higher"  ? Direction::higher_is_better
                   : better->second == "lower" ? Direction::lower_is_better
                                               : Direction::unknown;
        }
    }
    return go_bench::default_direction(unit);
}

bool Reader::assumed_exact(const std::string& unit) const {
    const auto found = units_.find(unit);
    if (found == units_.end()) {
        return false;
    }
    const auto assume = found->second.values.find("assume");
    return assume != found->second.values.end() && assume->second == "exact";
}

void Reader::finish() {
    // ObservationIndex works on a vector of runs: the run moves in for the loop and back out.
    std::vector<Run> runs(1);
    std::swap(runs[0], run_);
    ObservationIndex index;
    for (Pending& value : pending_) {
        const Metric metric{std::string(kBenchmark), value.unit, "", direction(value.unit)};
        index.add_value(runs, 0, metric, value.case_key, value.value, value.line);
    }
    std::swap(runs[0], run_);
    // benchstat warns when a unit declared deterministic varies; benchcmp still tests it.
    for (const Observation& observation : run_.observations) {
        const std::vector<double>& values = observation.sample.values();
        if (assumed_exact(observation.metric.name) &&
            std::adjacent_find(values.begin(), values.end(), std::not_equal_to<>()) !=
                values.end()) {
            run_.diagnose(Level::note, observation.line,
                          fmt::format("{} of {} is declared assume=exact but its values vary",
                                      observation.metric.name, observation.case_key.to_string()));
        }
    }
}

class GoBenchParser final : public LineFormatParser<Reader> {
  public:
    GoBenchParser()
        : LineFormatParser(
              kFormat,
              "Go benchmark results (go test -bench, benchfmt files) as benchstat reads them") {}

    double sniff(const SniffHead& head) const override {
        std::vector<std::string_view> tokens;
        for (const std::string_view text : head.clean_lines()) {
            if (text.substr(0, kPrefix.size()) != kPrefix) {
                continue;
            }
            scan::split_tokens(text, tokens);
            if (tokens.size() >= 4 && tokens.size() % 2 == 0 && scan::parse_integer(tokens[1]) &&
                scan::parse_number(tokens[2]).status == scan::NumberStatus::ok) {
                return kSureScore;
            }
        }
        return 0.0;
    }
};

}  // namespace

const Parser& go_bench_parser() {
    return the_parser<GoBenchParser>();
}

}  // namespace benchcmp
