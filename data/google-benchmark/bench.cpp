#include <benchmark/benchmark.h>

#include <cstring>
#include <numeric>
#include <vector>

static void BM_Copy(benchmark::State& state) {
    std::vector<char> src(state.range(0), 'x'), dst(state.range(0));
    for (auto _ : state) {
        std::memcpy(dst.data(), src.data(), src.size());
        benchmark::DoNotOptimize(dst.data());
        benchmark::ClobberMemory();
    }
    state.SetBytesProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_Copy)->Arg(64)->Arg(4096);

static void BM_Sum(benchmark::State& state) {
    std::vector<int> v(state.range(0));
    std::iota(v.begin(), v.end(), 0);
    long passes = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(std::accumulate(v.begin(), v.end(), 0L));
        ++passes;
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
    state.counters["passes"] = static_cast<double>(passes);
    state.counters["elements"] = benchmark::Counter(static_cast<double>(state.range(0)));
}
BENCHMARK(BM_Sum)->ArgName("size")->Arg(1024)->Unit(benchmark::kMicrosecond);
BENCHMARK_MAIN();
