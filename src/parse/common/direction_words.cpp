#include "parse/common/direction_words.hpp"

#include <algorithm>
#include <array>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace benchcmp::direction_words {

namespace {

// Units of time. Alone or over something (`ns/op`) they measure a cost: lower is better.
// Under a slash or after `per` (`MB/s`, `per sec.`) they make a rate: higher is better.
// `min` is left out: it is also the minimum of a summary.
constexpr std::array<std::string_view, 26> kTimeUnits{
    "s",           "sec",         "secs",         "second", "seconds", "ms",    "msec",
    "msecs",       "millisecond", "milliseconds", "us",     "usec",    "usecs", "\xC2\xB5s",
    "\xCE\xBCs",   "microsecond", "microseconds", "ns",     "nsec",    "nsecs", "nanosecond",
    "nanoseconds", "minute",      "minutes",      "hour",   "hours"};

// Rates printed as one word.
constexpr std::array<std::string_view, 12> kRateUnits{
    "tps", "qps", "rps", "eps", "iops", "bps", "kbps", "mbps", "gbps", "fps", "ops/sec", "req/sec"};

// Words naming what is measured when less of it is better.
constexpr std::array<std::string_view, 13> kLowerWords{
    "latency", "latencies", "lat",    "time",  "times", "elapsed", "duration",
    "runtime", "wait",      "wakeup", "delay", "rtt",   "overhead"};

// Words naming what is measured when more of it is better.
constexpr std::array<std::string_view, 14> kHigherWords{
    "throughput", "tput", "bandwidth", "bw",           "bogo",   "score",   "rate",
    "ops",        "jops", "bops",      "transactions", "events", "speedup", "goodput"};

// Benchmarks named by their headline metric: a table under `~ hackbench ~` or `tbench:`
// reports it unless its rows say otherwise (schbench: the wakeup latency percentiles; the rps
// lines carry their own unit, which is nearer).
constexpr std::array<std::string_view, 3> kLowerBenchmarks{"hackbench", "kernbench", "schbench"};
constexpr std::array<std::string_view, 8> kHigherBenchmarks{
    "tbench", "dbench", "netperf", "iperf", "iperf3", "ebizzy", "pgbench", "specjbb"};

// Counts and shares of a resource: how many of them is better depends on the work done, so
// they have no direction, and a wider text (a `time` section) must not lend them one.
constexpr std::array<std::string_view, 18> kCountWords{
    "switches", "migrations", "faults", "count", "instructions", "branches",
    "misses",   "cycles",     "cpu",    "%cpu",  "cpu%",         "%cp",
    "%sys",     "%usr",       "%user",  "%idle", "idle",         "utilization"};

// Words that may stand between a comparative and `better`: `lower result is better`.
constexpr std::array<std::string_view, 12> kPhraseFillers{"is",      "are",   "the",    "result",
                                                          "results", "value", "values", "number",
                                                          "numbers", "score", "scores", "means"};
constexpr std::array<std::string_view, 7> kLess{"lower",   "smaller", "less", "fewer",
                                                "shorter", "lowest",  "least"};
constexpr std::array<std::string_view, 7> kMore{"higher",  "bigger",  "larger", "more",
                                                "greater", "highest", "longer"};
// How far back from `better` the comparative may be: `lower result values are better`.
constexpr std::size_t kPhraseReach = 4;

template <std::size_t N>
bool contains(const std::array<std::string_view, N>& words, std::string_view word) {
    return std::find(words.begin(), words.end(), word) != words.end();
}

// `/` and `%` stay inside words (units, `%CP`); `-`, `_` and `.` split them, so that
// `max-jOPS`, `latency_p99_us` and `per sec.` show their words.
bool is_separator(char c) {
    static constexpr std::string_view kSeparators = " \t\r\n()[]{}<>:,;=#$|\"*^~!?&-_.+";
    return kSeparators.find(c) != std::string_view::npos;
}

std::vector<std::string> words_of(std::string_view text) {
    std::vector<std::string> words;
    std::string word;
    for (const char c : text) {
        if (is_separator(c)) {
            if (!word.empty()) {
                words.push_back(std::move(word));
                word.clear();
            }
            continue;
        }
        word.push_back(c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c);
    }
    if (!word.empty()) {
        words.push_back(std::move(word));
    }
    return words;
}

// What each kind of evidence found in one text.
struct Found {
    std::array<bool, 5> lower{};
    std::array<bool, 5> higher{};
    bool count = false;

