// Posts whose blocks are not proven to be runs of one variant are kept apart: rows of a table
// under a header of its columns, the same label under two commands, a summary that borrows a
// tool's titles (docs/formats.md, "How pasted posts are read", rules 6, 7 and 13). Each post
// is synthetic and shows one rule.

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "benchcmp/diagnostics.hpp"
#include "benchcmp/parse.hpp"
#include "benchcmp/post.hpp"

namespace {

using benchcmp::InputText;
using benchcmp::PostOptions;
using benchcmp::Run;

std::vector<Run> read(const std::string& content) {
    return benchcmp::read_post(InputText{"post.txt", content}, PostOptions{});
}

std::vector<std::string> labels_of(const std::vector<Run>& runs) {
    std::vector<std::string> labels;
    for (const Run& run : runs) {
        labels.push_back(run.label);
    }
    return labels;
}

// The one value of the observation one of whose case keys is `case_value`, or -1.
double value_at(const Run& run, const std::string& case_value) {
    for (const auto& observation : run.observations) {
        for (const auto& [key, value] : observation.case_key.entries) {
            if (value == case_value && observation.sample.is_raw() &&
                observation.sample.values().size() == 1) {
                return observation.sample.values().front();
            }
        }
    }
    return -1;
}

}  // namespace

TEST_CASE("keep apart: label rows under a header of their columns are a table",
          "[post][keep-apart]") {
    // Read as lists, each row would be one variant's three runs: the kernels pooled.
    const std::vector<Run> runs = read(
        "Latency percentiles (usec):\n"
        "              old        new      newer\n"
        "p50:            9         13          9\n"
        "p90:           15         22         15\n"
        "p99:           27         31         24\n");
    REQUIRE(runs.size() == 3);
    CHECK(labels_of(runs) == std::vector<std::string>{"old", "new", "newer"});
    CHECK(value_at(runs[1], "p99") == 31);
}

TEST_CASE("keep apart: label lists without a header stay lists", "[post][keep-apart]") {
    const std::vector<Run> runs = read("w/o: 7.689 7.674 7.700\nw/: 7.580 7.561 7.601\n");
    REQUIRE(runs.size() == 2);
    CHECK(labels_of(runs) == std::vector<std::string>{"w/o", "w/"});
}

TEST_CASE("keep apart: one label under two commands is two cases, not more runs",
          "[post][keep-apart]") {
    // `w/o` under `-c 1` and again under `-c 96`: pooled, a 1-copy and a 96-copy run would be
    // one mean. The command's option that differs becomes the case.
    const std::string block = "Time: {}\n";
    const std::vector<Run> runs = read(
        "./hackbench.sh -c 1 -l 100\n"
        "w/o:\nRunning in process mode with 10 groups using 40 file descriptors each\n"
        "Time: 1.5\n\n"
        "w/:\nRunning in process mode with 10 groups using 40 file descriptors each\n"
        "Time: 1.4\n\n"
        "./hackbench.sh -c 96 -l 100\n"
        "w/o:\nRunning in process mode with 10 groups using 40 file descriptors each\n"
        "Time: 9.5\n\n"
        "w/:\nRunning in process mode with 10 groups using 40 file descriptors each\n"
        "Time: 9.1\n");
    REQUIRE(runs.size() == 2);
    CHECK(labels_of(runs) ==
          std::vector<std::string>{"w/o ./hackbench.sh -l 100", "w/ ./hackbench.sh -l 100"});
    for (const Run& run : runs) {
        REQUIRE(run.observations.size() == 2);
        for (const auto& observation : run.observations) {
            CHECK(observation.sample.values().size() == 1);  // never two runs pooled
        }
    }
}

TEST_CASE("keep apart: a summary that borrows a tool's title is read as a table",
          "[post][keep-apart]") {
    // `Latency percentiles (usec):` is schbench's title, but schbench prints no such columns.
    const std::vector<Run> runs = read(
        "Latency percentiles (usec):\n"
        "                base      base+fix\n"
        "50.0000th:         9            13\n"
        "99.0000th:        27            24\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs.front().format == "table");
    bool noted = false;
    for (const auto& diagnostic : runs.front().diagnostics) {
        noted = noted || diagnostic.message.find("read as a table of 2 variants") == 0;
    }
    CHECK(noted);
}
