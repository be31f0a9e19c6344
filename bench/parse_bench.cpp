// Parse throughput per format (bytes/s as MB/s) and end-to-end report time, on generated
// inputs and the bundled examples held in memory, with the heap allocations each parse makes
// per input line. Run through bench/run.sh, which also compares with wc -l and ministat.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <new>
#include <random>
#include <sstream>
#include <string>
#include <string_view>

#include "benchcmp/parse.hpp"
#include "benchcmp/report.hpp"

// Every heap allocation of the process is counted, so that a benchmark can report how many
// a parse makes per input line. GCC 12 mistakes the replaced pair for a mismatched one once
// both are inlined into one function.
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
namespace {
std::atomic<std::size_t> allocations{0};
}  // namespace

void* operator new(std::size_t size) {
    allocations.fetch_add(1, std::memory_order_relaxed);
    if (void* memory = std::malloc(size == 0 ? 1 : size)) {
        return memory;
    }
    throw std::bad_alloc();
}
void operator delete(void* memory) noexcept {
    std::free(memory);
}
void operator delete(void* memory, std::size_t /*size*/) noexcept {
    std::free(memory);
}

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
    const std::size_t before = allocations.load();
    for (auto _ : state) {
        benchmark::DoNotOptimize(parser.parse(input));
    }
    const auto lines = static_cast<double>(std::count(text.begin(), text.end(), '\n') + 1);
    state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * text.size()));
    state.counters["allocs_per_line"] = static_cast<double>(allocations.load() - before) /
                                        static_cast<double>(state.iterations()) / lines;
}

std::string file_text(const std::filesystem::path& path) {
    std::ifstream file(path, std::ios::binary);
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

// The largest bundled example in data/<format>/: the longest real input parses at the
// steadiest rate.
std::filesystem::path largest_example(std::string_view format) {
    namespace fs = std::filesystem;
    const fs::path folder = fs::path(BENCHCMP_SOURCE_DIR) / "data" / format;
    fs::path largest;
    std::uintmax_t largest_size = 0;
    std::error_code error;
    for (const auto& entry : fs::directory_iterator(folder, error)) {
        if (entry.is_regular_file() && entry.path().filename() != "README.md" &&
            entry.file_size() > largest_size) {
            largest = entry.path();
            largest_size = entry.file_size();
        }
    }
    return largest;
}

// Every row of the format table, on its bundled example parsed whole as a user's file would
// be; a format without one stops the program, as DEVELOPING.md's "Add a format" asks for it.
void register_examples() {
    for (const benchcmp::FormatEntry& entry : benchcmp::formats()) {
        const std::string format(entry.name);
        const std::filesystem::path example = largest_example(format);
        const std::string text = example.empty() ? std::string() : file_text(example);
        if (text.empty()) {
            std::fprintf(stderr, "benchcmp_bench: no example in data/%s/\n", format.c_str());
            std::abort();
        }
        benchmark::RegisterBenchmark(
            ("BM_parse_example/" + format).c_str(),
            [format, text](benchmark::State& state) { parse_format(state, format.c_str(), text); })
            ->Unit(benchmark::kMicrosecond);
    }
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

int main(int argc, char** argv) {
    benchmark::Initialize(&argc, argv);
    register_examples();
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
