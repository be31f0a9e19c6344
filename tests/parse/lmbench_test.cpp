// The lmbench parser: real lat_syscall lines (data/lmbench/), labels before the output, lat_ctx
// blocks and bad values.

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
using parse_test::find;
using parse_test::values;

std::vector<Run> parse_all(const std::string& content) {
    return benchcmp::find_format("lmbench")->parse(benchcmp::InputText{"in.txt", content});
}

const benchcmp::Parser& parser() {
    return *benchcmp::find_format("lmbench");
}

}  // namespace

TEST_CASE("lmbench: a label before the output on each line makes the variants",
          "[parse][lmbench]") {
    const std::vector<Run> runs =
        parse_all(parse_test::read_file("data/lmbench/lat-syscall-labelled.txt"));
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "randomize_kstack_offset=y");
    CHECK(runs[1].label == "randomize_kstack_offset=n");
    CHECK(values(runs[0], "latency", "test=Simple syscall") == Values{0.7082});
    CHECK(values(runs[1], "latency", "test=Simple syscall") == Values{0.7016});
    const Observation* latency = find(runs[0], "latency", "test=Simple syscall");
    CHECK(latency->metric.unit == "us");
    CHECK(latency->metric.better == Direction::lower_is_better);
    CHECK(latency->line == 4);
}

TEST_CASE("lmbench: repeated lines are runs; quoted lines read", "[parse][lmbench]") {
    const Run run = parse_test::parse_one("lmbench",
                                          "> Simple syscall: 0.2365 microseconds\n"
                                          "> Simple syscall: 0.2354 microseconds\n"
                                          "Process fork+exit: 227.0000 microseconds\n"
                                          "Simple syscall: n/a microseconds\n",
                                          "in.txt");
    CHECK(values(run, "latency", "test=Simple syscall") == Values{0.2365, 0.2354});
    CHECK(values(run, "latency", "test=Process fork+exit") == Values{227.0});
    CHECK(parse_test::diagnostics(run) ==
          std::vector<std::string>{
              "in.txt:4: warning: Simple syscall: \"n/a\" is not a number; skipped"});
}

TEST_CASE("lmbench: labels on some lines only are left out", "[parse][lmbench]") {
    const std::vector<Run> runs = parse_all(
        "base:\tSimple syscall: 0.70 microseconds\n"
        "Simple syscall: 0.71 microseconds\n");
    REQUIRE(runs.size() == 1);
    CHECK(values(runs[0], "latency", "test=Simple syscall") == Values{0.70, 0.71});
    CHECK(parse_test::diagnostics(runs[0]) ==
          std::vector<std::string>{"in.txt: note: some result lines carry a label before them "
                                   "and some do not; read as one run"});
}

TEST_CASE("lmbench: lat_ctx blocks", "[parse][lmbench]") {
    const Run run = parse_test::parse_one("lmbench",
                                          "\"size=0k ovr=1.00\n"
                                          "2 3.45\n"
                                          "4 3.60\n"
                                          "\n"
                                          "\"size=16k ovr=1.20\n"
                                          "2 5.10\n",
                                          "in.txt");
    CHECK(values(run, "ctxsw", "size=0k procs=2") == Values{3.45});
    CHECK(values(run, "ctxsw", "size=0k procs=4") == Values{3.60});
    CHECK(values(run, "ctxsw", "size=16k procs=2") == Values{5.10});
}

TEST_CASE("lmbench: sniff", "[parse][lmbench]") {
    CHECK(parser().sniff("Simple syscall: 0.1234 microseconds\n") >= 0.7);
    CHECK(parser().sniff("\"size=0k ovr=1.00\n2 3.45\n") >= 0.7);
    CHECK(parser().sniff("The syscall took 0.2 microseconds\n") == 0.0);
    CHECK(parser().sniff("Context switching - times in microseconds - smaller is better\n") >= 0.7);
    CHECK(parser().sniff("Lower is better\n") == 0.0);
}

TEST_CASE("lmbench: the catch-all readers do not take lmbench output", "[parse][lmbench]") {
    const std::string text = parse_test::read_file("data/lmbench/lat-syscall-labelled.txt");
    for (const char* other : {"table", "numbers"}) {
        INFO(other);
        CHECK(benchcmp::find_format(other)->sniff(text) < parser().sniff(text));
    }
}

