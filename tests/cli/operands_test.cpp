// Several files per input (globs, repeated --baseline), --baseline LABEL, -o and --quiet.
#include "cli/operands.hpp"

#include <stdlib.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "benchcmp/app.hpp"
#include "benchcmp/diagnostics.hpp"
#include "core/run_merge.hpp"
#include "file_text.hpp"
#include "io/output_file.hpp"

using benchcmp::testing::file_text;

namespace fs = std::filesystem;
using namespace benchcmp;

namespace {

const std::string kRoot = BENCHCMP_SOURCE_DIR;
const std::string kGate = kRoot + "/tests/cli/fixtures/gate/";
const std::string kHackbench = kRoot + "/data/hackbench/";

struct Outcome {
    int code;
    std::string out;
    std::string err;
};

Outcome run_cli(const std::vector<std::string>& args) {
    std::istringstream in;
    std::ostringstream out;
    std::ostringstream err;
    const int code = run(args, in, out, err);
    return Outcome{code, out.str(), err.str()};
}

const Metric kTime{"hackbench", "time", "s", Direction::lower_is_better};

Run run_of(const std::string& file, std::vector<double> values) {
    Run run{"", file, "hackbench", {}, {}};
    for (const double value : values) {
        run.add_value(kTime, CaseKey{}, value, 3);
    }
    return run;
}

// A scratch directory removed at the end of the test.
struct TempDir {
    fs::path path;
    TempDir() {
        std::string name = (fs::temp_directory_path() / "benchcmp-test-XXXXXX").string();
        REQUIRE(::mkdtemp(name.data()) != nullptr);
        path = name;
    }
    ~TempDir() { fs::remove_all(path); }
    std::vector<std::string> entries() const {
        std::vector<std::string> names;
        for (const auto& entry : fs::directory_iterator(path)) {
            names.push_back(entry.path().filename().string());
        }
        std::sort(names.begin(), names.end());
        return names;
    }
};

}  // namespace

TEST_CASE("merge_runs concatenates raw values of one case", "[inputs]") {
    std::vector<std::vector<Run>> per_file;
    per_file.push_back({run_of("a.txt", {1.0, 2.0})});
    per_file.push_back({run_of("b.txt", {3.0})});
    const std::vector<Run> merged = merge_runs(std::move(per_file), "a-b");
    REQUIRE(merged.size() == 1);
    CHECK(merged[0].file == "a-b");
    REQUIRE(merged[0].observations.size() == 1);
    CHECK(merged[0].observations[0].sample.values() == std::vector<double>{1.0, 2.0, 3.0});
    CHECK(merged[0].diagnostics.empty());
}

TEST_CASE("merge_runs keeps the first summary and warns", "[inputs]") {
    Summary summary;
    summary.n = 5;
    summary.mean = 10.0;
    summary.stddev = 1.0;
    Run first{"", "a.txt", "x", {}, {}};
    first.observations.push_back(Observation{kTime, CaseKey{}, Sample(summary), 4});
    Run second = run_of("b.txt", {7.0, 8.0});
    std::vector<std::vector<Run>> per_file;
    per_file.push_back({first});
    per_file.push_back({second});
    const std::vector<Run> merged = merge_runs(std::move(per_file), "both");
    REQUIRE(merged[0].observations.size() == 1);
    CHECK(merged[0].observations[0].sample.summary() == summary);
    REQUIRE(merged[0].diagnostics.size() == 1);
    CHECK(format_diagnostic(merged[0].diagnostics[0]) ==
          "b.txt:3: warning: time: a printed summary cannot be merged with another sample; "
          "only the one from a.txt is compared");
}

TEST_CASE("merge_runs refuses files with different numbers of variants", "[inputs]") {
    std::vector<std::vector<Run>> per_file;
    per_file.push_back({run_of("a.txt", {1.0}), run_of("a.txt", {2.0})});
    per_file.push_back({run_of("b.txt", {3.0})});
    CHECK_THROWS_WITH(merge_runs(std::move(per_file), "*.txt"),
                      "*.txt: cannot merge b.txt (holds 1 variant) with a.txt (holds 2); merge "
                      "files of the same layout");
}

