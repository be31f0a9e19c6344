// hyperfine's terminal output (hyperfine/hyperfine_text.cpp): a real run (data/hyperfine/),
// the older `Benchmark #N:` layout, several outputs in one text, units, a single run, and what
// is refused.

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse_test_support.hpp"

namespace {

using benchcmp::Direction;
using benchcmp::Observation;
using benchcmp::Run;
using parse_test::find;

const benchcmp::Parser& parser() {
    return *benchcmp::find_format("hyperfine");
}

std::vector<Run> parse_all(const std::string& content) {
    return parser().parse(benchcmp::InputText{"in.txt", content});
}

const benchcmp::Summary& summary(const Run& run, const std::string& key) {
    const Observation* observation = find(run, "time", key);
    REQUIRE(observation != nullptr);
    REQUIRE(!observation->sample.is_raw());
    return observation->sample.summary();
}

const std::string kPm = "\xC2\xB1";            // ±
const std::string kSigma = "\xCF\x83";         // σ
const std::string kEllipsis = "\xE2\x80\xA6";  // …

std::string block(int number, const std::string& command, const std::string& mean,
                  const std::string& stddev, const std::string& runs) {
    return "Benchmark " + std::to_string(number) + ": " + command + "\n  Time (mean " + kPm + " " +
           kSigma + "):     " + mean + " " + kPm + "  " + stddev +
           "    [User: 1.0 ms, System: 0.1 ms]\n  Range (min " + kEllipsis + " max):   1.0 ms " +
           kEllipsis + " 9.0 ms    " + runs + " runs\n\n";
}

}  // namespace

TEST_CASE("hyperfine text: a real run of three commands is three variants", "[parse][hyperfine]") {
    const std::vector<Run> runs =
        parse_all(parse_test::read_file("data/hyperfine/terminal-three-commands.txt"));
    REQUIRE(runs.size() == 3);
    CHECK(runs[0].label == "sleep 0.01");
    CHECK(runs[2].label == "sleep 0.05");
    CHECK(runs[0].diagnostics.empty());
    const benchcmp::Summary& first = summary(runs[0], "");
    CHECK(first.mean == 39.7);
    CHECK(first.stddev == 15.8);
    CHECK(first.n == 20);
    CHECK(first.min == 12.0);
    CHECK(first.max == 75.9);
    const Observation* time = find(runs[1], "time", "");
    CHECK(time->metric.unit == "ms");
    CHECK(time->metric.better == Direction::lower_is_better);
    CHECK(time->line == 6);
    CHECK(summary(runs[2], "").mean == 69.1);
}

TEST_CASE("hyperfine text: several outputs are cases run=N of the command positions",
          "[parse][hyperfine]") {
    const std::vector<Run> runs = parse_all(
        "$ hyperfine 'git upload-pack .' 'git.compile upload-pack .'\n" +
        block(1, "git upload-pack .", "948.6 ms", "7.3 ms", "10") +
        block(2, "git.compile upload-pack .", "867.3 ms", "6.8 ms", "10") +
        "Summary\n  'git.compile upload-pack .' ran\n    1.09 " + kPm +
        " 0.01 times faster than 'git upload-pack .'\n\n[...]\n" +
        block(1, "git.compile upload-pack .", "855.4 ms", "5.8 ms", "10") +
        block(2, "GIT_REF_PARANOIA=1 git.compile upload-pack .", "394.4 ms", "3.0 ms", "10"));
    REQUIRE(runs.size() == 2);
    // The commands at a position differ between the outputs: the position names the variant.
    CHECK(runs[0].label == "benchmark 1");
    CHECK(runs[1].label == "benchmark 2");
    CHECK(summary(runs[0], "run=1").mean == 948.6);
    CHECK(summary(runs[0], "run=2").mean == 855.4);
    CHECK(summary(runs[1], "run=2").mean == 394.4);
}

