// User-given regular expressions (--metric, --case, --higher-is-better, --lower-is-better).
#pragma once

#include <memory>
#include <string>
#include <string_view>

namespace re2 {
class RE2;
}

namespace benchcmp {

/// A compiled user pattern in RE2 syntax, searched anywhere in a text as grep does. RE2 runs
/// in time linear in the text and never recurses on it, so no pattern can hang or overflow the
/// stack (std::regex backtracks: `(.*)*x` takes minutes, a long text exhausts the stack).
class Pattern {
  public:
    /// Compiles pattern; throws Error (exit 2) naming option and RE2's reason when RE2
    /// rejects it (bad syntax, Perl features RE2 lacks such as backreferences, too large).
    Pattern(const std::string& pattern, std::string_view option);
    ~Pattern();
    Pattern(Pattern&&) noexcept;
    Pattern& operator=(Pattern&&) noexcept;

    /// Whether the pattern matches anywhere in text.
    bool found_in(std::string_view text) const;

  private:
    std::unique_ptr<re2::RE2> compiled_;
};

/// The pattern as messages quote it: at most 60 bytes, control bytes escaped, so that a
/// 100,000-character pattern or one holding ESC cannot flood or break a terminal.
std::string quoted_pattern(std::string_view pattern);

}  // namespace benchcmp
