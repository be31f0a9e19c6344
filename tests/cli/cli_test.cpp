// The CLI's contract with scripts: exit codes, messages that name the file, JSON shape.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "benchcmp/app.hpp"

namespace {

struct Outcome {
    int code;
    std::string out;
    std::string err;
};

const std::string kFixtures = std::string(BENCHCMP_SOURCE_DIR) + "/tests/cli/fixtures/";

Outcome run_cli(std::vector<std::string> args, const std::string& stdin_text = "") {
    std::istringstream in(stdin_text);
    std::ostringstream out;
    std::ostringstream err;
    const int code = benchcmp::run(args, in, out, err);
    return Outcome{code, out.str(), err.str()};
}

}  // namespace

TEST_CASE("a missing file exits 2 and names the file", "[cli]") {
    const auto result = run_cli({kFixtures + "three-runs.txt", kFixtures + "no-such-file.txt"});
    CHECK(result.code == 2);
    CHECK(result.out.empty());
    CHECK(result.err ==
          "benchcmp: error: " + kFixtures + "no-such-file.txt: No such file or directory\n");
}

TEST_CASE("an empty file exits 2 and names the file", "[cli]") {
    const auto result = run_cli({kFixtures + "empty.txt", kFixtures + "three-runs.txt"});
    CHECK(result.code == 2);
    CHECK(result.err == "benchcmp: error: " + kFixtures + "empty.txt: empty input\n");
}

TEST_CASE("a directory exits 2", "[cli]") {
    const auto result = run_cli({kFixtures, kFixtures + "three-runs.txt"});
    CHECK(result.code == 2);
    CHECK(result.err.find("is a directory") != std::string::npos);
}

TEST_CASE("an undetectable file exits 2 and suggests --input-format", "[cli]") {
    const auto result = run_cli({kFixtures + "prose.txt", kFixtures + "three-runs.txt"});
    CHECK(result.code == 2);
    CHECK(result.err.find(kFixtures + "prose.txt") != std::string::npos);
    CHECK(result.err.find("--input-format") != std::string::npos);
}

TEST_CASE("a single input of one variant is summarised, not compared", "[cli]") {
    // As `benchstat old.txt`: each row's summary, and a summary line that says why nothing
    // was compared. --format json saves it as a baseline (roundtrip_test.cpp).
    const auto result = run_cli({kFixtures + "three-runs.txt"});
    CHECK(result.code == 0);
    CHECK(result.err.empty());
    CHECK(result.out.find("One input: each row summarises its runs; nothing is compared.\n") !=
          std::string::npos);
    CHECK(result.out.find("benchcmp: 1 row of one input, nothing compared (no second input)\n") !=
          std::string::npos);
    // Nothing compared is nothing regressed: the gate passes.
    CHECK(run_cli({"--fail-on-regression=0", kFixtures + "three-runs.txt"}).code == 0);
}

TEST_CASE("bad flags exit 2 and mention --help", "[cli]") {
    CHECK(run_cli({}).code == 2);
    const auto alpha = run_cli({"--alpha", "1.5", "a", "b"});
    CHECK(alpha.code == 2);
    CHECK(alpha.err.find("--alpha") != std::string::npos);
    CHECK(run_cli({"--alpha", "abc", "a", "b"}).code == 2);
    CHECK(run_cli({"--format", "xml", "a", "b"}).code == 2);
    const auto format = run_cli({"--input-format", "nope", "a", "b"});
    CHECK(format.code == 2);
    CHECK(format.err.find("benchcmp --help") != std::string::npos);
}

TEST_CASE("help and version flags exit 0", "[cli]") {
    const auto help = run_cli({"--help"});
    CHECK(help.code == 0);
    CHECK(help.out.find("Exit status:") != std::string::npos);
    CHECK(help.out.find("hackbench") != std::string::npos);
    const auto version = run_cli({"--version"});
    CHECK(version.code == 0);
    CHECK(version.out == std::string("benchcmp ") + benchcmp::kVersion + "\n");
}

TEST_CASE("n = 1 on one side gives verdict n/a, not a crash", "[cli]") {
    const auto result =
        run_cli({"--format", "json", kFixtures + "single-run.txt", kFixtures + "three-runs.txt"});
    REQUIRE(result.code == 0);
    const auto json = nlohmann::json::parse(result.out);
    const auto& variant = json["rows"][0]["variants"][0];
    CHECK(variant["verdict"] == "n/a");
    CHECK(variant["p_value"].is_null());
    CHECK(variant["significant"] == false);
    CHECK(json["rows"][0]["baseline"]["n"] == 1);
    CHECK(json["rows"][0]["baseline"]["stddev"].is_null());
}