TEST_CASE("hyperfine text: the old `Benchmark #N:` layout, quoted", "[parse][hyperfine]") {
    const std::vector<Run> runs = parse_all(
        "> Benchmark #1: make\n"
        ">   Time (mean " +
        kPm + " " + kSigma + "):      2.366 s " + kPm +
        "  0.021 s    [User: 0.858 s, System: 1.508 s]\n"
        ">   Range (min " +
        kEllipsis + " max):    2.328 s " + kEllipsis +
        "  2.407 s    10 runs\n"
        ">\n"
        "> Benchmark #2: make -j2\n"
        ">   Time (mean " +
        kPm + " " + kSigma + "):      1.369 s " + kPm +
        "  0.017 s    [User: 0.715 s, System: 0.641 s]\n"
        ">   Range (min " +
        kEllipsis + " max):    1.346 s " + kEllipsis + "  1.400 s    10 runs\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[1].label == "make -j2");
    CHECK(summary(runs[1], "").mean == 1.369);
    CHECK(find(runs[1], "time", "")->metric.unit == "s");
}

TEST_CASE("hyperfine text: one output, commands in s and ms, share the smaller unit",
          "[parse][hyperfine]") {
    const std::vector<Run> runs = parse_all(block(1, "a", "1.205 s", "0.010 s", "5") +
                                            block(2, "b", "987.3 ms", "12.0 ms", "5"));
    REQUIRE(runs.size() == 2);
    CHECK(find(runs[0], "time", "")->metric.unit == "ms");
    CHECK(summary(runs[0], "").mean == Approx(1205.0));
    CHECK(summary(runs[0], "").stddev == Approx(10.0));
    CHECK(summary(runs[1], "").mean == 987.3);
}

TEST_CASE("hyperfine text: single commands are one run keyed by command; one run is n=1",
          "[parse][hyperfine]") {
    const std::vector<Run> runs =
        parse_all(block(1, "make", "35.2 ms", "2.0 ms", "15") + "Benchmark 1: make install\n" +
                  "  Time (abs \xE2\x89\xA1):        112.2 ms               [User: 1.1 ms, System: "
                  "0.0 ms]\n");
    REQUIRE(runs.size() == 1);
    CHECK(summary(runs[0], "command=make").n == 15);
    CHECK(summary(runs[0], "command=make install").n == 1);
    CHECK(summary(runs[0], "command=make install").mean == 112.2);
}

TEST_CASE("hyperfine text: what cannot be read is said", "[parse][hyperfine]") {
    const std::vector<Run> runs = parse_all(
        "Benchmark 1: a\n"
        "  Time (mean " +
        kPm + " " + kSigma + "):     fast ms " + kPm +
        " 1 ms\n"
        "Benchmark 2: b\n"
        "Benchmark 3: c\n"
        "  Time (mean " +
        kPm + " " + kSigma + "):     3.0 ms " + kPm + " 0.1 ms\n");
    REQUIRE(runs.size() == 1);
    CHECK(parse_test::diagnostics(runs[0]) ==
          std::vector<std::string>{
              "in.txt:2: warning: 'a': the mean of this Time line cannot be read; the command "
              "is skipped",
              "in.txt:3: warning: 'b' has no Time line; skipped",
              "in.txt:5: warning: 'c' has no Range line with its run count; --runs N gives it"});
    CHECK(summary(runs[0], "command=c").n == 0);
}

TEST_CASE("hyperfine text: sniff, and the catch-all readers do not take it", "[parse][hyperfine]") {
    const std::string text = parse_test::read_file("data/hyperfine/terminal-three-commands.txt");
    CHECK(parser().sniff(text) >= 0.7);
    CHECK(parser().sniff("Benchmark 1: is a word\nTime (of day): noon\n") == 0.0);
    CHECK(parser().sniff("Time (mean): 3 ms\n") == 0.0);
    for (const char* other : {"table", "numbers"}) {
        INFO(other);
        CHECK(benchcmp::find_format(other)->sniff(text) < parser().sniff(text));
    }
}

TEST_CASE("hyperfine text: quoted-printable left undecoded still reads", "[parse][hyperfine]") {
    // A mail whose only escapes are =C2=B1, =CF=83 and =E2=80=A6 is not taken for
    // quoted-printable by the post reader, so the parser sees them as they are.
    const std::vector<Run> runs = parse_all(
        "Benchmark 1: main\n"
        "  Time (mean =C2=B1 =CF=83):     29.902 s =C2=B1  0.105 s    [User: 29.176 s]\n"
        "  Range (min =E2=80=A6 max):   29.781 s =E2=80=A6 29.969 s    3 runs\n"
        "Benchmark 2: topic\n"
        "  Time (mean =C2=B1 =CF=83):      4.033 s =C2=B1  0.088 s    [User: 4.071 s]\n"
        "  Range (min =E2=80=A6 max):    3.953 s =E2=80=A6  4.128 s    3 runs\n");
    REQUIRE(runs.size() == 2);
    CHECK(summary(runs[0], "").stddev == 0.105);
    CHECK(summary(runs[1], "").n == 3);
    CHECK(summary(runs[1], "").max == 4.128);
}
