#include "post/baseline.hpp"

#include <fmt/format.h>

#include <array>
#include <string_view>

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
    return BaselinePick{0, "the first variant in the post; no label says it is the reference"};
}

}  // namespace benchcmp::post
