// The sysbench parser: the 1.0.x, master and 0.4/0.5 layouts of FORMATS.md section 3, their
// pitfalls (section 7), and cut-off blocks, with exact values, cases, diagnostics and lines.
// Expected values are copied from the input files by eye and checked with awk over the same
// lines (e.g. `awk '/events per second/{print $4}' data/sysbench/baseline.txt`).

#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/sysbench/sysbench_lines.hpp"
#include "parse_test_support.hpp"

namespace {

using benchcmp::Direction;
using benchcmp::Run;
using Values = std::vector<double>;
using Lines = std::vector<std::string>;

Run parse(const std::string& content, const std::string& path = "in.txt") {
    return parse_test::parse_one("sysbench", content, path);
}

using parse_test::read_file;

// The observation of metric name in the case printed as key; fails the test when absent.
const benchcmp::Observation& find(const Run& run, const std::string& name, const std::string& key) {
    for (const auto& observation : run.observations) {
        if (observation.metric.name == name && observation.case_key.to_string() == key) {
            return observation;
        }
    }
    FAIL("no observation " << name << " for case \"" << key << "\"");
    return run.observations.front();
}

Values values(const Run& run, const std::string& name, const std::string& key) {
    const auto& observation = find(run, name, key);
    REQUIRE(observation.sample.is_raw());
    return observation.sample.values();
}

Lines diagnostics(const Run& run) {
    Lines lines;
    for (const auto& diagnostic : run.diagnostics) {
        lines.push_back(benchcmp::format_diagnostic(diagnostic));
    }
    return lines;
}

// One 1.0.20 cpu run as sysbench prints it, with the percentile line given.
std::string cpu_run(const std::string& eps, const std::string& percentile_line) {
    return "sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)\n"
           "\n"
           "Running the test with following options:\n"
           "Number of threads: 4\n"
           "Initializing random number generator from current time\n"
           "\n"
           "\n"
           "Prime numbers limit: 10000\n"
           "\n"
           "Initializing worker threads...\n"
           "\n"
           "Threads started!\n"
           "\n"
           "CPU speed:\n"
           "    events per second:  " +
           eps +
           "\n"
           "\n"
           "General statistics:\n"
           "    total time:                          10.0003s\n"
           "    total number of events:              12345\n"
           "\n"
           "Latency (ms):\n"
           "         min:                                    0.31\n"
           "         avg:                                    0.32\n"
           "         max:                                    1.93\n" +
           percentile_line +
           "\n"
           "         sum:                                 3995.42\n"
           "\n"
           "Threads fairness:\n"
           "    events (avg/stddev):           3086.2500/4.21\n"
           "    execution time (avg/stddev):   9.9886/0.00\n"
           "\n";
}

const std::string kP95 = "         95th percentile:                        0.33";

}  // namespace

TEST_CASE("sysbench: real 1.0.20 runs of cpu, memory, threads and mutex", "[parse][sysbench]") {
    const Run run = parse(read_file("data/sysbench/baseline.txt"), "baseline.txt");
    CHECK(run.format == "sysbench");
    CHECK(run.diagnostics.empty());
    const std::string cpu = "test=cpu threads=2 cpu-max-prime=10000";
    CHECK(values(run, "events_per_sec", cpu) == Values{854.81, 1028.47, 848.68});
    CHECK(values(run, "total_time", cpu) == Values{1.0251, 1.0240, 1.0184});
    CHECK(values(run, "latency_p95", cpu) == Values{24.38, 0.94, 32.53});
    CHECK(values(run, "fairness_time_avg", cpu) == Values{1.0201, 0.9816, 1.0056});
    CHECK(values(run, "fairness_time_stddev", cpu) == Values{0.00, 0.02, 0.01});
    CHECK(find(run, "events_per_sec", cpu).line == 16);
    CHECK(find(run, "events_per_sec", cpu).metric ==
          benchcmp::Metric{"sysbench", "events_per_sec", "", Direction::higher_is_better});
    CHECK(find(run, "latency_p95", cpu).metric ==
          benchcmp::Metric{"sysbench", "latency_p95", "ms", Direction::lower_is_better});

    const std::string memory =
        "test=memory threads=2 memory-block-size=1KiB memory-total-size=102400MiB "
        "memory-oper=write memory-scope=global";
    CHECK(values(run, "transfer_rate", memory) == Values{1285.31, 1322.02, 1165.26});
    CHECK(values(run, "operations", memory) == Values{1349191, 1387360, 1194408});
    CHECK(values(run, "operations_per_sec", memory) == Values{1316156.71, 1353752.96, 1193223.28});
    CHECK(find(run, "transfer_rate", memory).metric ==
          benchcmp::Metric{"sysbench", "transfer_rate", "MiB/s", Direction::higher_is_better});

    // threads and mutex print no line of their own: the command line names them.
    CHECK(values(run, "latency_p95", "test=threads threads=2") == Values{43.39, 20.00, 893.56});
    CHECK(values(run, "total_time", "test=mutex threads=2") == Values{1.6368, 1.7359, 1.5516});
    // cpu 12 metrics, memory 15, threads 11, mutex 11.
    CHECK(run.observations.size() == 49);
}

