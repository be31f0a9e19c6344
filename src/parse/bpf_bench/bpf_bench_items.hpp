// The items of bench's progress and Summary lines and the run_bench scripts' lines.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace benchcmp::bpf_bench {

/// One `name value[unit]` item: `hits    5.105M/s (  5.105M/prod)` (the per-producer figure in
/// parentheses is not read), or in a Summary `hits    5.092 ± 0.228M/s`.
struct Item {
    std::string name;  // `hits`, `total operations`, `latency`
    std::string unit;  // `M/s`, `ns/op`; empty when none is printed
    double value = 0.0;
    std::optional<double> stddev;  // a Summary's `± sd`
};

/// The items of what follows `Iter N (drift):` or `Summary:`, separated by commas; an item
/// that cannot be read is left out. with_stddev: read `± sd` after the value.
std::vector<Item> read_items(std::string_view text, bool with_stddev);

/// A run_bench script's `uprobe-nop     :    3.229 ± 0.002M/s` line (a leading `-->` marker
/// allowed, `(drops ...)` after it ignored): the name as Item::name, or nullopt.
std::optional<Item> script_line(std::string_view line);

}  // namespace benchcmp::bpf_bench
