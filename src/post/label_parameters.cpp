#include "post/label_parameters.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <set>
#include <string_view>

#include "core/run_merge.hpp"

namespace benchcmp::post {
namespace {

// Words that count something a benchmark is run with; their plural is the key.
constexpr std::array<std::string_view, 24> kCountWords{
    "client",  "thread", "job",    "group", "task",  "cpu",    "core",     "proc",
    "process", "user",   "stream", "vcpu",  "node",  "worker", "instance", "connection",
    "conn",    "file",   "disk",   "drive", "queue", "qd",     "iodepth",  "numjob"};

std::string lower(std::string_view text) {
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

// The count word a token names (`clients`, `Threads,`), as its key; empty when none.
std::string count_word(std::string_view token) {
    while (!token.empty() && std::ispunct(static_cast<unsigned char>(token.back())) != 0) {
        token.remove_suffix(1);
    }
    std::string word = lower(token);
    for (const std::string_view count : kCountWords) {
        if (word == count || word == std::string(count) + "s" ||
            (count == "process" && word == "processes")) {
            return count == "qd" || count == "iodepth" ? word : std::string(count) + "s";
        }
    }
    return "";
}

bool is_count(std::string_view token) {
    while (!token.empty() && (token.back() == ',' || token.back() == ';' || token.back() == ')')) {
        token.remove_suffix(1);
    }
    return !token.empty() &&
           std::all_of(token.begin(), token.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::string_view without_punctuation(std::string_view token) {
    while (!token.empty() && (token.back() == ',' || token.back() == ';' || token.back() == ')')) {
        token.remove_suffix(1);
    }
    return token;
}

std::vector<std::string_view> tokens_of(std::string_view label) {
    std::vector<std::string_view> tokens;
    std::size_t at = 0;
    while (at < label.size()) {
        const std::size_t start = label.find_first_not_of(" \t", at);
        if (start == std::string_view::npos) {
            break;
        }
        const std::size_t end = std::min(label.find_first_of(" \t", start), label.size());
        tokens.push_back(label.substr(start, end - start));
        at = end;
    }
    return tokens;
}

// The parameter at tokens[i] (and the token after it), with how many tokens it takes.
std::optional<std::pair<LabelParameter, std::size_t>> parameter_at(
    const std::vector<std::string_view>& tokens, std::size_t i) {
    const std::string_view token = tokens[i];
    const bool has_next = i + 1 < tokens.size();
    if (is_count(token) && has_next && !count_word(tokens[i + 1]).empty()) {
        return std::pair{
            LabelParameter{count_word(tokens[i + 1]), std::string(without_punctuation(token)), ""},
            std::size_t{2}};
    }
    if (const std::size_t equals = token.find_first_of("=:");
        equals != std::string_view::npos && equals > 0 &&
        !count_word(token.substr(0, equals)).empty()) {
        const std::string_view value = token.substr(equals + 1);
        if (is_count(value)) {
            return std::pair{LabelParameter{count_word(token.substr(0, equals)),
                                            std::string(without_punctuation(value)), ""},
                             std::size_t{1}};
        }
        if (value.empty() && has_next && is_count(tokens[i + 1])) {
            return std::pair{LabelParameter{count_word(token.substr(0, equals)),
                                            std::string(without_punctuation(tokens[i + 1])), ""},
                             std::size_t{2}};
        }
    }
    const bool option = token.size() >= 2 && token[0] == '-' &&
                        std::isalpha(static_cast<unsigned char>(token[1])) != 0;
    if (option && token.size() == 2 && has_next && is_count(tokens[i + 1])) {
        return std::pair{
            LabelParameter{std::string(token), std::string(without_punctuation(tokens[i + 1])), ""},
            std::size_t{2}};
    }
    if (option && token.size() > 2 && is_count(token.substr(2))) {
        return std::pair{LabelParameter{std::string(token.substr(0, 2)),
                                        std::string(without_punctuation(token.substr(2))), ""},
                         std::size_t{1}};
    }
    return std::nullopt;
}

// The key a run's observations are given, unless one of them already has it.
void add_case_key(Run& run, const LabelParameter& parameter) {
    for (Observation& observation : run.observations) {
        if (observation.case_key.find(parameter.name) == nullptr) {
            observation.case_key.add(parameter.name, parameter.value);
        }
    }
}

}  // namespace

// Every parameter a label states, each with the label without it.
std::vector<LabelParameter> label_parameters(const std::string& label) {
    const std::vector<std::string_view> tokens = tokens_of(label);
    std::vector<std::pair<LabelParameter, std::pair<std::size_t, std::size_t>>> found;
    for (std::size_t i = 0; i < tokens.size();) {
        if (auto parameter = parameter_at(tokens, i)) {
            found.emplace_back(std::move(parameter->first), std::pair{i, i + parameter->second});
            i += parameter->second;
        } else {
            ++i;
        }
    }
    std::vector<LabelParameter> parameters;
    for (auto& [parameter, span] : found) {
        std::string rest;
        for (std::size_t i = 0; i < tokens.size(); ++i) {
            if (i >= span.first && i < span.second) {
                continue;
            }
            rest += rest.empty() ? "" : " ";
            rest += tokens[i];
        }
        while (!rest.empty() && (rest.back() == ',' || rest.back() == ':')) {
            rest.pop_back();
        }
        parameter.rest = std::move(rest);
        parameters.push_back(std::move(parameter));
    }
    return parameters;
}

std::optional<LabelParameter> label_parameter(const std::string& label) {
    std::vector<LabelParameter> parameters = label_parameters(label);
    if (parameters.size() != 1) {
        return std::nullopt;  // none, or two: which one varies is not known from one label
    }
    return std::move(parameters.front());
}

namespace {

// The one parameter name every label states whose value differs between them (`-c` in
// `./Run -c 1 -i 1 shell1` and `./Run -c 96 -i 1 shell1`); empty when there is none, or two.
std::string varying_parameter(const std::vector<std::vector<LabelParameter>>& of_run) {
    std::map<std::string, std::set<std::string>> values;
    std::map<std::string, std::size_t> labels_stating;
    for (const std::vector<LabelParameter>& parameters : of_run) {
        std::set<std::string> names;
        for (const LabelParameter& parameter : parameters) {
            if (!names.insert(parameter.name).second) {
                return "";  // one name twice in a label
            }
            values[parameter.name].insert(parameter.value);
        }
        for (const std::string& name : names) {
            ++labels_stating[name];
        }
    }
    std::string varying;
    for (const auto& [name, seen] : values) {
        if (labels_stating[name] == of_run.size() && seen.size() >= 2) {
            if (!varying.empty()) {
                return "";
            }
            varying = name;
        }
    }
    return varying;
}

}  // namespace

bool fold_label_parameters(std::vector<Run>& runs, const std::string& path) {
    if (runs.size() < 3) {
        return false;  // two variants and one parameter: nothing would be left to compare
    }
    std::vector<std::vector<LabelParameter>> of_run;
    for (const Run& run : runs) {
        of_run.push_back(label_parameters(run.label));
    }
    const std::string name = varying_parameter(of_run);
    if (name.empty()) {
        return false;
    }
    std::vector<LabelParameter> parameters;
    for (const std::vector<LabelParameter>& stated : of_run) {
        parameters.push_back(*std::find_if(
            stated.begin(), stated.end(), [&](const LabelParameter& p) { return p.name == name; }));
    }
    std::map<std::string, std::vector<std::size_t>> by_rest;
    std::set<std::string> values;
    for (std::size_t r = 0; r < runs.size(); ++r) {
        by_rest[parameters[r].rest].push_back(r);
        values.insert(parameters[r].value);
    }
    if (by_rest.size() < 2) {
        return false;
    }
    std::vector<Run> folded;
    std::set<std::string> done;
    for (std::size_t r = 0; r < runs.size(); ++r) {
        const std::string& rest = parameters[r].rest;
        if (!done.insert(rest).second) {
            continue;
        }
        std::vector<std::vector<Run>> pieces;
        for (const std::size_t member : by_rest[rest]) {
            add_case_key(runs[member], parameters[member]);
            pieces.push_back({std::move(runs[member])});
        }
        std::vector<Run> merged = merge_runs(std::move(pieces), path);
        merged.front().label = rest.empty() ? name : rest;
        folded.push_back(std::move(merged.front()));
    }
    folded.front().diagnostics.push_back(Diagnostic{
        Level::note, path, 0,
        fmt::format("the variants' labels differ in '{}' ({} values): it is a case, and the rest "
                    "of each label names the variant",
                    name, values.size())});
    runs = std::move(folded);
    return true;
}

}  // namespace benchcmp::post