TEST_CASE("move_baseline_first reorders runs by label", "[inputs]") {
    std::vector<Run> runs{run_of("f", {1.0}), run_of("f", {2.0}), run_of("f", {3.0})};
    runs[0].label = "a";
    runs[1].label = "b";
    runs[2].label = "c";
    move_baseline_first(runs, "c");
    CHECK(runs[0].label == "c");
    CHECK(runs[1].label == "a");
    CHECK(runs[2].label == "b");
    CHECK_THROWS_WITH(move_baseline_first(runs, "d"),
                      "--baseline d: no such file, and no input or variant is labelled so "
                      "(labels: c, a, b)");
}

TEST_CASE("expand_pattern lists matches sorted, or none", "[inputs]") {
    CHECK(is_pattern("base-*.txt"));
    CHECK(is_pattern("run[12].txt"));
    CHECK_FALSE(is_pattern("base.txt"));
    CHECK(expand_pattern(kGate + "s*.txt") ==
          std::vector<std::string>{kGate + "same.txt", kGate + "slower5.txt"});
    CHECK(expand_pattern(kGate + "nothing-*.txt").empty());
}

TEST_CASE("a glob argument merges its files into one input", "[inputs][cli]") {
    // Two files of the same six cases, five runs each, as a loop of reruns leaves them.
    TempDir dir;
    fs::copy_file(kHackbench + "baseline.txt", dir.path / "base-1.txt");
    fs::copy_file(kHackbench + "rerun.txt", dir.path / "base-2.txt");
    const std::string pattern = (dir.path / "base-*.txt").string();
    const auto result = run_cli({"--format", "json", "old=" + pattern, kHackbench + "patched.txt"});
    REQUIRE(result.code == 0);
    const auto json = nlohmann::json::parse(result.out);
    CHECK(json["inputs"][0]["label"] == "old");
    CHECK(json["inputs"][0]["file"] == pattern);
    CHECK(json["rows"][0]["baseline"]["n"] == 10);
    // Without label=, the label is the pattern's file name without extension.
    const auto unlabelled = run_cli({"--format", "json", pattern, kHackbench + "patched.txt"});
    CHECK(nlohmann::json::parse(unlabelled.out)["inputs"][0]["label"] == "base-*");
    const auto none = run_cli({kHackbench + "zz*.txt", kHackbench + "patched.txt"});
    CHECK(none.code == 2);
    CHECK(none.err == "benchcmp: error: " + kHackbench + "zz*.txt: no file matches the pattern\n");
}

TEST_CASE("a glob of multi-variant tables keeps their labels and the first summaries",
          "[inputs][cli]") {
    // Two copies of a SPECjbb table of two variants with printed summaries: merged by
    // position, the second copy's summaries are dropped with one warning each.
    TempDir dir;
    fs::copy_file(kRoot + "/data/specjbb/seed004-table.txt", dir.path / "t-1.txt");
    fs::copy_file(kRoot + "/data/specjbb/seed004-table.txt", dir.path / "t-2.txt");
    const std::string pattern = (dir.path / "t-*.txt").string();
    const auto result = run_cli({"--format", "json", pattern});
    REQUIRE(result.code == 0);
    const auto json = nlohmann::json::parse(result.out);
    REQUIRE(json["inputs"].size() == 2);
    CHECK(json["inputs"][0]["label"] == "-REWORK");
    CHECK(json["inputs"][1]["label"] == "+REWORK");
    CHECK(json["inputs"][0]["file"] == pattern);
    std::size_t dropped = 0;
    for (const auto& diagnostic : json["diagnostics"]) {
        const std::string message = diagnostic["message"];
        dropped += message.find("a printed summary cannot be merged") != std::string::npos;
        CHECK(message.find("is not used") == std::string::npos);
    }
    CHECK(dropped == 4);
}

