// Labels that differ only in a parameter (`8 clients` / `16 clients`, `-c 1` / `-c 96`) are
// cases of one variant, named by the rest of the label (docs/formats.md, "How pasted posts
// are read", rule 6). Each input is synthetic and shows one part of the rule.

#include "post/label_parameters.hpp"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

namespace {

using benchcmp::CaseKey;
using benchcmp::Direction;
using benchcmp::Metric;
using benchcmp::Run;
using benchcmp::post::fold_label_parameters;
using benchcmp::post::label_parameter;

const Metric kThroughput{"dbench", "throughput", "MB/s", Direction::higher_is_better};

Run run_of(const std::string& label, double value) {
    Run run;
    run.label = label;
    run.file = "post.txt";
    run.add_value(kThroughput, CaseKey{}, value, 1);
    return run;
}

}  // namespace

TEST_CASE("label parameters: what a label states", "[post][labels]") {
    const auto clients = label_parameter("dbench with 8 clients, results before");
    REQUIRE(clients);
    CHECK(clients->name == "clients");
    CHECK(clients->value == "8");
    CHECK(clients->rest == "dbench with results before");
    const auto option = label_parameter("w/o: ./Run -c 96");
    REQUIRE(option);
    CHECK(option->name == "-c");
    CHECK(option->value == "96");
    CHECK(option->rest == "w/o: ./Run");
    const auto glued = label_parameter("patched -t16");
    REQUIRE(glued);
    CHECK(glued->name == "-t");
    CHECK(glued->value == "16");
    const auto assigned = label_parameter("base threads=32");
    REQUIRE(assigned);
    CHECK(assigned->name == "threads");
    CHECK(assigned->value == "32");
    // A version, a commit or a plain number is no parameter; two parameters are ambiguous.
    CHECK_FALSE(label_parameter("v6.1"));
    CHECK_FALSE(label_parameter("kernel 6.8 patched"));
    CHECK_FALSE(label_parameter("8 clients 4 threads"));
}

TEST_CASE("label parameters: before and after at two client counts", "[post][labels]") {
    std::vector<Run> runs{run_of("8 clients, before", 100), run_of("8 clients, after", 110),
                          run_of("16 clients, before", 180), run_of("16 clients, after", 200)};
    REQUIRE(fold_label_parameters(runs, "post.txt"));
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "before");
    CHECK(runs[1].label == "after");
    REQUIRE(runs[0].observations.size() == 2);
    CHECK(*runs[0].observations[0].case_key.find("clients") == "8");
    CHECK(*runs[0].observations[1].case_key.find("clients") == "16");
    CHECK(runs[1].observations[1].sample.values() == std::vector<double>{200});
}

TEST_CASE("label parameters: nothing to fold", "[post][labels]") {
    // Only the parameter differs: cases of one run, which the post reader handles itself.
    std::vector<Run> cases{run_of("-c 1", 1), run_of("-c 96", 2), run_of("-c 128", 3)};
    CHECK_FALSE(fold_label_parameters(cases, "post.txt"));
    CHECK(cases.size() == 3);
    // One label without the parameter: the labels are not all of the same kind.
    std::vector<Run> mixed{run_of("base 8 clients", 1), run_of("patched 16 clients", 2),
                           run_of("patched", 3)};
    CHECK_FALSE(fold_label_parameters(mixed, "post.txt"));
    // The same value everywhere is a setting, not a case.
    std::vector<Run> same{run_of("base 8 clients", 1), run_of("patched 8 clients", 2),
                          run_of("other 8 clients", 3)};
    CHECK_FALSE(fold_label_parameters(same, "post.txt"));
    CHECK(same[0].label == "base 8 clients");
}

TEST_CASE("label parameters: the option that differs, beside one that does not", "[post][labels]") {
    // `./Run -c 1 -i 1 shell1` and `./Run -c 96 -i 1 shell1`: -c is the case, -i a setting.
    std::vector<Run> runs{run_of("w/o ./Run -c 1 -i 1 shell1", 1292.7),
                          run_of("w/ ./Run -c 1 -i 1 shell1", 1645.0),
                          run_of("w/o ./Run -c 96 -i 1 shell1", 19048.5),
                          run_of("w/ ./Run -c 96 -i 1 shell1", 18003.2)};
    REQUIRE(fold_label_parameters(runs, "post.txt"));
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "w/o ./Run -i 1 shell1");
    CHECK(*runs[1].observations[1].case_key.find("-c") == "96");
    // Two options that both differ: which one is the case is not known.
    std::vector<Run> both{run_of("a -c 1 -i 1", 1), run_of("b -c 1 -i 1", 2),
                          run_of("a -c 2 -i 2", 3)};
    CHECK_FALSE(fold_label_parameters(both, "post.txt"));
}
