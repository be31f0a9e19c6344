// "perf-bench": the results `perf bench` (tools/perf/bench in the kernel tree) prints for its
// benchmarks other than `sched messaging`, which hackbench reads:
//
// - `sched pipe` and the other `# Executed N ...` benchmarks (`syscall basic`, breakpoint):
//   `Total time: 23.832 [sec]`, `23.832644 usecs/op`, `41959 ops/sec`, three metrics of one run;
// - `futex hash / lock-pi`, `epoll wait / ctl`: `Averaged 110279 operations/sec (+- 1.09%),
//   total secs = 8`, the mean over the threads of one run with its relative stddev, a summary
//   whose n is the count of `[thread N] ... ops/sec` lines above it (unknown without them);
// - `futex wake / wake-parallel / requeue`: `Wokeup 8 of 8 threads in 0.0260 ms (+-5.01%)`,
//   the mean over the `-r` repeats with its relative stddev; the `[Run N]: ... in X ms` lines
//   above it are those repeats, read as raw runs instead of the summary when printed;
// - `mem memcpy / memset`: `14.919194 GB/sec` (`MB/sec`, `KB/sec`, `bytes/sec`, old `GB/Sec`,
//   `(with prefault)`; `cycles/byte`), keyed by the `# function 'name' (...)` above it and the
//   size of `# Copying 1GB bytes ...`;
// - `numa mem`: ` 2x1-bw-process,   3.481, GB/sec,   RAM-bw-local` lines.
//
// The benchmark is the one `# Running 'coll/name' benchmark:` (or a collection's `# Running
// coll/name benchmark...`, or a `perf bench coll name` command line) names. A text with a
// label before its result lines (`Before: Averaged ...`, `After:  Averaged ...`) holds one
// variant per label, and a short title line ending in `:` above them (`On 12 x86 CPUs:`)
// names their section.

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/common/format_parser.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/parsers.hpp"

namespace benchcmp {

namespace {

using Tokens = std::vector<std::string_view>;

constexpr std::string_view kFormat = "perf-bench";
// A line only perf bench prints: its header, a pipe benchmark's `# Executed`, a futex or
// epoll summary.
constexpr double kSureScore = 0.9;

bool is_number(std::string_view token) {
    return scan::parse_number(token).status == scan::NumberStatus::ok;
}

double half_unit(std::string_view text) {
    const std::size_t dot = text.find('.');
    const std::size_t decimals = dot == std::string_view::npos ? 0 : text.size() - dot - 1;
    return 0.5 * std::pow(10.0, -static_cast<double>(decimals));
}

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out) {
        if (c >= 'A' && c <= 'Z') {
            c = static_cast<char>(c - 'A' + 'a');
        }
    }
    return out;
}

// `# Running 'sched/pipe' benchmark:` or `# Running sched/pipe benchmark...` (tokens after
// the `#`): the benchmark's name, "sched/pipe".
std::optional<std::string_view> read_header(const Tokens& t) {
    if (t.size() != 3 || t[0] != "Running" || !t[2].starts_with("benchmark")) {
        return std::nullopt;
    }
    std::string_view name = t[1];
    if (name.size() >= 2 && name.front() == '\'' && name.back() == '\'') {
        name = name.substr(1, name.size() - 2);
    }
    if (name.find('/') == std::string_view::npos) {
        return std::nullopt;
    }
    return name;
}

bool is_messaging(std::string_view name) {
    return name == "sched/messaging";
}

// `perf bench [-f simple] [-r N] coll name ...` anywhere in a line: "coll/name".
std::optional<std::string> read_command(const Tokens& t) {
    for (std::size_t i = 0; i + 1 < t.size(); ++i) {
        if (!(t[i] == "perf" || t[i].ends_with("/perf")) || t[i + 1] != "bench") {
            continue;
        }
        std::size_t j = i + 2;
        while (j < t.size() && t[j].starts_with('-')) {
            // -f simple, -r 5, --repeat=5: an option with its value
            j += (t[j].find('=') == std::string_view::npos && t[j].size() == 2) ? 2 : 1;
        }
        if (j + 1 < t.size() && !t[j + 1].starts_with('-')) {
            return fmt::format("{}/{}", t[j], t[j + 1]);
        }
        return std::nullopt;
    }
    return std::nullopt;
}

