// The documents users read must show what the binary does: the JSON schema in docs/output.md
// has exactly the keys of real output, in their order.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "benchcmp/app.hpp"
#include "file_text.hpp"

namespace {

const std::string kSource = BENCHCMP_SOURCE_DIR;

// The first fenced block of `language` after the heading `heading` in a Markdown file.
std::string fenced_block(const std::string& markdown, const std::string& heading,
                         const std::string& language) {
    const std::size_t section = markdown.find("\n" + heading + "\n");
    REQUIRE(section != std::string::npos);
    const std::string fence = "```" + language + "\n";
    const std::size_t start = markdown.find(fence, section);
    REQUIRE(start != std::string::npos);
    const std::size_t end = markdown.find("\n```\n", start + fence.size());
    REQUIRE(end != std::string::npos);
    return markdown.substr(start + fence.size(), end - start - fence.size() + 1);
}

std::string run_json(const std::vector<std::string>& inputs) {
    std::vector<std::string> args = {"--format", "json"};
    for (const std::string& input : inputs) {
        args.push_back(kSource + "/" + input);
    }
    std::istringstream in;
    std::ostringstream out;
    std::ostringstream err;
    REQUIRE(benchcmp::run(args, in, out, err) == 0);
    return out.str();
}

std::vector<std::string> keys_of(const nlohmann::ordered_json& object) {
    std::vector<std::string> keys;
    for (const auto& [key, value] : object.items()) {
        keys.push_back(key);
    }
    return keys;
}

// Every object of the documented example has the keys of the real one at the same place, in
// the same order; the first element stands for each array. Values may differ (the example
// rounds them), and the case key is the input's own.
void check_same_keys(const nlohmann::ordered_json& documented, const nlohmann::ordered_json& real,
                     const std::string& path) {
    INFO(path);
    if (documented.is_object()) {
        REQUIRE(real.is_object());
        if (path.size() < 5 || path.substr(path.size() - 5) != ".case") {
            CHECK(keys_of(documented) == keys_of(real));
        }
        for (const auto& [key, value] : documented.items()) {
            if (real.contains(key)) {
                check_same_keys(value, real[key], path + "." + key);
            }
        }
    } else if (documented.is_array() && !documented.empty()) {
        REQUIRE(real.is_array());
        if (real.empty()) {
            return;  // nothing to compare with (a report without diagnostics)
        }
        check_same_keys(documented.front(), real.front(), path + "[0]");
    }
}

}  // namespace

TEST_CASE("the JSON schema in docs/output.md has the keys of real output", "[docs]") {
    const std::string markdown = benchcmp::testing::file_text(kSource + "/docs/output.md");
    const auto documented =
        nlohmann::ordered_json::parse(fenced_block(markdown, "## JSON schema", "json"));
    const auto real = nlohmann::ordered_json::parse(
        run_json({"data/hackbench/baseline.txt", "data/hackbench/patched.txt"}));
    CHECK(documented["schema"] == real["schema"]);
    check_same_keys(documented, real, "");
    // A report with diagnostics, for the keys of one.
    const auto damaged = nlohmann::ordered_json::parse(run_json({"data/iotable/damaged.txt"}));
    REQUIRE(!damaged["diagnostics"].empty());
    check_same_keys(documented["diagnostics"], damaged["diagnostics"], ".diagnostics");
}

TEST_CASE("the README's sample output is what the binary prints", "[docs]") {
    const std::string readme = benchcmp::testing::file_text(kSource + "/README.md");
    const std::size_t section = readme.find("\n## What it prints\n");
    REQUIRE(section != std::string::npos);
    const std::size_t section_end = readme.find("\n## ", section + 1);
    std::size_t samples = 0;
    for (std::size_t start = readme.find("```\n$ benchcmp ", section);
         start != std::string::npos && start < section_end;
         start = readme.find("```\n$ benchcmp ", start + 1)) {
        const std::size_t command_end = readme.find('\n', start + 4);
        const std::size_t end = readme.find("\n```\n", command_end);
        REQUIRE(end != std::string::npos);
        const std::string command = readme.substr(start + 4, command_end - start - 4);
        const std::string shown = readme.substr(command_end + 1, end - command_end);
        INFO(command);
        // "$ benchcmp ARG..." with paths relative to the source tree, run at 80 columns.
        std::vector<std::string> args;
        std::istringstream words(command.substr(std::string("$ benchcmp ").size()));
        for (std::string word; words >> word;) {
            args.push_back(word.rfind("data/", 0) == 0 ? kSource + "/" + word : word);
        }
        std::istringstream in;
        std::ostringstream out;
        std::ostringstream err;
        REQUIRE(benchcmp::run(args, in, out, err) == 0);
        CHECK(out.str() == shown);
        ++samples;
    }
    CHECK(samples == 2);  // two-way and N-way
    CHECK(readme.size() < 15 * 1024);
}
