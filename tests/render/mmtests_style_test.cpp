// `--style mmtests` on mmtests' own tables shows them back as compare-kernels printed them:
// checked line by line against the input files, whose tables follow Compare.pm's layout.
#include <algorithm>
#include <catch2/catch.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "benchcmp/app.hpp"
#include "file_text.hpp"

namespace {

const std::string kSource = BENCHCMP_SOURCE_DIR;

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        line.erase(line.find_last_not_of(' ') + 1);
        lines.push_back(line);
    }
    return lines;
}

std::vector<std::string> words_of(const std::string& line) {
    std::istringstream in(line);
    std::vector<std::string> words;
    for (std::string word; in >> word;) {
        words.push_back(word);
    }
    return words;
}

std::vector<std::string> mmtests_style(const std::vector<std::string>& options,
                                       const std::string& file, std::string* errors = nullptr) {
    std::vector<std::string> args = {"--style", "mmtests", "--no-legend"};
    args.insert(args.end(), options.begin(), options.end());
    args.push_back(kSource + "/" + file);
    std::istringstream in;
    std::ostringstream out;
    std::ostringstream err;
    REQUIRE(benchcmp::run(args, in, out, err) == 0);
    if (errors != nullptr) {
        *errors = err.str();
    }
    return lines_of(out.str());
}

// The output from its first table on: the title and the blank line under it are benchcmp's.
std::vector<std::string> tables_of(const std::vector<std::string>& output) {
    REQUIRE(output.size() > 2);
    std::vector<std::string> tables(output.begin() + 2, output.end());
    while (!tables.empty() && (tables.back().empty() || tables.back().starts_with("benchcmp:"))) {
        tables.pop_back();
    }
    return tables;
}

}  // namespace

TEST_CASE("mmtests style prints an mmtests table back as the input printed it",
          "[render][mmtests]") {
    for (const std::string file :
         {"data/mmtests/hackbench-pipes.txt", "data/mmtests/tbench-rc.txt"}) {
        INFO(file);
        const std::vector<std::string> input =
            lines_of(benchcmp::testing::file_text(kSource + "/" + file));
        // Wide enough for every kernel side by side, as compare-kernels prints them.
        const std::vector<std::string> output = tables_of(mmtests_style({"--width", "200"}, file));
        // Past the title line and the blank under it, the table and its monitor tables.
        const std::vector<std::string> expected(input.begin() + 2, input.end());
        REQUIRE(output.size() == expected.size());
        bool monitor = false;
        for (std::size_t i = 0; i < expected.size(); ++i) {
            INFO(expected[i]);
            monitor = monitor || expected[i].empty();
            if (monitor) {
                // The monitor tables' header cells are only FieldLength wide in the input and
                // run long names together; benchcmp keeps a blank between them, so only the
                // cells are the same.
                CHECK(words_of(output[i]).size() >= words_of(expected[i]).size());
                if (!expected[i].starts_with(" ")) {
                    CHECK(words_of(output[i]) == words_of(expected[i]));
                }
            } else {
                CHECK(output[i] == expected[i]);  // stars, gains and digits alike
            }
        }
    }
}

TEST_CASE("mmtests style against another baseline recomputes the gains the mmtests way",
          "[render][mmtests]") {
    std::string errors;
    const std::vector<std::string> output =
        mmtests_style({"--width", "200", "--baseline", "5.7.0-sched-fix-v1"},
                      "data/mmtests/hackbench-pipes.txt", &errors);
    // The printed gains are knowingly against vanilla: no warning that they disagree.
    CHECK(errors.find("prints a gain") == std::string::npos);
    // pndiff of the printed means: 100 - 0.4154 * 100 / 0.3956 = -5.0051 and 100 - 0.4284 *
    // 100 / 0.3956 = -8.2912; the input's stars were against vanilla, so none is left (no
    // --runs, no test of benchcmp's own).
    CHECK(std::find(output.begin(), output.end(),
                    "Amean     1       0.3956 (   0.00%)      0.4154 (  -5.01%)      "
                    "0.4284 (  -8.29%)") != output.end());
    // Stddev is always pndiff: 100 - 0.0086 * 100 / 0.0105 = 18.10.
    CHECK(std::find(output.begin(), output.end(),
                    "Stddev    1       0.0105 (   0.00%)      0.0086 (  18.10%)      "
                    "0.0118 ( -12.38%)") != output.end());
}

TEST_CASE("mmtests style wraps kernels that do not fit by groups, keys repeated",
          "[render][mmtests]") {
    const std::vector<std::string> output =
        tables_of(mmtests_style({"--width", "80"}, "data/mmtests/hackbench-pipes.txt"));
    for (const std::string& line : output) {
        CHECK(line.size() <= 80);
    }
    // 12 + 3 x 23 columns do not fit 80: vanilla and sched-fix-v1, then sched-fix-v2 alone.
    CHECK(output[0] == "                              5.7.0                  5.7.0");
    CHECK(output[1] == "                            vanilla           sched-fix-v1");
    CHECK(output[2] == "Min       1       0.4070 (   0.00%)      0.3780 (   7.13%)");
    const auto second =
        std::find(output.begin(), output.end(), "                       sched-fix-v2");
    REQUIRE(second != output.end());
    CHECK(*(second + 1) == "Min       1       0.4120 (  -1.23%)");
    CHECK(*(second + 7) == "Amean     1       0.4284 *  -3.13%*");
}
