// The pgbench parser: real pgbench 15 output made on this machine (data/pgbench/), the three
// tps lines of every version, quoted and trimmed reports.

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse_test_support.hpp"

namespace {

using benchcmp::Direction;
using benchcmp::Run;
using Values = std::vector<double>;
using parse_test::find;
using parse_test::values;

Run parse(const std::string& content) {
    return parse_test::parse_one("pgbench", content, "in.txt");
}

}  // namespace

TEST_CASE("pgbench: real 15 output, three runs of one case", "[parse][pgbench]") {
    const Run run = parse(parse_test::read_file("data/pgbench/tpcb-4clients-3runs.txt"));
    CHECK(run.diagnostics.empty());
    CHECK(values(run, "tps", "clients=4 threads=2") == Values{414.257512, 561.823116, 380.610599});
    CHECK(values(run, "latency_average", "clients=4 threads=2") == Values{9.656, 7.120, 10.509});
    CHECK(values(run, "transactions", "clients=4 threads=2") == Values{1245, 1680, 1145});
    CHECK(find(run, "tps", "clients=4 threads=2")->line == 14);
    CHECK(find(run, "tps", "clients=4 threads=2")->metric.better == Direction::higher_is_better);
    CHECK(find(run, "latency_average", "clients=4 threads=2")->metric.unit == "ms");
    CHECK(find(run, "failed_transactions", "clients=4 threads=2") != nullptr);
}

TEST_CASE("pgbench: progress lines skipped, -t counts, stddev", "[parse][pgbench]") {
    const Run run =
        parse(parse_test::read_file("data/pgbench/select-progress-and-fixed-count.txt"));
    CHECK(values(run, "tps", "clients=1 threads=1") == Values{4506.810610});
    CHECK(values(run, "latency_stddev", "clients=1 threads=1") == Values{0.926});
    CHECK(values(run, "transactions", "clients=8 threads=2") == Values{4000});
    CHECK(values(run, "initial_connection_time", "clients=8 threads=2") == Values{100.017});
}

TEST_CASE("pgbench: the three tps lines are three metrics", "[parse][pgbench]") {
    const Run run = parse(
        ">>>>     number of transactions actually processed: 840972\n"
        ">>>>     latency average = 24.013 ms\n"
        ">>>>     tps = 4664.153934 (including connections establishing)\n"
        ">>>>     tps = 4664.421492 (excluding connections establishing)\n"
        "tps = 28870\n"
        "tps = 1234.5 (without initial connection time)\n"
        "tps = 99 (per second)\n");
    CHECK(values(run, "tps_including_connections", "") == Values{4664.153934});
    CHECK(values(run, "tps_excluding_connections", "") == Values{4664.421492});
    CHECK(values(run, "tps", "") == Values{28870, 1234.5});
    CHECK(parse_test::diagnostics(run) ==
          std::vector<std::string>{
              "in.txt:7: warning: tps line \"(per second)\" is none of pgbench's three; skipped",
          });
}

TEST_CASE("pgbench: a new report's counts replace the last one's", "[parse][pgbench]") {
    const Run run = parse(
        "transaction type: <builtin: TPC-B (sort of)>\n"
        "number of clients: 8\n"
        "number of threads: 8\n"
        "tps = 100.0 (without initial connection time)\n"
        "transaction type: <builtin: TPC-B (sort of)>\n"
        "tps = 200.0 (without initial connection time)\n"
        "number of clients: 16\n"
        "tps = 300.0 (without initial connection time)\n"
        "latency average = n/a ms\n");
    CHECK(values(run, "tps", "clients=8 threads=8") == Values{100});
    CHECK(values(run, "tps", "") == Values{200});
    CHECK(values(run, "tps", "clients=16") == Values{300});
    CHECK(parse_test::diagnostics(run) ==
          std::vector<std::string>{
              "in.txt:9: warning: latency_average \"n/a\" is not a number; skipped",
          });
}

TEST_CASE("pgbench: its banner lines are never a variant's label", "[parse][pgbench]") {
    const benchcmp::Parser& parser = *benchcmp::find_format("pgbench");
    CHECK(parser.prints_banner("pgbench (15.18 (Debian 15.18-0+deb12u1))"));
    CHECK(parser.prints_banner("starting vacuum...end."));
    CHECK_FALSE(parser.prints_banner("buffer"));
}

TEST_CASE("pgbench: sniff, and the catch-all readers leave it alone", "[parse][pgbench]") {
    const benchcmp::Parser& parser = *benchcmp::find_format("pgbench");
    CHECK(parser.sniff("tps = 1234.567 (without initial connection time)\n") == 0.97);
    CHECK(parser.sniff("latency average = 1.234 ms\n") == 0.97);
    CHECK(parser.sniff("tps = 1234\n") == 0.0);
    const std::string text = parse_test::read_file("data/pgbench/tpcb-4clients-3runs.txt");
    CHECK(benchcmp::find_format("table")->sniff(text) < parser.sniff(text));
    CHECK(benchcmp::find_format("numbers")->sniff(text) < parser.sniff(text));
    CHECK(benchcmp::detect_format(benchcmp::InputText{"in.txt", text}).name() == "pgbench");
    // mmtests read `number of failed transactions: 0 (0.000%)` as a row with a gain and
    // joined as a companion; no format but pgbench reads a report of several runs.
    const benchcmp::InputText input{"in.txt", text};
    for (const Run& run : benchcmp::parse_with_companions(input, parser)) {
        for (const benchcmp::Observation& observation : run.observations) {
            CHECK(observation.metric.benchmark == "pgbench");
        }
    }
}
