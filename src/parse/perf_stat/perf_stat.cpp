// "perf-stat": `perf stat` and `perf stat --repeat N` counter output (FORMATS.md section 1.4).
//
//    Performance counter stats for 'hackbench -g 10' (5 runs):
//
//            1,234.56 msec task-clock         #    3.456 CPUs utilized     ( +-  0.45% )
//              12,345      context-switches   #    0.010 M/sec             ( +-  1.23% )
//      <not supported>      stalled-cycles-frontend
//              5.7295 +- 0.0219 seconds time elapsed  ( +-  0.38% )
//
// Every event is one metric. Without --repeat each block is one run, so the blocks of a shell
// loop become raw samples. With --repeat N perf prints the mean of N runs and, in `( +- x% )`,
// the relative standard error of that mean (print_noise_pct: 100 * stddev_stats / avg, where
// stddev_stats is sqrt(M2 / (n - 1) / n)); the parser turns it back into a summary with
// stddev = SE * sqrt(N) so that Welch's t-test works. The newer elapsed footer also prints the
// absolute standard error (`5.7295 +- 0.0219`), which has more digits and is preferred.
//
// Lines may carry a `kernel/config.N:` prefix (what `grep . kernel/config.*` prints over one
// file per run): `kernel` names the variant (one run each), `config` becomes the case key
// and `.N`, the repeat index, is dropped so that the repeats of one config form one sample.

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/common/direction_words.hpp"
#include "parse/common/format_parser.hpp"
#include "parse/common/observation_index.hpp"
#include "parse/common/separators.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/parsers.hpp"