TEST_CASE("sysbench: real 1.0.20 fileio runs", "[parse][sysbench]") {
    const Run run = parse(read_file("data/sysbench/fileio.txt"));
    const std::string key =
        "test=fileio threads=1 file-total-size=32MiB file-block-size=16KiB "
        "file-io-mode=synchronous "
        "file-test-mode=rndrw";
    CHECK(values(run, "reads_per_sec", key).size() == 3);
    CHECK(values(run, "reads_per_sec", key).front() == 1966.70);
    CHECK(values(run, "writes_per_sec", key).front() == 1311.13);
    CHECK(values(run, "fsyncs_per_sec", key).front() == 135.09);
    CHECK(values(run, "read_throughput", key).front() == 30.73);
    CHECK(values(run, "write_throughput", key).front() == 20.49);
    CHECK(run.diagnostics.empty());
}

TEST_CASE("sysbench: master's Throughput block, generic and fileio", "[parse][sysbench]") {
    const Run cpu = parse(read_file("data/sysbench/master-cpu-base.txt"));
    const std::string key = "test=cpu threads=8 cpu-max-prime=10000";
    CHECK(values(cpu, "events_per_sec", key) == Values{8912.34, 8890.12, 8930.55});
    CHECK(values(cpu, "total_time", key) == Values{10.0003, 10.0003, 10.0003});
    CHECK(values(cpu, "total_events", key) == Values{89140, 88920, 89320});
    CHECK(values(cpu, "latency_p95", key) == Values{1.12, 1.13, 1.12});
    CHECK(cpu.diagnostics.empty());

    const Run fileio = parse(read_file("data/sysbench/master-fileio.txt"));
    const std::string io =
        "test=fileio threads=1 file-total-size=2GiB file-block-size=16KiB "
        "file-io-mode=synchronous file-test-mode=rndrw";
    CHECK(values(fileio, "reads_per_sec", io) == Values{1520.31, 1498.77, 1533.90});
    CHECK(values(fileio, "writes_per_sec", io) == Values{1013.54, 999.18, 1022.60});
    CHECK(values(fileio, "fsyncs_per_sec", io) == Values{3243.18, 3197.39, 3272.33});
    CHECK(values(fileio, "read_throughput", io) == Values{23.75, 23.42, 23.97});
    CHECK(values(fileio, "write_throughput", io) == Values{15.84, 15.61, 15.98});
    CHECK(fileio.diagnostics.empty());
}

TEST_CASE("sysbench: 1.0 OLTP SQL statistics with %-6 padded counts", "[parse][sysbench]") {
    const Run run = parse(read_file("data/sysbench/oltp.txt"));
    const std::string key = "test=oltp_read_write threads=16";
    CHECK(values(run, "transactions_per_sec", key) == Values{1834.51, 1822.07, 1840.93});
    CHECK(values(run, "transactions", key) == Values{110071, 109324, 110456});
    CHECK(values(run, "ignored_errors", key) == Values{3, 5, 2});
    CHECK(values(run, "reconnects_per_sec", key) == Values{0, 0, 0});
    CHECK(values(run, "queries_read", key) == Values{1540994, 1530536, 1546384});
    CHECK(find(run, "ignored_errors", key).metric.better == Direction::lower_is_better);
    CHECK(run.diagnostics.empty());
}

