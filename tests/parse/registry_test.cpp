// The format table and format detection.

#include <catch2/catch.hpp>
#include <string>

#include "benchcmp/diagnostics.hpp"
#include "benchcmp/parse.hpp"
#include "parse_test_support.hpp"

namespace {

using parse_test::read_file;

std::string detected(const std::string& content) {
    return std::string(benchcmp::detect_format(benchcmp::InputText{"in.txt", content}).name());
}

// The message of the Error that detecting content throws; fails the test when none is thrown.
std::string detect_error(const std::string& path, const std::string& content) {
    try {
        benchcmp::detect_format(benchcmp::InputText{path, content});
    } catch (const benchcmp::Error& error) {
        CHECK(error.exit_code() == benchcmp::kExitUsage);
        return error.what();
    }
    FAIL("no Error thrown");
    return {};
}

}  // namespace

TEST_CASE("registry: the table lists hackbench first, numbers last", "[parse][registry]") {
    const auto table = benchcmp::formats();
    REQUIRE(table.size() >= 2);
    CHECK(table[0].name == "hackbench");
    CHECK(table.back().name == "numbers");
    for (const auto& entry : table) {
        CHECK(entry.parser.name() == entry.name);
        CHECK_FALSE(entry.parser.description().empty());
        CHECK(benchcmp::find_format(entry.name) == &entry.parser);
    }
    CHECK(benchcmp::find_format("nope") == nullptr);
    CHECK(benchcmp::find_format("") == nullptr);
}

TEST_CASE("registry: detection picks the right parser", "[parse][registry]") {
    CHECK(detected(read_file("data/hackbench/baseline.txt")) == "hackbench");
    CHECK(detected(read_file("data/hackbench/patched.txt")) == "hackbench");
    CHECK(detected(read_file("data/hackbench/mail-quoted.txt")) == "hackbench");
    CHECK(detected(read_file("tests/parse/fixtures/perf-sched-all.txt")) == "hackbench");
    CHECK(detected(read_file("data/numbers/baseline.txt")) == "numbers");
    CHECK(detected(read_file("data/numbers/patched.txt")) == "numbers");
    CHECK(detected("Time: 0.890\nTime: 0.901\n") == "hackbench");
    CHECK(detected("1\n2\n3\n") == "numbers");
    // Seed copies and constructed inputs of the multi-variant formats, without --input-format.
    for (const char* path :
         {"data/specjbb/seed004.txt", "data/specjbb/seed004-table.txt",
          "data/specjbb/seed004-describe.txt", "data/specjbb/raw-keys.txt",
          "data/specjbb/controller-base.txt", "data/specjbb/describe-count.txt",
          "data/specjbb/describe-dataframe.txt", "data/specjbb/markdown-damaged.txt"}) {
        CAPTURE(path);
        CHECK(detected(read_file(path)) == "specjbb");
    }
    for (const char* path : {"data/iotable/seed003.txt", "data/iotable/seed003-averages.txt",
                             "data/iotable/seed003-read-data.txt",
                             "data/iotable/seed003-write-data.txt", "data/iotable/damaged.txt"}) {
        CAPTURE(path);
        CHECK(detected(read_file(path)) == "iotable");
    }
    // Bare numbers under a perf simple command line are perf output, not a plain column.
    CHECK(detected("$ perf bench -f simple sched messaging -g 4\n0.4\n0.5\n0.6\n") == "hackbench");
}

TEST_CASE("registry: only the head of the input is sniffed", "[parse][registry]") {
    // A header past kSniffBytes is not seen: the numbers before it decide.
    std::string content;
    while (content.size() < benchcmp::kSniffBytes) {
        content += "0.5\n";
    }
    content += "Time: 0.890\n";
    CHECK(detected(content) == "numbers");
}

TEST_CASE("registry: undetectable input is an Error naming file and flag", "[parse][registry]") {
    // The known formats are the table's, in its order, so a new row changes no test here.
    std::string known;
    for (const auto& entry : benchcmp::formats()) {
        known += known.empty() ? "" : ", ";
        known += entry.name;
    }
    CHECK(detect_error("notes.txt", "Dear all,\nthe patch looks fine to me.\n") ==
          "notes.txt: cannot tell the input format; name it with --input-format (known: " + known +
              ")");
    CHECK(detect_error("-", "   Total time: 0.308 [sec]\n") ==
          "-: cannot tell the input format; name it with --input-format (known: " + known + ")");
}

TEST_CASE("registry: empty input is an Error", "[parse][registry]") {
    CHECK(detect_error("empty.txt", "") == "empty.txt: empty input");
    CHECK(detect_error("blank.txt", " \n\r\n\t\n") == "blank.txt: empty input");
}
