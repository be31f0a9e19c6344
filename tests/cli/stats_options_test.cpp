// The statistics options of the CLI, seen through the JSON report: which thresholds a test
// implies and how explicit flags override them.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "benchcmp/app.hpp"

namespace {

nlohmann::json report_json(std::vector<std::string> options) {
    const std::string data = std::string(BENCHCMP_SOURCE_DIR) + "/data/hackbench/";
    options.insert(options.begin(), {"--format", "json"});
    options.push_back(data + "baseline.txt");
    options.push_back(data + "rerun.txt");
    std::istringstream in;
    std::ostringstream out;
    std::ostringstream err;
    REQUIRE(benchcmp::run(options, in, out, err) == 0);
    return nlohmann::json::parse(out.str());
}

}  // namespace

TEST_CASE("statistics options resolve to the report's thresholds", "[cli][stats]") {
    struct Case {
        std::vector<std::string> options;
        std::string test;
        double alpha;
        std::string correction;
        double confidence;
        double noise_cv_pct;
    };
    const std::vector<Case> cases{
        {{}, "welch", 0.05, "bh", 0.95, 2.5},
        {{"--test", "mwu"}, "mwu", 0.05, "bh", 0.95, 2.5},
        {{"--test", "mmtests"}, "mmtests", 0.05, "none", 0.95, 2.5},
        {{"--test", "mmtests-2018"}, "mmtests-2018", 0.10, "none", 0.95, 2.5},
        {{"--test", "mmtests-2018", "--alpha", "0.01", "--correction", "bh"},
         "mmtests-2018",
         0.01,
         "bh",
         0.95,
         2.5},
        {{"--correction", "holm", "--confidence", "0.9", "--noise-cv", "10"},
         "welch",
         0.05,
         "holm",
         0.9,
         10.0},
    };
    for (const Case& c : cases) {
        std::string name = "defaults";
        for (const std::string& option : c.options) {
            name += " " + option;
        }
        SECTION(name) {
            const nlohmann::json json = report_json(c.options);
            CHECK(json["test"] == c.test);
            CHECK(json["alpha"].get<double>() == c.alpha);
            CHECK(json["correction"] == c.correction);
            CHECK(json["confidence"].get<double>() == c.confidence);
            CHECK(json["noise_cv_pct"].get<double>() == c.noise_cv_pct);
        }
    }
}

TEST_CASE("the noise-cv option decides which rows are flagged noisy", "[cli][stats]") {
    // rerun.txt: every row has a side with CV above 2.5 % (process groups=2: 14 %); none
    // above 15 %.
    // The report is kept in a variable: a range-for over a member of a temporary would
    // outlive it.
    const nlohmann::json strict = report_json({});
    for (const auto& row : strict["rows"]) {
        CHECK(row["variants"][0]["noisy"] == true);
    }
    const nlohmann::json lenient = report_json({"--noise-cv", "15"});
    for (const auto& row : lenient["rows"]) {
        CHECK(row["variants"][0]["noisy"] == false);
    }
}

TEST_CASE("the mmtests band rule has no p-value and takes no correction", "[cli][stats]") {
    const nlohmann::json report = report_json({"--test", "mmtests", "--correction", "bh"});
    for (const auto& row : report["rows"]) {
        const auto& variant = row["variants"][0];
        CHECK(variant["test"] == "mmtests");
        CHECK(variant["p_value"].is_null());
        CHECK(variant["p_adjusted"].is_null());
        CHECK(variant["ci_low_pct"].is_number());
    }
}