TEST_CASE("sysbench: 0.4.12 and 0.5 cpu runs share one case", "[parse][sysbench]") {
    const std::string key = "test=cpu threads=4 cpu-max-prime=20000";
    const Run old = parse(read_file("data/sysbench/legacy-0.4-cpu.txt"));
    CHECK(values(old, "total_time", key) == Values{5.8765, 5.8813, 5.9012});
    CHECK(values(old, "latency_avg", key) == Values{2.35, 2.35, 2.36});
    CHECK(values(old, "latency_p95", key) == Values{2.38, 2.39, 2.40});
    CHECK(values(old, "event_execution_time", key) == Values{23.496, 23.5152, 23.5948});
    CHECK(old.diagnostics.empty());
    const Run newer = parse(read_file("data/sysbench/legacy-0.5-cpu.txt"));
    CHECK(values(newer, "latency_p95", key) == Values{2.31, 2.30, 2.32});
    CHECK(values(newer, "event_execution_time", key) == Values{22.7948, 22.7852, 22.878});
    CHECK(newer.observations.size() == old.observations.size());
}

TEST_CASE("sysbench: 0.4.12 memory and OLTP in one file", "[parse][sysbench]") {
    const Run run = parse(read_file("data/sysbench/legacy-0.4-memory-oltp.txt"));
    const std::string memory =
        "test=memory threads=2 memory-block-size=1K memory-total-size=10240M memory-oper=write "
        "memory-scope=global";
    CHECK(values(run, "operations_per_sec", memory) == Values{2471036.29});
    CHECK(values(run, "transfer_rate_mb", memory) == Values{2413.12});
    CHECK(find(run, "transfer_rate_mb", memory).metric.unit == "MB/s");
    CHECK(values(run, "latency_max", memory) == Values{1.21});
    const std::string oltp = "test=oltp threads=8";
    CHECK(values(run, "transactions_per_sec", oltp) == Values{1043.17});
    CHECK(values(run, "read_write_requests_per_sec", oltp) == Values{19820.21});
    CHECK(values(run, "deadlocks", oltp) == Values{0});
    CHECK(values(run, "latency_p95", oltp) == Values{11.87});
    CHECK(run.diagnostics.empty());
}

TEST_CASE("sysbench: the percentile label follows --percentile", "[parse][sysbench]") {
    const Run run =
        parse(cpu_run("400.00", "         99th percentile:                        0.41") +
              cpu_run("401.00", "        100th percentile:                        1.93") +
              cpu_run("402.00", "         percentile stats:               disabled"));
    const std::string key = "test=cpu threads=4 cpu-max-prime=10000";
    CHECK(values(run, "latency_p99", key) == Values{0.41});
    CHECK(values(run, "latency_p100", key) == Values{1.93});
    CHECK(values(run, "events_per_sec", key) == Values{400.00, 401.00, 402.00});
    CHECK(run.diagnostics.empty());
}

TEST_CASE("sysbench: report-interval lines are skipped with one note", "[parse][sysbench]") {
    std::string text = cpu_run("400.00", kP95);
    const std::string intervals =
        "[ 1s ] thds: 4 eps: 399.95 lat (ms,95%): 0.33\n"
        "[ 2s ] thds: 4 eps: 400.03 lat (ms,95%): 0.33\n";
    text.insert(text.find("\nCPU speed:"), "\n" + intervals);
    const Run run = parse(text + text);
    CHECK(values(run, "events_per_sec", "test=cpu threads=4 cpu-max-prime=10000") ==
          Values{400.00, 400.00});
    CHECK(diagnostics(run) ==
          Lines{"in.txt:14: note: skipped the --report-interval lines (\"[ Ns ] ...\"); only "
                "each run's final statistics are compared (noted once per file)"});
}

