// The bpf-bench parser: real `bench` output (data/bpf-bench/), the run_bench scripts' lines,
// and the rules it relies on. Expected values are copied from the lines they come from.

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

Run parse(const std::string& content) {
    return parse_test::parse_one("bpf-bench", content, "in.txt");
}

const benchcmp::Parser& parser() {
    return *benchcmp::find_format("bpf-bench");
}

}  // namespace

TEST_CASE("bpf-bench: real Iter lines are the runs, bench's Summary is not read",
          "[parse][bpf-bench]") {
    const Run run = parse(parse_test::read_file("data/bpf-bench/crypto-decrypt-before.txt"));
    CHECK(run.diagnostics.empty());
    CHECK(values(run, "hits", "bench=crypto-decrypt") ==
          Values{5.105, 5.224, 4.630, 5.148, 5.198, 5.167, 5.186});
    CHECK(values(run, "total_operations", "bench=crypto-decrypt").size() == 7);
    CHECK(values(run, "drops", "bench=crypto-decrypt").front() == 0.0);
    const Observation* hits = find(run, "hits", "bench=crypto-decrypt");
    CHECK(hits->metric.unit == "M/s");
    CHECK(hits->metric.better == Direction::higher_is_better);
    CHECK(hits->line == 4);
    CHECK(find(run, "drops", "bench=crypto-decrypt")->metric.better == Direction::lower_is_better);
    CHECK(run.observations.size() == 3);
}

TEST_CASE("bpf-bench: a Summary alone is a summary with n unknown", "[parse][bpf-bench]") {
    const Run run = parse(
        "Setting up benchmark 'trig-fentry'...\n"
        "Summary: hits   20.093 \xC2\xB1 0.059M/s (  5.023M/prod), drops    0.000 \xC2\xB1"
        "0.000M/s\n");
    const Observation* hits = find(run, "hits", "bench=trig-fentry");
    REQUIRE(hits != nullptr);
    REQUIRE(!hits->sample.is_raw());
    CHECK(hits->sample.summary().mean == 20.093);
    CHECK(hits->sample.summary().stddev == 0.059);
    CHECK(hits->sample.summary().n == 0);
    CHECK(find(run, "drops", "bench=trig-fentry")->sample.summary().mean == 0.0);
}

TEST_CASE("bpf-bench: the benchmark from a command line, latency items", "[parse][bpf-bench]") {
    const Run run = parse(
        "# ./bench -w1 -d3 -a -p 4 trig-kprobe\n"
        "Iter   0 ( 95.396us): hits   20.152M/s (  5.038M/prod), drops    0.000M/s\n"
        "Iter   1 (-17.295us): hits   20.100M/s (  5.025M/prod), drops    0.000M/s\n"
        "$ sudo ./bench local-storage-cache-seq-get\n"
        "Iter   0 ( 12.000us): latency   45.5 ns/op\n");
    CHECK(values(run, "hits", "bench=trig-kprobe") == Values{20.152, 20.100});
    const Observation* latency = find(run, "latency", "bench=local-storage-cache-seq-get");
    REQUIRE(latency != nullptr);
    CHECK(latency->metric.unit == "ns/op");
    CHECK(latency->metric.better == Direction::lower_is_better);
}

TEST_CASE("bpf-bench: run_bench script lines, marked or not", "[parse][bpf-bench]") {
    const Run run = parse(
        "        usermode-count :  152.604 \xC2\xB1 0.044M/s\n"
        "-->     uprobe-nop     :    3.229 \xC2\xB1 0.002M/s\n");
    const Observation* nop = find(run, "hits", "bench=uprobe-nop");
    REQUIRE(nop != nullptr);
    CHECK(nop->sample.summary().mean == 3.229);
    CHECK(nop->sample.summary().stddev == 0.002);
    CHECK(find(run, "hits", "bench=usermode-count")->sample.summary().mean == 152.604);
}

TEST_CASE("bpf-bench: sniff", "[parse][bpf-bench]") {
    CHECK(parser().sniff("Iter   0 ( 95.396us): hits   20.152M/s (  5.038M/prod)\n") >= 0.7);
    CHECK(parser().sniff("uprobe-nop     :    3.229 \xC2\xB1 0.002M/s\n") >= 0.7);
    CHECK(parser().sniff("Iter 3 of the loop: fine\nSummary: it works\n") == 0.0);
    CHECK(parser().sniff("time : 3.2 ms\n") == 0.0);
}

TEST_CASE("bpf-bench: the catch-all readers do not take bench output", "[parse][bpf-bench]") {
    const std::string text = parse_test::read_file("data/bpf-bench/crypto-decrypt-after.txt");
    for (const char* other : {"table", "numbers"}) {
        INFO(other);
        CHECK(benchcmp::find_format(other)->sniff(text) < parser().sniff(text));
    }
}

TEST_CASE("bpf-bench: a ± left as =C2=B1 by the mail", "[parse][bpf-bench]") {
    const Run run = parse(
        "        uprobe-nop5    :    1.121 =C2=B1 0.005M/s\n"
        "Summary: hits    5.092 +- 0.228M/s\n");
    CHECK(find(run, "hits", "bench=uprobe-nop5")->sample.summary().stddev == 0.005);
    CHECK(find(run, "hits", "")->sample.summary().stddev == 0.228);
}