TEST_CASE("repeated --baseline merges files into the baseline", "[inputs][cli]") {
    const auto result =
        run_cli({"--format", "json", "--baseline", kHackbench + "baseline.txt", "--baseline",
                 kHackbench + "rerun.txt", kHackbench + "patched.txt"});
    REQUIRE(result.code == 0);
    const auto json = nlohmann::json::parse(result.out);
    REQUIRE(json["inputs"].size() == 2);
    CHECK(json["inputs"][0]["label"] == "baseline");
    CHECK(json["inputs"][0]["file"] == kHackbench + "baseline.txt + " + kHackbench + "rerun.txt");
    CHECK(json["inputs"][1]["label"] == "patched");
    CHECK(json["rows"][0]["baseline"]["n"] == 10);
    // One --baseline file: its own label; the positional input alone is the variant.
    const auto single =
        run_cli({"--format", "json", "--baseline", kGate + "base.txt", kGate + "same.txt"});
    REQUIRE(single.code == 0);
    CHECK(nlohmann::json::parse(single.out)["inputs"][0]["label"] == "base");
}

TEST_CASE("baseline given as a LABEL chooses the baseline among the inputs", "[inputs][cli]") {
    const auto result = run_cli(
        {"--format", "json", "--baseline", "slower5", kGate + "base.txt", kGate + "slower5.txt"});
    REQUIRE(result.code == 0);
    const auto json = nlohmann::json::parse(result.out);
    CHECK(json["inputs"][0]["label"] == "slower5");
    CHECK(json["inputs"][1]["label"] == "base");
    CHECK(json["rows"][0]["variants"][0]["verdict"] == "better");

    const auto unknown =
        run_cli({"--baseline", "slower", kGate + "base.txt", kGate + "slower5.txt"});
    CHECK(unknown.code == 2);
    CHECK(unknown.err ==
          "benchcmp: error: --baseline slower: no such file, and no input or variant is "
          "labelled so (labels: base, slower5)\n");
    const auto mixed =
        run_cli({"--baseline", "slower", "--baseline", kGate + "base.txt", kGate + "slower5.txt"});
    CHECK(mixed.code == 2);
    CHECK(mixed.err.find("--baseline slower: no such file") != std::string::npos);
    const auto pattern =
        run_cli({"--baseline", kGate + "nothing-*.txt", kGate + "base.txt", kGate + "same.txt"});
    CHECK(pattern.code == 2);
    CHECK(pattern.err ==
          "benchcmp: error: --baseline " + kGate + "nothing-*.txt: no file matches the pattern\n");
}

TEST_CASE("output file is written the report atomically", "[inputs][cli]") {
    TempDir dir;
    const std::string target = (dir.path / "report.txt").string();
    const auto result = run_cli({"-o", target, kGate + "base.txt", kGate + "slower5.txt"});
    REQUIRE(result.code == 0);
    CHECK(result.out.empty());
    const std::string report = file_text(target);
    CHECK(report.find("slower5") != std::string::npos);
    // The same report as on standard output, and no temporary file left behind.
    CHECK(report == run_cli({kGate + "base.txt", kGate + "slower5.txt"}).out);
    CHECK(dir.entries() == std::vector<std::string>{"report.txt"});

    // Overwriting keeps the whole new report; the gate still decides the exit code.
    const auto gated = run_cli({"--fail-on-regression", "--quiet", "--output", target,
                                kGate + "base.txt", kGate + "slower5.txt"});
    CHECK(gated.code == 1);
    CHECK(file_text(target) == run_cli({"--quiet", kGate + "base.txt", kGate + "slower5.txt"}).out);
    CHECK(file_text(target).rfind("benchcmp: 1 worse", 0) == 0);
    CHECK(dir.entries() == std::vector<std::string>{"report.txt"});
}