TEST_CASE("sysbench: glued units, thousands separators and padding", "[parse][sysbench]") {
    namespace sb = benchcmp::sysbench_lines;
    const auto ok = [](benchcmp::scan::Number n) {
        return n.status == benchcmp::scan::NumberStatus::ok;
    };
    CHECK(sb::read_number("10.0001s", "s").value == 10.0001);
    CHECK(sb::read_number("0.54ms", "ms").value == 0.54);
    CHECK(sb::read_number("1,349,191").value == 1349191);
    CHECK(sb::read_number("12,345.67").value == 12345.67);
    CHECK(sb::read_number("-1,000").value == -1000);
    CHECK_FALSE(ok(sb::read_number("1,34")));
    CHECK_FALSE(ok(sb::read_number("1234,567")));
    CHECK_FALSE(ok(sb::read_number("12.3,4")));
    CHECK_FALSE(ok(sb::read_number("0.54ms")));  // a unit that is not the one expected
    CHECK(sb::read_percentile("95th percentile") == "95");
    CHECK(sb::read_percentile("approx.  99 percentile") == "99");
    CHECK_FALSE(sb::read_percentile("percentile stats"));
    CHECK(sb::read_command_test("$ sysbench --test=fileio --num-threads=4 run") == "fileio");
    CHECK(sb::read_command_test("# sysbench /usr/share/sysbench/oltp_read_only.lua run") ==
          "oltp_read_only");
    CHECK_FALSE(sb::read_command_test("sysbench fileio prepare"));
    CHECK_FALSE(sb::read_command_test("We ran sysbench with 16 threads"));

    // 1.0.0-1.0.12 padding (`min:` then %10.2f far right), thousands separators a poster
    // added, and a mail quote: the whitespace never matters.
    std::string text = cpu_run("1,234.56", kP95);
    const auto at = text.find("         min:");
    text.replace(at, text.find('\n', at) - at,
                 "         min:                                  0.31");
    std::string quoted;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        quoted += "> " + line + "\n";
    }
    const Run run = parse(quoted);
    const std::string key = "test=cpu threads=4 cpu-max-prime=10000";
    CHECK(values(run, "events_per_sec", key) == Values{1234.56});
    CHECK(values(run, "latency_min", key) == Values{0.31});
    CHECK(values(run, "total_events", key) == Values{12345});
    CHECK(run.diagnostics.empty());
}

TEST_CASE("sysbench: a truncated last block is dropped and named", "[parse][sysbench]") {
    // Three runs; the paste stops inside the third run's Latency block.
    const std::string whole = cpu_run("400.00", kP95);
    std::string cut = cpu_run("402.00", kP95);
    cut.resize(cut.find("         max:"));
    const Run run = parse(whole + whole + cut, "cut.txt");
    const std::string key = "test=cpu threads=4 cpu-max-prime=10000";
    // What is whole is kept: the third run's CPU speed and General statistics blocks.
    CHECK(values(run, "events_per_sec", key) == Values{400.00, 400.00, 402.00});
    CHECK(values(run, "total_events", key) == Values{12345, 12345, 12345});
    CHECK(values(run, "latency_avg", key) == Values{0.32, 0.32});
    // A run is 31 lines: run 3 starts at line 63, its Latency (ms): title is line 83 and
    // its avg: line, the last one read, is line 85.
    CHECK(diagnostics(run) ==
          Lines{"cut.txt:85: warning: sysbench \"Latency (ms):\" block from line 83 stops here "
                "without its \"sum:\" line; its values are skipped"});
}

TEST_CASE("sysbench: a block cut by another program's output", "[parse][sysbench]") {
    // A sysbench run whose Threads fairness block is interrupted by pasted stress-ng lines.
    std::string text = cpu_run("400.00", kP95);
    text.resize(text.find("    execution time"));
    text +=
        "stress-ng: info:  [4100] dispatching hogs: 2 cpu\n"
        "stress-ng: metrc: [4100] stressor       bogo ops real time  usr time  sys time   "
        "bogo ops/s     bogo ops/s\n";
    const Run run = parse(text, "mixed.txt");
    const std::string key = "test=cpu threads=4 cpu-max-prime=10000";
    CHECK(values(run, "latency_sum", key) == Values{3995.42});
    CHECK_FALSE(std::any_of(run.observations.begin(), run.observations.end(),
                            [](const auto& o) { return o.metric.name == "fairness_events_avg"; }));
    CHECK(diagnostics(run) ==
          Lines{"mixed.txt:29: warning: sysbench \"Threads fairness:\" block from line 28 stops "
                "here without its \"execution time (avg/stddev):\" line; its values are "
                "skipped"});
}

TEST_CASE("sysbench: a trimmed block followed by sysbench output is kept", "[parse][sysbench]") {
    // A poster dropped the sum: line; the next block title shows the output went on.
    std::string text = cpu_run("400.00", kP95);
    const auto at = text.find("         sum:");
    text.erase(at, text.find('\n', at) + 1 - at);
    const Run run = parse(text);
    CHECK(values(run, "latency_max", "test=cpu threads=4 cpu-max-prime=10000") == Values{1.93});
    CHECK(run.diagnostics.empty());
}

