// Where the tests find the source tree and the built CLI. The paths are compiled into
// test_paths.cpp alone: a path on every test's command line would make each checkout's
// compile of every test unique, so a shared compiler cache could never reuse one.
#pragma once

namespace benchcmp::testing {

/// The repository root, absolute.
const char* source_dir();
/// The built benchcmp executable, absolute.
const char* binary_path();
/// The top of the build tree (its dist/ holds the files written from the format table).
const char* build_dir();

}  // namespace benchcmp::testing
