// The JSON writer against nlohmann's dump(2), which it must match byte for byte: every kind of
// value, names and strings that need escapes, and nesting deeper than a line break's copy.
#include "render/json_stream.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>

namespace {

using benchcmp::render::JsonStream;
using nlohmann::ordered_json;  // members in the order written, as the stream writes them

// Writes levels nested objects, each holding every kind of value and the next one.
void write_nested(JsonStream& out, int levels) {
    out.begin_object();
    out.key("number").number(0.1 * levels);
    out.key("count").count(static_cast<std::size_t>(levels));
    out.key("integer").integer(-levels);
    out.key("none").null();
    out.key("flag").boolean(levels % 2 == 0);
    out.key("text").string("plain");
    out.key("escaped").string("tab\there \"quoted\" caf\xC3\xA9");
    out.key_text("name \"in\" the input").string_or_null("");
    out.key("empty").begin_array();
    out.end_array();
    if (levels > 0) {
        out.key("list").begin_array();
        write_nested(out, levels - 1);
        out.number(1e-7);
        out.end_array();
    }
    out.end_object();
}

ordered_json expected_nested(int levels) {
    ordered_json object = {{"number", 0.1 * levels},
                           {"count", levels},
                           {"integer", -levels},
                           {"none", nullptr},
                           {"flag", levels % 2 == 0},
                           {"text", "plain"},
                           {"escaped", "tab\there \"quoted\" caf\xC3\xA9"},
                           {"name \"in\" the input", nullptr},
                           {"empty", ordered_json::array()}};
    if (levels > 0) {
        object["list"] = ordered_json::array({expected_nested(levels - 1), 1e-7});
    }
    return object;
}

}  // namespace

TEST_CASE("json stream: every value as dump(2) prints it, at any depth", "[render]") {
    // 12 levels of objects in arrays are 24 of indent, past what a break copies in one block.
    for (const int levels : {0, 1, 3, 12}) {
        INFO(levels);
        JsonStream out(0);
        write_nested(out, levels);
        CHECK(out.text() == expected_nested(levels).dump(2));
    }
}

TEST_CASE("json stream: items written apart and cleared between them", "[render]") {
    JsonStream out(1);
    out.raw("  ");
    out.begin_array();
    out.number(2.5);
    out.end_array();
    CHECK(out.text() == "  [\n    2.5\n  ]");
    out.clear();
    out.raw(",");
    out.string("x");
    CHECK(out.text() == ",\"x\"");
}
