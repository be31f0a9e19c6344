// The lmbench parser: real lat_syscall lines (data/lmbench/), labels before the output, lat_ctx
// blocks and bad values.

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse_test_support.hpp"

namespace {

using benchcmp::Direction;
using benchcmp::Observation;
using benchcmp::Run;
using Values = std::vector<double>;
using parse_test::find;
using parse_test::values;

std::vector<Run> parse_all(const std::string& content) {
    return benchcmp::find_format("lmbench")->parse(benchcmp::InputText{"in.txt", content});
}

const benchcmp::Parser& parser() {
    return *benchcmp::find_format("lmbench");
}

}  // namespace

TEST_CASE("lmbench: a label before the output on each line makes the variants",
          "[parse][lmbench]") {
    const std::vector<Run> runs =
        parse_all(parse_test::read_file("data/lmbench/lat-syscall-labelled.txt"));
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "randomize_kstack_offset=y");
    CHECK(runs[1].label == "randomize_kstack_offset=n");
    CHECK(values(runs[0], "latency", "test=Simple syscall") == Values{0.7082});
    CHECK(values(runs[1], "latency", "test=Simple syscall") == Values{0.7016});
    const Observation* latency = find(runs[0], "latency", "test=Simple syscall");
    CHECK(latency->metric.unit == "us");
    CHECK(latency->metric.better == Direction::lower_is_better);
    CHECK(latency->line == 4);
}

TEST_CASE("lmbench: repeated lines are runs; quoted lines read", "[parse][lmbench]") {
    const Run run = parse_test::parse_one("lmbench",
                                          "> Simple syscall: 0.2365 microseconds\n"
                                          "> Simple syscall: 0.2354 microseconds\n"
                                          "Process fork+exit: 227.0000 microseconds\n"
                                          "Simple syscall: n/a microseconds\n",
                                          "in.txt");
    CHECK(values(run, "latency", "test=Simple syscall") == Values{0.2365, 0.2354});
    CHECK(values(run, "latency", "test=Process fork+exit") == Values{227.0});
    CHECK(parse_test::diagnostics(run) ==
          std::vector<std::string>{
              "in.txt:4: warning: Simple syscall: \"n/a\" is not a number; skipped"});
}

TEST_CASE("lmbench: labels on some lines only are left out", "[parse][lmbench]") {
    const std::vector<Run> runs = parse_all(
        "base:\tSimple syscall: 0.70 microseconds\n"
        "Simple syscall: 0.71 microseconds\n");
    REQUIRE(runs.size() == 1);
    CHECK(values(runs[0], "latency", "test=Simple syscall") == Values{0.70, 0.71});
    CHECK(parse_test::diagnostics(runs[0]) ==
          std::vector<std::string>{"in.txt: note: some result lines carry a label before them "
                                   "and some do not; read as one run"});
}

TEST_CASE("lmbench: lat_ctx blocks", "[parse][lmbench]") {
    const Run run = parse_test::parse_one("lmbench",
                                          "\"size=0k ovr=1.00\n"
                                          "2 3.45\n"
                                          "4 3.60\n"
                                          "\n"
                                          "\"size=16k ovr=1.20\n"
                                          "2 5.10\n",
                                          "in.txt");
    CHECK(values(run, "ctxsw", "size=0k procs=2") == Values{3.45});
    CHECK(values(run, "ctxsw", "size=0k procs=4") == Values{3.60});
    CHECK(values(run, "ctxsw", "size=16k procs=2") == Values{5.10});
}

TEST_CASE("lmbench: sniff", "[parse][lmbench]") {
    CHECK(parser().sniff("Simple syscall: 0.1234 microseconds\n") >= 0.7);
    CHECK(parser().sniff("\"size=0k ovr=1.00\n2 3.45\n") >= 0.7);
    CHECK(parser().sniff("The syscall took 0.2 microseconds\n") == 0.0);
}

TEST_CASE("lmbench: the catch-all readers do not take lmbench output", "[parse][lmbench]") {
    const std::string text = parse_test::read_file("data/lmbench/lat-syscall-labelled.txt");
    for (const char* other : {"table", "numbers"}) {
        INFO(other);
        CHECK(benchcmp::find_format(other)->sniff(text) < parser().sniff(text));
    }
}
