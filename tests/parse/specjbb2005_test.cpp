// The specjbb parser on SPECjbb2005 output: the per-JVM `throughput = N SPECjbb2005 bops`
// lines, as posted (grep's file-name prefix, shell prompts, indentation).

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "benchcmp/parse.hpp"

namespace {

using benchcmp::Direction;
using benchcmp::Run;

std::vector<Run> parse(const std::string& content) {
    const benchcmp::Parser* parser = benchcmp::find_format("specjbb");
    REQUIRE(parser != nullptr);
    return parser->parse(benchcmp::InputText{"in.txt", content});
}

std::string detected(const std::string& content) {
    return std::string(benchcmp::detect_format(benchcmp::InputText{"in.txt", content}).name());
}

TEST_CASE("specjbb2005: one value per JVM instance, whatever grep printed before it",
          "[parse][specjbb]") {
    // Four concurrent JVMs; the report of the fourth is listed under the third's name.
    const std::string text =
        "BASELINE - no patches\n"
        "    \n"
        "[root@box SPECjbb]# more results_specjbb4.txt\n"
        "     spec1.txt:           throughput =     243639.70 SPECjbb2005 bops\n"
        "     spec2.txt:           throughput =     249186.20 SPECjbb2005 bops\n"
        " \n"
        "     spec3.txt:           throughput =     247216.72 SPECjbb2005 bops\n"
        "     spec3.txt:           throughput =     244035.60 SPECjbb2005 bops\n";
    CHECK(detected(text) == "specjbb");
    const auto runs = parse(text);
    REQUIRE(runs.size() == 1);
    REQUIRE(runs[0].observations.size() == 1);
    const auto& observation = runs[0].observations.front();
    CHECK(observation.metric.benchmark == "specjbb");
    CHECK(observation.metric.name == "bops");
    CHECK(observation.metric.better == Direction::higher_is_better);
    CHECK(observation.line == 4);
    CHECK(observation.sample.values() ==
          std::vector<double>{243639.70, 249186.20, 247216.72, 244035.60});
}

TEST_CASE("specjbb2005: the line without grep's prefix, and labelled blocks", "[parse][specjbb]") {
    const auto runs = parse(
        "> baseline:\n"
        ">   throughput =     157839.25 SPECjbb2005 bops\n"
        ">   throughput =     156969.15 SPECjbb2005 bops\n"
        "> patched:\n"
        ">   throughput =     177460.44 SPECjbb2005 bops\n"
        ">   throughput =     176175.08 SPECjbb2005 bops\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "baseline");
    CHECK(runs[1].label == "patched");
    CHECK(runs[1].observations.front().sample.values() ==
          std::vector<double>{177460.44, 176175.08});
}

TEST_CASE("specjbb2005: other throughput lines are not results", "[parse][specjbb]") {
    const benchcmp::Parser& parser = *benchcmp::find_format("specjbb");
    CHECK(parser.sniff("Throughput 231.555 MB/sec  32 clients  32 procs\n") == 0.0);
    CHECK(parser.sniff("spec1.txt: throughput = 157839.25 MB/s\n") == 0.0);
    // Prose before the word is not a file name.
    CHECK(parser.sniff("the best throughput = 157839.25 SPECjbb2005 bops\n") == 0.0);
}

}  // namespace