// The benchmark's name as a metric's benchmark: "sched/pipe" is "sched-pipe".
std::string benchmark_name(std::string_view name) {
    std::string out(name.empty() ? std::string_view("perf-bench") : name);
    std::replace(out.begin(), out.end(), '/', '-');
    return out;
}

// A label before a result line (`Before:`, `After:`): the words up to the first token ending
// in `:`, when they are short and the result follows.
std::string_view label_before(std::string_view text, std::size_t result_at) {
    const std::string_view head = scan::trim(text.substr(0, result_at));
    if (head.empty() || !head.ends_with(':') || head.size() > 40 ||
        head.find(':') != head.size() - 1) {
        return {};
    }
    return scan::trim(head.substr(0, head.size() - 1));
}

struct SummaryLine {
    std::string metric;
    std::string unit;
    Direction better = Direction::unknown;
    double mean = 0.0;
    double rel_sd = 0.0;
    std::string_view printed;
};

class Reader {
  public:
    explicit Reader(std::vector<Run>& runs, const InputText& input) : runs_(runs), input_(input) {}

    void line(std::string_view raw, int number);
    void finish();

  private:
    Run& run_for(std::string_view label);
    Run& current();
    void start_benchmark(std::string_view name);
    void hash_line(std::string_view text, int number);
    bool result_line(std::string_view text, int number);
    bool averaged(std::string_view text, int number);
    bool timed_summary(std::string_view text, int number);
    bool pipe_result(int number);
    bool mem_result(int number);
    bool numa_result(int number);
    void add(const Metric& metric, const CaseKey& key, double value, std::string_view printed,
             int number);
    void add_summary(const SummaryLine& line, std::size_t n, int number);
    CaseKey key() const;
    Metric metric(std::string name, std::string unit, Direction better) const;

    std::vector<Run>& runs_;
    const InputText& input_;
    Tokens tokens_;
    std::string benchmark_;  // "sched/pipe"; empty until a header or command names it
    std::vector<std::pair<std::string, std::string>> keys_;  // the case the lines above set
    std::string function_, size_, section_;
    std::size_t threads_seen_ = 0;  // `[thread N] ...` lines since the last summary
    std::vector<double> repeats_;   // the `[Run N]: ... in X ms` values since the summary
    std::string label_;             // the label of the current result's line, if any
    std::string title_;             // the last short title line ending in `:`
};

Run& Reader::run_for(std::string_view label) {
    if (runs_.size() == 1 && runs_.front().label.empty() && runs_.front().observations.empty() &&
        !label.empty()) {
        runs_.front().label = std::string(label);
        return runs_.front();
    }
    for (Run& run : runs_) {
        if (run.label == label) {
            return run;
        }
    }
    if (label.empty()) {
        return runs_.front();
    }
    Run run;
    run.file = input_.path;
    run.format = std::string(kFormat);
    run.label = std::string(label);
    runs_.push_back(std::move(run));
    return runs_.back();
}

Run& Reader::current() {
    return run_for(label_);
}

void Reader::start_benchmark(std::string_view name) {
    benchmark_ = name;
    keys_.clear();
    function_.clear();
    size_.clear();
    threads_seen_ = 0;
    repeats_.clear();
}

CaseKey Reader::key() const {
    CaseKey key;
    if (!section_.empty()) {
        key.add("section", section_);
    }
    for (const auto& [k, v] : keys_) {
        key.add(k, v);
    }
    if (!function_.empty()) {
        key.add("function", function_);
    }
    if (!size_.empty()) {
        key.add("size", size_);
    }
    return key;
}

