// The bundled example, end to end through the CLI's JSON, against an independent oracle.
//
// Every literal below was computed by scipy 1.10.1 / numpy 1.24.2 (Debian python3-scipy) from
// the Time: values of data/hackbench/*.txt, read with a separate regex script:
//   x, y = baseline values, variant values of one case (np.array)
//   mean = x.mean(); stddev = x.std(ddof=1)
//   diff = (y.mean() - x.mean()) / x.mean() * 100
//   p    = scipy.stats.ttest_ind(y, x, equal_var=False).pvalue
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "benchcmp/app.hpp"

namespace {

struct Expected {
    std::string mode;
    std::string groups;
    double base_mean;
    double base_stddev;
    double variant_mean;
    double variant_stddev;
    double diff_pct;
    double p_value;
    std::string verdict;
};

nlohmann::json compare_json(const std::string& variant_file) {
    const std::string data = std::string(BENCHCMP_SOURCE_DIR) + "/data/hackbench/";
    std::istringstream in;
    std::ostringstream out;
    std::ostringstream err;
    const int code = benchcmp::run({"--format", "json", data + "baseline.txt", data + variant_file},
                                   in, out, err);
    REQUIRE(code == 0);
    CHECK(err.str().empty());
    return nlohmann::json::parse(out.str());
}

void check_rows(const nlohmann::json& json, const std::vector<Expected>& expected) {
    REQUIRE(json["rows"].size() == expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const auto& row = json["rows"][i];
        const Expected& e = expected[i];
        INFO("row " << i << ": mode=" << e.mode << " groups=" << e.groups);
        CHECK(row["case"]["mode"] == e.mode);
        CHECK(row["case"]["groups"] == e.groups);
        CHECK(row["baseline"]["n"] == 5);
        CHECK(row["baseline"]["mean"].get<double>() == Approx(e.base_mean).epsilon(1e-9));
        CHECK(row["baseline"]["stddev"].get<double>() == Approx(e.base_stddev).epsilon(1e-9));
        const auto& variant = row["variants"][0];
        CHECK(variant["mean"].get<double>() == Approx(e.variant_mean).epsilon(1e-9));
        CHECK(variant["stddev"].get<double>() == Approx(e.variant_stddev).epsilon(1e-9));
        CHECK(variant["diff_pct"].get<double>() == Approx(e.diff_pct).epsilon(1e-9));
        CHECK(variant["p_value"].get<double>() == Approx(e.p_value).epsilon(1e-6));
        CHECK(variant["verdict"] == e.verdict);
    }
}

}  // namespace

TEST_CASE("bundled hackbench baseline vs pinned matches scipy", "[cli][oracle]") {
    check_rows(compare_json("patched.txt"),
               {
                   {"process", "2", 0.1758, 0.005630275304103695, 0.30879999999999996,
                    0.0071902712048990255, 75.65415244596129, 2.0793204965082105e-09, "worse"},
                   {"threaded", "2", 0.17459999999999995, 0.01013903348450926, 0.2924,
                    0.005727128425310546, 67.46849942726236, 2.767175726507135e-07, "worse"},
                   {"process", "4", 0.319, 0.016537835408541243, 0.617, 0.006041522986797292,
                    93.41692789968651, 2.1553441678554858e-07, "worse"},
                   {"threaded", "4", 0.3302, 0.008074651695274547, 0.6072, 0.0067230945255886505,
                    83.88855239248939, 1.4775914945340888e-11, "worse"},
                   {"process", "8", 0.6586, 0.034594797296703436, 1.2610000000000001,
                    0.014713938969562114, 91.46674764652296, 1.2434891578151286e-07, "worse"},
                   {"threaded", "8", 0.64, 0.01635542723379614, 1.2124000000000001,
                    0.010784247771634321, 89.43750000000001, 6.36587029373961e-11, "worse"},
               });
}

TEST_CASE("bundled hackbench baseline vs rerun matches scipy, including an 'unchanged'",
          "[cli][oracle]") {
    check_rows(compare_json("rerun.txt"),
               {
                   {"process", "2", 0.1758, 0.005630275304103695, 0.2112, 0.029676590100616348,
                    20.13651877133105, 0.054793207627173074, "unchanged"},
                   {"threaded", "2", 0.17459999999999995, 0.01013903348450926, 0.2202,
                    0.014254823744964366, 26.11683848797255, 0.0005741927256901062, "worse"},
                   {"process", "4", 0.319, 0.016537835408541243, 0.39, 0.0352632953650109,
                    22.257053291536053, 0.0073349809006735805, "worse"},
                   {"threaded", "4", 0.3302, 0.008074651695274547, 0.3758, 0.023910248848558645,
                    13.809812235009094, 0.010337230023253935, "worse"},
                   {"process", "8", 0.6586, 0.034594797296703436, 0.7514, 0.017343586710943056,
                    14.090494989371393, 0.0018272938958602144, "worse"},
                   {"threaded", "8", 0.64, 0.01635542723379614, 0.7365999999999999,
                    0.017770762504743586, 15.093749999999986, 2.0269545908644937e-05, "worse"},
               });
}
