// Where each cell's values came from: the JSON report names every side's file and the first
// and last line that gave a value, and --explain says per variant and case which lines were
// read and why they were grouped so.

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli/cli_support.hpp"

namespace {

using cli_test::run_cli;
using cli_test::ScratchDir;

// Two labelled variants of hackbench in one post: base's runs on lines 2-5, patched's on 8-11.
const std::string kPost =
    "base:\n"
    "Running in process mode with 2 groups using 40 file descriptors each (== 80 tasks)\n"
    "Time: 0.178\n"
    "Running in process mode with 2 groups using 40 file descriptors each (== 80 tasks)\n"
    "Time: 0.175\n"
    "\n"
    "patched:\n"
    "Running in process mode with 2 groups using 40 file descriptors each (== 80 tasks)\n"
    "Time: 0.310\n"
    "Running in process mode with 2 groups using 40 file descriptors each (== 80 tasks)\n"
    "Time: 0.299\n";

}  // namespace

TEST_CASE("the JSON report names each side's file and lines", "[cli][provenance]") {
    const ScratchDir dir("provenance");
    dir.write("post.txt", kPost);
    const std::string post = (dir.path / "post.txt").string();
    const auto outcome = run_cli({"--format", "json", post});
    INFO(outcome.err);
    REQUIRE(outcome.code == 0);
    const auto report = nlohmann::json::parse(outcome.out);
    const auto& row = report.at("rows").at(0);
    CHECK(row.at("baseline").at("file") == post);
    CHECK(row.at("baseline").at("lines") == nlohmann::json::array({3, 5}));
    CHECK(row.at("variants").at(0).at("file") == post);
    CHECK(row.at("variants").at(0).at("lines") == nlohmann::json::array({9, 11}));
}

TEST_CASE("a side without a sample names no lines", "[cli][provenance]") {
    // The patched file lacks the 4-group case: its cell is `gone`, read from nowhere.
    const ScratchDir dir("provenance-gone");
    const std::string two =
        "Running in process mode with 2 groups using 40 file descriptors "
        "each (== 80 tasks)\nTime: 0.178\n";
    const std::string four =
        "Running in process mode with 4 groups using 40 file descriptors "
        "each (== 160 tasks)\nTime: 0.301\n";
    dir.write("base.txt", two + four);
    dir.write("new.txt", two);
    const auto outcome = run_cli(
        {"--format", "json", (dir.path / "base.txt").string(), (dir.path / "new.txt").string()});
    INFO(outcome.err);
    REQUIRE(outcome.code == 0);
    const auto report = nlohmann::json::parse(outcome.out);
    const auto& gone = report.at("rows").at(1);
    CHECK(gone.at("baseline").at("lines") == nlohmann::json::array({4, 4}));
    CHECK(gone.at("variants").at(0).at("presence") == "gone");
    CHECK(gone.at("variants").at(0).at("lines").is_null());
}

TEST_CASE("explain: names each variant's lines and each case's values", "[cli][provenance]") {
    const ScratchDir dir("provenance-explain");
    dir.write("post.txt", kPost);
    const std::string post = (dir.path / "post.txt").string();
    const auto outcome = run_cli({"--explain", post});
    REQUIRE(outcome.code == 0);
    const std::string key = "(mode=process groups=2 fds=20)";
    CHECK_THAT(outcome.err,
               Catch::Contains("explain: " + post +
                               ": 'base' read as hackbench from lines 1-6: the lines under its "
                               "name, from line 1\nexplain:   hackbench time [s] " +
                               key + ": 2 values, lines 3-5\n"));
    CHECK_THAT(outcome.err,
               Catch::Contains("explain: " + post +
                               ": 'patched' read as hackbench from lines 7-11: the lines under "
                               "its name, from line 7\nexplain:   hackbench time [s] " +
                               key + ": 2 values, lines 9-11\n"));
    // Without the flag, nothing of it.
    CHECK(run_cli({post}).err.find("explain:") == std::string::npos);
}

TEST_CASE("explain: counts the cases past its bound", "[cli][provenance]") {
    const ScratchDir dir("provenance-many");
    std::string text;
    for (int groups = 1; groups <= 60; ++groups) {
        text += "Running in process mode with " + std::to_string(groups) +
                " groups using 40 file descriptors each\nTime: 1.0\n";
    }
    dir.write("many.txt", text);
    const auto outcome = run_cli({"--explain", (dir.path / "many.txt").string()});
    CHECK_THAT(outcome.err, Catch::Contains("explain:   ... and 10 more\n"));
}