Metric Reader::metric(std::string name, std::string unit, Direction better) const {
    return Metric{benchmark_name(benchmark_), std::move(name), std::move(unit), better};
}

void Reader::add(const Metric& metric, const CaseKey& key, double value, std::string_view printed,
                 int number) {
    Run& run = current();
    run.add_value(metric, key, value, number);
    if (!printed.empty()) {
        const ObservationFinder::Found found = run.finder.find(run.observations, metric, key);
        if (found.observation != nullptr) {
            found.observation->rounding = half_unit(printed);
        }
    }
}

// One printed summary. A second one of the same case and variant (a loop of runs) makes the
// summaries' means raw runs: the spread between runs is the one to compare, not the spread
// of the threads inside one run.
void Reader::add_summary(const SummaryLine& line, std::size_t n, int number) {
    const Metric m = metric(line.metric, line.unit, line.better);
    const CaseKey k = key();
    Run& run = current();
    const ObservationFinder::Found found = run.finder.find(run.observations, m, k);
    if (found.observation != nullptr) {
        Observation& seen = *found.observation;
        if (!seen.sample.is_raw()) {
            const double first = seen.sample.summary().mean;
            seen.sample = Sample(std::vector<double>{first});
            run.diagnose(Level::note, number,
                         fmt::format("{} {} printed again (first on line {}): each printed "
                                     "mean is read as one run",
                                     m.benchmark, m.name, seen.line));
        }
        seen.sample.values().push_back(line.mean);
        seen.last_line = number;
        return;
    }
    Summary summary;
    summary.n = n;
    summary.mean = line.mean;
    summary.stddev = line.rel_sd / 100.0 * line.mean;
    Observation observation{m, k, Sample(std::move(summary)), number};
    observation.rounding = half_unit(line.printed);
    run.observations.push_back(std::move(observation));
    run.finder.appended(run.observations, found.hash);
}

void Reader::line(std::string_view raw, int number) {
    const std::string_view text = scan::clean_line(raw);
    if (text.empty()) {
        return;
    }
    if (text.starts_with('#')) {
        hash_line(scan::trim(text.substr(1)), number);
        return;
    }
    if (text.find("perf") != std::string_view::npos) {
        scan::split_tokens(text, tokens_);
        if (const auto command = read_command(tokens_)) {
            start_benchmark(*command);
            return;
        }
    }
    if (result_line(text, number)) {
        return;
    }
    // A short title line (`On 12 x86 CPUs:`) names the section of the results below it.
    if (text.ends_with(':') && text.size() <= 60 && text.find(':') == text.size() - 1 &&
        !text.starts_with('[')) {
        title_ = std::string(scan::trim(text.substr(0, text.size() - 1)));
    }
}

// perf bench's own `#` lines; any other is a comment or a root prompt holding a command.
void Reader::hash_line(std::string_view text, int number) {
    scan::split_tokens(text, tokens_);
    if (tokens_.empty()) {
        return;
    }
    if (const auto name = read_header(tokens_)) {
        start_benchmark(*name);
        return;
    }
    if (tokens_[0] == "function" && tokens_.size() >= 2) {
        std::string_view name = tokens_[1];
        if (name.size() >= 2 && name.front() == '\'' && name.back() == '\'') {
            name = name.substr(1, name.size() - 2);
        }
        function_ = std::string(name);
        return;
    }
    if (tokens_[0] == "Copying" && tokens_.size() >= 3) {
        size_ = lower(tokens_[1]);
        return;
    }
    // `# Executed 1000000 pipe operations between two processes`
    if (tokens_[0] == "Executed" && tokens_.size() >= 3 && scan::parse_integer(tokens_[1])) {
        if (benchmark_.empty() && tokens_[2] == "pipe") {
            benchmark_ = "sched/pipe";
        }
        keys_.clear();
        keys_.emplace_back("ops", std::string(tokens_[1]));
        if (tokens_.back() == "threads" || tokens_.back() == "processes") {
            keys_.emplace_back("mode", std::string(tokens_.back()));
        }
        return;
    }
    if (const auto command = read_command(tokens_)) {
        start_benchmark(*command);
        return;
    }
    (void)number;
}

