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

TEST_CASE("docs/formats.md shows a real line of every benchmark family it describes", "[docs]") {
    // Issue 17: each family's section quotes a line its reader takes, and that line is one of
    // the real (or, for netperf, laid out by the tool's format string) inputs in the
    // repository, not a line written for the page. The bonnie++ CSV line is cut with `...` on
    // the page, so its start is what must match.
    struct Example {
        const char* family;
        const char* line;
        const char* file;
    };
    const Example examples[] = {
        {"fio", "read: IOPS=1421, BW=5685KiB/s (5822kB/s)(5708KiB/1004msec)",
         "data/fio/baseline.txt"},
        {"dbench", "Throughput 65.2002 MB/sec  2 clients  2 procs  max_latency=106.877 ms",
         "data/dbench/baseline.txt"},
        {"tiobench",
         "2.4.20-pre4                   200   4096    8   11.49 84.29%     2.514      745.41   "
         "0.00000  0.00000    14",
         "data/tiobench/2.4.20-pre4.txt"},
        {"bonnie", "1.98,2.00a,testbox,1,1796150419,64M,,8192,5,216,8,121359,8,+++++,+++,340,8,",
         "data/bonnie/run1.txt"},
        {"netperf", "131072  16384  16384    10.00    9387.52", "data/netperf/tcp-stream-base.txt"},
        {"will-it-scale", "256,0,0.00,25641,0.17,0", "data/will-it-scale/before-pin-fast.txt"},
        {"kernbench", "Elapsed Time 120.808", "data/kernbench/2.6.3-rc2.txt"},
        {"unixbench", "Execl Throughput                         1296.5     941.1",
         "tests/corpus/cases/016-unixbench-kvm-vcpu-preempt-nopvspin-2col.txt"},
        {"unixbench",
         "Dhrystone 2 using register variables       33526940.9 lps   (10.0 s, 7 samples)",
         "data/unixbench/base.txt"},
    };
    const std::string formats = benchcmp::testing::file_text(kSource + "/docs/formats.md");
    for (const Example& example : examples) {
        INFO(example.family << ": " << example.line);
        CHECK(formats.find(std::string("\n    ") + example.line) != std::string::npos);
        CHECK(benchcmp::testing::file_text(kSource + "/" + example.file).find(example.line) !=
              std::string::npos);
    }
}
