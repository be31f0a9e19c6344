// The go-bench parser: benchstat's own test files and `go test -bench` runs made for this
// repository (data/go-bench/README.md), and small synthetic inputs of every rule it relies on.
// The last test checks medians and Mann-Whitney p-values against benchstat's rule.

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "benchcmp/parse.hpp"
#include "benchcmp/stats.hpp"
#include "parse_test_support.hpp"

namespace {

using benchcmp::Direction;
using benchcmp::Observation;
using benchcmp::Run;
using Values = std::vector<double>;

Run parse(const std::string& content) {
    return parse_test::parse_one("go-bench", content, "in.txt");
}

// The Go name of an observation's case (`Encode/format=json-48`), rebuilt from the keys after
// the file configuration.
std::string go_name(const Observation& observation) {
    std::string name;
    bool in_name = false;
    for (const auto& [key, value] : observation.case_key.entries) {
        if (key == "name") {
            in_name = true;
            name = value;
        } else if (key == "gomaxprocs") {
            name += "-" + value;
        } else if (in_name) {
            name += "/" + key + "=" + value;
        }
    }
    return name;
}

const Observation* find(const Run& run, const std::string& name, const std::string& unit) {
    for (const Observation& observation : run.observations) {
        if (observation.metric.name == unit && go_name(observation) == name) {
            return &observation;
        }
    }
    return nullptr;
}

Values values(const Run& run, const std::string& name, const std::string& unit) {
    const Observation* observation = find(run, name, unit);
    REQUIRE(observation != nullptr);
    return observation->sample.values();
}

}  // namespace

TEST_CASE("go-bench: benchstat's old.txt, one metric per unit, config and procs as keys",
          "[parse][go-bench]") {
    const Run run = parse(parse_test::read_file("data/go-bench/old.txt"));
    CHECK(run.diagnostics.empty());
    REQUIRE(run.observations.size() == 2);
    const Observation& json = run.observations.front();
    CHECK(json.metric.benchmark == "go");
    CHECK(json.metric.name == "ns/op");
    CHECK(json.metric.better == Direction::lower_is_better);
    CHECK(json.line == 4);
    CHECK(json.case_key.to_string() ==
          "goos=linux goarch=amd64 pkg=golang.org/x/perf/cmd/benchstat/testdata name=Encode "
          "format=json gomaxprocs=48");
    CHECK(json.sample.values() ==
          Values{1726, 1723, 1707, 1707, 1713, 1729, 1736, 1707, 1705, 1774});
}

TEST_CASE("go-bench: a changed configuration starts other cases; Unit metadata",
          "[parse][go-bench]") {
    const Run run = parse(parse_test::read_file("data/go-bench/units.txt"));
    REQUIRE(run.observations.size() == 4);
    CHECK(run.observations[0].case_key.to_string() == "note=before name=Size");
    CHECK(run.observations[2].case_key.to_string() == "note=after name=Size");
    CHECK(run.observations[1].sample.values() == Values{100, 101, 101});
    CHECK(run.observations[0].metric.better == Direction::unknown);
    // assume=exact: benchstat warns when such a unit varies.
    CHECK(parse_test::diagnostics(run) ==
          std::vector<std::string>{"in.txt:7: note: text-bytes of note=before name=NonExact is "
                                   "declared assume=exact but its values vary"});
}

TEST_CASE("go-bench: a real run with sub-benchmarks, several units and Unit lines",
          "[parse][go-bench]") {
    const Run run = parse(parse_test::read_file("data/go-bench/base.txt"));
    CHECK(run.diagnostics.empty());
    CHECK(run.observations.size() == 18);
    CHECK(values(run, "Join/size=8-2", "MB/s") == Values{8.85, 11.96, 16.44, 13.65, 20.07, 16.32});
    CHECK(find(run, "Join/size=8-2", "MB/s")->metric.better == Direction::higher_is_better);
    CHECK(find(run, "Join/size=8-2", "B/op")->metric.better == Direction::lower_is_better);
    CHECK(find(run, "Join/size=8-2", "allocs/op")->metric.better == Direction::lower_is_better);
    CHECK(find(run, "Join/size=8-2", "parts/op")->metric.better == Direction::unknown);
    // `Unit median/op better=higher`
    CHECK(find(run, "Sort/kind=sorted-2", "median/op")->metric.better ==
          Direction::higher_is_better);
    // -cpu 1 leaves the -N suffix out, so there is no gomaxprocs key.
    const Run alloc = parse(parse_test::read_file("data/go-bench/alloc-1.txt"));
    CHECK(values(alloc, "Alloc/size=64", "gc-cycles") == Values{9, 9, 8, 8, 7, 7, 7, 7});
    CHECK(find(alloc, "Alloc/size=64-2", "gc-cycles") != nullptr);
}

