#include "core/user_regex.hpp"

#include <fmt/format.h>
#include <re2/re2.h>

#include "benchcmp/diagnostics.hpp"
#include "benchcmp/printable.hpp"

namespace benchcmp {
namespace {

// RE2's default budget (8 MiB) rejects a long but harmless alternation of names; 64 MiB
// still bounds the memory a pattern may take.
constexpr int64_t kPatternMemory = int64_t{64} << 20;
constexpr std::size_t kQuotedBytes = 60;

// Appends up to kQuotedBytes of text, written by the rule of every quoted name (printable());
// whether text was longer.
bool append_printable(std::string& out, std::string_view text) {
    out += printable(text.substr(0, kQuotedBytes));
    return text.size() > kQuotedBytes;
}

// RE2's reason ends with the part of the pattern it stumbled on, which for "missing )" is the
// whole rest of it: shortened as the pattern itself is, so that a 100,000-character pattern
// gives a one-line message.
std::string short_reason(const RE2& compiled) {
    const std::string& reason = compiled.error();
    const std::string& fragment = compiled.error_arg();
    if (fragment.empty() || !std::string_view(reason).ends_with(fragment)) {
        std::string printable;
        if (append_printable(printable, reason)) {
            printable += "...";
        }
        return printable;
    }
    std::string shortened = reason.substr(0, reason.size() - fragment.size());
    if (append_printable(shortened, fragment)) {
        shortened += "...";
    }
    return shortened;
}

RE2::Options pattern_options() {
    RE2::Options options;
    options.set_log_errors(false);  // the error goes into our message, not to stderr
    options.set_max_mem(kPatternMemory);
    return options;
}

}  // namespace

Pattern::Pattern(const std::string& pattern, std::string_view option)
    : compiled_(std::make_unique<RE2>(pattern, pattern_options())) {
    if (!compiled_->ok()) {
        throw Error(
            fmt::format("{} {}: not a valid regular expression ({}); the syntax is RE2's, "
                        "see docs/safety.md",
                        option, quoted_pattern(pattern), short_reason(*compiled_)));
    }
}

Pattern::~Pattern() = default;
Pattern::Pattern(Pattern&&) noexcept = default;
Pattern& Pattern::operator=(Pattern&&) noexcept = default;

bool Pattern::found_in(std::string_view text) const {
    return RE2::PartialMatch(re2::StringPiece(text.data(), text.size()), *compiled_);
}

std::string quoted_pattern(std::string_view pattern) {
    std::string quoted = "'";
    const bool shortened = append_printable(quoted, pattern);
    quoted += '\'';
    if (shortened) {
        quoted += fmt::format(" (first {} of {} bytes)", kQuotedBytes, pattern.size());
    }
    return quoted;
}

}  // namespace benchcmp
