// Multiple-comparison control across the rows of a report: Benjamini-Hochberg and Holm,
// computed as R's p.adjust so that R is a direct oracle.
#include <algorithm>
#include <numeric>
#include <vector>

#include "benchcmp/stats.hpp"

namespace benchcmp {

std::vector<double> adjust_p_values(std::span<const double> p_values, Correction correction) {
    std::vector<double> adjusted(p_values.begin(), p_values.end());
    const std::size_t count = adjusted.size();
    if (correction == Correction::none || count == 0) {
        return adjusted;
    }
    std::vector<std::size_t> order(count);
    std::iota(order.begin(), order.end(), std::size_t{0});
    // Ascending p; stable so that equal p-values keep input order (deterministic output).
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return p_values[a] < p_values[b]; });
    const double m = static_cast<double>(count);
    if (correction == Correction::bh) {
        // Benjamini-Hochberg step-up: p_(i) m / i, made monotone by a running minimum from the
        // largest p down (p.adjust "BH": cummin over decreasing p).
        double running = 1.0;
        for (std::size_t rank = count; rank-- > 0;) {
            const std::size_t index = order[rank];
            running = std::min(running, p_values[index] * m / static_cast<double>(rank + 1));
            adjusted[index] = running;
        }
        return adjusted;
    }
    // Holm step-down: p_(i) (m - i + 1), made monotone by a running maximum from the smallest
    // p up, capped at 1 (p.adjust "holm").
    double running = 0.0;
    for (std::size_t rank = 0; rank < count; ++rank) {
        const std::size_t index = order[rank];
        running = std::max(running, p_values[index] * (m - static_cast<double>(rank)));
        adjusted[index] = std::min(running, 1.0);
    }
    return adjusted;
}

}  // namespace benchcmp