bool Reader::result_line(std::string_view text, int number) {
    if (text.starts_with("[thread")) {
        ++threads_seen_;
        return true;
    }
    if (text.starts_with("[Run ")) {
        // `[Run 3]: Wokeup 8 of 8 threads in 0.1860 ms`: one repeat, read with the summary
        // below it
        scan::split_tokens(text, tokens_);
        for (std::size_t i = 0; i + 2 < tokens_.size(); ++i) {
            if (tokens_[i] == "in" && tokens_[i + 2] == "ms" && is_number(tokens_[i + 1])) {
                repeats_.push_back(scan::parse_number(tokens_[i + 1]).value);
                break;
            }
        }
        return true;
    }
    if (text.starts_with("Run summary [PID")) {
        // `Run summary [PID 1234]: 8 threads, each operating on 1024 [private] futexes ...`
        scan::split_tokens(text, tokens_);
        keys_.clear();
        for (std::size_t i = 1; i < tokens_.size(); ++i) {
            const std::string_view word = tokens_[i];
            if ((word == "threads," || word == "threads") && scan::parse_integer(tokens_[i - 1])) {
                keys_.emplace_back("threads", std::string(tokens_[i - 1]));
                break;
            }
        }
        threads_seen_ = 0;
        repeats_.clear();
        return true;
    }
    if (averaged(text, number) || timed_summary(text, number)) {
        return true;
    }
    scan::split_tokens(text, tokens_);
    label_.clear();
    section_.clear();
    return pipe_result(number) || mem_result(number) || numa_result(number);
}

// `Averaged 110279 operations/sec (+- 1.09%), total secs = 8`, perhaps after a label.
bool Reader::averaged(std::string_view text, int number) {
    const std::size_t at = text.find("Averaged ");
    if (at == std::string_view::npos) {
        return false;
    }
    scan::split_tokens(text.substr(at), tokens_);
    if (tokens_.size() < 4 || !tokens_[2].starts_with("operations/sec") || !is_number(tokens_[1])) {
        return false;
    }
    std::optional<double> rel_sd;
    for (std::size_t i = 3; i + 1 < tokens_.size() && !rel_sd; ++i) {
        if (tokens_[i] == "(+-") {
            std::string_view pct = tokens_[i + 1];
            while (!pct.empty() && (pct.back() == ',' || pct.back() == ')' || pct.back() == '%')) {
                pct.remove_suffix(1);
            }
            if (is_number(pct)) {
                rel_sd = scan::parse_number(pct).value;
            }
        }
    }
    // Labelled lines under a title (`On 12 x86 CPUs:` over `Before: ...` and `After: ...`)
    // are the variants of the title's section.
    label_ = std::string(label_before(text, at));
    section_ = label_.empty() ? std::string() : title_;
    if (!rel_sd) {
        current().diagnose(Level::warning, number,
                           "an `Averaged` line without its `(+- x%)`; read without a spread");
    }
    SummaryLine line{"ops_per_sec",
                     "ops/s",
                     Direction::higher_is_better,
                     scan::parse_number(tokens_[1]).value,
                     rel_sd.value_or(std::nan("")),
                     tokens_[1]};
    add_summary(line, threads_seen_, number);
    threads_seen_ = 0;
    return true;
}

