#include "parse/hyperfine/hyperfine_results.hpp"

#include <algorithm>
#include <string>
#include <vector>

namespace benchcmp::hyperfine {

namespace {

const Metric kTime{"hyperfine", "time", "s", Direction::lower_is_better};
const Metric kMemory{"hyperfine", "max_rss", "B", Direction::lower_is_better};

CaseKey case_of(const Result& result) {
    CaseKey key;
    for (const auto& [name, value] : result.parameters) {
        key.add(name, value);
    }
    return key;
}

// Every way of writing the command with each parameter value replaced by `{name}` at one of
// the places it occurs (hyperfine does not write the template it substituted into); the
// command itself when a value does not occur (a --command-name).
std::vector<std::string> templates_of(const Result& result) {
    constexpr std::size_t kMaxTemplates = 64;  // bounds a command that repeats every value
    std::vector<std::string> templates{result.command};
    for (const auto& [name, value] : result.parameters) {
        std::vector<std::string> next;
        for (const std::string& command : templates) {
            for (std::size_t at = value.empty() ? std::string::npos : command.find(value);
                 at != std::string::npos && next.size() < kMaxTemplates;
                 at = command.find(value, at + 1)) {
                next.push_back(std::string(command).replace(at, value.size(), "{" + name + "}"));
            }
        }
        if (!next.empty()) {
            templates = std::move(next);
        }
    }
    return templates;
}

// The template every result of the variant can come from, else "command N".
std::string label_of(const std::vector<const Result*>& results, std::size_t index) {
    std::vector<std::string> common = templates_of(*results.front());
    for (const Result* result : results) {
        const std::vector<std::string> own = templates_of(*result);
        std::erase_if(common, [&](const std::string& candidate) {
            return std::find(own.begin(), own.end(), candidate) == own.end();
        });
    }
    return common.empty() ? "command " + std::to_string(index + 1) : common.front();
}

void add(Run& run, const Result& result) {
    const CaseKey key = case_of(result);
    if (!result.times.empty()) {
        run.observations.push_back(Observation{kTime, key, Sample(result.times), result.line});
    } else if (result.summary) {
        run.observations.push_back(Observation{kTime, key, Sample(*result.summary), result.line});
    }
    // Where max RSS is not supported hyperfine writes 0 for every run: no measurement.
    if (std::any_of(result.memory.begin(), result.memory.end(), [](double v) { return v > 0; })) {
        run.observations.push_back(Observation{kMemory, key, Sample(result.memory), result.line});
    }
}

}  // namespace

std::vector<Run> runs_of(const std::vector<Result>& results, const std::string& file,
                         const std::string& format) {
    std::vector<std::vector<const Result*>> variants;
    std::vector<std::pair<CaseKey, std::size_t>> seen;  // parameter combination, times seen
    for (const Result& result : results) {
        const CaseKey key = case_of(result);
        auto found = std::find_if(seen.begin(), seen.end(),
                                  [&](const auto& entry) { return entry.first == key; });
        if (found == seen.end()) {
            seen.emplace_back(key, 0);
            found = seen.end() - 1;
        }
        const std::size_t variant = found->second++;
        if (variant == variants.size()) {
            variants.emplace_back();
        }
        variants[variant].push_back(&result);
    }
    std::vector<Run> runs(std::max<std::size_t>(variants.size(), 1));
    for (std::size_t v = 0; v < runs.size(); ++v) {
        runs[v].file = file;
        runs[v].format = format;
        if (v < variants.size()) {
            for (const Result* result : variants[v]) {
                add(runs[v], *result);
            }
            if (variants.size() > 1) {
                runs[v].label = label_of(variants[v], v);
            }
        }
    }
    return runs;
}

}  // namespace benchcmp::hyperfine
