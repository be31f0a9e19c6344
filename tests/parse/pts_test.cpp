// The Phoronix Test Suite reader: data/pts/composite.xml (laid out as PTS 10.8 writes it, see
// data/pts/README.md) and small synthetic files of each rule. Expected values are copied from
// the files.

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/pts/pts_csv.hpp"
#include "parse_test_support.hpp"

namespace {

using benchcmp::Direction;
using benchcmp::Observation;
using benchcmp::Run;
using Values = std::vector<double>;
using Lines = std::vector<std::string>;

std::vector<Run> parse(const std::string& content) {
    const benchcmp::Parser* parser = benchcmp::find_format("pts");
    REQUIRE(parser != nullptr);
    return parser->parse(benchcmp::InputText{"in.xml", content});
}

const Observation* find(const Run& run, const std::string& metric, const std::string& key) {
    for (const Observation& observation : run.observations) {
        if (observation.metric.name == metric && observation.case_key.to_string() == key) {
            return &observation;
        }
    }
    return nullptr;
}

// A result file of two systems around the given results.
std::string file_of(const std::string& results) {
    return "<?xml version=\"1.0\"?>\n<PhoronixTestSuite>\n"
           "  <System><Identifier>a</Identifier></System>\n"
           "  <System><Identifier>b</Identifier></System>\n" +
           results + "</PhoronixTestSuite>\n";
}

}  // namespace

TEST_CASE("pts: a system per variant, RawString's trials, Proportion and Scale", "[parse][pts]") {
    const std::vector<Run> runs = parse(parse_test::read_file("data/pts/composite.xml"));
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "linux-6.8");
    CHECK(runs[1].label == "linux-6.9");
    CHECK(runs[0].diagnostics.empty());
    CHECK(runs[0].observations.size() == 5);
    const Observation* process = find(runs[0], "Hackbench", "Count=8 Type=Process");
    REQUIRE(process != nullptr);
    CHECK(process->metric.benchmark == "hackbench");
    CHECK(process->metric.unit == "Seconds");
    CHECK(process->metric.better == Direction::lower_is_better);
    CHECK(process->sample.values() == Values{21.480, 21.610, 21.506, 21.552, 21.497});
    CHECK(process->line == 40);  // the line of its <Entry>
    const Observation* patched = find(runs[1], "Hackbench", "Count=8 Type=Process");
    REQUIRE(patched != nullptr);
    CHECK(patched->sample.values() == Values{20.901, 21.034, 20.950, 20.988, 20.873});
    CHECK(patched->line == 46);
    const Observation* cpu = find(runs[1], "Sysbench", "Test=CPU");
    REQUIRE(cpu != nullptr);
    CHECK(cpu->metric.benchmark == "sysbench");
    CHECK(cpu->metric.unit == "Events Per Second");
    CHECK(cpu->metric.better == Direction::higher_is_better);
    CHECK(cpu->sample.values() == Values{33511.02, 33476.93, 33540.18});
    // One trial: RawString is empty and Value is the trial.
    const Observation* build = find(runs[0], "Timed Linux Kernel Compilation", "Build=defconfig");
    REQUIRE(build != nullptr);
    CHECK(build->metric.benchmark == "build-linux-kernel");
    CHECK(build->sample.values() == Values{98.412});
}

