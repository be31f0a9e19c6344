// Unsigned integers in the order of the doubles they come from, for bisection over the
// doubles one by one and for radix sorting.
#pragma once

#include <bit>
#include <cstdint>

namespace benchcmp::stats_detail {

inline constexpr std::uint64_t kSignBit = std::uint64_t{1} << 63;

/// IEEE 754 order: flip the sign bit of positives and every bit of negatives.
inline std::uint64_t order_key(double value) {
    const auto bits = std::bit_cast<std::uint64_t>(value);
    return (bits & kSignBit) != 0 ? ~bits : bits | kSignBit;
}

inline double from_order_key(std::uint64_t key) {
    return std::bit_cast<double>((key & kSignBit) != 0 ? key & ~kSignBit : ~key);
}

}  // namespace benchcmp::stats_detail
