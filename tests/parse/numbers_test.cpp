// The numbers parser: one value per line, ministat style.

#include <catch2/catch.hpp>
#include <cmath>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse_test_support.hpp"

namespace {

using benchcmp::Run;

const benchcmp::Metric kValue{"numbers", "value", "", benchcmp::Direction::unknown};

Run parse(const std::string& content, const std::string& path = "in.txt") {
    return parse_test::parse_one("numbers", content, path);
}

using parse_test::diagnostics;

using Lines = std::vector<std::string>;

}  // namespace

TEST_CASE("numbers: values, comments and blank lines", "[parse][numbers]") {
    const Run run = parse(
        "# times in seconds\n"
        "\n"
        "0.423\n"
        "  0.369   # trailing comment\n"
        "\t0.342\t1.5 ignored second column\n"
        "   \n"
        "#0.999 commented out\n"
        "> 1e-3\r\n"
        "-2\n");
    CHECK(run.file == "in.txt");
    CHECK(run.format == "numbers");
    CHECK(run.label.empty());
    REQUIRE(run.observations.size() == 1);
    const auto& observation = run.observations.front();
    CHECK(observation.metric == kValue);
    CHECK(observation.case_key.entries.empty());
    CHECK(observation.line == 3);
    CHECK(observation.sample.values() == std::vector<double>{0.423, 0.369, 0.342, 0.001, -2.0});
    CHECK(run.diagnostics.empty());
}

TEST_CASE("numbers: bad lines warn with their line and are skipped", "[parse][numbers]") {
    const Run run = parse(
        "1.5\n"
        "Time: 0.890\n"
        "nan\n"
        "-inf\n"
        "1e999\n"
        "0.5s\n"
        "2.5\n" +
        std::string(60, 'y') + "\n");
    REQUIRE(run.observations.size() == 1);
    CHECK(run.observations.front().sample.values() == std::vector<double>{1.5, 2.5});
    CHECK(diagnostics(run) ==
          Lines{
              "in.txt:2: warning: not a number: \"Time:\"",
              "in.txt:3: warning: not a finite number: \"nan\"",
              "in.txt:4: warning: not a finite number: \"-inf\"",
              "in.txt:5: warning: number out of range: \"1e999\"",
              "in.txt:6: warning: not a number: \"0.5s\"",
              "in.txt:8: warning: not a number: \"" + std::string(40, 'y') + "...\"",
          });
}

TEST_CASE("numbers: the bundled real data", "[parse][numbers]") {
    std::ifstream in(std::string(BENCHCMP_SOURCE_DIR) + "/data/numbers/baseline.txt");
    REQUIRE(in);
    std::ostringstream text;
    text << in.rdbuf();
    const Run run = parse(text.str());
    REQUIRE(run.observations.size() == 1);
    CHECK(run.observations.front().line == 2);
    CHECK(
        run.observations.front().sample.values() ==
        std::vector<double>{0.423, 0.369, 0.342, 0.388, 0.415, 0.355, 0.349, 0.360, 0.388, 0.346});
    CHECK(run.diagnostics.empty());
}

TEST_CASE("numbers: nothing but comments", "[parse][numbers]") {
    const Run run = parse("# nothing yet\n\n");
    CHECK(run.observations.empty());
    CHECK(run.diagnostics.empty());
}

TEST_CASE("numbers: sniff", "[parse][numbers]") {
    const benchcmp::Parser& parser = *benchcmp::find_format("numbers");
    CHECK(parser.sniff("# seconds\n0.5\n0.6\n\n0.7 # slow\n") == Approx(0.6));
    // A stray prompt line among many numbers still reads as a column of numbers.
    CHECK(parser.sniff("$ for i in 1 2 3 4 5; do run; done\n1\n2\n3\n4\n5\n") == Approx(0.6));
    // One line in five that is not a value still reads; half the lines prose do not: a
    // text where fewer lines are one value is no column of numbers.
    CHECK(parser.sniff("heading\n1\n2\n3\n4\n5\n6\n7\n8\nprose\n") == Approx(0.4));
    CHECK(parser.sniff("heading\n1\n2\nprose\n") == 0.0);
    CHECK(parser.sniff("Time: 0.5\nTime: 0.6\n") == 0.0);
    CHECK(parser.sniff("Hello,\nthe numbers are below.\n1\n") == 0.0);
    CHECK(parser.sniff("# only a comment\n") == 0.0);
    CHECK(parser.sniff("") == 0.0);
}

TEST_CASE("numbers: rows of several numbers are a table, not one column", "[parse][numbers]") {
    // A per-device comparison (`base  %change  new  key`) starts every line with a number:
    // pooled as one column, its two sides and the author's percentages became one mean.
    const benchcmp::Parser& parser = *benchcmp::find_format("numbers");
    CHECK(parser.sniff("   54.39   +0.6%   54.73  xfs-10dd\n   63.72   -1.8%   62.58  xfs-1dd\n"
                       "   58.53   -3.2%   56.65  xfs-2dd\n") == 0.0);
    CHECK(parser.sniff("1 2\n3 4\n5 6\n") == 0.0);
    // A value with a unit or a note is still one value.
    CHECK(parser.sniff("1.5 s\n1.6 s\n1.7 s # warm\n") == Approx(0.6));
}

TEST_CASE("numbers: plain lines read as the token rules read them", "[parse][numbers]") {
    // Lines of one number and nothing else take a shorter path; with a blank before each,
    // every line takes the general one. Both must read the same values and warnings.
    const Lines lines{"0.885",  "-0.0",     "0",
                      "+1.5",   "1e3",      "nan",
                      "1e-400", "4.9e-324", "12345678901234567890123",
                      "5.",     ".5",       "1.5s",
                      "> 2.5",  "3.5 # c",  "9007199254740993",
                      "0.1",    "1e999",    "",
                      "7.25"};
    for (const std::string end : {"\n", "\r\n", "\r"}) {
        std::string plain;
        std::string padded;
        for (const std::string& line : lines) {
            plain += line + end;
            padded += (line.empty() || line.front() == '>' ? "" : " ") + line + end;
        }
        const Run fast = parse(plain);
        const Run general = parse(padded);
        REQUIRE(fast.observations.size() == 1);
        REQUIRE(general.observations.size() == 1);
        const std::vector<double>& values = fast.observations.front().sample.values();
        const std::vector<double>& expected = general.observations.front().sample.values();
        REQUIRE(values.size() == expected.size());
        for (std::size_t i = 0; i < values.size(); ++i) {
            CHECK(std::signbit(values[i]) == std::signbit(expected[i]));
            CHECK(values[i] == expected[i]);
        }
        CHECK(diagnostics(fast) == diagnostics(general));
        CHECK(diagnostics(fast).size() == 4);  // nan, 1e-400, 1.5s and 1e999
    }
}
