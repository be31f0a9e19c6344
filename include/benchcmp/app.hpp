// The command-line program as a function, so that tests run the whole CLI in-process.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "benchcmp/version.hpp"

namespace benchcmp {

/// Runs benchcmp with args (without the program name), reading stdin from in and writing
/// the report to out and messages to err. Returns the process exit code (see diagnostics.hpp).
int run(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
        std::ostream& err);

}  // namespace benchcmp
