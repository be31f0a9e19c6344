// What the user says about the runs that the text does not: --tag, --runs and
// --higher-is-better / --lower-is-better, applied after parsing.
#include "report/overrides.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "benchcmp/diagnostics.hpp"
#include "benchcmp/position_index.hpp"
#include "core/user_regex.hpp"

namespace benchcmp {
namespace {

// One --tag: key=value for every input, or LABEL:key=value for the input labelled LABEL.
struct Tag {
    std::string label;  // empty: every input
    std::string key;
    std::string value;
};

// The reading of a --tag argument; the validator in configure() has already checked its shape.
Tag split_tag(const std::string& argument) {
    const auto equals = argument.find('=');
    const std::string name = argument.substr(0, equals);
    const auto colon = name.find(':');
    if (colon == std::string::npos) {
        return Tag{"", name, argument.substr(equals + 1)};
    }
    return Tag{name.substr(0, colon), name.substr(colon + 1), argument.substr(equals + 1)};
}

// A tag that replaces a key can make two cases of one run equal: their raw values become one
// sample, as if the text had stated them alike (Run::add_value's rule). Cases are found
// through an index: searching the merged list for each made 40,000 cases take 16 s.
void merge_equal_cases(Run& run) {
    std::vector<Observation> merged;
    merged.reserve(run.observations.size());
    PositionIndex raw_cases;  // merged's raw observations, by identity_hash
    for (Observation& observation : run.observations) {
        if (!observation.sample.is_raw()) {
            merged.push_back(std::move(observation));
            continue;
        }
        const std::size_t hash = identity_hash(observation.metric, observation.case_key);
        const std::size_t same = raw_cases.find(hash, [&](std::size_t position) {
            return merged[position].metric == observation.metric &&
                   merged[position].case_key == observation.case_key;
        });
        if (same == PositionIndex::npos) {
            raw_cases.insert(hash, merged.size());
            merged.push_back(std::move(observation));
            continue;
        }
        auto& values = merged[same].sample.values();
        const auto& more = observation.sample.values();
        values.insert(values.end(), more.begin(), more.end());
    }
    run.observations = std::move(merged);
}

}  // namespace

// Names cases the text does not: each tag is appended to the case key of every observation of
// the runs it applies to, after what the parser read; a key the case already has gets the
// tag's value instead, so that the user can correct what the text states.
void apply_tags(const std::vector<std::string>& arguments, std::vector<Run>& runs) {
    std::set<Run*> retagged;
    for (const std::string& argument : arguments) {
        const Tag tag = split_tag(argument);
        bool applied = false;
        for (Run& run : runs) {
            if (!tag.label.empty() && run.label != tag.label) {
                continue;
            }
            applied = true;
            retagged.insert(&run);
            for (Observation& observation : run.observations) {
                auto& entries = observation.case_key.entries;
                const auto same =
                    std::find_if(entries.begin(), entries.end(),
                                 [&](const auto& entry) { return entry.first == tag.key; });
                if (same != entries.end()) {
                    same->second = tag.value;
                } else {
                    entries.emplace_back(tag.key, tag.value);
                }
            }
        }
        if (!applied) {
            std::string labels;
            for (const Run& run : runs) {
                labels += labels.empty() ? "" : ", ";
                labels += run.label;
            }
            throw Error(fmt::format("--tag {}: no input is labelled \"{}\" (labels: {})", argument,
                                    tag.label, labels));
        }
    }
    for (Run* run : retagged) {
        merge_equal_cases(*run);
    }
}

// Summaries whose source printed no n (mmtests tables) get --runs N; without it they keep
// n = 0, which makes their verdicts n/a, and the reader is told why once per file.
void apply_runs(std::vector<Run>& parsed, std::size_t runs) {
    bool unknown_n = false;
    for (Run& run : parsed) {
        for (Observation& observation : run.observations) {
            // An author's table (a reference mean beside percentages) has no runs to count.
            if (observation.sample.is_raw() || observation.sample.summary().n != 0 ||
                observation.source->author_only) {
                continue;
            }
            if (runs == 0) {
                unknown_n = true;
                continue;
            }
            Summary summary = observation.sample.summary();
            summary.n = runs;
            observation.sample = Sample(std::move(summary));
        }
    }
    if (unknown_n && !parsed.empty()) {
        parsed.front().diagnose(
            Level::note, 0,
            "the input does not say how many runs each mean is from; give --runs N for a "
            "significance test. Until then verdicts are n/a; a '*' after a verdict is the "
            "input's own significance mark");
    }
}

// --higher-is-better / --lower-is-better: the user's word on direction beats the parser's,
// for every observation whose "benchmark/metric case" text the regex finds (RE2, searched); when
// both match, --lower-is-better wins. Applied after parsing, so it also decides metrics a parser
// left unknown (hand-made tables, perf stat counters).
void apply_directions(const std::string& higher_pattern, const std::string& lower_pattern,
                      std::vector<Run>& runs) {
    std::optional<Pattern> higher;
    std::optional<Pattern> lower;
    if (!higher_pattern.empty()) {
        higher.emplace(higher_pattern, "--higher-is-better");
    }
    if (!lower_pattern.empty()) {
        lower.emplace(lower_pattern, "--lower-is-better");
    }
    if (!higher && !lower) {
        return;
    }
    for (Run& run : runs) {
        for (Observation& observation : run.observations) {
            std::string name =
                fmt::format("{}/{}", observation.metric.benchmark, observation.metric.name);
            if (!observation.case_key.entries.empty()) {
                name += fmt::format(" {}", observation.case_key.to_string());
            }
            if (lower && lower->found_in(name)) {
                observation.metric.better = Direction::lower_is_better;
            } else if (higher && higher->found_in(name)) {
                observation.metric.better = Direction::higher_is_better;
            }
        }
    }
}

}  // namespace benchcmp