TEST_CASE("go-bench: pasted text, quoting, CRLF, indentation and a wrapped line",
          "[parse][go-bench]") {
    const Run run = parse(
        "> goos: linux\r\n"
        ">     BenchmarkA-4   \t 100\t 12.5 ns/op\t 3 B/op\r\n"
        "> BenchmarkA-4 100 13.5 ns/op\r\n"
        ">        4 B/op\r\n"
        "> --- BENCH: BenchmarkA-4\r\n"
        ">     a_test.go:12: 3 runs\r\n");
    CHECK(run.diagnostics.empty());
    CHECK(values(run, "A-4", "ns/op") == Values{12.5, 13.5});
    CHECK(values(run, "A-4", "B/op") == Values{3, 4});
    CHECK(run.observations.front().case_key.to_string() == "goos=linux name=A gomaxprocs=4");
}

TEST_CASE("go-bench: configuration lines as benchfmt reads them", "[parse][go-bench]") {
    const Run run = parse(
        "pkg: a\n"
        "BenchmarkA 1 1 ns/op\n"
        "pkg:\n"               // an empty value deletes the key
        "url:http://x\n"       // no blank after the colon: not configuration
        "Note: capitalised\n"  // a key starts with a lower-case letter
        "BenchmarkA 1 2 ns/op\n");
    REQUIRE(run.observations.size() == 2);
    CHECK(run.observations[0].case_key.to_string() == "pkg=a name=A");
    CHECK(run.observations[1].case_key.to_string() == "name=A");
}

TEST_CASE("go-bench: names and units", "[parse][go-bench]") {
    const Run run = parse(
        "goos: linux\n"
        "BenchmarkF/small/goos=x/n=1-8 1 2 sec/op 3e6 B/s 5 L1-miss-sec/op 7 op/sec\n");
    CHECK(run.diagnostics.empty());
    REQUIRE(run.observations.size() == 4);
    // A positional part stays in the name; a part key that a file key uses keeps its `/`.
    CHECK(run.observations[0].case_key.to_string() ==
          "goos=linux name=F/small /goos=x n=1 gomaxprocs=8");
    // benchfmt's tidy units in the form go test prints: sec -> ns, B/s -> MB/s, numerator only.
    CHECK(run.observations[0].metric.name == "ns/op");
    CHECK(run.observations[0].sample.values() == Values{2e9});
    CHECK(run.observations[1].metric.name == "MB/s");
    CHECK(run.observations[1].sample.values() == Values{3});
    CHECK(run.observations[2].metric.name == "L1-miss-ns/op");
    CHECK(run.observations[3].metric.name == "op/sec");
    CHECK(run.observations[3].sample.values() == Values{7});
}

TEST_CASE("go-bench: bad lines are diagnosed with file and line", "[parse][go-bench]") {
    const Run run = parse(
        "BenchmarkBare\n"          // `go test -v` announcing a benchmark: silent
        "Benchmarks are below.\n"  // prose: silent
        "BenchmarkA 1.5 3 ns/op\n"
        "BenchmarkA 10\n"
        "BenchmarkA 10 3 ns/op 4\n"
        "BenchmarkA 10 NaN ns/op 5 B/op\n"
        "Unit ns/op better\n"
        "Unit x better=higher\n"
        "Unit x better=lower\n");
    CHECK(parse_test::diagnostics(run) ==
          std::vector<std::string>{
              "in.txt:3: warning: BenchmarkA: iteration count \"1.5\" is not a whole number; "
              "the line is skipped",
              "in.txt:4: warning: BenchmarkA: no measurements after the iteration count; the "
              "line is skipped",
              "in.txt:5: warning: \"4\" has no unit; the value is skipped",
              "in.txt:6: warning: ns/op \"NaN\" is not finite; the value is skipped",
              "in.txt:7: warning: Unit ns/op: \"better\" is not key=value; skipped",
              "in.txt:9: warning: Unit x: better is already higher (line 8); lower is ignored",
          });
    CHECK(values(run, "A", "ns/op") == Values{3});
    CHECK(values(run, "A", "B/op") == Values{5});
}

