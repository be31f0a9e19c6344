// Which convention printed the author's percentages (author_pct.hpp).

#include "benchcmp/author_pct.hpp"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

namespace {

using benchcmp::AuthorPct;
using benchcmp::Direction;

// 60 -> 70 once for a lower-is-better and once for a higher-is-better metric, printed with one
// decimal and exact values (no rounding slack), so that every convention prints a different
// pair. python3: 100*10/60 = 16.666..., 100*10/70 = 14.2857...
std::vector<AuthorPct> cells(double lower_printed, double higher_printed) {
    return {AuthorPct{60.0, 70.0, lower_printed, 1, 0.0, 0.0, Direction::lower_is_better},
            AuthorPct{60.0, 70.0, higher_printed, 1, 0.0, 0.0, Direction::higher_is_better}};
}

}  // namespace

TEST_CASE("author pct: each convention is named from the cells it printed", "[author-pct]") {
    struct Case {
        double lower_printed;
        double higher_printed;
        std::string name;
    };
    const std::vector<Case> cases{
        {16.7, 16.7, "(new-old)/old, rounded"},
        {16.6, 16.6, "(new-old)/old, truncated"},
        {14.3, 14.3, "(new-old)/new, rounded"},
        {14.2, 14.2, "(new-old)/new, truncated"},
        {-16.7, 16.7, "gain (new-old)/old, rounded"},
        {-16.6, 16.6, "gain (new-old)/old, truncated"},
        {-14.3, 14.3, "gain (new-old)/new, rounded"},
        {-14.2, 14.2, "gain (new-old)/new, truncated"},
    };
    for (const Case& c : cases) {
        INFO(c.name);
        const auto fit = benchcmp::fit_author_pct(cells(c.lower_printed, c.higher_printed));
        REQUIRE(fit.convention);
        CHECK(benchcmp::convention_name(*fit.convention) == c.name);
        CHECK(fit.matched == 2);
        CHECK(fit.mismatched.empty());
    }
}

TEST_CASE("author pct: a row that breaks the convention is flagged", "[author-pct]") {
    // data/table/author-pct.txt: (new-old)/new truncated to one decimal; python3:
    // trunc(1000 * (702.2 - 733.9) / 702.2) / 10 = -4.5, but the author printed -7.0.
    const std::vector<AuthorPct> table{
        {412.6, 398.1, -3.6, 1, 0.05, 0.05, Direction::higher_is_better},
        {1034.2, 1101.9, 6.1, 1, 0.05, 0.05, Direction::higher_is_better},
        {88.31, 91.07, 3.0, 1, 0.005, 0.005, Direction::higher_is_better},
        {5120.0, 4711.5, -8.6, 1, 0.05, 0.05, Direction::higher_is_better},
        {733.9, 702.2, -7.0, 1, 0.05, 0.05, Direction::higher_is_better},
    };
    const auto fit = benchcmp::fit_author_pct(table);
    REQUIRE(fit.convention);
    CHECK(benchcmp::convention_name(*fit.convention) == "(new-old)/new, truncated");
    CHECK(fit.matched == 4);
    CHECK(fit.mismatched == std::vector<std::size_t>{4});
    CHECK(*benchcmp::convention_pct(*fit.convention, table[4]) ==
          Approx(100.0 * (702.2 - 733.9) / 702.2));
}

TEST_CASE("author pct: rounding of the printed values widens what matches", "[author-pct]") {
    // Seed 003: 23.8 -> 12.3 printed -48.4%; exact values give -48.32%, but values within
    // half a unit of the printed ones reach -48.53% (23.85 -> 12.25), so rounded (new-old)/old
    // explains it.
    const AuthorPct cell{23.8, 12.3, -48.4, 1, 0.05, 0.05, Direction::higher_is_better};
    CHECK(benchcmp::convention_matches({false, false, false}, cell));
    AuthorPct exact = cell;
    exact.old_rounding = exact.new_rounding = 0.0;
    CHECK_FALSE(benchcmp::convention_matches({false, false, false}, exact));
}

TEST_CASE("author pct: nothing matches, or nothing to divide by", "[author-pct]") {
    const std::vector<AuthorPct> wild{{100.0, 110.0, 55.0, 1, 0.0, 0.0, Direction::unknown}};
    const auto fit = benchcmp::fit_author_pct(wild);
    CHECK_FALSE(fit.convention);
    CHECK(fit.matched == 0);
    const AuthorPct zero{0.0, 5.0, 0.0, 1, 0.0, 0.0, Direction::unknown};
    CHECK_FALSE(benchcmp::convention_pct({false, false, false}, zero));
}
