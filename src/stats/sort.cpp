// Ascending sort of a large sample of doubles for the rank statistics: an LSD radix sort on
// the IEEE 754 order of the bits, linear in n, where std::sort of a million values per side
// took a quarter of a whole Mann-Whitney run.
#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "benchcmp/stats.hpp"
#include "stats/order_key.hpp"

namespace benchcmp {

namespace {

using stats_detail::from_order_key;
using stats_detail::order_key;

// Below this many values std::sort is as fast and needs no second buffer.
constexpr std::size_t kRadixFrom = 4096;
constexpr int kDigitBits = 16;
constexpr int kDigits = 64 / kDigitBits;
constexpr std::size_t kBuckets = std::size_t{1} << kDigitBits;

std::size_t digit(std::uint64_t key, int position) {
    return static_cast<std::size_t>((key >> (position * kDigitBits)) & (kBuckets - 1));
}

}  // namespace

void sort_ascending(std::vector<double>& values) {
    if (values.size() < kRadixFrom) {
        std::sort(values.begin(), values.end());
        return;
    }
    std::vector<std::uint64_t> keys(values.size());
    std::vector<std::array<std::size_t, kBuckets>> counts(kDigits);
    for (auto& histogram : counts) {
        histogram.fill(0);
    }
    for (std::size_t i = 0; i < values.size(); ++i) {
        keys[i] = order_key(values[i]);
        for (int position = 0; position < kDigits; ++position) {
            ++counts[position][digit(keys[i], position)];
        }
    }
    std::vector<std::uint64_t> scratch(keys.size());
    for (int position = 0; position < kDigits; ++position) {
        auto& histogram = counts[position];
        // A digit every key shares (the sign and exponent of similar values) moves nothing.
        if (std::find(histogram.begin(), histogram.end(), keys.size()) != histogram.end()) {
            continue;
        }
        std::size_t offset = 0;
        for (std::size_t& count : histogram) {
            const std::size_t here = count;
            count = offset;
            offset += here;
        }
        for (const std::uint64_t key : keys) {
            scratch[histogram[digit(key, position)]++] = key;
        }
        keys.swap(scratch);
    }
    std::transform(keys.begin(), keys.end(), values.begin(), from_order_key);
}

}  // namespace benchcmp
