#include "post/baseline.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <optional>
#include <string_view>
#include <utility>

#include "parse/common/text_scan.hpp"

namespace benchcmp::post {
namespace {

// Words people put on the run they compare against.
constexpr std::array kReferenceWords{
    std::string_view("base"),      std::string_view("baseline"), std::string_view("vanilla"),
    std::string_view("w/o"),       std::string_view("without"),  std::string_view("before"),
    std::string_view("orig"),      std::string_view("original"), std::string_view("unpatched"),
    std::string_view("tip"),       std::string_view("mainline"), std::string_view("upstream"),
    std::string_view("reference"), std::string_view("stock"),
};

std::vector<std::string> words_of(std::string_view label) {
    std::vector<std::string> words;
    std::string word;
    for (const char c : label) {
        // `/` stays inside a word so that `w/o` is one.
        if (scan::is_letter_or_digit(c) || c == '/') {
            word += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
            continue;
        }
        if (!word.empty()) {
            words.push_back(std::move(word));
            word.clear();
        }
    }
    if (!word.empty()) {
        words.push_back(std::move(word));
    }
    return words;
}

std::string_view reference_word(std::string_view label) {
    for (const std::string& word : words_of(label)) {
        for (const std::string_view reference : kReferenceWords) {
            if (word == reference) {
                return reference;
            }
        }
    }
    return {};
}

bool looks_like_version(std::string_view label) {
    if (label.starts_with('v')) {
        label.remove_prefix(1);
    }
    return !label.empty() && scan::is_digit(label.front()) &&
           label.find('.') != std::string_view::npos && label.find(' ') == std::string_view::npos;
}

// `v6.8-rc1` against `v6.8-rc1+series`: the version the others add to is the reference.
bool is_base_version(std::string_view label, const std::vector<std::string>& labels) {
    if (!looks_like_version(label) || label.find('+') != std::string_view::npos) {
        return false;
    }
    for (const std::string& other : labels) {
        if (other.size() > label.size() && other.starts_with(label) && other[label.size()] == '+') {
            return true;
        }
    }
    return false;
}

std::string lowercase(std::string_view text) {
    std::string lower;
    for (const char c : text) {
        lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return lower;
}

// `label` less `prefix`, when it starts with it.
std::optional<std::string> after(const std::string& label, std::string_view prefix) {
    if (label.size() > prefix.size() && label.starts_with(prefix)) {
        return label.substr(prefix.size());
    }
    return std::nullopt;
}

// Whether label is other with its feature turned off: `no THP` or `non-THP` beside `THP` or
// `with THP`, `X=n` beside `X=y` (also 0/1, off/on, no/yes, false/true). A change is measured
// against the kernel without the thing it adds or turns on.
bool turns_off(const std::string& label, const std::string& other) {
    const std::string feature = after(other, "with ").value_or(other);
    for (const std::string_view negation : {"no ", "non-", "non ", "without "}) {
        if (after(label, negation) == feature) {
            return true;
        }
    }
    // Only a setting's form: `GRO disabled` beside `GRO enabled` is as often the change
    // under test (a patch that makes the disabled path fast) as the reference.
    static constexpr std::array<std::pair<std::string_view, std::string_view>, 5> kSwitches{{
        {"=y", "=n"},
        {"=1", "=0"},
        {"=on", "=off"},
        {"=yes", "=no"},
        {"=true", "=false"},
    }};
    return std::any_of(kSwitches.begin(), kSwitches.end(), [&](const auto& on_off) {
        return other.ends_with(on_off.first) && label.ends_with(on_off.second) &&
               other.substr(0, other.size() - on_off.first.size()) ==
                   label.substr(0, label.size() - on_off.second.size());
    });
}

std::optional<std::size_t> switched_off(const std::vector<std::string>& labels) {
    std::vector<std::string> lower;
    for (const std::string& label : labels) {
        lower.push_back(lowercase(label));
    }
    for (std::size_t i = 0; i < lower.size(); ++i) {
        for (std::size_t j = 0; j < lower.size(); ++j) {
            if (i != j && turns_off(lower[i], lower[j])) {
                return i;
            }
        }
    }
    return std::nullopt;
}

// Of two variants, the one without a word of change when the other has one (`(with this
// patch)` beside an unnamed or a plain block): the change is measured against it.
std::optional<std::size_t> unchanged_of_two(const std::vector<std::string>& labels) {
    if (labels.size() != 2) {
        return std::nullopt;
    }
    const auto changed = [](std::string_view label) {
        for (const std::string& word : words_of(label)) {
            if (word == "patch" || word == "patched" || word == "patches" || word == "after" ||
                word == "new" || word == "fixed" || word == "mine") {
                return true;
            }
        }
        return false;
    };
    if (changed(labels[0]) && !changed(labels[1])) {
        return 1;
    }
    return std::nullopt;
}

}  // namespace

BaselinePick pick_baseline(const std::vector<std::string>& labels) {
    for (std::size_t i = 0; i < labels.size(); ++i) {
        const std::string_view word = reference_word(labels[i]);
        if (!word.empty()) {
            return BaselinePick{i, fmt::format("its label says \"{}\"", word)};
        }
        if (is_base_version(labels[i], labels)) {
            return BaselinePick{i, "the other variants are this version with a '+'"};
        }
    }
    if (const auto off = switched_off(labels)) {
        return BaselinePick{*off, "its label turns off what another's turns on"};
    }
    if (const auto unchanged = unchanged_of_two(labels)) {
        return BaselinePick{*unchanged, "the other variant's label names the change"};
    }
    return BaselinePick{0, "the first variant in the post; no label says it is the reference"};
}

}  // namespace benchcmp::post