namespace benchcmp {

namespace {

constexpr std::string_view kBenchmark = "perf-stat";
constexpr std::string_view kStatsHeader = "Performance counter stats for";

// Below hackbench's and schbench's sure scores: a loop of `perf stat --repeat N -- hackbench`
// prints the hackbench runs too, and their parser reads those runs rather than the mean.
constexpr double kHeaderScore = 0.85;
constexpr double kFooterScore = 0.7;

// Units perf prints between the count and the event name; all of them are times.
constexpr std::array<std::string_view, 6> kTimeUnits{"msec", "usec", "nsec", "ns", "ms", "us"};

bool is_time_unit(std::string_view token) {
    for (std::string_view unit : kTimeUnits) {
        if (token == unit) {
            return true;
        }
    }
    return false;
}

// text with control characters and invalid UTF-8 written as \xNN (scan::excerpt, uncut):
// event and kernel names reach every renderer, and JSON cannot carry invalid UTF-8.
std::string printable(std::string_view text) {
    return scan::excerpt(text, text.size());
}

// A count or time as perf prints it in the user's locale: `15,234,567,890`, `1,234.56`, and
// from a German one `1.234.567`, `2.412,35` (scan::plain_number).
struct Count {
    double value = 0.0;
    bool ambiguous = false;  // `1,234` in an input whose other numbers do not show the mark
};

std::optional<Count> read_count(std::string_view token, scan::DecimalMark mark) {
    const std::optional<scan::PlainNumber> plain = scan::plain_number(token, mark);
    const scan::Number number = scan::parse_number(plain ? std::string_view(plain->text) : token);
    if (number.status != scan::NumberStatus::ok) {
        return std::nullopt;
    }
    return Count{number.value, plain && plain->ambiguous};
}

// The x of a trailing `( +- x% )`, or nullopt when the line has none.
std::optional<double> read_noise_pct(std::string_view text, scan::DecimalMark mark) {
    const std::size_t open = text.rfind("( +-");
    if (open == std::string_view::npos) {
        return std::nullopt;
    }
    std::string_view rest = text.substr(open + 4);
    std::string_view token = scan::next_token(rest);
    if (token.ends_with('%')) {
        token.remove_suffix(1);
    }
    const std::optional<Count> count = read_count(token, mark);
    if (!count) {
        return std::nullopt;
    }
    return count->value;
}

// The `(N runs)` of a stats header, or 1.
std::size_t read_repeat(std::string_view text) {
    const std::size_t runs = text.rfind(" runs)");
    const std::size_t open = runs == std::string_view::npos ? runs : text.rfind('(', runs);
    if (open == std::string_view::npos) {
        return 1;
    }
    const auto count = scan::parse_integer(text.substr(open + 1, runs - open - 1));
    return count && *count > 0 ? static_cast<std::size_t>(*count) : 1;
}

// Splits `kernel/config.N:` off the front of text; empty parts when there is no prefix.
struct Prefix {
    std::string kernel;
    std::string config;
};

Prefix split_prefix(std::string_view& text) {
    const std::size_t colon = text.find(':');
    if (colon == std::string_view::npos || colon == 0) {
        return {};
    }
    std::string_view prefix = text.substr(0, colon);
    if (std::any_of(prefix.begin(), prefix.end(), scan::is_blank)) {
        return {};  // "Performance counter stats for 'x':", prose
    }
    text = scan::trim(text.substr(colon + 1));
    Prefix result;
    if (const std::size_t slash = prefix.find('/'); slash != std::string_view::npos) {
        result.kernel = printable(prefix.substr(0, slash));
        prefix = prefix.substr(slash + 1);
    }
    // The repeat index: digits after the last dot.
    if (const std::size_t dot = prefix.rfind('.'); dot != std::string_view::npos &&
                                                   dot + 1 < prefix.size() &&
                                                   scan::parse_integer(prefix.substr(dot + 1))) {
        prefix = prefix.substr(0, dot);
    }
    result.config = printable(prefix);
    return result;
}

// One measured line: the event, its unit, the value and what perf printed about its noise.
struct Reading {
    std::string event;
    std::string unit;
    double value = 0.0;
    std::optional<double> standard_error;  // absolute, from `X +- SE seconds time elapsed`
    std::optional<double> noise_pct;       // relative standard error, from `( +- x% )`
    std::string_view value_text;           // the value as printed
    bool ambiguous = false;                // its separator could be either mark
};

// Reads a counter or footer line; nullopt for anything else (prose, `<not counted>`).
std::optional<Reading> read_reading(std::string_view text, scan::DecimalMark mark) {
    const std::vector<std::string_view> tokens = scan::split_tokens(text);
    if (tokens.size() < 2) {
        return std::nullopt;
    }
    const std::optional<Count> value = read_count(tokens[0], mark);
    if (!value) {
        return std::nullopt;
    }
    Reading reading;
    reading.value = value->value;
    reading.value_text = tokens[0];
    reading.ambiguous = value->ambiguous;
    reading.noise_pct = read_noise_pct(text, mark);
    std::size_t next = 1;
    if (tokens[next] == "+-" && tokens.size() > next + 1) {
        if (const std::optional<Count> error = read_count(tokens[next + 1], mark)) {
            reading.standard_error = error->value;
        }
        next += 2;
    }
    if (next >= tokens.size()) {
        return std::nullopt;
    }
    if (tokens[next] == "seconds") {
        // `seconds time elapsed`, `seconds user`, `seconds sys`
        if (next + 1 >= tokens.size()) {
            return std::nullopt;
        }
        // Move-assigned temporaries: GCC 12 warns (-Wrestrict, a false positive) about
        // assigning a literal here in release builds.
        reading.unit = std::string("s");
        if (tokens[next + 1] == "time" && next + 2 < tokens.size() &&
            tokens[next + 2] == "elapsed") {
            reading.event = std::string("time-elapsed");
        } else if (tokens[next + 1] == "user" || tokens[next + 1] == "sys") {
            reading.event = std::string(tokens[next + 1]);
        } else {
            return std::nullopt;
        }
        return reading;
    }
    if (is_time_unit(tokens[next])) {
        reading.unit = std::string(tokens[next]);
        ++next;
    }
    if (next >= tokens.size() || tokens[next].front() == '#' || tokens[next].front() == '(' ||
        read_count(tokens[next], mark)) {
        return std::nullopt;
    }
    reading.event = printable(tokens[next]);
    return reading;
}

// What a `Performance counter stats for X` header says was counted: one command's run (a fixed
// amount of work), or everything over a time (`'system wide'`, `'CPU(s) 0-3'`, `process id
// '1234'`, `thread id ...`), where more events may be more work done.
bool counts_a_command(std::string_view header) {
    const std::string_view target = scan::trim(header.substr(kStatsHeader.size()));
    return target.starts_with('\'') && !target.starts_with("'system wide'") &&
           !target.starts_with("'CPU(s)");
}

// Times are lower-is-better. Counters (cycles, instructions, cache-misses, context-switches,
// page-faults) of one command's run count the events one fixed amount of work took, so fewer
// is better, as benchstat takes any count of a fixed workload; counted over a time (system
// wide, a process or CPU list) their direction depends on the work done, so the user decides
// (--lower-is-better), unless the event's name says it in the shared vocabulary (a
// `...-latency` or `...-bandwidth` event, which always does).
Direction direction_of(const Reading& reading, bool of_command) {
    if (!reading.unit.empty() || reading.event == "task-clock" || reading.event == "cpu-clock" ||
        reading.event.starts_with("task-clock:") || reading.event.starts_with("cpu-clock:")) {
        return Direction::lower_is_better;
    }
    const Direction named = direction_words::read(reading.event).direction;
    if (named != Direction::unknown || !of_command) {
        return named;
    }
    return Direction::lower_is_better;
}

class Reader {
  public:
    explicit Reader(const InputText& input)
        : input_(input), mark_(scan::mark_shown_in(input.content)) {}

