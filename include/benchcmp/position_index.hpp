// A hash index of positions into a caller's own sequence (rows, observations): the items keep
// their identity, the index only their hash's tag and where they are. Keyed by strings built
// from every identity, a million-row report paid an allocation, a string node and a rehash of
// nodes per row and per run; this costs 8 to 16 bytes an item and no allocation of its own.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <vector>

namespace benchcmp {

class PositionIndex {
  public:
    static constexpr std::size_t npos = std::numeric_limits<std::size_t>::max();

    /// Room for count positions without growing.
    void reserve(std::size_t count) {
        std::size_t capacity = kMinCapacity;
        while (capacity < 2 * count) {
            capacity *= 2;
        }
        if (capacity > slots_.size()) {
            rebuild(capacity);
        }
    }

    /// The position inserted with this hash for which same(position) holds, or npos.
    template <typename Same>
    std::size_t find(std::size_t hash, Same&& same) const {
        if (slots_.empty()) {
            return npos;
        }
        const std::uint32_t tag = tag_of(hash);
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t at = tag & mask;; at = (at + 1) & mask) {
            const Slot slot = slots_[at];
            if (slot.position == 0) {
                return npos;
            }
            if (slot.tag == tag && same(std::size_t{slot.position - 1})) {
                return slot.position - 1;
            }
        }
    }

    /// Records position under hash; the caller has found nothing equal to it (find), so that
    /// no two positions hold equal items.
    void insert(std::size_t hash, std::size_t position) {
        const std::uint32_t stored = checked(position) + 1;
        if (2 * (size_ + 1) > slots_.size()) {
            rebuild(slots_.empty() ? kMinCapacity : 2 * slots_.size());
        }
        place(Slot{tag_of(hash), stored});
        ++size_;
    }

    /// Records position under hash in place of the position equal to it (same, as for find),
    /// or beside the others when there is none: the index then holds the latest of equal items.
    template <typename Same>
    void assign(std::size_t hash, std::size_t position, Same&& same) {
        if (!slots_.empty()) {
            const std::uint32_t tag = tag_of(hash);
            const std::size_t mask = slots_.size() - 1;
            for (std::size_t at = tag & mask; slots_[at].position != 0; at = (at + 1) & mask) {
                Slot& slot = slots_[at];
                if (slot.tag == tag && same(std::size_t{slot.position - 1})) {
                    slot.position = checked(position) + 1;
                    return;
                }
            }
        }
        insert(hash, position);
    }

    /// Forgets every position.
    void clear() {
        slots_.clear();
        size_ = 0;
    }

  private:
    // Linear probing at a load of at most one half; position 0 marks an empty slot.
    struct Slot {
        std::uint32_t tag = 0;
        std::uint32_t position = 0;
    };
    static constexpr std::size_t kMinCapacity = 16;

    static std::uint32_t checked(std::size_t position) {
        if (position >= std::numeric_limits<std::uint32_t>::max()) {
            throw std::length_error("more than 4294967294 items in one index");
        }
        return static_cast<std::uint32_t>(position);
    }

    static std::uint32_t tag_of(std::size_t hash) {
        return static_cast<std::uint32_t>(hash ^ (hash >> 32));
    }

    void place(Slot slot) {
        const std::size_t mask = slots_.size() - 1;
        std::size_t at = slot.tag & mask;
        while (slots_[at].position != 0) {
            at = (at + 1) & mask;
        }
        slots_[at] = slot;
    }

    // The tag holds every bit a slot's place depends on, so growing needs no item's hash.
    void rebuild(std::size_t capacity) {
        std::vector<Slot> old(capacity);
        old.swap(slots_);
        for (const Slot& slot : old) {
            if (slot.position != 0) {
                place(slot);
            }
        }
    }

    std::vector<Slot> slots_;
    std::size_t size_ = 0;
};

}  // namespace benchcmp
