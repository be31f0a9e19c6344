// The redis-benchmark parser: real redis-benchmark 7.0 output made on loopback
// (data/redis-benchmark/), the older block and CSV shapes, quoted -q lines.

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
    return parse_test::parse_one("redis-benchmark", content, "in.txt");
}

}  // namespace

TEST_CASE("redis-benchmark: real -q output with its CR progress lines", "[parse][redis]") {
    const Run run = parse(parse_test::read_file("data/redis-benchmark/quiet.txt"));
    CHECK(run.diagnostics.empty());
    CHECK(values(run, "rps", "test=SET") == Values{3748.13});
    CHECK(values(run, "latency_p50", "test=SET") == Values{11.407});
    CHECK(values(run, "rps", "test=LPUSH") == Values{4300.15});
    CHECK(find(run, "rps", "test=SET")->metric.better == Direction::higher_is_better);
    CHECK(find(run, "latency_p50", "test=SET")->metric.better == Direction::lower_is_better);
    CHECK(run.observations.size() == 8);
}

TEST_CASE("redis-benchmark: real default blocks with the latency summary", "[parse][redis]") {
    const Run run = parse(parse_test::read_file("data/redis-benchmark/blocks.txt"));
    CHECK(run.diagnostics.empty());
    CHECK(values(run, "rps", "test=SET") == Values{4219.41});
    CHECK(values(run, "rps", "test=GET") == Values{3820.44});
    CHECK(values(run, "latency_avg", "test=SET") == Values{9.706});
    CHECK(values(run, "latency_p99", "test=GET") == Values{39.647});
    CHECK(values(run, "latency_max", "test=GET") == Values{41.439});
}

TEST_CASE("redis-benchmark: real --csv output", "[parse][redis]") {
    const Run run = parse(parse_test::read_file("data/redis-benchmark/csv.txt"));
    CHECK(run.diagnostics.empty());
    CHECK(values(run, "rps", "test=SET") == Values{4111.84});
    CHECK(values(run, "latency_p95", "test=GET") == Values{27.583});
    CHECK(values(run, "rps", "test=LRANGE_100 (first 100 elements)") == Values{3435.25});
    const Run old = parse("\"SET\",\"123456.79\"\n\"GET\",\"130000.00\"\n\"SET\",\"120000\"\n");
    CHECK(values(old, "rps", "test=SET") == Values{123456.79, 120000});
    CHECK(old.observations.size() == 2);
}

TEST_CASE("redis-benchmark: the old block and a bare result line", "[parse][redis]") {
    const Run run = parse(
        "====== SET ======\n"
        "  100000 requests completed in 0.79 seconds\n"
        "  50 parallel clients\n"
        "99.81% <= 1 milliseconds\n"
        "126582.27 requests per second\n"
        "\n"
        "====== GET ======\n"
        "130000.00 requests per second\n");
    CHECK(values(run, "rps", "test=SET") == Values{126582.27});
    CHECK(values(run, "rps", "test=GET") == Values{130000});
    const Run bare =
        parse("stock kernel:\n0.01% <= 0.1 milliseconds\n1378930.00 requests per second\n");
    CHECK(values(bare, "rps", "") == Values{1378930});
}

TEST_CASE("redis-benchmark: -q lines quoted, with names of several words", "[parse][redis]") {
    const Run run = parse(
        "> SET: 16393.44 requests per second, p50=0.055 msec\n"
        "> LPUSH (needed to benchmark LRANGE): 17000.00 requests per second\n"
        "> MSET (10 keys): 9000 requests per second, p50=x msec\n"
        "> SET: 16000.00 requests per second, p50=0.057 msec\n");
    CHECK(values(run, "rps", "test=SET") == Values{16393.44, 16000});
    CHECK(values(run, "latency_p50", "test=SET") == Values{0.055, 0.057});
    CHECK(values(run, "rps", "test=LPUSH (needed to benchmark LRANGE)") == Values{17000});
    CHECK(parse_test::diagnostics(run) ==
          std::vector<std::string>{
              "in.txt:3: warning: latency_p50 \"x\" of test MSET (10 keys) is not a number; "
              "skipped",
          });
}

TEST_CASE("redis-benchmark: block and section titles are never a variant's label",
          "[parse][redis]") {
    const benchcmp::Parser& parser = *benchcmp::find_format("redis-benchmark");
    CHECK(parser.prints_banner("====== SET ======"));
    CHECK(parser.prints_banner("  latency summary (msec):"));
    CHECK_FALSE(parser.prints_banner("stock kernel:"));
    CHECK_FALSE(parser.prints_banner("====== ======"));
}

TEST_CASE("redis-benchmark: sniff, and the catch-all readers leave it alone", "[parse][redis]") {
    const benchcmp::Parser& parser = *benchcmp::find_format("redis-benchmark");
    CHECK(parser.sniff("SET: 123456.79 requests per second, p50=0.191 msec\n") == 0.9);
    CHECK(parser.sniff("\"test\",\"rps\",\"avg_latency_ms\"\n") == 0.9);
    CHECK(parser.sniff("we saw many requests per second\n") == 0.0);
    CHECK(parser.sniff("\"PING_INLINE\",\"120000.00\"\n\"SET\",\"110000.00\"\n") == 0.8);
    CHECK(parser.sniff("\"PING_INLINE\",\"120000.00\"\n") == 0.0);
    CHECK(parser.sniff("\"name\",\"1\"\n\"other\",\"2\"\n") == 0.0);
    const std::string text = parse_test::read_file("data/redis-benchmark/blocks.txt");
    CHECK(benchcmp::find_format("table")->sniff(text) < parser.sniff(text));
    CHECK(benchcmp::find_format("numbers")->sniff(text) < parser.sniff(text));
    CHECK(benchcmp::detect_format(benchcmp::InputText{"in.txt", text}).name() == "redis-benchmark");
}