TEST_CASE("go-bench: detection", "[parse][go-bench]") {
    const benchcmp::Parser* parser = benchcmp::find_format("go-bench");
    REQUIRE(parser != nullptr);
    CHECK(parser->sniff("goos: linux\nBenchmarkA-8 \t 100\t 12.5 ns/op\n") >= 0.9);
    CHECK(parser->sniff("Benchmarks are below.\nBenchmark 1 of 3\n") == 0.0);
    CHECK(&benchcmp::detect_format(benchcmp::InputText{
              "in.txt", parse_test::read_file("data/go-bench/new.txt")}) == parser);
}

namespace {

struct Expected {
    const char* base;
    const char* changed;
    const char* name;
    const char* unit;
    double base_median;
    double changed_median;
    double p_value;
};

// benchstat's medians and U-test p-values, derived independently of benchcmp: each file read
// with a Python regex, then benchstat's rule in scipy 1.10.1 (Debian's /usr/bin/python3): no
// ties and n <= 50 a side: scipy.stats.mannwhitneyu(method='exact'); ties and n <= 9:
// scipy.stats.permutation_test(U, permutation_type='independent', n_resamples=inf), the
// exact distribution conditional on the ties (p = 1 when U = mn/2); otherwise
// mannwhitneyu(method='asymptotic', use_continuity=True). Medians: statistics.median.
const std::vector<Expected>& benchstat_reference() {
    static const std::vector<Expected> expected{
        // old.txt vs new.txt
        {"old", "new", "Encode/format=json-48", "ns/op", 1718.0, 1422.5,
         0.00017861448837368162},  // normal
        {"old", "new", "Encode/format=gob-48", "ns/op", 3065.5, 3070.0,
         0.4486666230878421},  // normal
        // base.txt vs fast.txt
        {"base", "fast", "Join/size=8-2", "ns/op", 1076.1, 278.6, 0.0021645021645021645},  // exact
        {"base", "fast", "Join/size=8-2", "MB/s", 14.985, 57.425, 0.0021645021645021645},  // exact
        {"base", "fast", "Join/size=8-2", "parts/op", 8.0, 8.0, 1.0},                  // tied-exact
        {"base", "fast", "Join/size=8-2", "B/op", 80.0, 16.0, 0.0021645021645021645},  // tied-exact
        {"base", "fast", "Join/size=8-2", "allocs/op", 8.0, 1.0,
         0.0021645021645021645},  // tied-exact
        {"base", "fast", "Join/size=64-2", "ns/op", 21642.5, 1809.5,
         0.0021645021645021645},  // exact
        {"base", "fast", "Join/size=64-2", "MB/s", 8.41, 100.57499999999999,
         0.0021645021645021645},                                          // exact
        {"base", "fast", "Join/size=64-2", "parts/op", 64.0, 64.0, 1.0},  // tied-exact
        {"base", "fast", "Join/size=64-2", "B/op", 6056.0, 192.0,
         0.0021645021645021645},  // tied-exact
        {"base", "fast", "Join/size=64-2", "allocs/op", 64.0, 1.0,
         0.0021645021645021645},  // tied-exact
        {"base", "fast", "Sort/kind=sorted-2", "ns/op", 28533.5, 26956.0,
         0.6991341991341992},                                                    // exact
        {"base", "fast", "Sort/kind=sorted-2", "median/op", 500.0, 500.0, 1.0},  // tied-exact
        {"base", "fast", "Sort/kind=sorted-2", "B/op", 8216.0, 8216.0, 1.0},     // tied-exact
        {"base", "fast", "Sort/kind=sorted-2", "allocs/op", 2.0, 2.0, 1.0},      // tied-exact
        {"base", "fast", "Sort/kind=reversed-2", "ns/op", 25878.5, 18141.5,
         0.3939393939393939},                                                      // exact
        {"base", "fast", "Sort/kind=reversed-2", "median/op", 501.0, 501.0, 1.0},  // tied-exact
        {"base", "fast", "Sort/kind=reversed-2", "B/op", 8216.0, 8216.0, 1.0},     // tied-exact
        {"base", "fast", "Sort/kind=reversed-2", "allocs/op", 2.0, 2.0, 1.0},      // tied-exact
        // alloc-1.txt vs alloc-2.txt
        {"alloc-1", "alloc-2", "Alloc/size=64", "ns/op", 75.41499999999999, 83.545,
         0.6453768453768453},                                                  // exact
        {"alloc-1", "alloc-2", "Alloc/size=64", "bytes/op", 64.0, 64.0, 1.0},  // tied-exact
        {"alloc-1", "alloc-2", "Alloc/size=64", "gc-cycles", 7.5, 7.0,
         0.1592851592851593},  // tied-exact
        {"alloc-1", "alloc-2", "Alloc/size=64-2", "ns/op", 96.36500000000001, 122.9,
         0.20450660450660452},                                                   // tied-exact
        {"alloc-1", "alloc-2", "Alloc/size=64-2", "bytes/op", 64.0, 64.0, 1.0},  // tied-exact
        {"alloc-1", "alloc-2", "Alloc/size=64-2", "gc-cycles", 4.0, 5.5,
         0.18352758352758353},  // tied-exact
        {"alloc-1", "alloc-2", "Alloc/size=4096", "ns/op", 924.9, 1333.0,
         0.3822843822843822},                                                        // exact
        {"alloc-1", "alloc-2", "Alloc/size=4096", "bytes/op", 4096.0, 4096.0, 1.0},  // tied-exact
        {"alloc-1", "alloc-2", "Alloc/size=4096", "gc-cycles", 32.5, 24.5,
         0.3132867132867133},  // tied-exact
        {"alloc-1", "alloc-2", "Alloc/size=4096-2", "ns/op", 5187.5, 3857.5,
         0.23449883449883446},                                                         // exact
        {"alloc-1", "alloc-2", "Alloc/size=4096-2", "bytes/op", 4096.0, 4096.0, 1.0},  // tied-exact
        {"alloc-1", "alloc-2", "Alloc/size=4096-2", "gc-cycles", 8.0, 12.0,
         0.06340326340326341},  // tied-exact
    };
    return expected;
}

}  // namespace