TEST_CASE("pts: the case from Description, Arguments or neither", "[parse][pts]") {
    const std::vector<Run> runs = parse(file_of(R"(
  <Result><Identifier>local/x-1.0</Identifier><Title>X</Title><Arguments>-n 4</Arguments>
    <Description>four workers</Description><Scale>ms</Scale><Proportion>ABSTRACT</Proportion>
    <Data><Entry><Identifier>a</Identifier><Value>3</Value><RawString>1:2</RawString></Entry></Data>
  </Result>
  <Result><Identifier></Identifier><Title>Y per watt</Title><Arguments>-n 4</Arguments>
    <Description></Description><Scale>ops/W</Scale><Proportion>HIB</Proportion>
    <Data><Entry><Identifier>b</Identifier><Value>7.5</Value><RawString></RawString></Entry></Data>
  </Result>
)"));
    REQUIRE(runs.size() == 2);
    const Observation* x = find(runs[0], "X", "options=four workers");
    REQUIRE(x != nullptr);
    CHECK(x->metric.benchmark == "x");
    CHECK(x->metric.better == Direction::unknown);
    CHECK(x->sample.values() == Values{1, 2});
    const Observation* y = find(runs[1], "Y per watt", "arguments=-n 4");
    REQUIRE(y != nullptr);
    CHECK(y->metric.benchmark == "Y per watt");
    CHECK(y->sample.values() == Values{7.5});
    CHECK(runs[0].diagnostics.empty());
}

TEST_CASE("pts: line graphs, bad trials, unknown systems, repeated results", "[parse][pts]") {
    const std::vector<Run> runs = parse(file_of(R"(<Result>
<Identifier>pts/a-1.0.0</Identifier><Title>A</Title><Description>T: 1</Description>
<DisplayFormat>LINE_GRAPH</DisplayFormat>
<Data><Entry><Identifier>a</Identifier><Value>1,2,3</Value><RawString/></Entry></Data></Result>
<Result><Identifier>pts/b-1.0.0</Identifier><Title>B</Title><Description>T: 1</Description>
<Data><Entry><Identifier>a</Identifier><Value>2</Value><RawString>1:x:3</RawString></Entry>
<Entry><Identifier>c</Identifier><Value>2</Value><RawString>2</RawString></Entry>
<Entry><Identifier>b</Identifier><Value></Value><RawString/></Entry></Data></Result>
<Result><Identifier>pts/b-1.0.0</Identifier><Title>B</Title><Description>T: 1</Description>
</Result>
)"));
    REQUIRE(runs.size() == 2);
    CHECK(find(runs[0], "B", "T=1")->sample.values() == Values{1, 3});
    CHECK(find(runs[0], "A", "T=1") == nullptr);
    CHECK(find(runs[1], "B", "T=1") == nullptr);
    CHECK(parse_test::diagnostics(runs[0]) ==
          Lines{"in.xml:5: note: A: a LINE_GRAPH result holds no number per system; not "
                "compared",
                "in.xml:10: warning: system 'a': 1 of the trials are not numbers; skipped",
                "in.xml:11: warning: B: an entry of system 'c', which no System lists; skipped",
                "in.xml:12: note: system 'b' has no value (every trial failed)",
                "in.xml:13: warning: B T=1: the same result again; skipped"});
}

TEST_CASE("pts: bad XML at its line, other XML, the pre-3.0 layout", "[parse][pts]") {
    const std::vector<Run> bad = parse("<PhoronixTestSuite>\n<System>\n<Identifier>a</Ident>\n");
    REQUIRE(bad.size() == 1);
    CHECK(parse_test::diagnostics(bad[0]) ==
          Lines{"in.xml:3: error: not valid XML: Start-end tags mismatch"});
    CHECK(parse_test::diagnostics(parse("<svg></svg>\n")[0]) ==
          Lines{"in.xml:1: error: no <PhoronixTestSuite> element: not a PTS result file"});
    CHECK(
        parse_test::diagnostics(parse("<PhoronixTestSuite><Benchmark/></PhoronixTestSuite>")[0]) ==
        Lines{"in.xml:1: error: a result file of PTS before 3.0 (<Benchmark> elements), not "
              "supported"});
    const benchcmp::Parser* parser = benchcmp::find_format("pts");
    CHECK(parser->sniff("<?xml version=\"1.0\"?>\n<PhoronixTestSuite>\n") > 0.9);
    CHECK(parser->sniff("<?xml version=\"1.0\"?>\n<svg>\n") == 0.0);
}

// The CSV export (phoronix-test-suite result-file-to-csv): data/pts/composite.csv is
// composite.xml exported by hand to the layout FORMATS-TOOLS.md section 5 records.
TEST_CASE("pts csv: a system per variant, each Value one value, the label split", "[parse][pts]") {
    const std::vector<Run> runs = parse(parse_test::read_file("data/pts/composite.csv"));
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "linux-6.8");
    CHECK(runs[1].label == "linux-6.9");
    CHECK(parse_test::diagnostics(runs[0]).empty());
    CHECK(runs[0].observations.size() == 5);  // the hardware rows are not results
    const Observation* process = find(runs[0], "Hackbench", "Count=8 Type=Process");
    REQUIRE(process != nullptr);
    CHECK(process->metric.benchmark == "hackbench");
    CHECK(process->metric.unit == "Seconds");
    CHECK(process->metric.better == Direction::lower_is_better);
    CHECK(process->sample.values() == Values{21.529});
    CHECK(process->line == 14);
    const Observation* cpu = find(runs[1], "Sysbench", "Test=CPU");
    REQUIRE(cpu != nullptr);
    CHECK(cpu->metric.unit == "Events/sec");
    CHECK(cpu->metric.better == Direction::higher_is_better);
    CHECK(cpu->sample.values() == Values{33509.38});
    // The unit holds a comma and the description a nested name: the last parenthesis is it.
    const Observation* latency =
        find(runs[1], "schbench", "Message Threads=16 Workers Per Message Thread=8");
    REQUIRE(latency != nullptr);
    CHECK(latency->metric.unit == "usec, 99.9th Latency");
    CHECK(latency->sample.values() == Values{5115});
    const Observation* build = find(runs[0], "Timed Linux Kernel Compilation", "Build=defconfig");
    REQUIRE(build != nullptr);
    CHECK(build->metric.benchmark == "timed-linux-kernel-compilation");
}

TEST_CASE("pts csv: pasted from mail, CRLF, a missing entry, bad cells", "[parse][pts]") {
    const std::string csv =
        "> ,t,\r\n"
        ">\r\n"
        ">  ,,\"a\",\"b\"\r\n"
        "> Memory,,8GB,8GB\r\n"
        ">\r\n"
        ">  ,,\"a\",\"b\"\r\n"
        "> \"X - N: 1 (ms)\",LIB,1.5,\r\n"
        "> \"Y (ops)\",ABSTRACT,2,fast\r\n"
        "> \"Z\",HIB,3\r\n";
    const std::vector<Run> runs = parse(csv);
    REQUIRE(runs.size() == 2);
    CHECK(parse_test::diagnostics(runs[0]) ==
          Lines{"in.xml:8: warning: Y: system 'b' has 'fast', not a number; skipped",
                "in.xml:9: warning: a row of 3 cells under a header of 2 systems; skipped"});
    const Observation* x = find(runs[0], "X", "N=1");
    REQUIRE(x != nullptr);
    CHECK(x->metric.unit == "ms");
    CHECK(find(runs[1], "X", "N=1") == nullptr);  // b's cell is empty: it did not run X
    const Observation* y = find(runs[0], "Y", "");
    REQUIRE(y != nullptr);
    CHECK(y->metric.unit == "ops");
    CHECK(y->metric.better == Direction::unknown);
}

TEST_CASE("pts csv: the system header starts with two empty cells, bare or quoted",
          "[parse][pts]") {
    CHECK(benchcmp::pts::is_csv_header(" ,,\"a\",\"b\""));
    CHECK(benchcmp::pts::is_csv_header("> ,,a"));
    CHECK(benchcmp::pts::is_csv_header("\"\",\"\",\"a\""));
    CHECK(benchcmp::pts::is_csv_header("\" \", ,a"));
    CHECK_FALSE(benchcmp::pts::is_csv_header(",,"));    // no system
    CHECK_FALSE(benchcmp::pts::is_csv_header(",,a,"));  // an empty system
    CHECK_FALSE(benchcmp::pts::is_csv_header("x,,a"));
    CHECK_FALSE(benchcmp::pts::is_csv_header("\"x\",,a"));
    CHECK_FALSE(benchcmp::pts::is_csv_header("Time: 0.885"));
    CHECK_FALSE(benchcmp::pts::is_csv_header(""));
}

TEST_CASE("pts csv: a file without the system header says so", "[parse][pts]") {
    const std::vector<Run> runs = parse("Processor,,x\n\"X (ms)\",LIB,1\n");
    REQUIRE(runs.size() == 1);
    CHECK(
        parse_test::diagnostics(runs[0]) ==
        Lines{"in.xml:1: error: no system header row (` ,,\"system\",...`): not a PTS CSV export"});
}

TEST_CASE("pts csv: detected by its header, beside composite.xml", "[parse][pts]") {
    const benchcmp::InputText csv{"c.csv", parse_test::read_file("data/pts/composite.csv")};
    CHECK(benchcmp::detect_format(csv).name() == "pts");
}

TEST_CASE("pts text: a system per variant, the result's title, options and scale", "[parse][pts]") {
    // Ted Ts'o's pts/sqlite run on four kernels (data/pts/sqlite-kernels-text.txt).
    const std::vector<Run> runs = parse(parse_test::read_file("data/pts/sqlite-kernels-text.txt"));
    REQUIRE(runs.size() == 4);
    CHECK(runs[0].label == "5.3.0");
    CHECK(runs[2].label == "5.4-rc3-80-gafb2442fa429");
    CHECK(runs[0].diagnostics.empty());
    // `SQLite 3.30.1` over `Threads / Copies: 1`: the title without its version.
    const Observation* sqlite = find(runs[3], "SQLite", "Threads / Copies=1");
    REQUIRE(sqlite != nullptr);
    CHECK(sqlite->sample.values() == Values{223});
    CHECK(sqlite->metric.benchmark == "sqlite");
    CHECK(sqlite->metric.unit == "Seconds");
    CHECK(sqlite->metric.better == Direction::lower_is_better);
    CHECK(sqlite->line == 14);
}

TEST_CASE("pts text: unindented results, a test without options, a line graph", "[parse][pts]") {
    const std::vector<Run> runs = parse(
        "> Hackbench\n"
        "> Count: 8 - Type: Process\n"
        "> Seconds < Lower Is Better\n"
        "> linux 6.8 . 21.43 |==========================\n"
        "> linux 6.9 . 19.02 |=======================\n"
        ">\n"
        "> PyBench 2018-02-16\n"
        ">\n"
        "> Milliseconds < Lower Is Better\n"
        "> linux 6.8 . 1736 |=================\n"
        "> linux 6.9 . 0.0|\n"
        ">\n"
        "> Timed Linux Kernel Compilation 6.1\n"
        "> Build: defconfig\n"
        "> Seconds < Lower Is Better\n"
        "> linux 6.8 . MIN: 21  AVG: 23  MAX: 25\n");
    REQUIRE(runs.size() == 2);
    CHECK(runs[1].label == "linux 6.9");
    CHECK(find(runs[0], "Hackbench", "Count=8 Type=Process")->sample.values() == Values{21.43});
    CHECK(find(runs[1], "Hackbench", "Count=8 Type=Process")->sample.values() == Values{19.02});
    CHECK(find(runs[0], "PyBench", "")->sample.values() == Values{1736});
    CHECK(find(runs[1], "PyBench", "")->sample.values() == Values{0.0});
    CHECK(find(runs[0], "Timed Linux Kernel Compilation", "Build=defconfig") == nullptr);
    CHECK(parse_test::diagnostics(runs[0]) ==
          Lines{"in.xml:16: warning: PTS line graph \"linux 6.8 . MIN: 21  AVG: 23  MAX: 25\" "
                "is not read: its MIN/AVG/MAX summarise a series, not runs"});
}

TEST_CASE("pts text: detected, and the catch-all readers do not take it", "[parse][pts]") {
    const std::string text = parse_test::read_file("data/pts/sqlite-kernels-text.txt");
    CHECK(benchcmp::detect_format(benchcmp::InputText{"in.txt", text}).name() == "pts");
    const benchcmp::Parser* pts = benchcmp::find_format("pts");
    for (const char* other : {"table", "numbers"}) {
        CHECK(benchcmp::find_format(other)->sniff(text) < pts->sniff(text));
    }
    // The scale words alone, in prose, are not the report.
    CHECK(pts->sniff("Seconds < Lower Is Better\nthe rest of the mail\n") == 0.0);
}