TEST_CASE("lmbench: a real summary, a variant per host", "[parse][lmbench]") {
    const std::vector<Run> runs =
        parse_all(parse_test::read_file("data/lmbench/summary-memcg-4configs.txt"));
    REQUIRE(runs.size() == 4);
    CHECK(runs[0].label == "800");
    CHECK(runs[1].label == "disabled");
    CHECK(runs[0].diagnostics.empty());
    // `105.` and `500.`: lmbench cuts a value to its column and keeps the dot.
    CHECK(values(runs[0], "fork proc", "section=Processor, Processes") == Values{105.0});
    CHECK(values(runs[1], "exec proc", "section=Processor, Processes") == Values{436.0});
    CHECK(values(runs[3], "Mmap Latency", "section=File & VM system latencies") == Values{6629.0});
    const Observation* bandwidth =
        find(runs[1], "Pipe", "section=*Local* Communication bandwidths");
    REQUIRE(bandwidth != nullptr);
    CHECK(bandwidth->metric.unit == "MB/s");
    CHECK(bandwidth->metric.better == Direction::higher_is_better);
    CHECK(find(runs[1], "fork proc", "section=Processor, Processes")->metric.unit == "us");
    // The Mhz column is the processor's clock, and the UDP cells are empty.
    CHECK(find(runs[1], "Mhz", "section=Processor, Processes") == nullptr);
    CHECK(find(runs[1], "UDP", "section=*Local* Communication latencies") == nullptr);
}

TEST_CASE("lmbench: summary rows of one host and OS, a table pasted twice", "[parse][lmbench]") {
    const std::string table =
        "> Processor, Processes - times in microseconds - smaller is better\n"
        "> ------------------------------------------------------------\n"
        "> Host                 OS  Mhz null null      fork\n"
        ">                              call  I/O      proc\n"
        "> --------- ------------- ---- ---- ---- ---- ----\n"
        "> localhost Linux 2.6.27- 1600 0.03 0.23 3.12 227.\n"
        "> localhost Linux 2.6.27- 1600 0.03 0.23 3.13 24.0K\n"
        "> [...]\n";
    const std::vector<Run> runs = parse_all(table + table);
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "localhost Linux 2.6.27-");
    CHECK(runs[1].label == "localhost Linux 2.6.27- #2");
    CHECK(values(runs[0], "fork proc", "section=Processor, Processes") == Values{227.0});
    CHECK(values(runs[1], "fork proc", "section=Processor, Processes") == Values{24000.0});
    CHECK(values(runs[1], "null call", "section=Processor, Processes") == Values{0.03});
    CHECK(parse_test::diagnostics(runs[0]) ==
          std::vector<std::string>{
              "in.txt:6: warning: Processor, Processes: rows with the same host and OS are told "
              "apart by their order ('localhost Linux 2.6.27-', 'localhost Linux 2.6.27- #2', "
              "...)",
              "in.txt:14: note: this summary table repeats one above it value for value; read "
              "once"});
}

TEST_CASE("lmbench: summary rows in paragraphs are one variant's runs each", "[parse][lmbench]") {
    const std::vector<Run> runs = parse_all(
        "Processor, Processes - times in microseconds - smaller is better\n"
        "-------------------------------------------------\n"
        "Host                 OS  Mhz null      open\n"
        "                             call      clos\n"
        "--------- ------------- ---- ---- ---- ----\n"
        "larsa     Linux 2.6.25-  897 0.23 0.52 6.26\n"
        "larsa     Linux 2.6.25-  897 0.23 0.52 6.27\n"
        "\n"
        "larsa     Linux 2.6.25-  897 0.23 0.52 5.82\n"
        "larsa     Linux 2.6.25-  897 0.23 0.52 5.83\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[1].label == "larsa Linux 2.6.25- #2");
    CHECK(values(runs[0], "open clos", "section=Processor, Processes") == Values{6.26, 6.27});
    CHECK(values(runs[1], "open clos", "section=Processor, Processes") == Values{5.82, 5.83});
    CHECK(parse_test::diagnostics(runs[0]) ==
          std::vector<std::string>{
              "in.txt:6: warning: Processor, Processes: rows with the same host and OS are told "
              "apart by the blank lines between them, each paragraph a variant ('larsa Linux "
              "2.6.25-', 'larsa Linux 2.6.25- #2', ...)"});
}

TEST_CASE("lmbench: a rule whose dashes do not match the rows reads the row's numbers",
          "[parse][lmbench]") {
    // One group of eight dashes stands over `6.26 12.3`: by the places, that cell is no
    // number and the next ones shift; the row has one number for each column, read in order.
    const Run run =
        parse_test::parse_one("lmbench",
                              "Processor, Processes - times in microseconds - smaller is better\n"
                              "Host                 OS  Mhz null null open     slct fork\n"
                              "                             call I/O  clos     TCP  proc\n"
                              "--------- ------------- ---- ---- ---- -------- ---- ----\n"
                              "larsa     Linux 2.6.25-  897 0.23 0.52 6.26 12.3 330.\n",
                              "in.txt");
    std::vector<double> read;
    for (const Observation& observation : run.observations) {
        read.push_back(observation.sample.values().front());
    }
    CHECK(read == Values{0.23, 0.52, 6.26, 12.3, 330.0});
}
