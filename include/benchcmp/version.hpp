// The program's version, below every layer that reports it (the app, the JSON renderer).
#pragma once

namespace benchcmp {

/// The version --version prints and JSON reports.
inline constexpr const char* kVersion = "0.1.0";

}  // namespace benchcmp
