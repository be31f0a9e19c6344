#include "parse/hyperfine/hyperfine_text.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "parse/common/text_scan.hpp"

namespace benchcmp::hyperfine {

namespace {

// hyperfine prints each command's times in s, ms or µs (1.x picks the unit from the mean);
// `--time-unit` forces one. Older builds and mailers write µ as `u` or Greek mu.
struct TimeUnit {
    std::string_view name;
    double seconds = 0.0;
};

std::optional<TimeUnit> time_unit(std::string_view token) {
    if (token == "s") {
        return TimeUnit{"s", 1.0};
    }
    if (token == "ms") {
        return TimeUnit{"ms", 1e-3};
    }
    if (token == "\xC2\xB5s" || token == "\xCE\xBCs" || token == "us") {
        return TimeUnit{"us", 1e-6};
    }
    if (token == "ns") {
        return TimeUnit{"ns", 1e-9};
    }
    return std::nullopt;
}

std::optional<double> number_of(std::string_view token) {
    const scan::Number number = scan::parse_number(token);
    return number.status == scan::NumberStatus::ok ? std::optional(number.value) : std::nullopt;
}

// Half a unit in the last digit of a printed number (`29.902` gives 0.0005).
double half_last_digit(std::string_view token) {
    const std::size_t dot = token.find('.');
    const auto decimals =
        dot == std::string_view::npos ? 0 : static_cast<int>(token.size() - dot - 1);
    return 0.5 * std::pow(10.0, -decimals);
}

// `Benchmark 1: cmd` (1.12+) or `Benchmark #1: cmd`: the number and the command.
std::optional<std::pair<int, std::string_view>> benchmark_line(std::string_view line) {
    constexpr std::string_view kWord = "Benchmark ";
    if (!line.starts_with(kWord)) {
        return std::nullopt;
    }
    std::string_view rest = line.substr(kWord.size());
    if (rest.starts_with('#')) {
        rest.remove_prefix(1);
    }
    const std::size_t colon = rest.find(':');
    if (colon == std::string_view::npos || colon == 0) {
        return std::nullopt;
    }
    const auto number = scan::parse_integer(rest.substr(0, colon));
    const std::string_view command = scan::trim(rest.substr(colon + 1));
    if (!number || *number < 1 || *number > 100000 || command.empty()) {
        return std::nullopt;
    }
    return std::pair{static_cast<int>(*number), command};
}

// What follows `Time (...):` or `Range (...):`, or nullopt for another line.
std::optional<std::string_view> after_title(std::string_view line, std::string_view title) {
    if (!line.starts_with(title)) {
        return std::nullopt;
    }
    const std::size_t close = line.find("):");
    return close == std::string_view::npos ? std::nullopt : std::optional(line.substr(close + 2));
}

// One `Benchmark N:` block as printed.
struct Command {
    std::string name;
    int line = 0;
    int time_line = 0;
    std::optional<double> mean{};  // in seconds
    double stddev = 0.0;           // in seconds
    std::optional<double> min{}, max{};
    std::size_t runs = 0;   // 0: no Range line
    TimeUnit unit{};        // the unit of its mean as printed
    double rounding = 0.0;  // in seconds
};

// The commands of one hyperfine call: Benchmark 1 .. N.
struct Output {
    std::vector<Command> commands;
};

class TextReader {
  public:
    explicit TextReader(Run& diagnostics) : run_(diagnostics) {}
    void line(std::string_view raw, int number);
    std::vector<Output> take() { return std::move(outputs_); }

  private:
    void time(std::string_view rest, bool single, int number);
    void range(std::string_view rest, int number);

