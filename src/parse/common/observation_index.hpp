// Finding a run's observation by metric and case in constant time, for parsers whose inputs
// can hold many distinct cases (hand-made tables, prefixed perf stat logs): Run::add_value
// searches linearly, which makes tens of thousands of distinct cases quadratic.
#pragma once

#include <cstddef>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "benchcmp/model.hpp"

namespace benchcmp {

/// An index over the observations of several runs, each known by its position.
class ObservationIndex {
  public:
    /// The observation of (metric, case_key) in run number position, or nullptr.
    Observation* find(std::vector<Run>& runs, std::size_t position, const Metric& metric,
                      const CaseKey& case_key) {
        auto& map = map_for(position);
        const auto found = map.find(identity(metric, case_key));
        return found == map.end() ? nullptr : &runs[position].observations[found->second];
    }

    /// Appends value to the raw sample of (metric, case_key) in run number position, creating
    /// the observation at line on first sight (Run::add_value's rule: summaries are not
    /// extended; a value for a summarised case starts nothing and is dropped).
    Observation& add_value(std::vector<Run>& runs, std::size_t position, const Metric& metric,
                           const CaseKey& case_key, double value, int line) {
        auto& map = map_for(position);
        Run& run = runs[position];
        const auto [found, created] =
            map.try_emplace(identity(metric, case_key), run.observations.size());
        if (created) {
            run.observations.push_back(
                Observation{metric, case_key, Sample(std::vector<double>{value}), line});
        } else if (run.observations[found->second].sample.is_raw()) {
            run.observations[found->second].sample.values().push_back(value);
        }
        return run.observations[found->second];
    }

    /// Adds observation to run number position; the caller has checked it is new.
    void add(std::vector<Run>& runs, std::size_t position, Observation observation) {
        Run& run = runs[position];
        map_for(position).emplace(identity(observation.metric, observation.case_key),
                                  run.observations.size());
        run.observations.push_back(std::move(observation));
    }

  private:
    static std::string identity(const Metric& metric, const CaseKey& case_key) {
        std::string text = metric.benchmark;
        for (const std::string* part : {&metric.name, &metric.unit}) {
            text += '\x1f';
            text += *part;
        }
        text += '\x1f';
        text += static_cast<char>('0' + static_cast<int>(metric.better));
        for (const auto& [key, value] : case_key.entries) {
            text += '\x1f';
            text += key;
            text += '\x1e';
            text += value;
        }
        return text;
    }

    std::unordered_map<std::string, std::size_t>& map_for(std::size_t position) {
        if (maps_.size() <= position) {
            maps_.resize(position + 1);
        }
        return maps_[position];
    }

    std::vector<std::unordered_map<std::string, std::size_t>> maps_;
};

}  // namespace benchcmp
