// The time parser: the shells' `time` and GNU time, each shape from data/time/ and small
// synthetic inputs of each rule. Expected values are the printed durations in seconds
// (`2m14.512s` is 2 * 60 + 14.512).

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "benchcmp/parse.hpp"
#include "benchcmp/post.hpp"
#include "parse_test_support.hpp"

namespace {

using benchcmp::Direction;
using benchcmp::Run;
using parse_test::values;

Run parse(const std::string& content) {
    return parse_test::parse_one("time", content, "in.txt");
}

const benchcmp::Parser& parser() {
    const benchcmp::Parser* found = benchcmp::find_format("time");
    REQUIRE(found != nullptr);
    return *found;
}

}  // namespace

TEST_CASE("time: bash blocks are runs of real, user and sys", "[parse][time]") {
    const Run run = parse(parse_test::read_file("data/time/bash-base.txt"));
    CHECK(run.diagnostics.empty());
    REQUIRE(run.observations.size() == 3);
    const std::vector<double> real = values(run, "real", "");
    REQUIRE(real.size() == 3);
    CHECK(real[0] == Approx(134.512).margin(1e-9));
    CHECK(real[1] == Approx(133.907).margin(1e-9));
    CHECK(values(run, "user", "")[0] == Approx(842.118).margin(1e-9));  // 14m2.118s
    CHECK(values(run, "sys", "")[2] == Approx(100.112).margin(1e-9));
    for (const auto& observation : run.observations) {
        CHECK(observation.metric.benchmark == "time");
        CHECK(observation.metric.unit == "s");
        CHECK(observation.metric.better == Direction::lower_is_better);
    }
    // POSIX's `time -p`, blanks instead of a TAB, and mail quoting.
    const Run posix = parse("> real 14.50\n> user 0.02\n> sys 0.14\n");
    CHECK(values(posix, "real", "") == std::vector<double>{14.50});
    CHECK(values(posix, "sys", "") == std::vector<double>{0.14});
    // The author's note in brackets after a value is not part of the line.
    const Run noted = parse("real\t1m8.648s         (68 secs)\nuser\t0m0.5s\nsys\t0m1.5s (!)\n");
    CHECK(noted.diagnostics.empty());
    CHECK(values(noted, "real", "") == std::vector<double>{68.648});
    CHECK(values(noted, "sys", "") == std::vector<double>{1.5});
    CHECK(parse("real\t1m8.648s and more\nuser\t0m0.5s\nsys\t0m1.5s\n").observations.size() ==
          2);  // a note needs its brackets
}

TEST_CASE("time: GNU time's default line and its -v block", "[parse][time]") {
    const Run line = parse(parse_test::read_file("data/time/gnu-default.txt"));
    CHECK(line.diagnostics.empty());
    CHECK(values(line, "user", "") == std::vector<double>{842.11, 841.40});
    CHECK(values(line, "real", "")[1] == Approx(133.90).margin(1e-9));  // 2:13.90elapsed
    CHECK(values(line, "cpu", "") == std::vector<double>{700, 702});
    CHECK(values(line, "max_rss", "") == std::vector<double>{412308, 412112});
    const Run verbose = parse(parse_test::read_file("data/time/gnu-verbose.txt"));
    CHECK(values(verbose, "user", "") == std::vector<double>{830.93});
    CHECK(values(verbose, "real", "")[0] == Approx(131.02).margin(1e-9));
    CHECK(values(verbose, "cpu", "") == std::vector<double>{707});
    CHECK(values(verbose, "max_rss", "") == std::vector<double>{409876});
    CHECK(verbose.observations.size() == 5);  // the other counters are not read
    // Hours in an elapsed time: 1:00:02 is 3602 s.
    CHECK(values(parse("1.00user 2.00system 1:00:02elapsed 0%CPU\n"), "real", "") ==
          std::vector<double>{3602});
}

TEST_CASE("time: zsh's line, its total in seconds or m:ss", "[parse][time]") {
    const Run run = parse(parse_test::read_file("data/time/zsh.txt"));
    CHECK(run.diagnostics.empty());
    const std::vector<double> real = values(run, "real", "");
    REQUIRE(real.size() == 3);
    CHECK(real[0] == Approx(134.51).margin(1e-9));
    CHECK(values(run, "user", "")[0] == 842.12);
    CHECK(values(run, "cpu", "") == std::vector<double>{700, 702, 701});
    CHECK(values(parse("./run  0.02s user 0.14s system 99% cpu 14.500 total\n"), "real", "") ==
          std::vector<double>{14.5});
}

TEST_CASE("time: detected by a whole block, not by a word", "[parse][time]") {
    for (const char* file : {"data/time/bash-base.txt", "data/time/gnu-default.txt",
                             "data/time/gnu-verbose.txt", "data/time/zsh.txt"}) {
        INFO(file);
        const std::string text = parse_test::read_file(file);
        CHECK(&benchcmp::detect_format(benchcmp::InputText{file, text}) == &parser());
    }
    // One duration alone, or lines that only look alike, are no block of time's.
    CHECK(parser().sniff("real 14.5\n") == 0.0);
    CHECK(parser().sniff("real 14.5\nuser 0.2\n") == 0.0);
    CHECK(parser().sniff("real life\nuser name\nsys admin\n") == 0.0);
    CHECK(parser().sniff("User Time 123.4\nSystem Time 12.0\nElapsed Time 20.1\n") == 0.0);
    // Durations that are no durations are not read.
    CHECK(parse("real -1.5\nuser 1m\nsys 0m1.5x\n").observations.empty());
}

TEST_CASE("time: a post's labels name the variants its blocks belong to", "[parse][time][post]") {
    const std::string block = "real\t0m14.500s\nuser\t0m0.020s\nsys\t0m0.140s\n\n";
    const std::string faster = "real\t0m13.500s\nuser\t0m0.020s\nsys\t0m0.130s\n\n";
    const std::vector<Run> runs = benchcmp::read_post(
        benchcmp::InputText{
            "post.txt", "before:\n\n" + block + block + "after:\n\n" + faster + faster + faster},
        benchcmp::PostOptions{});
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "before");
    CHECK(runs[1].label == "after");
    CHECK(values(runs[0], "real", "") == std::vector<double>{14.5, 14.5});
    CHECK(values(runs[1], "sys", "") == std::vector<double>{0.13, 0.13, 0.13});
}

TEST_CASE("time: a time beyond the doubles after conversion is refused", "[parse][time]") {
    // 1e308 minutes is a finite number of minutes but no finite number of seconds.
    const Run run = parse("real\t1e308m0.000s\nuser\t0m0.020s\nsys\t0m0.140s\n");
    for (const auto& observation : run.observations) {
        CHECK(observation.metric.name != "real");
    }
    REQUIRE(run.diagnostics.size() == 1);
    CHECK(run.diagnostics.front().line == 1);
    CHECK(run.diagnostics.front().message == "real time out of range: \"real\\x091e308m0.000s\"");
}
