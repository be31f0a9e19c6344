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
