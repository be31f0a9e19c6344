#include "render/number_format.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace benchcmp::render {

int decimals_for(double magnitude) {
    if (!std::isfinite(magnitude) || magnitude == 0.0) {
        return 0;
    }
    const int exponent = static_cast<int>(std::floor(std::log10(std::fabs(magnitude))));
    return std::clamp(3 - exponent, 0, 9);
}

std::string format_value(std::optional<double> value, int decimals) {
    if (!value) {
        return "-";
    }
    if (!std::isfinite(*value)) {
        return fmt::format("{}", *value);
    }
    return fmt::format("{:.{}f}", *value, decimals);
}

std::string format_pct(std::optional<double> pct) {
    if (!pct || !std::isfinite(*pct)) {
        return "-";
    }
    std::string text = fmt::format("{:+.2f}%", *pct);
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