    Run& run_;
    std::vector<Output> outputs_;
    std::vector<std::string_view> tokens_;
    int last_number_ = 0;
};

void TextReader::line(std::string_view raw, int number) {
    const std::string_view text = scan::clean_line(raw);
    if (const auto benchmark = benchmark_line(text)) {
        if (outputs_.empty() || benchmark->first <= last_number_) {
            outputs_.emplace_back();
        }
        last_number_ = benchmark->first;
        outputs_.back().commands.push_back(Command{std::string(benchmark->second), number});
        return;
    }
    if (outputs_.empty() || outputs_.back().commands.empty()) {
        return;
    }
    if (const auto rest = after_title(text, "Time (")) {
        time(*rest, text.find("(abs") != std::string_view::npos, number);
    } else if (const auto rest = after_title(text, "Range (")) {
        range(*rest, number);
    }
}

// `123.4 ms ±   2.1 ms    [User: ...]`, or one run's `1.234 s    [User: ...]` (`abs ≡`).
void TextReader::time(std::string_view rest, bool single, int number) {
    Command& command = outputs_.back().commands.back();
    command.time_line = number;
    scan::split_tokens(rest, tokens_);
    const auto mean = tokens_.size() >= 2 ? number_of(tokens_[0]) : std::nullopt;
    const auto unit = tokens_.size() >= 2 ? time_unit(tokens_[1]) : std::nullopt;
    if (!mean || !unit) {
        run_.diagnose(Level::warning, number,
                      fmt::format("'{}': the mean of this Time line cannot be read; the "
                                  "command is skipped",
                                  scan::excerpt(command.name)));
        return;
    }
    command.mean = *mean * unit->seconds;
    command.unit = *unit;
    command.rounding = half_last_digit(tokens_[0]) * unit->seconds;
    if (!single) {
        const bool read = tokens_.size() >= 5;
        const auto stddev = read ? number_of(tokens_[3]) : std::nullopt;
        const auto stddev_unit = read ? time_unit(tokens_[4]) : std::nullopt;
        if (stddev && stddev_unit) {
            command.stddev = *stddev * stddev_unit->seconds;
        } else {
            run_.diagnose(Level::warning, number,
                          fmt::format("'{}': the σ of this Time line cannot be read; taken as 0",
                                      scan::excerpt(command.name)));
        }
    } else {
        command.runs = 1;  // `Time (abs ≡):` is printed for a single run
    }
}

// `120.1 ms … 130.2 ms    10 runs`.
void TextReader::range(std::string_view rest, int number) {
    Command& command = outputs_.back().commands.back();
    scan::split_tokens(rest, tokens_);
    const auto runs_word = std::find(tokens_.begin(), tokens_.end(), "runs");
    if (runs_word == tokens_.begin() || runs_word == tokens_.end()) {
        run_.diagnose(
            Level::warning, number,
            fmt::format("'{}': this Range line gives no run count", scan::excerpt(command.name)));
        return;
    }
    if (const auto runs = scan::parse_integer(*(runs_word - 1)); runs && *runs > 0) {
        command.runs = static_cast<std::size_t>(*runs);
    }
    if (tokens_.size() >= 5) {
        const auto min = number_of(tokens_[0]);
        const auto min_unit = time_unit(tokens_[1]);
        const auto max = number_of(tokens_[3]);
        const auto max_unit = time_unit(tokens_[4]);
        if (min && min_unit && max && max_unit) {
            command.min = *min * min_unit->seconds;
            command.max = *max * max_unit->seconds;
        }
    }
}

// The smallest unit any command of the outputs printed its mean in: one unit for all, so
// that `1.02 s` and `987.3 ms` are one row.
TimeUnit common_unit(const std::vector<const Command*>& commands) {
    TimeUnit unit{"s", 1.0};
    for (const Command* command : commands) {
        if (command->mean && command->unit.seconds < unit.seconds) {
            unit = command->unit;
        }
    }
    return unit;
}

Observation observation_of(const Command& command, const TimeUnit& unit, CaseKey key) {
    Summary summary;
    summary.n = command.runs;
    summary.mean = *command.mean / unit.seconds;
    summary.stddev = command.stddev / unit.seconds;
    if (command.min && command.max) {
        summary.min = *command.min / unit.seconds;
        summary.max = *command.max / unit.seconds;
    }
    Observation observation{
        Metric{"hyperfine", "time", std::string(unit.name), Direction::lower_is_better},
        std::move(key), Sample(std::move(summary)), command.time_line};
    observation.rounding = command.rounding / unit.seconds;
    return observation;
}

// The commands that printed a mean, each output's in order; warns of the others.
std::vector<std::vector<const Command*>> timed(const std::vector<Output>& outputs, Run& run) {
    std::vector<std::vector<const Command*>> result;
    for (const Output& output : outputs) {
        std::vector<const Command*> commands;
        for (const Command& command : output.commands) {
            if (command.mean) {
                commands.push_back(&command);
            } else if (command.time_line == 0) {
                run.diagnose(
                    Level::warning, command.line,
                    fmt::format("'{}' has no Time line; skipped", scan::excerpt(command.name)));
            }
        }
        if (!commands.empty()) {
            result.push_back(std::move(commands));
        }
    }
    return result;
}

void note_unknown_runs(const std::vector<std::vector<const Command*>>& outputs, Run& run) {
    for (const auto& output : outputs) {
        for (const Command* command : output) {
            if (command->runs == 0) {
                run.diagnose(Level::warning, command->time_line,
                             fmt::format("'{}' has no Range line with its run count; --runs N "
                                         "gives it",
                                         scan::excerpt(command->name)));
            }
        }
    }
}

// Every output times one command: one run, the command the case.
void single_commands(const std::vector<std::vector<const Command*>>& outputs, Run& run) {
    for (const auto& output : outputs) {
        const Command& command = *output.front();
        CaseKey key;
        key.add("command", command.name);
        run.observations.push_back(observation_of(command, command.unit, std::move(key)));
    }
}

// Outputs comparing several commands: a variant per position, a case per output.
std::vector<Run> positional(const std::vector<std::vector<const Command*>>& outputs, Run first) {
    std::size_t width = 0;
    for (const auto& output : outputs) {
        width = std::max(width, output.size());
    }
    std::vector<Run> runs(width);
    runs.front() = std::move(first);
    for (std::size_t v = 0; v < width; ++v) {
        runs[v].file = runs.front().file;
        runs[v].format = runs.front().format;
        const Command* named = nullptr;
        bool same = true;
        for (const auto& output : outputs) {
            if (v < output.size()) {
                same = same && (named == nullptr || named->name == output[v]->name);
                named = named == nullptr ? output[v] : named;
            }
        }
        runs[v].label = same ? named->name : fmt::format("benchmark {}", v + 1);
        for (std::size_t o = 0; o < outputs.size(); ++o) {
            if (v >= outputs[o].size()) {
                continue;
            }
            CaseKey key;
            if (outputs.size() > 1) {
                key.add("run", std::to_string(o + 1));
            }
            runs[v].observations.push_back(
                observation_of(*outputs[o][v], common_unit(outputs[o]), std::move(key)));
        }
    }
    return runs;
}

}  // namespace

bool is_text_benchmark_line(std::string_view line) {
    return benchmark_line(line).has_value();
}

bool is_text_time_line(std::string_view line) {
    const auto rest = after_title(line, "Time (");
    if (!rest) {
        return false;
    }
    std::string_view tokens = *rest;
    const std::string_view mean = scan::next_token(tokens);
    return number_of(mean) && time_unit(scan::next_token(tokens));
}

std::vector<Run> read_text(std::string_view content, const std::string& file,
                           const std::string& format) {
    Run run;
    run.file = file;
    run.format = format;
    TextReader reader(run);
    scan::feed_lines(reader, content);
    const std::vector<Output> outputs = reader.take();
    const std::vector<std::vector<const Command*>> timed_outputs = timed(outputs, run);
    note_unknown_runs(timed_outputs, run);
    const bool all_single = std::all_of(timed_outputs.begin(), timed_outputs.end(),
                                        [](const auto& output) { return output.size() == 1; });
    std::vector<Run> runs;
    if (all_single) {
        single_commands(timed_outputs, run);
        runs.push_back(std::move(run));
    } else {
        runs = positional(timed_outputs, std::move(run));
    }
    std::stable_sort(runs.front().diagnostics.begin(), runs.front().diagnostics.end(),
                     [](const Diagnostic& a, const Diagnostic& b) { return a.line < b.line; });
    return runs;
}

}  // namespace benchcmp::hyperfine
