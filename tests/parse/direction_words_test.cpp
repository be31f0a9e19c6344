// The shared vocabulary of direction words and units (src/parse/common/direction_words.hpp).

#include "parse/common/direction_words.hpp"

#include <catch2/catch.hpp>
#include <string_view>

namespace {

using benchcmp::Direction;
namespace words = benchcmp::direction_words;
using words::Strength;

constexpr Direction kLower = Direction::lower_is_better;
constexpr Direction kHigher = Direction::higher_is_better;
constexpr Direction kUnknown = Direction::unknown;

struct Row {
    std::string_view text;
    Direction direction;
    Strength strength;
};

// Real row labels, units, headers and sentences from posted tables and tool output.
constexpr Row kRows[] = {
    // Sentences authors write above tables.
    {"Lower result is better", kLower, Strength::phrase},
    {"Higher result is better", kHigher, Strength::phrase},
    {"(lower = better)", kLower, Strength::phrase},
    {"tbench, higher is better", kHigher, Strength::phrase},
    {"the lower the better", kLower, Strength::phrase},
    {"Higher-is-better", kHigher, Strength::phrase},
    {"smaller values are better", kLower, Strength::phrase},
    {"higher is worse", kLower, Strength::phrase},
    {"latency (higher is better: it is inverted)", kHigher, Strength::phrase},
    // Units: rates up, times (and times per unit of work) down.
    {"MB/s", kHigher, Strength::unit},
    {"KiB/s", kHigher, Strength::unit},
    {"ops/sec", kHigher, Strength::unit},
    {"(1234.56 per sec.)", kHigher, Strength::unit},
    {"events per second", kHigher, Strength::unit},
    {"rps", kHigher, Strength::unit},
    {"eps", kHigher, Strength::unit},
    {"usec", kLower, Strength::unit},
    {"msec", kLower, Strength::unit},
    {"99.0th: (usec)", kLower, Strength::unit},
    {"ns/op", kLower, Strength::unit},
    {"latency_p99_us", kLower, Strength::unit},
    {"bogo ops/s (real time)", kHigher, Strength::unit},  // the unit outranks `time`
    {"Wakeup latency (usec)", kLower, Strength::unit},
    // Words.
    {"latency", kLower, Strength::word},
    {"Elapsed Time", kLower, Strength::word},
    {"duration", kLower, Strength::word},
    {"throughput = 157839.25 SPECjbb2005 bops", kHigher, Strength::word},
    {"max-jOPS", kHigher, Strength::word},
    {"bogo ops", kHigher, Strength::word},
    {"Throughput", kHigher, Strength::word},
    {"latency and throughput", kUnknown, Strength::word},  // says both: no guess
    // Benchmarks by their headline metric.
    {"~ hackbench ~", kLower, Strength::word},
    {"~ tbench ~", kHigher, Strength::word},
    {"schbench rps", kHigher, Strength::unit},  // the unit is nearer than the name
    // Counts and shares: no direction, and final.
    {"Context Switches", kUnknown, Strength::count},
    {"cpu-migrations", kUnknown, Strength::count},
    {"%CP", kUnknown, Strength::count},
    {"CPU%", kUnknown, Strength::count},
    {"CPU time", kLower, Strength::word},  // the word outranks the share
    // Nothing said.
    {"Clients\n16", kUnknown, Strength::none},
    {"mean", kUnknown, Strength::none},
    {"1-groups:", kUnknown, Strength::none},
    {"what the numbers say is better", kUnknown, Strength::none},
    {"", kUnknown, Strength::none},
};

TEST_CASE("direction words: the vocabulary, row by row", "[parse][direction]") {
    for (const Row& row : kRows) {
        INFO(row.text);
        const words::Said said = words::read(row.text);
        CHECK(said.direction == row.direction);
        CHECK(said.strength == row.strength);
    }
}

TEST_CASE("direction words: the nearest text that says something decides", "[parse][direction]") {
    // Row label over header over section.
    CHECK(words::resolve({"mean", "usec", "tbench throughput"}) == kLower);
    CHECK(words::resolve({"throughput", "", "Elapsed Time"}) == kHigher);
    CHECK(words::resolve({"", "", "Elapsed Time"}) == kLower);
    // A count in the row is final: the section's `time` does not lend it a direction.
    CHECK(words::resolve({"Context Switches", "", "Elapsed Time"}) == kUnknown);
    // A sentence anywhere outranks nearer words.
    CHECK(words::resolve({"latency", "", "Higher is better"}) == kHigher);
    CHECK(words::resolve({"mean", "", "", ""}) == kUnknown);
}

}  // namespace
