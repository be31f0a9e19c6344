// Parse throughput per format (bytes/s as MB/s) and end-to-end report time, on generated
// inputs held in memory. Run through bench/run.sh, which also compares with wc -l and ministat.
#include <benchmark/benchmark.h>

#include <random>
#include <string>

#include "benchcmp/parse.hpp"
#include "benchcmp/report.hpp"

namespace {

std::string numbers_text(std::size_t count, unsigned seed) {
    std::mt19937_64 random(seed);
    std::normal_distribution<double> value(0.890, 0.012);
    std::string text;
    for (std::size_t i = 0; i < count; ++i) {
        text += std::to_string(value(random)).substr(0, 5);
        text += '\n';
    }
    return text;
}

std::string hackbench_text(std::size_t runs, unsigned seed) {
    std::mt19937_64 random(seed);
    std::normal_distribution<double> value(0.890, 0.012);
    std::string text;
    for (std::size_t i = 0; i < runs; ++i) {
        text +=
            "Running in process mode with 10 groups using 40 file descriptors each (== 400 tasks)\n"
            "Each sender will pass 100 messages of 100 bytes\nTime: ";
        text += std::to_string(value(random)).substr(0, 5);
        text += '\n';
    }
    return text;
}

void parse_format(benchmark::State& state, const char* format, const std::string& text) {
    const benchcmp::Parser& parser = *benchcmp::find_format(format);
    const benchcmp::InputText input{"bench.txt", text};
    for (auto _ : state) {
        benchmark::DoNotOptimize(parser.parse(input));
    }
    state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * text.size()));
}

void BM_parse_numbers(benchmark::State& state) {
    static const std::string text = numbers_text(1'000'000, 1);
    parse_format(state, "numbers", text);
}
BENCHMARK(BM_parse_numbers)->Unit(benchmark::kMillisecond);

void BM_parse_hackbench(benchmark::State& state) {
    static const std::string text = hackbench_text(200'000, 1);
    parse_format(state, "hackbench", text);
}
BENCHMARK(BM_parse_hackbench)->Unit(benchmark::kMillisecond);

// 1M vs 1M values: parse both, then build the report (Welch).
void BM_end_to_end_numbers_1m(benchmark::State& state) {
    static const std::string base = numbers_text(1'000'000, 1);
    static const std::string variant = numbers_text(1'000'000, 2);
    const benchcmp::Parser& parser = *benchcmp::find_format("numbers");
    for (auto _ : state) {
        std::vector<benchcmp::Run> runs = parser.parse({"base", base});
        auto other = parser.parse({"variant", variant});
        runs.insert(runs.end(), other.begin(), other.end());
        runs[0].label = "base";
        runs[1].label = "variant";
        benchmark::DoNotOptimize(benchcmp::build_report(runs, benchcmp::Thresholds{}));
    }
    state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * 2'000'000));
}
BENCHMARK(BM_end_to_end_numbers_1m)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