// futex wake / requeue / wake-parallel: `Wokeup 8 of 8 threads in 0.0260 ms (+-5.01%)`,
// `Requeued ... in X ms (+-y%)`, `Avg per-thread latency (waking 2/8 threads) in X ms (+-y%)`.
bool Reader::timed_summary(std::string_view text, int number) {
    std::string name;
    if (text.starts_with("Wokeup ") || text.starts_with("Avg wakeup time")) {
        name = "wakeup_time";
    } else if (text.starts_with("Requeued ")) {
        name = "requeue_time";
    } else if (text.starts_with("Avg per-thread latency")) {
        name = "per_thread_latency";
    } else {
        return false;
    }
    scan::split_tokens(text, tokens_);
    for (std::size_t i = 0; i + 2 < tokens_.size(); ++i) {
        if (tokens_[i] != "in" || tokens_[i + 2] != "ms" || !is_number(tokens_[i + 1])) {
            continue;
        }
        double rel_sd = std::nan("");
        if (i + 3 < tokens_.size() && tokens_[i + 3].starts_with("(+-")) {
            std::string_view pct = tokens_[i + 3].substr(3);
            if (pct.empty() && i + 4 < tokens_.size()) {
                pct = tokens_[i + 4];
            }
            while (!pct.empty() && (pct.back() == ')' || pct.back() == '%')) {
                pct.remove_suffix(1);
            }
            if (is_number(pct)) {
                rel_sd = scan::parse_number(pct).value;
            }
        }
        label_.clear();
        section_.clear();
        const Metric m = metric(name, "ms", Direction::lower_is_better);
        if (repeats_.empty()) {
            // -s (silent) prints the summary alone: n is the -r count, which it does not say
            add_summary(
                SummaryLine{name, "ms", Direction::lower_is_better,
                            scan::parse_number(tokens_[i + 1]).value, rel_sd, tokens_[i + 1]},
                0, number);
        } else {
            // the repeats themselves are the sample; the summary is their mean
            for (const double value : repeats_) {
                add(m, key(), value, tokens_[i + 1], number);
            }
            repeats_.clear();
        }
        return true;
    }
    return false;
}

// `Total time: 23.832 [sec]`, `23.832644 usecs/op`, `41959 ops/sec` (also `usecs/op/cpu`).
bool Reader::pipe_result(int number) {
    const Tokens& t = tokens_;
    if (t.size() >= 4 && t[0] == "Total" && t[1] == "time:" && t[3] == "[sec]") {
        if (is_messaging(benchmark_)) {
            return true;  // hackbench's
        }
        if (is_number(t[2])) {
            add(metric("total_time", "s", Direction::lower_is_better), key(),
                scan::parse_number(t[2]).value, t[2], number);
        }
        return true;
    }
    // `# Executed ...` or a header comes first; a bare `12 ops/sec` in prose is no result
    if (t.size() != 2 || !is_number(t[0]) || is_messaging(benchmark_) ||
        (benchmark_.empty() && keys_.empty())) {
        return false;
    }
    const double value = scan::parse_number(t[0]).value;
    if (t[1] == "usecs/op") {
        add(metric("usecs_per_op", "us", Direction::lower_is_better), key(), value, t[0], number);
    } else if (t[1] == "usecs/op/cpu") {
        add(metric("usecs_per_op_per_cpu", "us", Direction::lower_is_better), key(), value, t[0],
            number);
    } else if (t[1] == "ops/sec") {
        add(metric("ops_per_sec", "ops/s", Direction::higher_is_better), key(), value, t[0],
            number);
    } else {
        return false;
    }
    return true;
}

