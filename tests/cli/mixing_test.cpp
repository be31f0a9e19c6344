// Inputs of different formats compare where they name the same benchmark, metric and case;
// when they share nothing the error (exit 2) says what each side holds.
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "benchcmp/app.hpp"

namespace {

struct Outcome {
    int code;
    std::string out;
    std::string err;
};

Outcome run_cli(const std::vector<std::string>& args) {
    std::istringstream in;
    std::ostringstream out;
    std::ostringstream err;
    const int code = benchcmp::run(args, in, out, err);
    return Outcome{code, out.str(), err.str()};
}

std::string write(const std::string& name, const std::string& content) {
    const std::string path = std::string(BENCHCMP_BINARY_DIR) + "/" + name;
    std::ofstream(path) << content;
    return path;
}

}  // namespace

TEST_CASE("formats that share nothing: the error names the first three of each side",
          "[cli][mixing]") {
    const std::string go = write("mixing-go.txt",
                                 "BenchmarkA 1 5 ns/op 7 B/op 1 allocs/op 2 x/op\n"
                                 "BenchmarkA 1 6 ns/op 7 B/op 1 allocs/op 2 x/op\n");
    const std::string numbers = write("mixing-numbers.txt", "1\n2\n3\n");
    const Outcome outcome = run_cli({numbers, go});
    CHECK(outcome.code == 2);
    CHECK(outcome.out.empty());
    CHECK(outcome.err == "benchcmp: error: " + go + ": no metric in common with the baseline " +
                             numbers +
                             "; compare runs of the same benchmark and cases (the baseline, "
                             "read as numbers, holds numbers/value; the variant, read as "
                             "go-bench, holds go/ns/op, go/B/op, go/allocs/op and 1 more)\n");
}

TEST_CASE("formats that name the same metric but no common case: the cases are named",
          "[cli][mixing]") {
    const std::string saved =
        std::string(BENCHCMP_SOURCE_DIR) + "/data/benchcmp-json/go-bench.json";
    const std::string go =
        write("mixing-go-case.txt", "BenchmarkX 1 5 ns/op\nBenchmarkX 1 6 ns/op\n");
    const Outcome outcome = run_cli({saved, go});
    CHECK(outcome.code == 2);
    CHECK(outcome.err.find("(the baseline, read as benchcmp-json, holds go/ns/op goos=linux "
                           "goarch=amd64 pkg=golang.org/x/perf/cmd/benchstat/testdata "
                           "name=Encode format=json gomaxprocs=48, go/ns/op ") !=
          std::string::npos);
    CHECK(outcome.err.find("the variant, read as go-bench, holds go/ns/op name=X)\n") !=
          std::string::npos);
}

TEST_CASE("formats that share a metric and case compare", "[cli][mixing]") {
    // A saved report (benchcmp-json) against a fresh Go file: one row in common.
    const std::string saved =
        std::string(BENCHCMP_SOURCE_DIR) + "/data/benchcmp-json/go-bench.json";
    const std::string go = write("mixing-go-same.txt",
                                 "goos: linux\ngoarch: amd64\n"
                                 "pkg: golang.org/x/perf/cmd/benchstat/testdata\n"
                                 "BenchmarkEncode/format=json-48 1 1500 ns/op\n"
                                 "BenchmarkEncode/format=json-48 1 1510 ns/op\n");
    const Outcome outcome = run_cli({"--format", "csv", saved, go});
    INFO(outcome.err);
    CHECK(outcome.code == 0);
    CHECK(outcome.out.find("mixing-go-same") != std::string::npos);
}
