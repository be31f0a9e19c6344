// Golden tests of the whole CLI, run in-process. Each folder under tests/golden/cases holds
// `args` (one argument per line), optionally `stdin`, and the expected `stdout`, `stderr` and
// `exit_code`. On a mismatch the test writes got-stdout / got-stderr beside them;
// BENCHCMP_UPDATE_GOLDEN=1 rewrites the expectations instead (review the diff before committing).
// `@FORMATS@` in an expected file stands for the format table's names, as "known:" lists them.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "benchcmp/app.hpp"
#include "benchcmp/parse.hpp"
#include "file_text.hpp"

using benchcmp::testing::file_text;

namespace fs = std::filesystem;

namespace {

void spill(const fs::path& path, const std::string& text) {
    std::ofstream file(path, std::ios::binary);
    file << text;
}

// The format table as "known: ..." messages list it. Golden files write it as @FORMATS@, so
// that a new row in the table changes no expected output.
std::string known_formats() {
    std::string names;
    for (const benchcmp::FormatEntry& entry : benchcmp::formats()) {
        if (!names.empty()) {
            names += ", ";
        }
        names += entry.name;
    }
    return names;
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    for (std::size_t at = text.find(from); at != std::string::npos;
         at = text.find(from, at + to.size())) {
        text.replace(at, from.size(), to);
    }
    return text;
}

// An expected output as the CLI prints it.
std::string expected_text(const fs::path& path) {
    return replaced(file_text(path), "@FORMATS@", known_formats());
}

// Output as a golden file holds it.
void spill_golden(const fs::path& path, const std::string& text) {
    spill(path, replaced(text, known_formats(), "@FORMATS@"));
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
                spill_golden(dir / "stdout", out.str());
                spill_golden(dir / "stderr", err.str());
                spill(dir / "exit_code", std::to_string(code) + "\n");
                continue;
            }
            const std::string expected_out = expected_text(dir / "stdout");
            const std::string expected_err = expected_text(dir / "stderr");
            const bool same = out.str() == expected_out && err.str() == expected_err &&
                              std::to_string(code) + "\n" == file_text(dir / "exit_code");
            if (!same) {
                spill(dir / "got-stdout", out.str());
                spill(dir / "got-stderr", err.str());
            }
            CHECK(err.str() == expected_err);
            CHECK(out.str() == expected_out);
            CHECK(std::to_string(code) + "\n" == file_text(dir / "exit_code"));
        }
    }
}
