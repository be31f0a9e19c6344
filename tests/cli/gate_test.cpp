// --fail-on-regression: the exit codes CI scripts depend on, one fixture per situation.
#include <catch2/catch.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "benchcmp/app.hpp"

namespace {

const std::string kGate = std::string(BENCHCMP_SOURCE_DIR) + "/tests/cli/fixtures/gate/";

struct Outcome {
    int code;
    std::string out;
    std::string err;
};

Outcome run_gate(const std::string& flag, const std::string& variant) {
    std::vector<std::string> args{kGate + "base.txt", kGate + variant};
    if (!flag.empty()) {
        args.insert(args.begin(), flag);
    }
    std::istringstream in;
    std::ostringstream out;
    std::ostringstream err;
    const int code = benchcmp::run(args, in, out, err);
    return Outcome{code, out.str(), err.str()};
}

}  // namespace

// %diff and Welch p for each fixture come from scipy 1.10.1 ttest_ind(equal_var=False); see
// tests/cli/fixtures/gate/README.md.
TEST_CASE("regression gate exit codes", "[cli][gate]") {
    struct Case {
        const char* situation;
        const char* variant;
        const char* flag;
        int code;
        const char* shown;  // the threshold as the message prints it
    };
    const Case cases[] = {
        {"no change (p = 1)", "same.txt", "--fail-on-regression", 0, ""},
        {"improvement only (-10 %, p = 8.5e-06)", "faster.txt", "--fail-on-regression", 0, ""},
        {"non-significant regression (+6 %, p = 0.45)", "noisy-slower.txt", "--fail-on-regression",
         0, ""},
        {"significant regression below the threshold (+5 % < 10 %)", "slower5.txt",
         "--fail-on-regression=10", 0, ""},
        {"significant regression at the threshold (+5 % >= 5 %)", "slower5.txt",
         "--fail-on-regression=5", 1, "5"},
        {"significant regression above the threshold (+5 % > 2.5 %)", "slower5.txt",
         "--fail-on-regression=2.5", 1, "2.5"},
        {"significant regression, default threshold 0", "slower5.txt", "--fail-on-regression", 1,
         "0"},
        {"significant regression without the gate", "slower5.txt", "", 0, ""},
    };
    for (const Case& c : cases) {
        SECTION(c.situation) {
            const Outcome result = run_gate(c.flag, c.variant);
            CHECK(result.code == c.code);
            // The report is printed whatever the gate decides.
            CHECK(result.out.find("hackbench") != std::string::npos);
            if (c.code == 1) {
                // The gate names the regressed cell: slower5.txt is +5 % (README above).
                CHECK(result.err == "benchcmp: 1 significant regression of at least " +
                                        std::string(c.shown) + "%: hackbench/time +5.00%\n");
            } else {
                CHECK(result.err.empty());
            }
        }
    }
}

TEST_CASE("regression gate rejects a bad threshold", "[cli][gate]") {
    for (const char* flag : {"--fail-on-regression=-1", "--fail-on-regression=abc",
                             "--fail-on-regression=inf", "--fail-on-regression=5%"}) {
        CAPTURE(flag);
        const Outcome result = run_gate(flag, "slower5.txt");
        CHECK(result.code == 2);
        CHECK(result.err.find("--fail-on-regression") != std::string::npos);
    }
}

TEST_CASE("regression gate counts only the rows the filters keep", "[cli][gate]") {
    // The only row is hackbench/time; a --case filter that keeps it still fails the gate.
    std::istringstream in;
    std::ostringstream out;
    std::ostringstream err;
    CHECK(benchcmp::run({"--fail-on-regression", "--case", "groups=10", kGate + "base.txt",
                         kGate + "slower5.txt"},
                        in, out, err) == 1);
    // --quiet keeps the exit code and prints the summary line only.
    std::ostringstream quiet_out;
    CHECK(benchcmp::run(
              {"--fail-on-regression", "--quiet", kGate + "base.txt", kGate + "slower5.txt"}, in,
              quiet_out, err) == 1);
    // The verdict line, then the regressed cells by name.
    CHECK(quiet_out.str().rfind("benchcmp: 1 worse", 0) == 0);
    CHECK(quiet_out.str().find("\nworse: hackbench/time +5.00%\n") != std::string::npos);
}
