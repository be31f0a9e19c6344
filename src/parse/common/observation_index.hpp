// Finding a run's observation by metric and case in constant time, for parsers whose inputs
// can hold many distinct cases (hand-made tables, prefixed perf stat logs): Run::add_value
// searches linearly, which makes tens of thousands of distinct cases quadratic.
#pragma once

#include <cstddef>
#include <utility>
#include <vector>

#include "benchcmp/model.hpp"
#include "benchcmp/position_index.hpp"

namespace benchcmp {

/// An index over the observations of several runs, each known by its position.
class ObservationIndex {
  public:
    /// The observation of (metric, case_key) in run number position, or nullptr.
    Observation* find(std::vector<Run>& runs, std::size_t position, const Metric& metric,
                      const CaseKey& case_key) {
        std::vector<Observation>& observations = runs[position].observations;
        const std::size_t at =
            find_in(position, observations, identity_hash(metric, case_key), metric, case_key);
        return at == PositionIndex::npos ? nullptr : &observations[at];
    }

    /// Appends value to the raw sample of (metric, case_key) in run number position, creating
    /// the observation at line on first sight (Run::add_value's rule: summaries are not
    /// extended; a value for a summarised case starts nothing and is dropped).
    Observation& add_value(std::vector<Run>& runs, std::size_t position, const Metric& metric,
                           const CaseKey& case_key, double value, int line) {
        std::vector<Observation>& observations = runs[position].observations;
        const std::size_t hash = identity_hash(metric, case_key);
        const std::size_t at = find_in(position, observations, hash, metric, case_key);
        if (at == PositionIndex::npos) {
            index_for(position).insert(hash, observations.size());
            observations.push_back(
                Observation{metric, case_key, Sample(std::vector<double>{value}), line});
            return observations.back();
        }
        if (observations[at].sample.is_raw()) {
            observations[at].sample.values().push_back(value);
        }
        return observations[at];
    }

    /// Adds observation to run number position; the caller has checked it is new.
    void add(std::vector<Run>& runs, std::size_t position, Observation observation) {
        Run& run = runs[position];
        index_for(position).insert(identity_hash(observation.metric, observation.case_key),
                                   run.observations.size());
        run.observations.push_back(std::move(observation));
    }

  private:
    std::size_t find_in(std::size_t position, const std::vector<Observation>& observations,
                        std::size_t hash, const Metric& metric, const CaseKey& case_key) {
        return index_for(position).find(hash, [&](std::size_t candidate) {
            return observations[candidate].metric == metric &&
                   observations[candidate].case_key == case_key;
        });
    }

    PositionIndex& index_for(std::size_t position) {
        if (indexes_.size() <= position) {
            indexes_.resize(position + 1);
        }
        return indexes_[position];
    }

    std::vector<PositionIndex> indexes_;
};

}  // namespace benchcmp