    void add(Strength strength, Direction direction) {
        const auto at = static_cast<std::size_t>(strength);
        (direction == Direction::lower_is_better ? lower : higher)[at] = true;
    }
};

// `lower ... better`, `higher ... worse`: the comparative before `better` or `worse`, with at
// most a few filler words between.
void read_phrase(const std::vector<std::string>& words, std::size_t verdict, Found& found) {
    const bool better = words[verdict] == "better";
    for (std::size_t back = 1; back <= kPhraseReach && back <= verdict; ++back) {
        const std::string& word = words[verdict - back];
        if (contains(kLess, word) || contains(kMore, word)) {
            const bool less_is_good = contains(kLess, word) == better;
            found.add(Strength::phrase,
                      less_is_good ? Direction::lower_is_better : Direction::higher_is_better);
            return;
        }
        if (!contains(kPhraseFillers, word)) {
            return;
        }
    }
}

// A unit with a slash: time over something is a cost, something over time a rate.
void read_ratio(std::string_view word, Found& found) {
    const std::size_t slash = word.find('/');
    const std::string_view over = word.substr(0, slash);
    const std::string_view under = word.substr(slash + 1);
    if (contains(kTimeUnits, under)) {
        found.add(Strength::unit, Direction::higher_is_better);
    } else if (contains(kTimeUnits, over)) {
        found.add(Strength::unit, Direction::lower_is_better);
    }
}

void read_word(const std::vector<std::string>& words, std::size_t at, Found& found) {
    const std::string& word = words[at];
    if (word == "better" || word == "worse") {
        read_phrase(words, at, found);
    } else if (contains(kRateUnits, word)) {
        found.add(Strength::unit, Direction::higher_is_better);
    } else if (word.find('/') != std::string::npos) {
        read_ratio(word, found);
    } else if (contains(kTimeUnits, word)) {
        const bool per = at > 0 && words[at - 1] == "per";
        found.add(Strength::unit, per ? Direction::higher_is_better : Direction::lower_is_better);
    } else if (contains(kLowerWords, word) || contains(kLowerBenchmarks, word)) {
        found.add(Strength::word, Direction::lower_is_better);
    } else if (contains(kHigherWords, word) || contains(kHigherBenchmarks, word)) {
        found.add(Strength::word, Direction::higher_is_better);
    } else if (contains(kCountWords, word)) {
        found.count = true;
    }
}

}  // namespace

Said read(std::string_view text) {
    const std::vector<std::string> words = words_of(text);
    Found found;
    for (std::size_t at = 0; at < words.size(); ++at) {
        read_word(words, at, found);
    }
    for (const Strength strength : {Strength::phrase, Strength::unit, Strength::word}) {
        const auto at = static_cast<std::size_t>(strength);
        if (found.lower[at] || found.higher[at]) {
            if (found.lower[at] == found.higher[at]) {
                return Said{Direction::unknown, strength};
            }
            return Said{found.lower[at] ? Direction::lower_is_better : Direction::higher_is_better,
                        strength};
        }
    }
    return found.count ? Said{Direction::unknown, Strength::count} : Said{};
}

Direction resolve_said(std::span<const Said> nearest_first) {
    for (const Said& said : nearest_first) {
        if (said.strength == Strength::phrase) {
            return said.direction;
        }
    }
    for (const Said& said : nearest_first) {
        if (said.says()) {
            return said.direction;
        }
    }
    return Direction::unknown;
}

Direction resolve(std::initializer_list<std::string_view> nearest_first) {
    std::vector<Said> said;
    said.reserve(nearest_first.size());
    for (const std::string_view text : nearest_first) {
        said.push_back(read(text));
    }
    return resolve_said(said);
}

}  // namespace benchcmp::direction_words
