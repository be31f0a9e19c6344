// Golden tests of the whole CLI, run in-process, as benchstat's are. Each folder under
// tests/golden/cases holds `args` (a first line `# why this case exists`, then one argument
// per line), optionally `stdin`, and the expected `stdout`; `stderr` and `exit_code` only when
// they say something (a missing `stderr` means empty, a missing `exit_code` means 0). On a
// mismatch the test prints a unified diff and writes got-stdout / got-stderr beside them;
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
#include "unified_diff.hpp"

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

// The arguments of args: every line but blank ones and the leading `# why` comment.
std::vector<std::string> read_args(const fs::path& path) {
    std::vector<std::string> args;
    std::istringstream lines(file_text(path));
    bool first = true;
    for (std::string line; std::getline(lines, line); first = false) {
        if (!line.empty() && !(first && line.starts_with("# "))) {
            args.push_back(line);
        }
    }
    return args;
}

// The expected text of an optional file: empty (stderr) or "0\n" (exit_code) when absent.
std::string expected_or(const fs::path& path, const std::string& absent) {
    return fs::exists(path) ? expected_text(path) : absent;
}

// An optional expectation written only when it says something.
void spill_optional(const fs::path& path, const std::string& text, const std::string& absent) {
    if (text == absent) {
        fs::remove(path);
    } else {
        spill_golden(path, text);
    }
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
            {
                INFO("the first line of args says why the case exists: # ...");
                CHECK(file_text(dir / "args").starts_with("# "));
            }
            const std::string got_code = std::to_string(code) + "\n";
            if (update) {
                spill_golden(dir / "stdout", out.str());
                spill_optional(dir / "stderr", err.str(), "");
                spill_optional(dir / "exit_code", got_code, "0\n");
                continue;
            }
            const std::string expected_out = expected_text(dir / "stdout");
            const std::string expected_err = expected_or(dir / "stderr", "");
            const std::string expected_code = expected_or(dir / "exit_code", "0\n");
            const bool same_out = out.str() == expected_out;
            const bool same_err = err.str() == expected_err;
            if (!same_out || !same_err) {
                spill(dir / "got-stdout", out.str());
                spill(dir / "got-stderr", err.str());
            }
            // A mismatch shows as `diff -u` would show it, not as two whole texts.
            INFO(benchcmp::testing::unified_diff("stderr", expected_err, err.str()));
            CHECK(same_err);
            INFO(benchcmp::testing::unified_diff("stdout", expected_out, out.str()));
            CHECK(same_out);
            CHECK(got_code == expected_code);
        }
    }
}