    void line(std::string_view raw, int number) {
        std::string_view text = scan::clean_line(raw);
        if (pending_ && continues_pending(text)) {
            return;
        }
        if (text.empty()) {
            return;
        }
        const Prefix prefix = split_prefix(text);
        if (text.starts_with(kStatsHeader)) {
            repeat_ = read_repeat(text);
            of_command_ = counts_a_command(text);
            return;
        }
        if (text.starts_with("<not")) {
            return;  // `<not supported>` / `<not counted>` events have no value
        }
        const std::optional<Reading> reading = read_reading(text, mark_);
        if (!reading) {
            return;
        }
        const std::size_t position = run_for(prefix.kernel);
        if (reading->ambiguous && !ambiguous_noted_) {
            note_ambiguous(position, *reading, number);
        }
        const Metric metric{std::string(kBenchmark), reading->event, reading->unit,
                            direction_of(*reading, of_command_)};
        CaseKey case_key;
        if (!prefix.config.empty()) {
            case_key.add("config", prefix.config);
        }
        if (repeat_ <= 1) {
            if ((reading->standard_error || reading->noise_pct) && !unknown_repeat_noted_) {
                note_unknown_repeat(position, number);
            }
            index_.add_value(runs_, position, metric, case_key, reading->value, number);
            return;
        }
        if (!reading->standard_error && !reading->noise_pct && reading->value != 0.0) {
            // perf 3.x ends a second comment line with the event's noise: wait for it.
            pending_ = Pending{position, metric, case_key, *reading, number};
            return;
        }
        record_summary(position, metric, case_key, *reading, number);
    }

    std::vector<Run> finish() {
        flush_pending();
        if (runs_.empty()) {
            runs_.push_back(new_run(""));
        }
        return std::move(runs_);
    }

  private:
    // An event of a --repeat block whose `( +- x% )` is not on its line.
    struct Pending {
        std::size_t position = 0;
        Metric metric;
        CaseKey case_key;
        Reading reading;
        int line = 0;
    };

    // perf 3.x prints some events' second derived metric on a line of its own and the noise
    // after it (builtin-stat.c: `\n%*s #   %5.2f  stalled cycles per insn` before
    // print_noise), so the line under `instructions  #  0.57  insns per cycle` reads
    // `#  1.30  stalled cycles per insn  ( +-  0.05% )`: its noise is the event's. Whether
    // text was that line (taken) or the event stands without one (recorded as it is).
    bool continues_pending(std::string_view text) {
        if (text.starts_with('#')) {
            if (const std::optional<double> noise = read_noise_pct(text, mark_)) {
                pending_->reading.noise_pct = noise;
                flush_pending();
            }
            return true;
        }
        flush_pending();
        return false;
    }

    void flush_pending() {
        if (pending_) {
            const Pending pending = std::move(*pending_);
            pending_.reset();
            record_summary(pending.position, pending.metric, pending.case_key, pending.reading,
                           pending.line);
        }
    }