TEST_CASE("output file is streamed: larger than the write buffer, and a failed report",
          "[inputs][cli]") {
    TempDir dir;
    const std::string target = (dir.path / "report.txt").string();
    // 200,000 lines (2.1 MB) pass through the 64 KiB buffer many times over.
    write_file_atomically(target, [](std::ostream& out) {
        for (int i = 0; i < 200000; ++i) {
            out << "row " << i << '\n';
        }
    });
    const std::string written = file_text(target);
    CHECK(written.size() == 2088890);  // 200,000 x "row \n" + the digits of 0 .. 199,999
    CHECK(written.rfind("row 199999\n") == written.size() - 11);
    // A report that fails halfway leaves the old file whole and no temporary file.
    CHECK_THROWS_AS(write_file_atomically(target,
                                          [](std::ostream& out) {
                                              out << std::string(100000, 'x');
                                              throw Error("renderer failed");
                                          }),
                    Error);
    CHECK(file_text(target) == written);
    CHECK(dir.entries() == std::vector<std::string>{"report.txt"});
}

TEST_CASE("output file - is standard output", "[inputs][cli]") {
    const auto result = run_cli({"-o", "-", "-q", kGate + "base.txt", kGate + "same.txt"});
    CHECK(result.code == 0);
    CHECK(result.out == run_cli({"-q", kGate + "base.txt", kGate + "same.txt"}).out);
    CHECK(result.out.find("1 unchanged") != std::string::npos);
}

TEST_CASE("output file failures exit 2, name the file and leave nothing behind", "[inputs][cli]") {
    TempDir dir;
    const std::string missing_dir = (dir.path / "no-such-dir" / "report.txt").string();
    const auto result = run_cli({"-o", missing_dir, kGate + "base.txt", kGate + "same.txt"});
    CHECK(result.code == 2);
    CHECK(result.err.rfind("benchcmp: error: " + missing_dir + ": cannot write the report", 0) ==
          0);
    CHECK(dir.entries().empty());

    const auto directory =
        run_cli({"-o", dir.path.string(), kGate + "base.txt", kGate + "same.txt"});
    CHECK(directory.code == 2);
    CHECK(directory.err ==
          "benchcmp: error: " + dir.path.string() + ": cannot write the report: is a directory\n");

    // An input error happens before anything is written.
    const std::string target = (dir.path / "report.txt").string();
    CHECK(run_cli({"-o", target, kGate + "base.txt", kGate + "missing.txt"}).code == 2);
    CHECK(dir.entries().empty());
}

TEST_CASE("output file never overwrites an input", "[inputs][cli]") {
    TempDir dir;
    const fs::path input = dir.path / "base.txt";
    fs::copy_file(kGate + "base.txt", input);
    const std::string before = file_text(input);
    for (const std::string& output : {input.string(), (dir.path / "." / "base.txt").string()}) {
        CAPTURE(output);
        const auto result = run_cli({"-o", output, input.string(), kGate + "same.txt"});
        CHECK(result.code == 2);
        CHECK(result.err == "benchcmp: error: -o " + output +
                                ": is also an input; refusing to overwrite the data the report "
                                "comes from\n");
    }
    // Through a glob and through --baseline too.
    CHECK(
        run_cli({"-o", input.string(), (dir.path / "b*.txt").string(), kGate + "same.txt"}).code ==
        2);
    CHECK(run_cli({"-o", input.string(), "--baseline", input.string(), kGate + "same.txt"}).code ==
          2);
    CHECK(file_text(input) == before);
}

TEST_CASE("quiet mode prints the verdict line and names the worst regressions", "[inputs][cli]") {
    // The verdict line (counts, test, correction, geomean), then the five largest of the six
    // regressions by |%diff| and how many more; the golden case quiet-summary pins the text.
    const auto result =
        run_cli({"--quiet", kHackbench + "baseline.txt", kHackbench + "patched.txt"});
    CHECK(result.code == 0);
    CHECK(result.out.rfind("benchcmp: 6 worse", 0) == 0);
    // Five names do not fit 80 columns after "worse:", so they go one a line.
    CHECK(result.out.find("\nworse:\n  mode=process groups=4 +93.42%\n  mode=process groups=8 "
                          "+91.47%\n") != std::string::npos);
    CHECK(result.out.find("\n  and 1 more\n") == result.out.size() - 14);
    CHECK(result.err.empty());
}