// `14.919194 GB/sec`, `6.190187 GB/Sec (with prefault)`, `1.2 GB/sec/thread ( +- 0.5% )`,
// `0.123 cycles/byte`: bandwidth is read in GB/s (perf's K is 1024).
bool Reader::mem_result(int number) {
    const Tokens& t = tokens_;
    // only under a mem benchmark's header or its lines: a bandwidth in prose is no result
    if (t.size() < 2 || !is_number(t[0]) ||
        (!benchmark_.starts_with("mem/") && function_.empty() && size_.empty())) {
        return false;
    }
    const double value = scan::parse_number(t[0]).value;
    if (t[1] == "cycles/byte") {
        add(metric("cycles_per_byte", "cycles/B", Direction::lower_is_better), key(), value, t[0],
            number);
        return true;
    }
    std::string unit = lower(t[1]);
    std::string name = "bandwidth";
    if (unit.ends_with("/thread")) {
        unit.resize(unit.size() - 7);
        name = "bandwidth_per_thread";
    }
    double scale = 0.0;
    if (unit == "gb/sec") {
        scale = 1.0;
    } else if (unit == "mb/sec") {
        scale = 1.0 / 1024;
    } else if (unit == "kb/sec") {
        scale = 1.0 / 1024 / 1024;
    } else if (unit == "bytes/sec") {
        scale = 1.0 / 1024 / 1024 / 1024;
    } else {
        return false;
    }
    CaseKey k = key();
    if (t.size() >= 4 && t[2] == "(with" && t[3].starts_with("prefault")) {
        k.add("prefault", "yes");
    }
    const Metric m = metric(name, "GB/s", Direction::higher_is_better);
    Run& run = current();
    run.add_value(m, k, value * scale, number);
    if (scale == 1.0) {
        const ObservationFinder::Found found = run.finder.find(run.observations, m, k);
        if (found.observation != nullptr) {
            found.observation->rounding = half_unit(t[0]);
        }
    }
    return true;
}

// numa mem: ` 2x1-bw-process,    3.481, GB/sec,     RAM-bw-local` (name, value, unit, what).
bool Reader::numa_result(int number) {
    const Tokens& t = tokens_;
    if (!benchmark_.starts_with("numa/") || t.size() != 4 || !t[0].ends_with(',') ||
        !t[1].ends_with(',') || !t[2].ends_with(',')) {
        return false;
    }
    const std::string_view value = t[1].substr(0, t[1].size() - 1);
    if (!is_number(value)) {
        return false;
    }
    const std::string unit(t[2].substr(0, t[2].size() - 1));
    Direction better = Direction::unknown;
    if (unit == "secs" || unit == "nsecs") {
        better = Direction::lower_is_better;
    } else if (unit == "GB/sec") {
        better = Direction::higher_is_better;
    }
    CaseKey k = key();
    k.add("test", std::string(t[0].substr(0, t[0].size() - 1)));
    const Metric m{benchmark_name(benchmark_), std::string(t[3]), unit == "secs" ? "s" : unit,
                   better};
    add(m, k, scan::parse_number(value).value, value, number);
    return true;
}

void Reader::finish() {}

class PerfBenchParser final : public FormatParser {
  public:
    PerfBenchParser()
        : FormatParser(kFormat,
                       "perf bench results other than sched messaging: sched pipe, futex, "
                       "epoll, mem memcpy/memset, numa mem") {}

    std::vector<Run> parse(const InputText& input) const override {
        std::vector<Run> runs(1);
        runs.front().file = input.path;
        runs.front().format = std::string(kFormat);
        Reader reader(runs, input);
        scan::feed_lines(reader, input.content);
        reader.finish();
        return runs;
    }

    double sniff(const SniffHead& head) const override {
        Tokens tokens;
        for (const std::string_view text : head.clean_lines()) {
            if (is_own_line(text, tokens)) {
                return kSureScore;
            }
        }
        return 0.0;
    }

  private:
    // A line only perf bench prints: a header of a benchmark other than messaging, a pipe
    // benchmark's `# Executed`, a futex or epoll `Run summary` or `Averaged` line.
    static bool is_own_line(std::string_view text, Tokens& tokens) {
        if (text.starts_with("# Running ")) {
            scan::split_tokens(text.substr(1), tokens);
            const auto name = read_header(tokens);
            return name && !is_messaging(*name);
        }
        if (text.starts_with("# Executed ")) {
            return text.find(" operations between two ") != std::string_view::npos;
        }
        if (text.starts_with("Run summary [PID ")) {
            return true;
        }
        const std::size_t at = text.find("Averaged ");
        return at != std::string_view::npos &&
               text.find(" operations/sec (+- ", at) != std::string_view::npos &&
               text.find("total secs = ", at) != std::string_view::npos;
    }
};

}  // namespace

const Parser& perf_bench_parser() {
    return the_parser<PerfBenchParser>();
}

}  // namespace benchcmp
