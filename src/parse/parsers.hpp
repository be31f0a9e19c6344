// The parser objects the format table in registry.cpp lists; one per src/parse/<format>.cpp.
// Internal to the library: everything else reaches parsers through formats() and find_format().
#pragma once

#include "benchcmp/parse.hpp"

namespace benchcmp {

/// rt-tests hackbench, legacy hackbench and `perf bench sched messaging` output (hackbench.cpp).
const Parser& hackbench_parser();

/// mmtests compare-kernels tables, aligned or whitespace-collapsed, one run per column
/// (mmtests.cpp).
const Parser& mmtests_parser();

/// One number per line, like ministat's input (numbers.cpp).
const Parser& numbers_parser();

}  // namespace benchcmp