TEST_CASE("go-bench: medians and Mann-Whitney p-values agree with benchstat",
          "[parse][go-bench][oracle]") {
    benchcmp::Thresholds mwu;
    mwu.test = benchcmp::TestKind::mwu;
    mwu.correction = benchcmp::Correction::none;
    for (const Expected& e : benchstat_reference()) {
        INFO(e.base << " vs " << e.changed << ": " << e.name << " " << e.unit);
        const std::string dir = "data/go-bench/";
        const Run base = parse(parse_test::read_file(dir + e.base + ".txt"));
        const Run changed = parse(parse_test::read_file(dir + e.changed + ".txt"));
        const Observation* b = find(base, e.name, e.unit);
        const Observation* c = find(changed, e.name, e.unit);
        REQUIRE(b != nullptr);
        REQUIRE(c != nullptr);
        CHECK(*benchcmp::describe(b->sample).median == Approx(e.base_median).epsilon(1e-12));
        CHECK(*benchcmp::describe(c->sample).median == Approx(e.changed_median).epsilon(1e-12));
        const benchcmp::Comparison comparison =
            benchcmp::compare(b->sample, c->sample, b->metric.better, mwu);
        REQUIRE(comparison.p_value);
        CHECK(*comparison.p_value == Approx(e.p_value).epsilon(1e-9));
    }
}
