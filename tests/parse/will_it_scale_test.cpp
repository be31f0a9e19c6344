// The will-it-scale parser: the runtest.py CSV blocks of a real post (data/will-it-scale/) and
// small synthetic inputs of each rule it relies on. Expected values are copied from the rows
// they come from (`grep -n '^256' data/will-it-scale/*.txt`).

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse_test_support.hpp"

namespace {

using benchcmp::Direction;
using benchcmp::Observation;
using benchcmp::Run;
using Values = std::vector<double>;
using Lines = std::vector<std::string>;
using parse_test::find;
using parse_test::values;

Run parse(const std::string& content) {
    return parse_test::parse_one("will-it-scale", content, "in.txt");
}

const std::string kHeader = "tasks,processes,processes_idle,threads,threads_idle,linear\n";

}  // namespace

TEST_CASE("will-it-scale: a real post, three CSV blocks are three runs", "[parse][will-it-scale]") {
    const Run run = parse(parse_test::read_file("data/will-it-scale/before-pin-fast.txt"));
    CHECK(run.diagnostics.empty());
    CHECK(values(run, "threads", "tasks=256") == Values{25641, 25652, 25559});
    const Observation* threads = find(run, "threads", "tasks=256");
    CHECK(threads->metric.unit == "ops/s");
    CHECK(threads->metric.better == Direction::higher_is_better);
    CHECK(threads->line == 5);
    // processes is 0 in every row of this thread-only run: not a measurement.
    CHECK(find(run, "processes", "tasks=256") == nullptr);
    CHECK(run.observations.size() == 1);
}

TEST_CASE("will-it-scale: stock output, every task count a case, idle and linear not read",
          "[parse][will-it-scale]") {
    const Run run = parse(kHeader +
                          "0,0,100,0,100,0\n"
                          "1,612345,93.75,598765,93.76,612345\n"
                          "2,1190022,87.51,1170113,87.52,1224690\n");
    CHECK(run.diagnostics.empty());
    CHECK(values(run, "processes", "tasks=1") == Values{612345});
    CHECK(values(run, "threads", "tasks=2") == Values{1170113});
    // the 0,0,100,... placeholder row is no case
    CHECK(find(run, "threads", "tasks=0") == nullptr);
    CHECK(run.observations.size() == 4);
}

TEST_CASE("will-it-scale: the zero column rule is per block", "[parse][will-it-scale]") {
    // a process-only block, then a block that measured both
    const Run run = parse(kHeader + "0,0,100,0,100,0\n4,400,1.00,0,0.00,0\n" + kHeader +
                          "0,0,100,0,100,0\n4,410,1.00,390,1.00,0\n");
    CHECK(values(run, "processes", "tasks=4") == Values{400, 410});
    CHECK(values(run, "threads", "tasks=4") == Values{390});
}

TEST_CASE("will-it-scale: a measured 0 stays when its column has other values",
          "[parse][will-it-scale]") {
    const Run run = parse(kHeader + "1,0,0.00,500,0.00,500\n2,0,0.00,0,0.00,1000\n");
    CHECK(values(run, "threads", "tasks=1") == Values{500});
    CHECK(values(run, "threads", "tasks=2") == Values{0});
}

TEST_CASE("will-it-scale: -1 (no average: line) is no value", "[parse][will-it-scale]") {
    const Run run = parse(kHeader +
                          "1,612345,93.75,-1,93.76,612345\n2,1190022,87.51,-1,87.52,"
                          "1224690\n" +
                          kHeader +
                          "1,600000,93.75,598765,93.76,612345\n2,1100000,87.51,-1,"
                          "87.52,1224690\n");
    CHECK(values(run, "processes", "tasks=2") == Values{1190022, 1100000});
    CHECK(values(run, "threads", "tasks=1") == Values{598765});
    CHECK(find(run, "threads", "tasks=2") == nullptr);
    CHECK(parse_test::diagnostics(run) ==
          Lines{"in.txt:6: note: threads is -1 (the binary printed no average); skipped (noted "
                "once per file)"});
}

TEST_CASE("will-it-scale: mail quoting, CRLF, blanks around cells and prose between blocks",
          "[parse][will-it-scale]") {
    const Run run = parse(
        "Before (average 25617 +- 0.16%):\r\n"
        "> tasks, processes, processes_idle, threads, threads_idle, linear\r\n"
        "> 0,0,100,0,100,0\r\n"
        "> 256, 0, 0.00, 25641, 0.17, 0\r\n"
        ">\r\n"
        "and again:\r\n"
        ">> tasks,processes,processes_idle,threads,threads_idle,linear\r\n"
        ">> 256,0,0.00,25652,0.16,0\r\n");
    CHECK(run.diagnostics.empty());
    CHECK(values(run, "threads", "tasks=256") == Values{25641, 25652});
}

TEST_CASE("will-it-scale: columns are found by the header's names", "[parse][will-it-scale]") {
    const Run run = parse("tasks,threads,threads_idle\n8,7000,1.50\n");
    CHECK(values(run, "threads", "tasks=8") == Values{7000});
    CHECK(run.observations.size() == 1);
}

TEST_CASE("will-it-scale: damaged rows are skipped with a warning", "[parse][will-it-scale]") {
    const Run run = parse(kHeader +
                          "1,612345,93.75,598765\n2,12x,87.51,1170113,87.52,1224690\n"
                          "two,1,1,1,1,1\n3,1700000,80.00,1650000,80.10,1837035\n");
    CHECK(values(run, "threads", "tasks=3") == Values{1650000});
    CHECK(parse_test::diagnostics(run) ==
          Lines{"in.txt:2: warning: row has 4 cells but its header has 6; skipped",
                "in.txt:3: warning: processes \"12x\" is not a number; the row is skipped",
                "in.txt:4: warning: tasks \"two\" is not a whole number; the row is skipped"});
}

TEST_CASE("will-it-scale: detected by its header line", "[parse][will-it-scale]") {
    const benchcmp::Parser& parser =
        benchcmp::detect_format(benchcmp::InputText{"in.txt", "Results:\n\n" + kHeader});
    CHECK(parser.name() == "will-it-scale");
}
