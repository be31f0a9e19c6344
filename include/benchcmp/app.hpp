// The command-line program as a function, so that tests run the whole CLI in-process.
#pragma once

#include <cstddef>
#include <iosfwd>
#include <string>
#include <vector>

#include "benchcmp/version.hpp"

namespace benchcmp {

/// What the process knows about where standard output goes, passed in as values so that the
/// terminal behaviour (width, colour) is testable in-process.
struct Terminal {
    bool stdout_is_terminal = false;
    std::size_t columns = 0;  // the terminal's width (TIOCGWINSZ); 0 when unknown
    bool no_color = false;    // NO_COLOR is set and not empty (no-color.org)
};

/// The Terminal of this process: isatty(1), its width and NO_COLOR.
Terminal this_terminal();

/// Runs benchcmp with args (without the program name), reading stdin from in and writing
/// the report to out and messages to err. Returns the process exit code (see diagnostics.hpp).
int run(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
        std::ostream& err, const Terminal& terminal = {});

}  // namespace benchcmp
