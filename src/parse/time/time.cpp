// "time": what the shells' `time` and GNU time print about one command (a kernel build, a
// boot, a test run); each block is one run of the command:
//
//   bash:        real	0m14.500s  /  user	0m0.020s  /  sys	0m0.140s
//   POSIX (-p):  real 14.50  /  user 0.02  /  sys 0.14
//   zsh:         make -j8  0.02s user 0.14s system 99% cpu 14.500 total
//   GNU time:    0.02user 0.14system 0:14.50elapsed 99%CPU (0avgtext+0avgdata 1234maxresident)k
//   GNU time -v: `Elapsed (wall clock) time (h:mm:ss or m:ss): 0:14.50`, `User time (seconds):
//                0.02`, `System time (seconds): 0.14`, `Percent of CPU this job got: 99%`,
//                `Maximum resident set size (kbytes): 1234`
//
// Times are read in seconds whatever the clock form (`1m2.5s`, `1:02.50`, `1:00:02`).

#include <fmt/format.h>

#include <array>
#include <cmath>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/common/format_parser.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/parsers.hpp"

namespace benchcmp {

namespace {

constexpr std::string_view kFormat = "time";

// A whole block of one of the shapes above: no other tool prints it.
constexpr double kSureScore = 0.9;

const Metric kReal{"time", "real", "s", Direction::lower_is_better};
const Metric kUser{"time", "user", "s", Direction::lower_is_better};
const Metric kSys{"time", "sys", "s", Direction::lower_is_better};
// How busy the command kept the CPUs describes the run; more is better or worse by what the
// patch is about.
const Metric kCpu{"time", "cpu", "%", Direction::unknown};
const Metric kMaxRss{"time", "max_rss", "KiB", Direction::lower_is_better};

// A number that is a duration or a count: finite and not negative.
std::optional<double> amount(std::string_view text) {
    const scan::Number number = scan::parse_number(text);
    if (number.status != scan::NumberStatus::ok || number.value < 0.0) {
        return std::nullopt;
    }
    return number.value;
}

// `14.50`, `14.500s`, `0m14.500s`, `1h2m3.5s`: seconds, with minutes and hours before them.
std::optional<double> unit_clock(std::string_view text) {
    if (text.ends_with('s')) {
        text.remove_suffix(1);
    }
    double seconds = 0.0;
    for (const auto& [mark, scale] : {std::pair{'h', 3600.0}, std::pair{'m', 60.0}}) {
        if (const std::size_t at = text.find(mark); at != std::string_view::npos) {
            const std::optional<double> part = amount(text.substr(0, at));
            if (!part) {
                return std::nullopt;
            }
            seconds += *part * scale;
            text.remove_prefix(at + 1);
        }
    }
    const std::optional<double> rest = amount(text);
    return rest ? std::optional<double>(seconds + *rest) : std::nullopt;
}

// A duration in any form these tools print: `0:14.50` and `1:00:02` (GNU's [h:]m:ss) as well
// as unit_clock's.
std::optional<double> seconds_of(std::string_view text) {
    if (text.find(':') == std::string_view::npos) {
        return unit_clock(text);
    }
    double seconds = 0.0;
    int parts = 0;
    for (std::size_t colon = text.find(':'); colon != std::string_view::npos;
         colon = text.find(':')) {
        const std::optional<double> part = amount(text.substr(0, colon));
        if (!part || ++parts > 2) {
            return std::nullopt;
        }
        seconds = (seconds + *part) * 60.0;
        text.remove_prefix(colon + 1);
    }
    const std::optional<double> rest = amount(text);
    return rest ? std::optional<double>(seconds + *rest) : std::nullopt;
}

// A value read from a line, and the metric it is a run of.
struct Reading {
    const Metric* metric = nullptr;
    double value = 0.0;
};

// bash's and POSIX's `real 0m14.500s`, `user 0.02`, `sys 0.14`; a note the author wrote
// after the value in brackets (`real 1m8.648s   (68 secs)`) is not part of the line.
std::optional<Reading> shell_line(const std::vector<std::string_view>& tokens) {
    const bool noted =
        tokens.size() > 2 && tokens[2].starts_with('(') && tokens.back().ends_with(')');
    if (tokens.size() != 2 && !noted) {
        return std::nullopt;
    }
    const Metric* metric = tokens[0] == "real"   ? &kReal
                           : tokens[0] == "user" ? &kUser
                           : tokens[0] == "sys"  ? &kSys
                                                 : nullptr;
    const std::optional<double> value = metric ? seconds_of(tokens[1]) : std::nullopt;
    return value ? std::optional<Reading>(Reading{metric, *value}) : std::nullopt;
}

// The number before suffix at the end of token (`0.02user` with `user`); nullopt otherwise.
std::optional<double> before_suffix(std::string_view token, std::string_view suffix,
                                    bool duration) {
    if (!token.ends_with(suffix) || token.size() == suffix.size()) {
        return std::nullopt;
    }
    token.remove_suffix(suffix.size());
    return duration ? seconds_of(token) : amount(token);
}

// A line that holds several readings: GNU time's default line or zsh's.
using Readings = std::vector<Reading>;

// `0.02user 0.14system 0:14.50elapsed 99%CPU (0avgtext+0avgdata 1234maxresident)k`.
Readings gnu_line(const std::vector<std::string_view>& tokens) {
    if (tokens.size() < 3) {
        return {};
    }
    const auto user = before_suffix(tokens[0], "user", true);
    const auto sys = before_suffix(tokens[1], "system", true);
    const auto real = before_suffix(tokens[2], "elapsed", true);
    if (!user || !sys || !real) {
        return {};
    }
    Readings readings{{&kUser, *user}, {&kSys, *sys}, {&kReal, *real}};
    for (std::size_t i = 3; i < tokens.size(); ++i) {
        if (const auto cpu = before_suffix(tokens[i], "%CPU", false)) {
            readings.push_back({&kCpu, *cpu});
        } else if (const auto rss = before_suffix(tokens[i], "maxresident)k", false)) {
            readings.push_back({&kMaxRss, *rss});
        }
    }
    return readings;
}

// zsh's `make -j8  0.02s user 0.14s system 99% cpu 14.500 total`, read from its end.
Readings zsh_line(const std::vector<std::string_view>& tokens) {
    const std::size_t n = tokens.size();
    if (n < 8 || tokens[n - 1] != "total" || tokens[n - 3] != "cpu" || tokens[n - 5] != "system" ||
        tokens[n - 7] != "user") {
        return {};
    }
    const auto user = seconds_of(tokens[n - 8]);
    const auto sys = seconds_of(tokens[n - 6]);
    const auto cpu = before_suffix(tokens[n - 4], "%", false);
    const auto real = seconds_of(tokens[n - 2]);
    if (!user || !sys || !real) {
        return {};
    }
    Readings readings{{&kUser, *user}, {&kSys, *sys}, {&kReal, *real}};
    if (cpu) {
        readings.push_back({&kCpu, *cpu});
    }
    return readings;
}

// GNU time -v's lines that carry the metrics, by their label.
struct VerboseLine {
    std::string_view label;
    const Metric* metric;
    bool duration;
};
const std::array kVerboseLines{
    VerboseLine{"User time (seconds):", &kUser, true},
    VerboseLine{"System time (seconds):", &kSys, true},
    VerboseLine{"Percent of CPU this job got:", &kCpu, false},
    VerboseLine{"Elapsed (wall clock) time (h:mm:ss or m:ss):", &kReal, true},
    VerboseLine{"Maximum resident set size (kbytes):", &kMaxRss, false},
};

std::optional<Reading> verbose_line(std::string_view text) {
    for (const VerboseLine& line : kVerboseLines) {
        if (text.starts_with(line.label)) {
            std::string_view value = scan::trim(text.substr(line.label.size()));
            if (value.ends_with('%')) {
                value.remove_suffix(1);
            }
            const auto number = line.duration ? seconds_of(value) : amount(value);
            return number ? std::optional<Reading>(Reading{line.metric, *number}) : std::nullopt;
        }
    }
    return std::nullopt;
}

// Every reading one line holds, in any of the shapes; empty for any other line.
Readings readings_of(std::string_view text, std::vector<std::string_view>& tokens) {
    if (const auto verbose = verbose_line(text)) {
        return {*verbose};
    }
    scan::split_tokens(text, tokens);
    if (const auto shell = shell_line(tokens)) {
        return {*shell};
    }
    Readings readings = gnu_line(tokens);
    return readings.empty() ? zsh_line(tokens) : readings;
}

class Reader {
  public:
    explicit Reader(Run& run) : run_(run) {}

