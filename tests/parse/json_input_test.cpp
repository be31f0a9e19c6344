// Every JSON reader refuses a document nested deeper than any result file, with an error at
// the bracket's line, instead of printing or destroying the value by a recursion that input
// controls (a name 200,000 levels deep ran off the stack), and reads a count only when it is one.

#include "parse/common/json_input.hpp"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "benchcmp/parse.hpp"

namespace {

// A document of the format's own shape whose one field is `depth` nested arrays.
std::string nested(const std::string& before, std::size_t depth, const std::string& after) {
    return before + std::string(depth, '[') + "1" + std::string(depth, ']') + after;
}

}  // namespace

TEST_CASE("JSON readers: a value nested deeper than 256 levels is refused", "[parse][json]") {
    const std::size_t deep = 200'000;
    const std::vector<std::pair<std::string, std::string>> documents{
        {"google-benchmark",
         nested("{\"context\": {}, \"benchmarks\": [{\"name\": ", deep, ", \"real_time\": 1}]}")},
        {"pyperf", nested("{\"version\": \"1.0\", \"benchmarks\": [{\"metadata\": {\"name\": ",
                          deep, "}, \"runs\": []}]}")},
        {"fio-json",
         nested("{\"fio version\": \"fio-3.35\", \"jobs\": [{\"jobname\": ", deep, "}]}")},
        {"hyperfine", nested("{\"results\": [{\"command\": ", deep, ", \"times\": [1]}]}")},
        {"benchcmp-json", nested("{\"schema\": \"benchcmp/3\", \"rows\": ", deep, "}")},
    };
    for (const auto& [format, content] : documents) {
        INFO(format);
        const benchcmp::Parser* parser = benchcmp::find_format(format);
        REQUIRE(parser != nullptr);
        const std::vector<benchcmp::Run> runs =
            parser->parse(benchcmp::InputText{"deep.json", content});
        REQUIRE_FALSE(runs.empty());
        CHECK(runs.front().observations.empty());
        bool refused = false;
        for (const benchcmp::Diagnostic& diagnostic : runs.front().diagnostics) {
            refused = refused ||
                      diagnostic.message.find("nests more than 256 levels") != std::string::npos;
        }
        CHECK(refused);
    }
}

TEST_CASE("JSON readers: brackets inside strings do not count as depth", "[parse][json]") {
    const benchcmp::Parser* parser = benchcmp::find_format("hyperfine");
    const std::string command(1000, '[');
    const std::vector<benchcmp::Run> runs = parser->parse(benchcmp::InputText{
        "h.json", "{\"results\": [{\"command\": \"" + command +
                      "\", \"mean\": 1.0, \"stddev\": 0.1, \"times\": [1.0, 1.1, 0.9]}]}"});
    REQUIRE_FALSE(runs.empty());
    CHECK_FALSE(runs.front().observations.empty());
}

TEST_CASE("JSON readers: a count is a whole number from 0, else no count", "[parse][json]") {
    // A cast of -5 to size_t made n = 18446744073709551611, and a Welch test ran on it.
    using benchcmp::json_input::count;
    using Json = benchcmp::json_input::Json;
    CHECK(count(Json(10)) == std::optional<std::size_t>(10));
    CHECK(count(Json(0)) == std::optional<std::size_t>(0));
    CHECK(count(Json(12.0)) == std::optional<std::size_t>(12));
    CHECK_FALSE(count(Json(-5)));
    CHECK_FALSE(count(Json(2.5)));
    CHECK_FALSE(count(Json(1e300)));
    CHECK_FALSE(count(Json("5")));
    CHECK_FALSE(count(Json()));
}
