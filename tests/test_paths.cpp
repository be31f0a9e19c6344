#include "test_paths.hpp"

namespace benchcmp::testing {

const char* source_dir() {
    return BENCHCMP_SOURCE_DIR_PATH;
}
const char* binary_path() {
    return BENCHCMP_BINARY_PATH;
}
const char* build_dir() {
    return BENCHCMP_BUILD_DIR_PATH;
}

}  // namespace benchcmp::testing
