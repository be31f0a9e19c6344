// The parser objects the format table in registry.cpp lists; one per src/parse/<format>/ folder.
// Internal to the library: everything else reaches parsers through formats() and find_format().
#pragma once

#include "benchcmp/parse.hpp"

namespace benchcmp {

/// rt-tests hackbench, legacy hackbench and `perf bench sched messaging` output
/// (hackbench/hackbench.cpp).
const Parser& hackbench_parser();

/// perf bench results other than sched messaging: sched pipe, futex, epoll, mem, numa
/// (perf_bench/perf_bench.cpp).
const Parser& perf_bench_parser();

/// schbench output of every era, 2016 to today (schbench/schbench.cpp).
const Parser& schbench_parser();

/// sysbench 0.4/0.5, 1.0.x and master run output (sysbench/sysbench.cpp).
const Parser& sysbench_parser();

/// stress-ng --metrics and --metrics-brief tables (stress_ng/stress_ng.cpp).
const Parser& stress_ng_parser();
/// SPECjbb2015 RUN RESULT lines, .raw keys, describe() blocks and summary tables
/// (specjbb/specjbb.cpp).
const Parser& specjbb_parser();

/// Per-disk and per-block-size IO throughput tables with one column or row per kernel
/// (iotable/iotable.cpp).
const Parser& iotable_parser();

/// The kernel test robot's (LKP) `%stddev %change %stddev` comparison tables, one run per
/// commit column (lkp/lkp.cpp).
const Parser& lkp_parser();

/// mmtests compare-kernels tables, aligned or whitespace-collapsed, one run per column
/// (mmtests/mmtests.cpp).
const Parser& mmtests_parser();

/// perf stat counter output, plain or --repeat N summaries (perf_stat/perf_stat.cpp).
const Parser& perf_stat_parser();

/// fio normal output: job results and group status lines (fio/fio.cpp).
const Parser& fio_parser();

/// dbench and tbench results: Throughput lines and operation tables (dbench/dbench.cpp).
const Parser& dbench_parser();

/// netperf result tables, classic and omni (netperf/netperf.cpp).
const Parser& netperf_parser();

/// iperf3 and iperf2 text output: sender / receiver summaries, [SUM] lines (iperf/iperf.cpp).
const Parser& iperf_parser();

/// redis-benchmark -q lines, per-test blocks and --csv rows
/// (redis_benchmark/redis_benchmark.cpp).
const Parser& redis_benchmark_parser();

/// PostgreSQL pgbench reports (pgbench/pgbench.cpp).
const Parser& pgbench_parser();

/// fio's t/io_uring per-second IOPS= BW= lines (io_uring/io_uring.cpp).
const Parser& io_uring_parser();

/// tiobench tables per section and thread count (tiobench/tiobench.cpp).
const Parser& tiobench_parser();

/// bonnie++ text tables and CSV lines (bonnie/bonnie.cpp).
const Parser& bonnie_parser();

/// The shells' `time` and GNU time output (time/time.cpp).
const Parser& time_parser();

/// kernbench Average ... Run blocks per load level (kernbench/kernbench.cpp).
const Parser& kernbench_parser();

/// UnixBench result lines and index tables per copy count (unixbench/unixbench.cpp).
const Parser& unixbench_parser();

/// ministat tables, their legends and Difference blocks (ministat/ministat.cpp).
const Parser& ministat_parser();

/// rt-tests cyclictest thread lines and histogram summaries (cyclictest/cyclictest.cpp).
const Parser& cyclictest_parser();

/// ebizzy records/s lines and their times, and summaries of runs (ebizzy/ebizzy.cpp).
const Parser& ebizzy_parser();

/// STREAM result tables, one best rate per kernel (stream/stream.cpp).
const Parser& stream_parser();

/// fs_mark's Files/sec table, one row per iteration (fs_mark/fs_mark.cpp).
const Parser& fs_mark_parser();

/// IOzone's auto-mode table, -R reports and throughput lines (iozone/iozone.cpp).
const Parser& iozone_parser();

/// will-it-scale runtest.py CSV blocks (will_it_scale/will_it_scale.cpp).
const Parser& will_it_scale_parser();

/// Google Benchmark JSON output (google_benchmark/google_benchmark.cpp).
const Parser& google_benchmark_parser();

/// Go benchmark results as benchstat reads them (go_bench/go_bench.cpp).
const Parser& go_bench_parser();

/// hyperfine terminal output, --export-json and --export-csv files (hyperfine/hyperfine.cpp).
const Parser& hyperfine_parser();

/// BPF selftests bench Iter and Summary lines, run_bench script lines (bpf_bench/bpf_bench.cpp).
const Parser& bpf_bench_parser();

/// lmbench latency lines and lat_ctx blocks (lmbench/lmbench.cpp).
const Parser& lmbench_parser();

/// benchcmp's own --format json report, read back as its inputs (benchcmp_json/benchcmp_json.cpp).
const Parser& benchcmp_json_parser();

/// fio --output-format=json and json+ files (fio_json/fio_json.cpp).
const Parser& fio_json_parser();

/// pyperf JSON files (pyperf/pyperf.cpp).
const Parser& pyperf_parser();

/// Phoronix Test Suite composite.xml and its CSV exports (pts/pts.cpp).
const Parser& pts_parser();

/// Hand-made comparison tables: a header naming the variants, one row per case (table/table.cpp).
const Parser& table_parser();

/// One number per line, like ministat's input (numbers/numbers.cpp).
const Parser& numbers_parser();

}  // namespace benchcmp
