// Finding a run's observation by metric and case in constant time, for parsers whose inputs
// can hold many distinct cases (hand-made tables, prefixed perf stat logs): Run::add_value
// searches linearly, which makes tens of thousands of distinct cases quadratic.
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "benchcmp/model.hpp"
#include "benchcmp/position_index.hpp"

namespace benchcmp {

/// An index over the observations of several runs, each known by its position. A run's own
/// index is brought up to date only when a lookup needs it: the values of a case no run holds
/// yet (is_new_case) are appended without one, which is every value of a table whose rows
/// name distinct cases. (A probe of a run's index of a million observations is a cache miss;
/// one probe a row in the index of cases replaces one a cell.)
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
        const std::size_t at =
            find_in(position, observations, identity_hash(metric, case_key), metric, case_key);
        if (at == PositionIndex::npos) {
            return append_value(runs, position, metric, case_key, value, line);
        }
        if (observations[at].sample.is_raw()) {
            observations[at].sample.values().push_back(value);
        }
        return observations[at];
    }

    /// Adds observation to run number position; the caller has checked it is new.
    void add(std::vector<Run>& runs, std::size_t position, Observation observation) {
        runs[position].observations.push_back(std::move(observation));
        note_case(runs, position, runs[position].observations.size() - 1);
    }

    /// Whether no observation added here, in any run, is of case_key. The index of cases is
    /// made on the first call, so that a parser that never asks does not keep it.
    bool is_new_case(const std::vector<Run>& runs, const CaseKey& case_key) {
        if (!noting_cases_) {
            noting_cases_ = true;
            for (std::size_t run = 0; run < runs.size(); ++run) {
                for (std::size_t at = 0; at < runs[run].observations.size(); ++at) {
                    note_case(runs, run, at);
                }
            }
        }
        return find_case(runs, case_hash(case_key), case_key) == PositionIndex::npos;
    }

    /// A new observation of (metric, case_key) holding value, in run number position, which
    /// the caller knows holds none (is_new_case, or add_value's lookup).
    Observation& append_value(std::vector<Run>& runs, std::size_t position, const Metric& metric,
                              const CaseKey& case_key, double value, int line) {
        runs[position].observations.push_back(
            Observation{metric, case_key, Sample(std::vector<double>{value}), line});
        note_case(runs, position, runs[position].observations.size() - 1);
        return runs[position].observations.back();
    }

  private:
    struct RunIndex {
        PositionIndex positions;
        std::size_t indexed = 0;  // the run's observations before this one are in positions
    };
    // Where the first observation of a case is: what the index of cases compares with.
    struct CaseAt {
        std::uint32_t run = 0;
        std::uint32_t observation = 0;
    };

    std::size_t find_in(std::size_t position, const std::vector<Observation>& observations,
                        std::size_t hash, const Metric& metric, const CaseKey& case_key) {
        RunIndex& index = index_for(position);
        for (; index.indexed < observations.size(); ++index.indexed) {
            const Observation& added = observations[index.indexed];
            index.positions.insert(identity_hash(added.metric, added.case_key), index.indexed);
        }
        return index.positions.find(hash, [&](std::size_t candidate) {
            return observations[candidate].metric == metric &&
                   observations[candidate].case_key == case_key;
        });
    }

    std::size_t find_case(const std::vector<Run>& runs, std::size_t hash,
                          const CaseKey& case_key) const {
        return cases_.find(hash, [&](std::size_t candidate) {
            const CaseAt at = case_at_[candidate];
            return runs[at.run].observations[at.observation].case_key == case_key;
        });
    }

    // Records the case of an observation in the index of cases, if it is new there.
    void note_case(const std::vector<Run>& runs, std::size_t run, std::size_t observation) {
        if (!noting_cases_) {
            return;
        }
        const CaseKey& case_key = runs[run].observations[observation].case_key;
        const std::size_t hash = case_hash(case_key);
        if (find_case(runs, hash, case_key) == PositionIndex::npos) {
            cases_.insert(hash, case_at_.size());
            case_at_.push_back(
                CaseAt{static_cast<std::uint32_t>(run), static_cast<std::uint32_t>(observation)});
        }
    }

    RunIndex& index_for(std::size_t position) {
        if (indexes_.size() <= position) {
            indexes_.resize(position + 1);
        }
        return indexes_[position];
    }

    std::vector<RunIndex> indexes_;
    bool noting_cases_ = false;  // since the first is_new_case
    PositionIndex cases_;        // case_at_ by case_hash
    std::vector<CaseAt> case_at_;
};

}  // namespace benchcmp
