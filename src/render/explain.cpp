#include "render/explain.hpp"

#include <fmt/format.h>

#include <string_view>
#include <utility>

#include "parse/common/text_scan.hpp"

namespace benchcmp {
namespace {

// Names come from the input: control characters and invalid UTF-8 are written as \xNN.
std::string shown(std::string_view text) {
    return scan::excerpt(text, text.size());
}

std::string ranges_text(const std::vector<std::pair<int, int>>& ranges) {
    std::string text;
    for (const auto& [first, last] : ranges) {
        text += text.empty() ? "" : ", ";
        text += first == last ? std::to_string(first) : fmt::format("{}-{}", first, last);
    }
    return text;
}

std::string variant_line(const Run& run) {
    std::string line = fmt::format("explain: {}: '{}' read as {}", shown(run.file),
                                   shown(run.label), shown(run.format));
    if (run.read_ranges.empty()) {
        return line + ": the whole input is this variant\n";
    }
    return line + fmt::format(" from lines {}: {}\n", ranges_text(run.read_ranges), run.grouping);
}

std::string case_line(const Observation& observation) {
    const Metric& metric = observation.metric;
    std::string line = fmt::format("explain:   {} {}", shown(metric.benchmark), shown(metric.name));
    if (!metric.unit.empty()) {
        line += fmt::format(" [{}]", shown(metric.unit));
    }
    if (!observation.case_key.entries.empty()) {
        line += fmt::format(" ({})", shown(observation.case_key.to_string()));
    }
    const std::size_t n = observation.sample.size();
    line += observation.sample.is_raw() ? fmt::format(": {} value{}", n, n == 1 ? "" : "s")
                                        : std::string(": a printed summary");
    const int last = std::max(observation.line, observation.last_line);
    if (observation.line > 0) {
        line += observation.line == last ? fmt::format(", line {}", observation.line)
                                         : fmt::format(", lines {}-{}", observation.line, last);
    }
    return line + "\n";
}

}  // namespace

std::string explain_reading(const std::vector<Run>& runs) {
    std::string text;
    for (const Run& run : runs) {
        text += variant_line(run);
        const std::size_t listed = std::min(run.observations.size(), kExplainedCases);
        for (std::size_t i = 0; i < listed; ++i) {
            text += case_line(run.observations[i]);
        }
        if (run.observations.size() > listed) {
            text += fmt::format("explain:   ... and {} more\n", run.observations.size() - listed);
        }
    }
    return text;
}

}  // namespace benchcmp
