// Writes large, realistic inputs for the benchmarks: `generate SHAPE COUNT SEED > file`.
//   numbers      COUNT values, one per line
//   hackbench    COUNT lines of rt-tests blocks (3 lines per run), one case
//   hackbench-cases, stress-ng-cases, sysbench-cases, mmtests-cases, perf-stat-cases
//                COUNT distinct cases (group counts, stressors, thread counts, operations,
//                events), one value each: the inputs that expose a cost quadratic in cases
//   post-variants  a pasted post of COUNT variants of one hackbench output, named by label
//                lines and by the shell commands before them, then COUNT inline run lists
//   table-columns  a table of COUNT columns and 5 rows
//   table-rows     a table of COUNT rows and 2 columns
//   fio-post     a pasted post of COUNT labelled fio outputs, whose banners (`fio-3.33`,
//                `Run status group 0`) the post reader merges into each output
//   google-benchmark-cases  Google Benchmark JSON of COUNT benchmarks, one run each
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <map>
#include <random>
#include <string>
#include <string_view>

namespace {

class Writer {
  public:
    explicit Writer(unsigned long long seed) : random_(seed) { out_.reserve(1 << 20); }
    ~Writer() { flush(); }
    Writer(const Writer&) = delete;
    Writer& operator=(const Writer&) = delete;

    Writer& text(std::string_view part) {
        out_ += part;
        if (out_.size() > (1 << 20) - 4096) {
            flush();
        }
        return *this;
    }
    Writer& integer(long value) {
        char digits[24];
        out_.append(digits, std::to_chars(digits, digits + sizeof digits, value).ptr);
        return *this;
    }
    // A time near 0.890 s with three decimals, as hackbench prints it.
    Writer& time() {
        char digits[32];
        const auto end = std::to_chars(digits, digits + sizeof digits, time_(random_),
                                       std::chars_format::fixed, 3)
                             .ptr;
        out_.append(digits, end);
        return *this;
    }

