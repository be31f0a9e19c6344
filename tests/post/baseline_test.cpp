// Which variant of a post is the reference: the label's own words first, then a label that
// turns off what another turns on, then, of two, the one whose partner names the change.

#include "post/baseline.hpp"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

namespace {

std::size_t baseline_of(const std::vector<std::string>& labels) {
    return benchcmp::post::pick_baseline(labels).index;
}

}  // namespace

TEST_CASE("a label with a reference word is the baseline wherever it stands", "[post]") {
    CHECK(baseline_of({"patched", "vanilla"}) == 1);
    CHECK(baseline_of({"v6.8-rc1+series", "v6.8-rc1"}) == 1);
}

TEST_CASE("a label that turns a feature off is the baseline", "[post]") {
    CHECK(baseline_of({"randomize_kstack_offset=y", "randomize_kstack_offset=n"}) == 1);
    CHECK(baseline_of({"CONFIG_FOO=1", "CONFIG_FOO=0"}) == 1);
    CHECK(baseline_of({"with THP", "no THP"}) == 1);
    CHECK(baseline_of({"THP", "non-THP"}) == 1);
    CHECK(benchcmp::post::pick_baseline({"X=on", "X=off"}).reason ==
          "its label turns off what another's turns on");
}

TEST_CASE("a feature's word form and unrelated switches keep the first variant", "[post]") {
    // `GRO disabled` is as often the change under test as the reference.
    CHECK(baseline_of({"GRO enabled", "GRO disabled"}) == 0);
    CHECK(baseline_of({"A=y", "B=n"}) == 0);
}

TEST_CASE("of two variants, the one beside a label naming the change is the baseline", "[post]") {
    CHECK(baseline_of({"(with this patch)", "variant 2"}) == 1);
    CHECK(baseline_of({"mine", "theirs"}) == 1);
    CHECK(baseline_of({"patched", "patched again"}) == 0);                 // both name a change
    CHECK(baseline_of({"with this patch", "kernel A", "kernel B"}) == 0);  // three: no guess
    CHECK(benchcmp::post::pick_baseline({"kernel A", "kernel B"}).reason ==
          "the first variant in the post; no label says it is the reference");
}
