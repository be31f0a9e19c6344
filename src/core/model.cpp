#include "benchcmp/model.hpp"

#include <algorithm>
#include <functional>
#include <string_view>

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

Sample::Sample(const Sample& other) {
    *this = other;
}

Sample& Sample::operator=(const Sample& other) {
    if (other.is_raw()) {
        data_ = other.values();
    } else {
        data_ = std::make_unique<Summary>(other.summary());
    }
    return *this;
}

std::size_t Sample::size() const {
    return is_raw() ? values().size() : summary().n;
}

namespace {

std::size_t combine(std::size_t seed, std::string_view part) {
    // The boost::hash_combine mixing step: cheap, and order-sensitive as the identity is.
    return seed ^ (std::hash<std::string_view>{}(part) + 0x9e3779b97f4a7c15ULL + (seed << 6) +
                   (seed >> 2));
}

}  // namespace

std::size_t case_hash(const CaseKey& case_key) {
    std::size_t hash = 0;
    for (const auto& [key, value] : case_key.entries) {
        hash = combine(combine(hash, key), value);
    }
    return hash;
}

std::size_t identity_hash(const Metric& metric, const CaseKey& case_key) {
    std::size_t hash = 0;
    for (const std::string* part : {&metric.benchmark, &metric.name, &metric.unit}) {
        hash = combine(hash, *part);
    }
    for (const auto& [key, value] : case_key.entries) {
        hash = combine(combine(hash, key), value);
    }
    return hash;
}

namespace {

bool is_of(const Observation& observation, const Metric& metric, const CaseKey& case_key) {
    return observation.metric == metric && observation.case_key == case_key;
}

}  // namespace

void ObservationFinder::forget() {
    latest_.clear();
    indexed_ = 0;
}

void ObservationFinder::index(const std::vector<Observation>& observations) {
    if (indexed_ > observations.size()) {
        forget();  // observations were erased behind the index's back
    }
    while (indexed_ < observations.size()) {
        const Observation& added = observations[indexed_];
        index_next(observations, identity_hash(added.metric, added.case_key));
    }
}

// Indexes observations[indexed_], whose identity hashes to hash.
void ObservationFinder::index_next(const std::vector<Observation>& observations, std::size_t hash) {
    const Observation& added = observations[indexed_];
    latest_.assign(hash, indexed_, [&](std::size_t position) {
        return is_of(observations[position], added.metric, added.case_key);
    });
    ++indexed_;
}

ObservationFinder::Found ObservationFinder::find(std::vector<Observation>& observations,
                                                 const Metric& metric, const CaseKey& case_key) {
    if (!observations.empty() && is_of(observations.back(), metric, case_key)) {
        return {&observations.back(), std::nullopt};  // consecutive values mostly share one case
    }
    index(observations);
    const std::size_t hash = identity_hash(metric, case_key);
    const std::size_t position = latest_.find(hash, [&](std::size_t candidate) {
        return candidate < observations.size() && is_of(observations[candidate], metric, case_key);
    });
    return {position == PositionIndex::npos ? nullptr : &observations[position], hash};
}

void ObservationFinder::appended(const std::vector<Observation>& observations,
                                 std::optional<std::size_t> hash) {
    // find() indexed everything before the one appended since, which is the one it looked up.
    // A run's first observation waits for the next lookup, as one appended directly does: a
    // run of one case never builds an index.
    if (hash && indexed_ > 0 && indexed_ + 1 == observations.size()) {
        index_next(observations, *hash);
    }
}

void Run::add_value(const Metric& metric, const CaseKey& case_key, double value, int line) {
    const ObservationFinder::Found found = finder.find(observations, metric, case_key);
    if (found.observation != nullptr && found.observation->sample.is_raw()) {
        found.observation->sample.values().push_back(value);
        found.observation->last_line = std::max(found.observation->last_line, line);
        return;
    }
    observations.push_back(Observation{metric, case_key, Sample(std::vector<double>{value}), line});
    finder.appended(observations, found.hash);
}

void Run::diagnose(Level level, int line, std::string message) {
    if (diagnostics.size() >= kMaxDiagnosticsPerInput) {
        ++unshown_diagnostics;
        return;
    }
    diagnostics.push_back(Diagnostic{level, file, line, std::move(message)});
}

}  // namespace benchcmp
