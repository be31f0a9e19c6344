#include "parse/specjbb/specjbb_variants.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "parse/common/side_words.hpp"
#include "parse/common/text_scan.hpp"

namespace benchcmp::specjbb {

namespace {

using side_words::is_side_word;

// `-REWORK` or `+REWORK`, but not a signed number such as `-3.48%`.
bool is_signed_word(std::string_view token) {
    return token.size() > 1 && (token.front() == '-' || token.front() == '+') &&
           !scan::is_digit(token[1]) && token[1] != '.';
}

std::string join_except(const std::vector<std::string_view>& tokens, std::size_t skip) {
    std::string joined;
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        if (i == skip) {
            continue;
        }
        if (!joined.empty()) {
            joined += ' ';
        }
        joined += tokens[i];
    }
    return joined;
}

}  // namespace

VariantLabel split_variant_label(std::string_view label) {
    label = scan::trim(label);
    if (const std::size_t comma = label.rfind(','); comma != std::string_view::npos) {
        return {std::string(scan::trim(label.substr(0, comma))),
                std::string(scan::trim(label.substr(comma + 1)))};
    }
    const std::vector<std::string_view> tokens = scan::split_tokens(label);
    if (tokens.empty()) {
        return {};
    }
    if (is_signed_word(tokens.front())) {
        return {std::string(tokens.front()), join_except(tokens, 0)};
    }
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        if (is_side_word(tokens[i])) {
            return {std::string(tokens[i]), join_except(tokens, i)};
        }
    }
    return {join_except(tokens, tokens.size()), {}};
}

Variant& Group::variant(std::string_view label, int line) {
    if (!label.empty()) {
        const auto [found, added] =
            position_of_label.try_emplace(std::string(label), variants.size());
        if (!added) {
            return variants[found->second];
        }
    }
    variants.push_back(Variant{std::string(label), line, {}});
    return variants.back();
}

void Group::order_signed_variants() {
    const bool all_signed = std::all_of(variants.begin(), variants.end(),
                                        [](const Variant& v) { return is_signed_word(v.label); });
    if (all_signed) {
        std::stable_partition(variants.begin(), variants.end(),
                              [](const Variant& v) { return v.label.front() == '-'; });
        for (std::size_t v = 0; v < variants.size(); ++v) {
            position_of_label[variants[v].label] = v;
        }
    }
}

std::vector<Run> merge_by_position(std::vector<Group> groups, const std::string& path,
                                   std::vector<Diagnostic> diagnostics) {
    std::vector<Run> runs;
    std::vector<int> label_lines;  // where each run's label was read
    for (Group& group : groups) {
        for (std::size_t i = 0; i < group.variants.size(); ++i) {
            Variant& variant = group.variants[i];
            if (i == runs.size()) {
                Run run;
                run.file = path;
                run.format = "specjbb";
                run.label = variant.label;
                runs.push_back(std::move(run));
                label_lines.push_back(variant.line);
            } else if (variant.label != runs[i].label) {
                diagnostics.push_back(Diagnostic{
                    Level::note, path, variant.line,
                    fmt::format("'{}' is compared as variant {}, '{}' (line {}): variants of "
                                "separate tables are matched by position",
                                variant.label, i + 1, runs[i].label, label_lines[i])});
            }
            for (Observation& observation : variant.run.observations) {
                // Through the run's index: searching every kept observation for each made
                // a file of 40,000 distinct keys take 6.6 s.
                auto& kept = runs[i].observations;
                const ObservationFinder::Found seen =
                    runs[i].finder.find(kept, observation.metric, observation.case_key);
                if (seen.observation != nullptr) {
                    diagnostics.push_back(Diagnostic{
                        Level::warning, path, observation.line,
                        fmt::format("{} {} of '{}' was already read at line {}; the first is "
                                    "compared",
                                    observation.metric.name, observation.case_key.to_string(),
                                    runs[i].label, seen.observation->line)});
                    continue;
                }
                kept.push_back(std::move(observation));
                runs[i].finder.appended(kept, seen.hash);
            }
        }
    }
    if (runs.empty()) {
        // Still one run, so that the caller's "no results" error can list the diagnostics.
        Run run;
        run.file = path;
        run.format = "specjbb";
        runs.push_back(std::move(run));
    }
    std::stable_sort(diagnostics.begin(), diagnostics.end(),
                     [](const Diagnostic& a, const Diagnostic& b) { return a.line < b.line; });
    runs.front().diagnostics = std::move(diagnostics);
    return runs;
}

}  // namespace benchcmp::specjbb