TEST_CASE("JSON has the documented shape", "[cli]") {
    const auto result = run_cli({"--format", "json", "old=" + kFixtures + "three-runs.txt",
                                 "new=" + kFixtures + "three-runs.txt"});
    REQUIRE(result.code == 0);
    const auto json = nlohmann::json::parse(result.out);
    CHECK(json["schema"] == "benchcmp/3");
    REQUIRE(json["inputs"].size() == 2);
    CHECK(json["inputs"][0]["label"] == "old");
    CHECK(json["inputs"][1]["label"] == "new");
    CHECK(json["inputs"][0]["format"] == "hackbench");
    const auto& row = json["rows"][0];
    CHECK(row["benchmark"] == "hackbench");
    CHECK(row["metric"] == "time");
    CHECK(row["unit"] == "s");
    CHECK(row["better"] == "lower");
    CHECK(row["case"]["mode"] == "process");
    CHECK(row["case"]["groups"] == "10");
    for (const char* key : {"label", "n", "mean", "stddev", "cv_pct", "min", "max"}) {
        CHECK(row["baseline"].contains(key));
    }
    const auto& variant = row["variants"][0];
    for (const char* key : {"label", "n", "mean", "stddev", "cv_pct", "min", "max", "diff_pct",
                            "p_value", "significant", "verdict"}) {
        CHECK(variant.contains(key));
    }
    CHECK(variant["diff_pct"] == 0.0);
    CHECK(variant["verdict"] == "unchanged");
    CHECK(json["diagnostics"].is_array());
}

TEST_CASE("duplicate labels are made unique", "[cli]") {
    const auto result =
        run_cli({"--format", "json", kFixtures + "three-runs.txt", kFixtures + "three-runs.txt"});
    REQUIRE(result.code == 0);
    const auto json = nlohmann::json::parse(result.out);
    CHECK(json["inputs"][0]["label"] == "three-runs");
    CHECK(json["inputs"][1]["label"] == "three-runs#2");
}

TEST_CASE("a copy number a label already has is skipped", "[cli]") {
    const std::string file = kFixtures + "three-runs.txt";
    const auto result = run_cli(
        {"--format", "json", "x=" + file, "x#2=" + file, "x=" + file, "x=" + file, "x#2=" + file});
    REQUIRE(result.code == 0);
    const auto json = nlohmann::json::parse(result.out);
    std::vector<std::string> labels;
    for (const auto& input : json["inputs"]) {
        labels.push_back(input["label"]);
    }
    CHECK(labels == std::vector<std::string>{"x", "x#2", "x#3", "x#4", "x#2#2"});
}

TEST_CASE("the argument - reads standard input", "[cli]") {
    const auto result =
        run_cli({"--input-format", "numbers", "-", kFixtures + "numbers.txt"}, "1\n2\n3\n");
    REQUIRE(result.code == 0);
    CHECK(result.out.find("stdin") != std::string::npos);
}

// run() leaves CLI11 out when every argument is an operand; the same operands behind an option
// that states its default go through CLI11 and must read the same.
TEST_CASE("operands alone read as they do behind an option", "[cli]") {
    const std::string data = std::string(BENCHCMP_SOURCE_DIR) + "/data/hackbench/";
    const std::string base = data + "baseline.txt";
    const std::string patched = data + "patched.txt";
    const std::string stdin_text = "Time: 0.890\nTime: 0.901\nTime: 0.884\n";
    const std::vector<std::vector<std::string>> command_lines{
        {base, patched},       {"old=" + base, "new=" + patched}, {"-", patched}, {base},
        {base, patched, base}, {base, data + "missing.txt"},
    };
    for (const std::vector<std::string>& operands : command_lines) {
        std::vector<std::string> with_option{"--format", "text"};
        with_option.insert(with_option.end(), operands.begin(), operands.end());
        const Outcome alone = run_cli(operands, stdin_text);
        const Outcome parsed = run_cli(with_option, stdin_text);
        INFO(operands.front());
        CHECK(alone.code == parsed.code);
        CHECK(alone.out == parsed.out);
        CHECK(alone.err == parsed.err);
        CHECK((!alone.out.empty() || !alone.err.empty()));
    }
}

