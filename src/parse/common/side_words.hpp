// The words people put on the two sides of a patch review (`base`, `patched`, `before`,
// `after` ...), shared by the readers that must tell a variant's name from other text.
#pragma once

#include <string_view>

namespace benchcmp::side_words {

/// Whether word, ignoring case, is one of them.
bool is_side_word(std::string_view word);

}  // namespace benchcmp::side_words
