#include "pattern.hpp"

#include <fmt/format.h>
#include <re2/re2.h>

#include "benchcmp/diagnostics.hpp"

namespace benchcmp {
namespace {

// RE2's default budget (8 MiB) rejects a long but harmless alternation of names; 64 MiB
// still bounds the memory a pattern may take.
constexpr int64_t kPatternMemory = int64_t{64} << 20;
constexpr std::size_t kQuotedBytes = 60;

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
                        option, quoted_pattern(pattern), compiled_->error()));
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
    for (std::size_t i = 0; i < pattern.size() && i < kQuotedBytes; ++i) {
        const auto byte = static_cast<unsigned char>(pattern[i]);
        if (byte < 0x20 || byte == 0x7f) {
            quoted += fmt::format("\\x{:02x}", byte);
        } else {
            quoted += pattern[i];
        }
    }
    quoted += '\'';
    if (pattern.size() > kQuotedBytes) {
        quoted += fmt::format(" (first {} of {} bytes)", kQuotedBytes, pattern.size());
    }
    return quoted;
}

}  // namespace benchcmp
