#include "render/number_format.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <iterator>
#include <system_error>

namespace benchcmp::render {
namespace {

constexpr int kSmallestFixedExponent = -6;  // 0.000001234: nine decimals
constexpr int kLargestFixedExponent = 15;   // 1e15 has sixteen digits
constexpr double kLargestFixed = 1e15;
constexpr double kLargestFixedPct = 1e9;

// value with `decimals` digits after the point, a `+` before it when asked and it is not
// negative: what fmt's "{:.Nf}" and "{:+.Nf}" write. std::to_chars is exact and rounds a tie
// to even as they do, and parses no format string: fmt::format took about 1,100 instructions
// a number, and a table formats every number of its cells more than once. Non-finite values
// and anything to_chars cannot write go to fmt.
std::string fixed(double value, int decimals, bool plus) {
    const auto by_fmt = [&] {
        return plus ? fmt::format("{:+.{}f}", value, decimals)
                    : fmt::format("{:.{}f}", value, decimals);
    };
    if (!std::isfinite(value) || decimals < 0) {
        return by_fmt();
    }
    char buffer[64];
    char* const digits = buffer + 1;  // room for the `+`
    const auto [end, error] =
        std::to_chars(digits, std::end(buffer), value, std::chars_format::fixed, decimals);
    if (error != std::errc()) {
        return by_fmt();
    }
    const bool add_plus = plus && *digits != '-';
    char* const begin = add_plus ? buffer : digits;
    *buffer = '+';
    return {begin, end};
}

}  // namespace

int decimals_for(double magnitude) {
    if (!std::isfinite(magnitude) || magnitude == 0.0) {
        return 0;
    }
    const int exponent = static_cast<int>(std::floor(std::log10(std::fabs(magnitude))));
    // Past these, fixed notation shows 0.000000000 for 1.2e-12 or prints 300 digits for 1e300.
    if (exponent < kSmallestFixedExponent || exponent >= kLargestFixedExponent) {
        return kScientific;
    }
    return std::max(3 - exponent, 0);
}

std::string format_value(std::optional<double> value, int decimals) {
    if (!value) {
        return "-";
    }
    if (!std::isfinite(*value)) {
        return fmt::format("{}", *value);
    }
    // The row's decimals come from its smallest mean; a larger value of the same row that
    // fixed notation would print with dozens of digits gets its four significant ones.
    if (decimals == kScientific || std::fabs(*value) >= kLargestFixed) {
        return fmt::format("{:.3e}", *value);
    }
    return fixed(*value, decimals, false);
}

std::string format_signed_pct(double pct) {
    if (std::fabs(pct) >= kLargestFixedPct) {
        return fmt::format("{:+.3e}", pct);
    }
    return fixed(pct, 2, true);
}

std::string format_unsigned_pct(double pct) {
    if (std::fabs(pct) >= kLargestFixedPct) {
        return fmt::format("{:.3e}", pct);
    }
    return fixed(pct, 2, false);
}

std::string format_pct(std::optional<double> pct) {
    if (!pct || !std::isfinite(*pct)) {
        return "-";
    }
    // A tiny decrease keeps its sign (`-0.00%`, as benchstat prints it: 99999930 -> 99999929
    // fell); only no change at all, a zero of either sign, is `+0.00%`.
    return *pct == 0.0 ? std::string("+0.00%") : format_signed_pct(*pct) + "%";
}

std::string format_p(std::optional<double> p) {
    if (!p || !std::isfinite(*p)) {
        return "-";
    }
    if (*p < 0.001) {
        return "<0.001";
    }
    return fixed(*p, 3, false);
}

}  // namespace benchcmp::render
