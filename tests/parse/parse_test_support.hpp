// Helpers every parser test shares.
#pragma once

#include <catch2/catch.hpp>
#include <filesystem>
#include <string>
#include <vector>

#include "benchcmp/diagnostics.hpp"
#include "benchcmp/parse.hpp"
#include "file_text.hpp"

namespace parse_test {

/// A file of the repository (data/, tests/), read byte for byte; never ../shared.
inline std::string read_file(const std::string& relative) {
    const std::filesystem::path path = std::string(BENCHCMP_SOURCE_DIR) + "/" + relative;
    REQUIRE(std::filesystem::is_regular_file(path));
    return benchcmp::testing::file_text(path);
}

/// Parses content as format and expects exactly one run, as single-variant formats give.
inline benchcmp::Run parse_one(const char* format, const std::string& content,
                               const std::string& path) {
    const benchcmp::Parser* parser = benchcmp::find_format(format);
    REQUIRE(parser != nullptr);
    auto runs = parser->parse(benchcmp::InputText{path, content});
    REQUIRE(runs.size() == 1);
    return runs.front();
}

/// A run's diagnostics as `file:line: level: message`, the text tests pin.
inline std::vector<std::string> diagnostics(const benchcmp::Run& run) {
    std::vector<std::string> lines;
    for (const auto& diagnostic : run.diagnostics) {
        lines.push_back(benchcmp::format_diagnostic(diagnostic));
    }
    return lines;
}

/// The observation of metric whose case key prints as key, or nullptr.
inline const benchcmp::Observation* find(const benchcmp::Run& run, const std::string& metric,
                                         const std::string& key) {
    for (const benchcmp::Observation& observation : run.observations) {
        if (observation.metric.name == metric && observation.case_key.to_string() == key) {
            return &observation;
        }
    }
    return nullptr;
}

/// The raw values of metric at key; the observation must exist and hold raw values.
inline std::vector<double> values(const benchcmp::Run& run, const std::string& metric,
                                  const std::string& key) {
    const benchcmp::Observation* observation = find(run, metric, key);
    REQUIRE(observation != nullptr);
    REQUIRE(observation->sample.is_raw());
    return observation->sample.values();
}

}  // namespace parse_test
