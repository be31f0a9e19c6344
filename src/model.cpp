#include "benchcmp/model.hpp"

#include <algorithm>

namespace benchcmp {

const char* direction_name(Direction direction) {
    switch (direction) {
        case Direction::lower_is_better:
            return "lower";
        case Direction::higher_is_better:
            return "higher";
        case Direction::unknown:
            break;
    }
    return "unknown";
}

void CaseKey::add(std::string key, std::string value) {
    entries.emplace_back(std::move(key), std::move(value));
}

const std::string* CaseKey::find(const std::string& key) const {
    for (const auto& [name, value] : entries) {
        if (name == key) {
            return &value;
        }
    }
    return nullptr;
}

std::string CaseKey::to_string() const {
    std::string text;
    for (const auto& [name, value] : entries) {
        if (!text.empty()) {
            text += ' ';
        }
        text += name;
        text += '=';
        text += value;
    }
    return text;
}

std::size_t Sample::size() const {
    return is_raw() ? values().size() : summary().n;
}

void Run::add_value(const Metric& metric, const CaseKey& case_key, double value, int line) {
    // Search from the back: consecutive values almost always belong to the latest case, which
    // keeps a million-line file linear.
    auto found = std::find_if(observations.rbegin(), observations.rend(), [&](const auto& o) {
        return o.metric == metric && o.case_key == case_key;
    });
    if (found != observations.rend() && found->sample.is_raw()) {
        found->sample.values().push_back(value);
        return;
    }
    observations.push_back(Observation{metric, case_key, Sample(std::vector<double>{value}), line});
}

void Run::diagnose(Level level, int line, std::string message) {
    if (diagnostics.size() >= kMaxDiagnosticsPerInput) {
        ++unshown_diagnostics;
        return;
    }
    diagnostics.push_back(Diagnostic{level, file, line, std::move(message)});
}

}  // namespace benchcmp
