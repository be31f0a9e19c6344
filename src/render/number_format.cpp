#include "render/number_format.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace benchcmp::render {
namespace {

constexpr int kSmallestFixedExponent = -6;  // 0.000001234: nine decimals
constexpr int kLargestFixedExponent = 15;   // 1e15 has sixteen digits
constexpr double kLargestFixed = 1e15;
constexpr double kLargestFixedPct = 1e9;

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
    return fmt::format("{:.{}f}", *value, decimals);
}

std::string format_signed_pct(double pct) {
    if (std::fabs(pct) >= kLargestFixedPct) {
        return fmt::format("{:+.3e}", pct);
    }
    return fmt::format("{:+.2f}", pct);
}

std::string format_unsigned_pct(double pct) {
    if (std::fabs(pct) >= kLargestFixedPct) {
        return fmt::format("{:.3e}", pct);
    }
    return fmt::format("{:.2f}", pct);
}

std::string format_pct(std::optional<double> pct) {
    if (!pct || !std::isfinite(*pct)) {
        return "-";
    }
    std::string text = format_signed_pct(*pct) + "%";
    if (text == "-0.00%") {
        text = "+0.00%";  // a tiny decrease rounds to zero; "-0.00%" would suggest a change
    }
    return text;
}

std::string format_p(std::optional<double> p) {
    if (!p || !std::isfinite(*p)) {
        return "-";
    }
    if (*p < 0.001) {
        return "<0.001";
    }
    return fmt::format("{:.3f}", *p);
}

}  // namespace benchcmp::render
