// A %diff keeps the sign of the value it shows, as benchstat prints it: a tiny decrease is
// `-0.00%`, only no change at all is `+0.00%`.

#include "render/number_format.hpp"

#include <catch2/catch.hpp>
#include <optional>

TEST_CASE("format_pct: the sign of a tiny change is kept", "[render]") {
    using benchcmp::render::format_pct;
    // 99999930 -> 99999929 (benchstat's own testdata): a fall of 1e-6 %.
    CHECK(format_pct((99999929.0 - 99999930.0) / 99999930.0 * 100) == "-0.00%");
    CHECK(format_pct(0.000001) == "+0.00%");
    CHECK(format_pct(0.0) == "+0.00%");
    CHECK(format_pct(-0.0) == "+0.00%");
    CHECK(format_pct(-8.421881149153878) == "-8.42%");
    CHECK(format_pct(std::nullopt) == "-");
}