  private:
    void flush() {
        std::fwrite(out_.data(), 1, out_.size(), stdout);
        out_.clear();
    }
    std::mt19937_64 random_;
    std::normal_distribution<double> time_{0.890, 0.012};
    std::string out_;
};

void numbers(Writer& out, long count) {
    for (long i = 0; i < count; ++i) {
        out.time().text("\n");
    }
}

void hackbench_block(Writer& out, long groups) {
    out.text("Running in process mode with ").integer(groups).text(" groups using 40 file ");
    out.text("descriptors each (== ").integer(groups * 40).text(" tasks)\n");
    out.text("Each sender will pass 100 messages of 100 bytes\nTime: ").time().text("\n");
}

void hackbench(Writer& out, long lines) {
    for (long i = 0; i < lines / 3; ++i) {
        hackbench_block(out, 10);
    }
}

void hackbench_cases(Writer& out, long cases) {
    for (long i = 1; i <= cases; ++i) {
        hackbench_block(out, i);
    }
}

void stress_ng_cases(Writer& out, long cases) {
    out.text("stress-ng: metrc: [5516] stressor       bogo ops real time  usr time  sys time  ");
    out.text(" bogo ops/s     bogo ops/s\n");
    out.text("stress-ng: metrc: [5516]                           (secs)    (secs)    (secs)  ");
    out.text(" (real time) (usr+sys time)\n");
    for (long i = 0; i < cases; ++i) {
        out.text("stress-ng: metrc: [5516] stressor").integer(i);
        out.text("       491      2.01      0.25      0.00       ").time().text("        ");
        out.time().text("\n");
    }
}

void sysbench_cases(Writer& out, long cases) {
    for (long i = 1; i <= cases; ++i) {
        out.text("sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)\n\n");
        out.text("Running the test with following options:\nNumber of threads: ").integer(i);
        out.text("\n\nCPU speed:\n    events per second:   ").time().text("\n\n");
    }
}

void mmtests_cases(Writer& out, long cases) {
    out.text("tbench4 Throughput\n\n");
    out.text("                           6.5.0-rc6              6.5.0-rc6\n");
    out.text("                             vanilla    sched-pidclear-v1r5\n");
    for (long i = 1; i <= cases; ++i) {
        out.text("Hmean     ").integer(i).text("        ").time().text(" (   0.00%)      ");
        out.time().text(" (   2.45%)\n");
    }
}

void perf_stat_cases(Writer& out, long cases) {
    out.text(" Performance counter stats for 'true' (5 runs):\n\n");
    for (long i = 0; i < cases; ++i) {
        out.text("            41,233      event").integer(i);
        out.text("          #   17.093 K/sec                    ( +-  2.10% )\n");
    }
    out.text("\n           0.31692 +- 0.00188 seconds time elapsed  ( +-  0.59% )\n");
}

void post_variants(Writer& out, long variants) {
    for (long i = 0; i < variants; ++i) {
        if (i % 2 == 0) {
            out.text("kernel-").integer(i).text(":\n");
        } else {
            out.text("$ echo ").integer(i).text(" > /sys/kernel/knob\n");
        }
        hackbench_block(out, 10);
        out.text("\n");
    }
    out.text("hackbench lists:\n");
    for (long i = 0; i < variants; ++i) {
        out.text("list-").integer(i).text(": ").time().text(" ").time().text(" ").time();
        out.text("\n");
    }
}

void table_columns(Writer& out, long columns) {
    out.text("kernel");
    for (long c = 0; c < columns; ++c) {
        out.text(" c").integer(c);
    }
    out.text("\n");
    for (const char* row : {"v6.6", "v6.7", "v6.8", "v6.9", "v6.10"}) {
        out.text(row);
        for (long c = 0; c < columns; ++c) {
            out.text(" ").time();
        }
        out.text("\n");
    }
}

void table_rows(Writer& out, long rows) {
    out.text("case base patched\n");
    for (long r = 0; r < rows; ++r) {
        out.text("case").integer(r).text(" ").time().text(" ").time().text("\n");
    }
}

void fio_post(Writer& out, long outputs) {
    for (long i = 0; i < outputs; ++i) {
        out.text("kernel-").integer(i).text(":\n\n");
        out.text("randread: (g=0): rw=randread, bs=(R) 4096B-4096B, (W) 4096B-4096B, ");
        out.text("(T) 4096B-4096B, ioengine=psync, iodepth=1\nfio-3.33\nStarting 1 process\n\n");
        out.text("randread: (groupid=0, jobs=1): err= 0: pid=11983: Tue Dec  1 19:45:48 2026\n");
        out.text("  read: IOPS=1421, BW=5685KiB/s (5822kB/s)(5708KiB/1004msec)\n");
        out.text("    clat (usec): min=54, max=12015, avg=").time().text(", stdev=1363.30\n");
        out.text("     lat (usec): min=54, max=12015, avg=").time().text(", stdev=1363.34\n");
        out.text("  cpu          : usr=0.00%, sys=7.88%, ctx=1426, majf=0, minf=13\n\n");
        out.text("Run status group 0 (all jobs):\n   READ: bw=5685KiB/s (5822kB/s), ");
        out.text(
            "5685KiB/s-5685KiB/s (5822kB/s-5822kB/s), io=5708KiB (5845kB), run=1004-1004msec\n\n");
    }
}

void google_benchmark_cases(Writer& out, long benchmarks) {
    out.text("{\n  \"context\": {\"num_cpus\": 2, \"library_build_type\": \"release\"},\n");
    out.text("  \"benchmarks\": [\n");
    for (long i = 0; i < benchmarks; ++i) {
        out.text(i == 0 ? "" : ",\n").text("    {\"name\": \"BM_case").integer(i);
        out.text("\", \"run_type\": \"iteration\", \"iterations\": 1000, \"real_time\": ");
        out.time().text(", \"cpu_time\": ").time().text(", \"time_unit\": \"ns\"}");
    }
    out.text("\n  ]\n}\n");
}

}  // namespace

int main(int argc, char** argv) {
    const std::map<std::string_view, std::function<void(Writer&, long)>> shapes{
        {"numbers", numbers},
        {"hackbench", hackbench},
        {"hackbench-cases", hackbench_cases},
        {"stress-ng-cases", stress_ng_cases},
        {"sysbench-cases", sysbench_cases},
        {"mmtests-cases", mmtests_cases},
        {"perf-stat-cases", perf_stat_cases},
        {"post-variants", post_variants},
        {"table-columns", table_columns},
        {"table-rows", table_rows},
        {"fio-post", fio_post},
        {"google-benchmark-cases", google_benchmark_cases},
    };
    const auto shape = argc == 4 ? shapes.find(argv[1]) : shapes.end();
    if (shape == shapes.end()) {
        std::fprintf(stderr, "usage: generate SHAPE COUNT SEED (shapes: see the source)\n");
        return 2;
    }
    Writer out(std::strtoull(argv[3], nullptr, 10));
    shape->second(out, std::strtol(argv[2], nullptr, 10));
    return 0;
}