    void line(std::string_view raw, int number) {
        for (const Reading& reading : readings_of(scan::clean_line(raw), tokens_)) {
            // `real 1e308m0.000s` is a finite number of minutes but no finite number of
            // seconds: refused like any number out of range, never an infinite run time.
            if (!std::isfinite(reading.value)) {
                run_.diagnose(Level::warning, number,
                              fmt::format("{} time out of range: \"{}\"", reading.metric->name,
                                          scan::excerpt(scan::clean_line(raw))));
                continue;
            }
            run_.add_value(*reading.metric, CaseKey{}, reading.value, number);
        }
    }
    void finish() {}

  private:
    Run& run_;
    std::vector<std::string_view> tokens_;
};

class TimeParser final : public FormatParser {
  public:
    TimeParser()
        : FormatParser(kFormat,
                       "the shells' `time` (real/user/sys, zsh's `... total` line) and GNU time's "
                       "output, default or -v; each block one run") {}

    double sniff(const SniffHead& head) const override {
        bool real = false;
        bool user = false;
        bool sys = false;
        std::vector<std::string_view> tokens;
        for (const std::string_view text : head.clean_lines()) {
            const Readings readings = readings_of(text, tokens);
            if (readings.size() >= 3) {
                return kSureScore;  // GNU time's or zsh's line: all three at once
            }
            for (const Reading& reading : readings) {
                real = real || reading.metric == &kReal;
                user = user || reading.metric == &kUser;
                sys = sys || reading.metric == &kSys;
            }
            if (real && user && sys) {
                return kSureScore;
            }
        }
        return 0.0;
    }

    std::vector<Run> parse(const InputText& input) const override {
        return scan::read_lines<Reader>(input, kFormat);
    }
};

}  // namespace

const Parser& time_parser() {
    return the_parser<TimeParser>();
}

}  // namespace benchcmp
