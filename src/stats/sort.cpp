// Ascending sort of a large sample of doubles for the rank statistics: an LSD radix sort on
// the IEEE 754 order of the bits, linear in n, where std::sort of a million values per side
// took a quarter of a whole Mann-Whitney run.
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

#include "benchcmp/position_index.hpp"
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

// Results printed to a few decimals take few distinct values (a million hackbench times of
// three decimals, about a hundred). Counted by key, such a sample is sorted by writing each
// distinct value its count of times: one pass to count and one to write, where the radix sort
// reads and moves every value four times. A sample that shows more than kFewValues distinct
// values on the way is left as it was, for the radix sort.
constexpr std::size_t kFewValues = 8192;

bool sort_few_distinct(std::vector<double>& values) {
    struct Distinct {
        std::uint64_t key;
        std::size_t count;
    };
    std::vector<Distinct> distinct;
    PositionIndex index;  // distinct by key
    index.reserve(kFewValues);
    for (const double value : values) {
        const std::uint64_t key = order_key(value);
        // Fibonacci hashing: nearby doubles differ in their low bits, which the product spreads.
        const std::size_t hash = key * 0x9E3779B97F4A7C15U;
        const std::size_t at =
            index.find(hash, [&](std::size_t position) { return distinct[position].key == key; });
        if (at != PositionIndex::npos) {
            ++distinct[at].count;
            continue;
        }
        if (distinct.size() == kFewValues) {
            return false;
        }
        index.insert(hash, distinct.size());
        distinct.push_back(Distinct{key, 1});
    }
    std::sort(distinct.begin(), distinct.end(),
              [](const Distinct& a, const Distinct& b) { return a.key < b.key; });
    auto out = values.begin();
    for (const Distinct& value : distinct) {
        out = std::fill_n(out, value.count, from_order_key(value.key));
    }
    return true;
}

}  // namespace

void sort_ascending(std::vector<double>& values) {
    if (values.size() < kRadixFrom) {
        std::sort(values.begin(), values.end());
        return;
    }
    if (sort_few_distinct(values)) {
        return;
    }
    // The keys travel between one extra buffer and the values' own storage, whose elements
    // hold a key's bytes meanwhile (copied as bytes, never read as doubles). Left
    // uninitialised: zeroing 8 MB per million values before overwriting it was measurable.
    const std::size_t n = values.size();
    const auto buffer = std::make_unique_for_overwrite<std::uint64_t[]>(n);
    const auto stash = [&values](std::size_t at, std::uint64_t key) {
        std::memcpy(&values[at], &key, sizeof key);
    };
    const auto stashed = [&values](std::size_t at) {
        std::uint64_t key = 0;
        std::memcpy(&key, &values[at], sizeof key);
        return key;
    };
    std::vector<std::array<std::size_t, kBuckets>> counts(kDigits);
    for (auto& histogram : counts) {
        histogram.fill(0);
    }
    for (std::size_t i = 0; i < n; ++i) {
        const std::uint64_t key = order_key(values[i]);
        stash(i, key);
        for (int position = 0; position < kDigits; ++position) {
            ++counts[position][digit(key, position)];
        }
    }
    bool in_values = true;
    for (int position = 0; position < kDigits; ++position) {
        auto& histogram = counts[position];
        // A digit every key shares (the sign and exponent of similar values) moves nothing.
        if (std::find(histogram.begin(), histogram.end(), n) != histogram.end()) {
            continue;
        }
        std::size_t offset = 0;
        for (std::size_t& count : histogram) {
            const std::size_t here = count;
            count = offset;
            offset += here;
        }
        for (std::size_t i = 0; i < n; ++i) {
            if (in_values) {
                const std::uint64_t key = stashed(i);
                buffer[histogram[digit(key, position)]++] = key;
            } else {
                const std::uint64_t key = buffer[i];
                stash(histogram[digit(key, position)]++, key);
            }
        }
        in_values = !in_values;
    }
    for (std::size_t i = 0; i < n; ++i) {
        values[i] = from_order_key(in_values ? stashed(i) : buffer[i]);
    }
}

}  // namespace benchcmp
