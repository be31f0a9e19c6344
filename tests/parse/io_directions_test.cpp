// The fio, dbench, tiobench, bonnie and netperf parsers know their metrics and set each direction
// themselves; this test keeps them in step with the shared vocabulary of direction words and
// units (src/parse/common/direction_words.hpp), so that one metric never reads one way in a
// tool's own output and the other way in a hand-made table.

#include <catch2/catch.hpp>
#include <string>
#include <utility>

#include "benchcmp/parse.hpp"
#include "parse/common/direction_words.hpp"
#include "parse_test_support.hpp"

TEST_CASE("io families: every direction agrees with the shared vocabulary", "[parse][fio]") {
    const std::pair<const char*, const char*> inputs[] = {
        {"fio", "data/fio/baseline.txt"},
        {"dbench", "data/dbench/baseline.txt"},
        {"tiobench", "data/tiobench/2.4.20-pre4.txt"},
        {"bonnie", "data/bonnie/run1.txt"},
        {"netperf", "data/netperf/tcp-stream-cpu.txt"},
        {"netperf", "data/netperf/mixed.txt"},
    };
    for (const auto& [format, path] : inputs) {
        const benchcmp::Run run = parse_test::parse_one(format, parse_test::read_file(path), path);
        REQUIRE(!run.observations.empty());
        for (const benchcmp::Observation& observation : run.observations) {
            const benchcmp::Metric& metric = observation.metric;
            INFO(format << " " << metric.name << " [" << metric.unit << "]");
            if (metric.name == "cpu_eff") {
                // tiobench's unit block defines it: "Rate divided by CPU% - throughput per
                // cpu load", so higher; no word in the vocabulary says so.
                CHECK(metric.better == benchcmp::Direction::higher_is_better);
                continue;
            }
            CHECK(metric.better == benchcmp::direction_words::resolve({metric.name, metric.unit}));
        }
    }
}