    Run new_run(const std::string& label) const {
        Run run;
        run.label = label;
        run.file = input_.path;
        run.format = std::string(kBenchmark);
        return run;
    }

    // The position of the kernel's run, created on first sight.
    std::size_t run_for(const std::string& kernel) {
        const auto [found, created] = run_of_.try_emplace(kernel, runs_.size());
        if (created) {
            runs_.push_back(new_run(kernel));
        }
        return found->second;
    }

    // perf prints `+- SE` and `( +- x% )` only under --repeat, so a value carrying them is a
    // mean of runs whose count went with the header that was not pasted: without that count
    // neither the runs nor a standard deviation can be recovered. Said once per input.
    void note_unknown_repeat(std::size_t position, int number) {
        unknown_repeat_noted_ = true;
        runs_[position].diagnose(
            Level::note, number,
            "perf stat's noise ( +- ) shows a mean over --repeat runs, but no "
            "'Performance counter stats ... (N runs):' line says how many; each such mean is "
            "compared as one value, without a significance test");
    }

    // `1,234` is 1234 from an English locale and 1.234 from a German one; perf prints both
    // with the locale's separators, so only the input's other numbers (`0,010 M/sec`,
    // `2.412,35 msec`) can tell. When none does, the English reading is a guess: said once.
    void note_ambiguous(std::size_t position, const Reading& reading, int number) {
        ambiguous_noted_ = true;
        runs_[position].diagnose(
            Level::warning, number,
            fmt::format("'{}' is read as {:.0f}: a comma before three digits groups thousands in "
                        "English output but is the decimal comma of a German one, and no other "
                        "number of this input shows which; the input's numbers like it are read "
                        "the same way",
                        scan::excerpt(reading.value_text), reading.value));
    }

    void record_summary(std::size_t position, const Metric& metric, const CaseKey& case_key,
                        const Reading& reading, int number) {
        Run& run = runs_[position];
        if (const Observation* seen = index_.find(runs_, position, metric, case_key)) {
            run.diagnose(Level::warning, number,
                         fmt::format("a second --repeat summary of {} {}; only the one on "
                                     "line {} is used",
                                     metric.name, case_key.to_string(), seen->line));
            return;
        }
        const double root_n = std::sqrt(static_cast<double>(repeat_));
        Summary summary;
        summary.n = repeat_;
        summary.mean = reading.value;
        if (reading.standard_error) {
            summary.stddev = *reading.standard_error * root_n;
        } else if (reading.noise_pct) {
            summary.stddev = *reading.noise_pct / 100.0 * std::abs(reading.value) * root_n;
        } else if (reading.value != 0.0) {
            // perf omits the noise only for a zero mean; anything else is a damaged line.
            run.diagnose(Level::warning, number,
                         fmt::format("{} is a mean of {} runs but has no ( +- x% ); skipped",
                                     metric.name, repeat_));
            return;
        }
        index_.add(runs_, position,
                   Observation{metric, case_key, Sample(std::move(summary)), number});
    }

    const InputText& input_;
    std::vector<Run> runs_;
    std::unordered_map<std::string, std::size_t> run_of_;  // kernel -> position in runs_
    ObservationIndex index_;
    std::size_t repeat_ = 1;
    bool of_command_ = false;  // the last header counted one command (counts_a_command)
    std::optional<Pending> pending_;
    bool unknown_repeat_noted_ = false;
    scan::DecimalMark mark_;
    bool ambiguous_noted_ = false;
};

class PerfStatParser final : public RunsLineFormatParser<Reader> {
  public:
    PerfStatParser()
        : RunsLineFormatParser(
              kBenchmark,
              "perf stat counters, with or without --repeat N ( +- x% ), kernel/config.N: "
              "prefixes") {}

    double sniff(const SniffHead& head) const override {
        bool header = false;
        bool footer = false;
        for (const scan::Line& line : head.lines()) {
            header = header || line.text.find(kStatsHeader) != std::string_view::npos;
            footer = footer || line.text.find("seconds time elapsed") != std::string_view::npos;
        }
        return header ? kHeaderScore : footer ? kFooterScore : 0.0;
    }
};

}  // namespace

const Parser& perf_stat_parser() {
    return the_parser<PerfStatParser>();
}

}  // namespace benchcmp
