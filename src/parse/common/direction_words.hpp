// The one vocabulary of words and units that say which way a metric is better, shared by
// every parser that has to guess a direction from the text (docs/formats.md, "Direction from
// words and units", lists the table).
#pragma once

#include <initializer_list>
#include <span>
#include <string_view>

#include "benchcmp/model.hpp"

namespace benchcmp::direction_words {

/// How a text says what it says; a stronger kind outranks a weaker one in the same text.
enum class Strength {
    none,    // nothing: a wider text (the header, the section) may say
    count,   // a count or a share (`context switches`, `%CP`): no direction, and final
    word,    // a word (`latency`, `throughput`, `bogo`, `jOPS`)
    unit,    // a unit (`usec`, `ns/op`, `MB/s`, `ops/sec`, `per sec`)
    phrase,  // a sentence (`Lower result is better`, `(higher = better)`)
};

/// What one text says about direction.
struct Said {
    Direction direction = Direction::unknown;
    Strength strength = Strength::none;

    /// Whether the text says anything at all, a direction or that there is none.
    bool says() const { return strength != Strength::none; }
};

/// What text says: its strongest kind of evidence, unknown when that kind disagrees with
/// itself (`latency and throughput`).
Said read(std::string_view text);

/// The direction of a metric from the texts around it, the nearest first (row label, then its
/// unit, header, section, prose above): the nearest text that says something decides, except
/// that a sentence anywhere outranks the words and units of nearer texts.
Direction resolve(std::initializer_list<std::string_view> nearest_first);

/// Combines what several texts said, the nearest first, by the rule of resolve().
Direction resolve_said(std::span<const Said> nearest_first);

}  // namespace benchcmp::direction_words
