// Golden tests of the whole CLI, run in-process. Each folder under tests/golden/cases holds
// `args` (one argument per line), optionally `stdin`, and the expected `stdout`, `stderr` and
// `exit_code`. On a mismatch the test writes got-stdout / got-stderr beside them;
// BENCHCMP_UPDATE_GOLDEN=1 rewrites the expectations instead (review the diff before committing).
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "benchcmp/app.hpp"
#include "file_text.hpp"

using benchcmp::testing::file_text;

namespace fs = std::filesystem;

namespace {

void spill(const fs::path& path, const std::string& text) {
    std::ofstream file(path, std::ios::binary);
    file << text;
}

std::vector<std::string> read_args(const fs::path& path) {
    std::vector<std::string> args;
    std::istringstream lines(file_text(path));
    for (std::string line; std::getline(lines, line);) {
        if (!line.empty()) {
            args.push_back(line);
        }
    }
    return args;
}

}  // namespace

TEST_CASE("golden CLI cases", "[golden]") {
    // Arguments name files relative to the repository root, as a user in a checkout would.
    fs::current_path(BENCHCMP_SOURCE_DIR);
    const bool update = std::getenv("BENCHCMP_UPDATE_GOLDEN") != nullptr;
    std::vector<fs::path> cases;
    for (const auto& entry : fs::directory_iterator("tests/golden/cases")) {
        if (entry.is_directory()) {
            cases.push_back(entry.path());
        }
    }
    std::sort(cases.begin(), cases.end());
    REQUIRE(cases.size() >= 5);

    for (const fs::path& dir : cases) {
        DYNAMIC_SECTION(dir.filename().string()) {
            std::istringstream in(fs::exists(dir / "stdin") ? file_text(dir / "stdin") : "");
            std::ostringstream out;
            std::ostringstream err;
            const int code = benchcmp::run(read_args(dir / "args"), in, out, err);
            if (update) {
                spill(dir / "stdout", out.str());
                spill(dir / "stderr", err.str());
                spill(dir / "exit_code", std::to_string(code) + "\n");
                continue;
            }
            const bool same = out.str() == file_text(dir / "stdout") &&
                              err.str() == file_text(dir / "stderr") &&
                              std::to_string(code) + "\n" == file_text(dir / "exit_code");
            if (!same) {
                spill(dir / "got-stdout", out.str());
                spill(dir / "got-stderr", err.str());
            }
            CHECK(err.str() == file_text(dir / "stderr"));
            CHECK(out.str() == file_text(dir / "stdout"));
            CHECK(std::to_string(code) + "\n" == file_text(dir / "exit_code"));
        }
    }
}
