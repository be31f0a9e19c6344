// The whole of a file as bytes, for tests that compare or inspect files: empty when the file
// cannot be read (callers that need it to exist check that themselves).
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace benchcmp::testing {

inline std::string file_text(const std::filesystem::path& path) {
    std::ifstream file(path, std::ios::binary);
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

}  // namespace benchcmp::testing