TEST_CASE("help: --help fits 55 lines and lists each choice once", "[cli]") {
    const auto help = run_cli({"--help"});
    REQUIRE(help.code == 0);
    // One line per option and the list of formats, which grows with every format: a screen.
    CHECK(std::count(help.out.begin(), help.out.end(), '\n') < 55);
    // CLI11 would print a checked option's list twice, "NAME:{a,b}"; the description says it.
    CHECK(help.out.find(":{") == std::string::npos);
    // Nor a validator's own description after the type name (--max-input-size SIZE).
    CHECK(help.out.find("SIZE:") == std::string::npos);
    CHECK(help.out.find(" [b, kb") == std::string::npos);
    CHECK(help.out.find("Table layout: auto, matrix, columns, rows") != std::string::npos);
    CHECK(help.out.find("Significance test: welch, mwu, mmtests, mmtests-2018") !=
          std::string::npos);
    CHECK(help.out.find("Input formats (detected): hackbench, ") != std::string::npos);
    CHECK(help.out.find("Row order: input, diff, name") != std::string::npos);
}

TEST_CASE("the terminal's width, colour and NO_COLOR reach run() as values", "[cli]") {
    const std::vector<std::string> args = {kFixtures + "gate/base.txt",
                                           kFixtures + "gate/slower5.txt"};
    auto render = [&](const benchcmp::Terminal& terminal, std::vector<std::string> extra = {}) {
        extra.insert(extra.end(), args.begin(), args.end());
        std::istringstream in;
        std::ostringstream out;
        std::ostringstream err;
        REQUIRE(benchcmp::run(extra, in, out, err, terminal) == 0);
        return out.str();
    };
    const std::string piped = render({});
    CHECK(piped.find('\x1b') == std::string::npos);
    // A terminal: colour on, its width used (the title wraps at 40 columns, not at 80).
    const std::string terminal = render({.stdout_is_terminal = true, .columns = 40});
    CHECK(terminal.find("\x1b[31mworse\x1b[0m") != std::string::npos);
    CHECK(terminal.find("hackbench: time [s], lower is better\n") != std::string::npos);
    // NO_COLOR keeps the width but turns the colour off; -o FILE is not the terminal.
    const std::string no_color =
        render({.stdout_is_terminal = true, .columns = 40, .no_color = true});
    CHECK(no_color.find('\x1b') == std::string::npos);
    CHECK(no_color.find("hackbench: time [s], lower is better\n") != std::string::npos);
    CHECK(render({.stdout_is_terminal = true, .columns = 40}, {"--color", "never"}).find('\x1b') ==
          std::string::npos);
}

TEST_CASE("JSON: a key a case names twice is one member, in its first place, with its last value",
          "[cli][json]") {
    // A table whose label cell is "section" under a section line: each case names "section"
    // for the section and again for the row. An object assigned member by member keeps one.
    const std::string table =
        "o NPS1\n"
        "section   base   patched\n"
        "a         1.0    1.1\n"
        "b         2.0    2.1\n";
    const auto result = run_cli({"--format", "json", "-"}, table);
    REQUIRE(result.code == 0);
    const auto report = nlohmann::ordered_json::parse(result.out);
    REQUIRE(report["rows"].size() == 2);
    CHECK(report["rows"][0]["case"] == nlohmann::ordered_json{{"section", "a"}});
    CHECK(report["rows"][1]["case"] == nlohmann::ordered_json{{"section", "b"}});
    CHECK(result.out.find("\"section\": \"NPS1\"") == std::string::npos);
}

TEST_CASE("TERM=dumb means no colour, as NO_COLOR does", "[cli]") {
    // Emacs' shell and some CI logs say TERM=dumb: git and grep print no colour there.
    const char* saved = std::getenv("TERM");
    const std::string before = saved != nullptr ? saved : "";
    ::setenv("TERM", "dumb", 1);
    const bool dumb = benchcmp::this_terminal().no_color;
    ::setenv("TERM", "xterm-256color", 1);
    const bool xterm = benchcmp::this_terminal().no_color;
    if (saved != nullptr) {
        ::setenv("TERM", before.c_str(), 1);
    } else {
        ::unsetenv("TERM");
    }
    CHECK(dumb);
    CHECK(xterm == (std::getenv("NO_COLOR") != nullptr && *std::getenv("NO_COLOR") != '\0'));
}