TEST_CASE("sysbench: bad numbers are named, FATAL lines reported", "[parse][sysbench]") {
    std::string text = cpu_run("4OO.00", kP95);
    text += "FATAL: mysql_drv_query() returned error 1213 (Deadlock found)\n";
    const Run run = parse(text, "bad.txt");
    CHECK(diagnostics(run) ==
          Lines{"bad.txt:15: warning: sysbench \"events per second\" value \"4OO.00\" is not a "
                "number; skipped",
                "bad.txt:32: warning: sysbench reported \"FATAL: mysql_drv_query() returned error "
                "1213 (Deadlock found)\""});
}

TEST_CASE("sysbench: detection claims every era, never hackbench files", "[parse][sysbench]") {
    const auto detected = [](const std::string& content) {
        return std::string(benchcmp::detect_format(benchcmp::InputText{"in.txt", content}).name());
    };
    for (const char* file :
         {"baseline.txt", "patched.txt", "fileio.txt", "interval-rate.txt", "oltp.txt",
          "master-cpu-base.txt", "master-cpu-patched.txt", "master-fileio.txt",
          "legacy-0.4-cpu.txt", "legacy-0.5-cpu.txt", "legacy-0.4-memory-oltp.txt"}) {
        INFO(file);
        CHECK(detected(read_file(std::string("data/sysbench/") + file)) == "sysbench");
    }
    // A paste of the result blocks alone, without header or options block.
    CHECK(detected("General statistics:\n    total time:     10.0003s\n") == "sysbench");
    for (const char* file : {"data/hackbench/baseline.txt", "data/hackbench/mail-quoted.txt",
                             "tests/parse/fixtures/perf-sched-all.txt"}) {
        INFO(file);
        CHECK(detected(read_file(file)) == "hackbench");
    }
    const benchcmp::Parser& parser = *benchcmp::find_format("sysbench");
    CHECK(parser.sniff(read_file("data/hackbench/baseline.txt")) == 0.0);
    CHECK(parser.sniff(read_file("data/numbers/baseline.txt")) == 0.0);
    CHECK(parser.sniff(read_file("data/stress-ng/baseline.txt")) == 0.0);
    // A perf script trace of sysbench names the process and its PID, not a version.
    CHECK(parser.sniff("sysbench 129378 [006] 74586.633466: sched:sched_wakeup_new: \n") == 0.0);
    CHECK(parser.sniff("sysbench 0.4.12:  multi-threaded system evaluation benchmark\n") > 0.0);
}

TEST_CASE("sysbench: indentation removed or added by the poster", "[parse][sysbench]") {
    const std::string original = cpu_run("400.00", kP95) + cpu_run("401.00", kP95);
    std::string flush_left;
    std::string indented;
    std::istringstream in(original);
    for (std::string line; std::getline(in, line);) {
        flush_left += line.substr(std::min(line.find_first_not_of(' '), line.size())) + "\n";
        indented += "  " + line + "\n";
    }
    const Run expected = parse(original);
    REQUIRE(expected.observations.size() == 12);
    for (const std::string& text : {flush_left, indented}) {
        const Run run = parse(text);
        REQUIRE(run.observations.size() == expected.observations.size());
        for (std::size_t i = 0; i < run.observations.size(); ++i) {
            CHECK(run.observations[i].metric == expected.observations[i].metric);
            CHECK(run.observations[i].case_key == expected.observations[i].case_key);
            CHECK(run.observations[i].sample.values() == expected.observations[i].sample.values());
        }
        CHECK(run.diagnostics.empty());
    }
}

TEST_CASE("sysbench: real --rate and --report-interval run, percentile disabled",
          "[parse][sysbench]") {
    const Run run = parse(read_file("data/sysbench/interval-rate.txt"), "rate.txt");
    const std::string cpu = "test=cpu threads=2 rate=200 cpu-max-prime=10000";
    CHECK(values(run, "events_per_sec", cpu) == Values{218.30});
    CHECK(values(run, "latency_p95", cpu) == Values{3.55});
    const std::string memory =
        "test=memory threads=1 memory-block-size=1KiB memory-total-size=102400MiB "
        "memory-oper=write memory-scope=global";
    CHECK(values(run, "transfer_rate", memory) == Values{2255.31});
    CHECK(std::none_of(run.observations.begin(), run.observations.end(), [&](const auto& o) {
        return o.case_key.to_string() == memory && o.metric.name.starts_with("latency_p");
    }));
    CHECK(diagnostics(run) ==
          Lines{"rate.txt:16: note: skipped the --report-interval lines (\"[ Ns ] ...\"); only "
                "each run's final statistics are compared (noted once per file)"});
}
