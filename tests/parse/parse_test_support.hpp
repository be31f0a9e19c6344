// Helpers every parser test shares.
#pragma once

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>
#include <string>

namespace parse_test {

/// A file of the repository (data/, tests/), read byte for byte; never ../shared.
inline std::string read_file(const std::string& relative) {
    std::ifstream in(std::string(BENCHCMP_SOURCE_DIR) + "/" + relative, std::ios::binary);
    REQUIRE(in);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

}  // namespace parse_test
