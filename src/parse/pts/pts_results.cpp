#include "parse/pts/pts_results.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "parse/common/text_scan.hpp"

namespace benchcmp::pts {

namespace {

// PTS joins an option's name and value with ": " and the options with " - "
// (pts_test_profile's option descriptions).
constexpr std::string_view kOptionSeparator = " - ";
constexpr std::string_view kValueSeparator = ": ";

std::vector<std::string_view> split_on(std::string_view text, std::string_view separator) {
    std::vector<std::string_view> parts;
    for (std::size_t at = text.find(separator); at != std::string_view::npos;
         at = text.find(separator)) {
        parts.push_back(text.substr(0, at));
        text.remove_prefix(at + separator.size());
    }
    parts.push_back(text);
    return parts;
}

}  // namespace

std::string benchmark_of_title(std::string_view title) {
    std::string name;
    for (const char c : title) {
        if (scan::is_blank(c)) {
            if (!name.empty() && name.back() != '-') {
                name += '-';
            }
        } else {
            name += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
        }
    }
    return name;
}

std::string profile_name(std::string_view identifier) {
    if (const auto slash = identifier.rfind('/'); slash != std::string_view::npos) {
        identifier.remove_prefix(slash + 1);
    }
    // The version is the last "-x.y.z" (profile names contain dashes themselves: fio-tests).
    const auto dash = identifier.rfind('-');
    if (dash != std::string_view::npos && dash + 1 < identifier.size() &&
        std::all_of(identifier.begin() + static_cast<std::ptrdiff_t>(dash) + 1, identifier.end(),
                    [](char c) { return (c >= '0' && c <= '9') || c == '.'; })) {
        identifier = identifier.substr(0, dash);
    }
    return std::string(identifier);
}

CaseKey case_of(std::string_view description, std::string_view arguments) {
    CaseKey key;
    description = scan::trim(description);
    if (description.empty()) {
        if (!scan::trim(arguments).empty()) {
            key.add("arguments", std::string(scan::trim(arguments)));
        }
        return key;
    }
    const std::vector<std::string_view> options = split_on(description, kOptionSeparator);
    const bool pairs = std::all_of(options.begin(), options.end(), [](std::string_view option) {
        const auto at = option.find(kValueSeparator);
        return at != std::string_view::npos && at > 0;
    });
    if (!pairs) {
        key.add("options", std::string(description));
        return key;
    }
    for (const std::string_view option : options) {
        const auto at = option.find(kValueSeparator);
        key.add(std::string(scan::trim(option.substr(0, at))),
                std::string(scan::trim(option.substr(at + kValueSeparator.size()))));
    }
    return key;
}

std::string identity_of(const Result& result) {
    return result.metric.benchmark + '\x1f' + result.metric.name + '\x1f' + result.metric.unit +
           '\x1f' + result.case_key.to_string();
}

Direction direction_of(std::string_view proportion) {
    proportion = scan::trim(proportion);
    if (proportion == "HIB") {
        return Direction::higher_is_better;
    }
    if (proportion == "LIB") {
        return Direction::lower_is_better;
    }
    return Direction::unknown;
}

std::vector<Run> runs_of(const std::vector<std::string>& systems,
                         const std::vector<Result>& results, const std::string& file) {
    std::vector<Run> runs;
    for (const std::string& system : systems) {
        Run run;
        run.label = system;
        run.file = file;
        run.format = std::string(kFormat);
        runs.push_back(std::move(run));
    }
    if (runs.empty()) {
        Run run;
        run.file = file;
        run.format = std::string(kFormat);
        runs.push_back(std::move(run));
    }
    for (const Result& result : results) {
        for (const Entry& entry : result.entries) {
            const auto system = std::find(systems.begin(), systems.end(), entry.system);
            if (system == systems.end()) {
                continue;  // the readers diagnose entries of unknown systems
            }
            Run& run = runs[static_cast<std::size_t>(system - systems.begin())];
            for (const double value : entry.values) {
                run.add_value(result.metric, result.case_key, value, entry.line);
            }
        }
    }
    return runs;
}

}  // namespace benchcmp::pts
