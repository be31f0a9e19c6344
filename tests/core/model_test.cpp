// Run::add_value's rule (repeated values of one case become one sample; a summarised case is
// never extended) must hold whatever order cases come in and whatever the caller did to the
// observations directly, now that add_value finds cases through an index.
#include "benchcmp/model.hpp"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

using namespace benchcmp;

namespace {

const Metric kTime{"bench", "time", "s", Direction::lower_is_better};

CaseKey case_of(int number) {
    CaseKey key;
    key.add("groups", std::to_string(number));
    return key;
}

}  // namespace

TEST_CASE("values of one case join one sample in any order of cases", "[model]") {
    Run run;
    for (int round = 0; round < 3; ++round) {
        for (int number = 0; number < 1000; ++number) {
            run.add_value(kTime, case_of(number), round * 1000.0 + number, number + 1);
        }
    }
    REQUIRE(run.observations.size() == 1000);
    const Observation& last = run.observations[999];
    CHECK(last.case_key == case_of(999));
    CHECK(last.line == 1000);
    CHECK(last.sample.values() == std::vector<double>{999.0, 1999.0, 2999.0});
}

TEST_CASE("a metric differing only in unit or direction is another observation", "[model]") {
    Run run;
    run.add_value(kTime, case_of(1), 1.0, 1);
    run.add_value(Metric{"bench", "time", "ms", Direction::lower_is_better}, case_of(1), 2.0, 2);
    run.add_value(Metric{"bench", "time", "s", Direction::unknown}, case_of(1), 3.0, 3);
    run.add_value(kTime, case_of(1), 4.0, 4);
    REQUIRE(run.observations.size() == 3);
    CHECK(run.observations[0].sample.values() == std::vector<double>{1.0, 4.0});
}

TEST_CASE("a summarised case starts a new raw observation, later values join that one", "[model]") {
    Run run;
    run.observations.push_back(Observation{kTime, case_of(1), Sample(Summary{}), 1});
    run.add_value(kTime, case_of(1), 5.0, 2);
    run.add_value(kTime, case_of(2), 6.0, 3);
    run.add_value(kTime, case_of(1), 7.0, 4);
    REQUIRE(run.observations.size() == 3);
    CHECK_FALSE(run.observations[0].sample.is_raw());
    CHECK(run.observations[1].sample.values() == std::vector<double>{5.0, 7.0});
}

TEST_CASE("observations erased or appended directly are still found", "[model]") {
    Run run;
    for (int number = 0; number < 10; ++number) {
        run.add_value(kTime, case_of(number), number, number + 1);
    }
    run.observations.erase(run.observations.begin(), run.observations.begin() + 5);
    run.observations.push_back(
        Observation{kTime, case_of(42), Sample(std::vector<double>{42.0}), 11});
    run.add_value(kTime, case_of(7), 70.0, 12);
    run.add_value(kTime, case_of(42), 420.0, 13);
    run.add_value(kTime, case_of(0), 0.5, 14);
    REQUIRE(run.observations.size() == 7);
    CHECK(run.observations[2].sample.values() == std::vector<double>{7.0, 70.0});
    CHECK(run.observations[5].sample.values() == std::vector<double>{42.0, 420.0});
    CHECK(run.observations[6].case_key == case_of(0));
}

TEST_CASE("a case add_value appended is found again beside ones appended directly", "[model]") {
    // add_value indexes the observation it appends by the hash its lookup made; one appended
    // directly after it is indexed at the next lookup. Either indexed by the wrong identity
    // would make a second observation of its case.
    Run run;
    run.add_value(kTime, case_of(1), 1.0, 1);
    run.add_value(kTime, case_of(2), 2.0, 2);
    run.observations.push_back(Observation{kTime, case_of(3), Sample(std::vector<double>{3.0}), 3});
    run.add_value(kTime, case_of(1), 10.0, 4);
    run.add_value(kTime, case_of(2), 20.0, 5);
    run.add_value(kTime, case_of(3), 30.0, 6);
    run.add_value(kTime, case_of(2), 200.0, 7);
    REQUIRE(run.observations.size() == 3);
    CHECK(run.observations[0].sample.values() == std::vector<double>{1.0, 10.0});
    CHECK(run.observations[1].sample.values() == std::vector<double>{2.0, 20.0, 200.0});
    CHECK(run.observations[2].sample.values() == std::vector<double>{3.0, 30.0});
}
