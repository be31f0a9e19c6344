#include <unistd.h>

#include <iostream>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#include <string>
#include <vector>

#include "benchcmp/app.hpp"
#include "io/checked_output.hpp"

namespace {

/// glibc raises its mmap threshold each time a large block is freed, so the next ones, up to
/// 32 MiB, come from the heap. A vector that doubles there leaves every smaller buffer behind
/// it resident: 7.5 MiB for a million values, beside a 138 MiB input. A fixed threshold keeps
/// each block from 1 MiB up its own mapping, returned to the system when freed, so that the
/// heap's dead buffers stay under about 1 MiB. Below that, blocks are reused from the heap:
/// glibc's default of 128 KiB mapped (and faulted in) every medium buffer afresh, which
/// doubled the page faults of a table of 10,000 columns.
///
/// Fixing the threshold also fixes glibc's trim threshold at its 128 KiB default (its moving
/// threshold would have raised it to 2 MiB and beyond): the heap then gave back its top each
/// time 128 KiB of it were free, and faulted the pages in again as it grew. A table of
/// 10,000 columns did so 24 times, 35 MiB in all, 5,500 of its 22,900 page faults; its time
/// fell 9 % when the top is kept up to 32 MiB.
void set_malloc_thresholds() {
#if defined(__GLIBC__)
    constexpr int kMmapThreshold = 1024 * 1024;
    constexpr int kTrimThreshold = 32 * 1024 * 1024;
    mallopt(M_MMAP_THRESHOLD, kMmapThreshold);
    mallopt(M_TRIM_THRESHOLD, kTrimThreshold);
#endif
}

}  // namespace

int main(int argc, char** argv) {
    set_malloc_thresholds();
    benchcmp::DescriptorBuffer standard_output(STDOUT_FILENO);
    std::streambuf* const previous = std::cout.rdbuf(&standard_output);
    const int exit_code = benchcmp::run(std::vector<std::string>(argv + 1, argv + argc), std::cin,
                                        std::cout, std::cerr, benchcmp::this_terminal());
    const int final_code = benchcmp::finish_standard_output(standard_output, exit_code, std::cerr);
    std::cout.rdbuf(previous);  // std::cout outlives the buffer, which ends with main
    return final_code;
}
