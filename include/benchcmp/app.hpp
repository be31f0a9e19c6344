// The command-line program as a function, so that tests run the whole CLI in-process.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace benchcmp {

/// The version --version prints and JSON reports.
inline constexpr const char* kVersion = "0.1.0";

/// Runs benchcmp with args (without the program name), reading stdin from in and writing
/// the report to out and messages to err. Returns the process exit code (see diagnostics.hpp).
int run(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
        std::ostream& err);

}  // namespace benchcmp
