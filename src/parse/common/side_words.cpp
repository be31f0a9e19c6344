#include "parse/common/side_words.hpp"

#include <algorithm>
#include <array>
#include <cctype>

namespace benchcmp::side_words {

namespace {

constexpr std::array<std::string_view, 12> kSideWords{
    "base",    "baseline", "vanilla", "unpatched", "patched", "patch",
    "patches", "before",   "after",   "old",       "new",     "reference",
};

bool equals_ignoring_case(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) ==
                      std::tolower(static_cast<unsigned char>(y));
           });
}

}  // namespace

bool is_side_word(std::string_view word) {
    return std::any_of(kSideWords.begin(), kSideWords.end(),
                       [&](std::string_view side) { return equals_ignoring_case(word, side); });
}

}  // namespace benchcmp::side_words
