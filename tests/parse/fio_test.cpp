// The fio parser: real fio 3.33 output (data/fio/), the group status lines alone, mail
// quoting, lines a mailer wrapped, latency units and the pre-2.17 layout. Expected values are
// copied from the lines they come from (`grep -n 'IOPS=' data/fio/baseline.txt` and the like);
// a latency in nsec or msec is the printed value times 1e-3 or 1e3.

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
    return parse_test::parse_one("fio", content, "in.txt");
}

const std::string kRandrw = "job=randrw rw=randrw bs=4096B iodepth=1 numjobs=1";

}  // namespace

TEST_CASE("fio: real 3.33 output, three runs of two jobs", "[parse][fio]") {
    const Run run = parse(parse_test::read_file("data/fio/baseline.txt"));
    CHECK(run.diagnostics.empty());
    CHECK(values(run, "iops", kRandrw + " dir=read") == Values{1421, 2029, 1716});
    CHECK(values(run, "bw", kRandrw + " dir=read") == Values{5685, 8120, 6865});
    // `IOPS=21.4k`: fio's num2str suffix is a power of ten.
    const std::string seqwrite = "job=seqwrite rw=write bs=64.0KiB iodepth=1 numjobs=1 dir=write";
    CHECK(values(run, "iops", seqwrite) == Values{21400, 21800, 19000});
    CHECK(values(run, "bw", seqwrite) == Values{1337, 1362, 1189});
    // Reads print usec, writes nsec: both are read in microseconds.
    CHECK(values(run, "clat_mean", kRandrw + " dir=read").front() == Approx(671.59));
    CHECK(values(run, "clat_mean", kRandrw + " dir=write").front() == Approx(5.71082));
    CHECK(values(run, "lat_mean", kRandrw + " dir=write").front() == Approx(5.87044));
    CHECK(values(run, "clat_p99.9", kRandrw + " dir=read").front() == 10028);
    CHECK(values(run, "group_bw", "dir=read") == Values{5685, 8120, 6865});
    const Observation* bw = find(run, "bw", kRandrw + " dir=read");
    CHECK(bw->metric.unit == "KiB/s");
    CHECK(bw->metric.better == Direction::higher_is_better);
    CHECK(bw->line == 9);
    const Observation* latency = find(run, "clat_p99.99", kRandrw + " dir=read");
    REQUIRE(latency != nullptr);
    CHECK(latency->metric.unit == "us");
    CHECK(latency->metric.better == Direction::lower_is_better);
    CHECK(find(run, "group_io", "dir=write")->metric.better == Direction::unknown);
}

TEST_CASE("fio: is detected before schbench, whose blocks its percentiles resemble",
          "[parse][fio]") {
    const std::string content = parse_test::read_file("data/fio/baseline.txt");
    CHECK(benchcmp::detect_format(benchcmp::InputText{"in.txt", content}).name() == "fio");
    CHECK(benchcmp::detect_format(
              benchcmp::InputText{"in.txt",
                                  "  WRITE: bw=529MiB/s (554MB/s), 529MiB/s-529MiB/s "
                                  "(554MB/s-554MB/s), io=1858GiB (1995GB), "
                                  "run=3600097-3600097msec\n"})
              .name() == "fio");
}

TEST_CASE("fio: group status lines alone, READ and WRITE alternating per instance",
          "[parse][fio]") {
    const Run run = parse(
        "base:\n"
        "   READ: bw=1233MiB/s (1293MB/s), 1233MiB/s-1233MiB/s (1293MB/s-1293MB/s), "
        "io=4335GiB (4654GB), run=3600097-3600097msec\n"
        "  WRITE: bw=529MiB/s (554MB/s), 529MiB/s-529MiB/s (554MB/s-554MB/s), io=1858GiB "
        "(1995GB), run=3600097-3600097msec\n"
        "   READ: bw=1248MiB/s (1308MB/s), 1248MiB/s-1248MiB/s (1308MB/s-1308MB/s), "
        "io=4387GiB (4710GB), run=3600091-3600091msec\n"
        "  WRITE: bw=535MiB/s (561MB/s), 535MiB/s-535MiB/s (561MB/s-561MB/s), io=1880GiB "
        "(2019GB), run=3600091-3600091msec\n");
    CHECK(values(run, "group_bw", "dir=read") == Values{1233, 1248});
    CHECK(values(run, "group_bw", "dir=write") == Values{529, 535});
    CHECK(values(run, "group_io", "dir=read") == Values{4335, 4387});
    CHECK(find(run, "group_io", "dir=read")->metric.unit == "GiB");
}

TEST_CASE("fio: a group's runtime is its longest job's", "[parse][fio]") {
    // `run=MIN-MAXmsec` (fio 2.1 on) gives the longest; older fio prints `maxt=`.
    const Run run = parse(
        "   READ: bw=209MiB/s (219MB/s), 209MiB/s-209MiB/s (219MB/s-219MB/s), io=4096MiB "
        "(4295MB), run=19001-19607msec\n"
        "  WRITE: io=2048MB, aggrb=104857KB/s, minb=104857KB/s, maxb=104857KB/s, "
        "mint=20000msec, maxt=20011msec\n");
    CHECK(values(run, "group_runtime", "dir=read") == Values{19607});
    CHECK(find(run, "group_runtime", "dir=read")->metric.unit == "msec");
    CHECK(find(run, "group_runtime", "dir=read")->metric.better == Direction::lower_is_better);
    CHECK(values(run, "group_runtime", "dir=write") == Values{20011});
}

TEST_CASE("fio: groups other than 0 are named in the case", "[parse][fio]") {
    const Run run = parse(
        "Run status group 0 (all jobs):\n"
        "   READ: bw=100MiB/s (105MB/s), 100MiB/s-100MiB/s (105MB/s-105MB/s), io=1000MiB "
        "(1049MB), run=10000-10000msec\n"
        "\n"
        "Run status group 1 (all jobs):\n"
        "   READ: bw=50.0MiB/s (52.4MB/s), 50.0MiB/s-50.0MiB/s (52.4MB/s-52.4MB/s), io=500MiB "
        "(524MB), run=10000-10000msec\n");
    CHECK(values(run, "group_bw", "dir=read") == Values{100});
    CHECK(values(run, "group_bw", "group=1 dir=read") == Values{50});
}

TEST_CASE("fio: a job block quoted in a reply, with a wrapped option line", "[parse][fio]") {
    const Run run = parse(
        "> > test: (g=0): rw=read, bs=(R) 256KiB-256KiB, (W) 256KiB-256KiB,\n"
        "> > (T)\n"
        "> > 256KiB-256KiB, ioengine=libaio, iodepth=64\n"
        "> > fio-3.39-44-g19d9\n"
        "> > test: (groupid=0, jobs=1): err= 0: pid=43189: Sun May  4 08:22:12\n"
        "> > 2025\n"
        "> >   read: IOPS=363k, BW=88.5GiB/s (95.1GB/s)(2656GiB/30001msec)\n"
        "> >     slat (nsec): min=971, max=312380, avg=1817.92, stdev=1367.75\n"
        "> >     clat (usec): min=78, max=1351, avg=174.46, stdev=28.86\n"
        "> >      lat (msec): min=1, max=2, avg= 1.25, stdev= 0.01\n");
    const std::string key = "job=test rw=read bs=256KiB iodepth=64 numjobs=1 dir=read";
    CHECK(values(run, "iops", key) == Values{363000});
    CHECK(values(run, "bw", key) == Values{88.5});
    CHECK(find(run, "bw", key)->metric.unit == "GiB/s");
    CHECK(values(run, "slat_mean", key).front() == Approx(1.81792));
    CHECK(values(run, "clat_mean", key) == Values{174.46});
    CHECK(values(run, "lat_mean", key) == Values{1250});
}

TEST_CASE("fio: a group status line wrapped inside its min-max range", "[parse][fio]") {
    const Run run = parse(
        "   READ: bw=14.7GiB/s (15.8GB/s), 14.7GiB/s-14.7GiB/s (15.8GB/s-\n"
        "15.8GB/s), io=441GiB (473GB), run=30001-30001msec\n"
        "   READ: bw=10.4GiB/s (11.2GB/s), 10.4GiB/s-10.4GiB/s (11.2GB/s-\n"
        "11.2GB/s), io=312GiB (335GB), run=30001-30001msec\n");
    CHECK(values(run, "group_bw", "dir=read") == Values{14.7, 10.4});
    CHECK(values(run, "group_io", "dir=read") == Values{441, 312});
}

TEST_CASE("fio: the pre-2.17 layout (io=, bw=, iops=, runt=; aggrb=)", "[parse][fio]") {
    const Run run = parse(
        "job1: (groupid=0, jobs=4): err= 0: pid=2817\n"
        "  read : io=1024.0MB, bw=34952KB/s, iops=8738, runt= 30001msec\n"
        "    clat (usec): min=12, max=9001, avg=114.20, stdev=20.01\n"
        "    lat (usec): min=12, max=9001, avg=115.00, stdev=20.01\n"
        "  lat (usec) : 250=99.50%, 500=0.40%, 750=0.10%\n"
        "Run status group 0 (all jobs):\n"
        "   READ: io=1024.0MB, aggrb=34952KB/s, minb=34952KB/s, maxb=34952KB/s, "
        "mint=30001msec, maxt=30001msec\n");
    CHECK(values(run, "iops", "job=job1 numjobs=4 dir=read") == Values{8738});
    CHECK(values(run, "bw", "job=job1 numjobs=4 dir=read") == Values{34952});
    CHECK(values(run, "lat_mean", "job=job1 numjobs=4 dir=read") == Values{115});
    CHECK(values(run, "group_bw", "dir=read") == Values{34952});
    CHECK(find(run, "group_bw", "dir=read")->metric.unit == "KB/s");
    CHECK(values(run, "group_runtime", "dir=read") == Values{30001});  // maxt=
    CHECK(run.observations.size() == 7);  // the lat histogram line is not a mean
}

TEST_CASE("fio: percentiles of every kind, named without trailing zeros", "[parse][fio]") {
    const Run run = parse(
        "t: (groupid=0, jobs=1): err= 0: pid=1\n"
        "  write: IOPS=10, BW=40.0KiB/s (41.0kB/s)(400KiB/10000msec)\n"
        "    clat percentiles (nsec):\n"
        "     |  1.00th=[  1976],  5.00th=[  2256], 99.90th=[112128],\n"
        "     | 99.99th=[112128]\n"
        "    lat percentiles (msec):\n"
        "     | 50.00th=[    3]\n"
        "   bw (  KiB/s): min=   36, max=   44, per=100.00%, avg=40.00, stdev= 2.00, "
        "samples=19\n");
    const std::string key = "job=t numjobs=1 dir=write";
    CHECK(values(run, "clat_p1", key).front() == Approx(1.976));
    CHECK(values(run, "clat_p99.9", key).front() == Approx(112.128));
    CHECK(values(run, "clat_p99.99", key).front() == Approx(112.128));
    CHECK(values(run, "lat_p50", key) == Values{3000});
    CHECK(run.observations.size() == 7);  // the bw (...) sample line is not read
}

TEST_CASE("fio: text without fio results (sysbench fileio too) gives no observations",
          "[parse][fio]") {
    const Run run = parse(
        "Jobs: 1 (f=1): [R(1)][100.0%][r=81.4GiB/s][r=334k IOPS][eta 00m:00s]\n"
        "read: nothing to see\n");
    CHECK(run.observations.empty());
}

TEST_CASE("fio: a rerun printed in another IEC unit joins its first run's sample", "[parse][fio]") {
    const Run run = parse(
        "   READ: bw=1010MiB/s (1059MB/s), 1010MiB/s-1010MiB/s (1059MB/s-1059MB/s), io=30.0GiB "
        "(32.2GB), run=30001-30001msec\n"
        "   READ: bw=1.02GiB/s (1095MB/s), 1.02GiB/s-1.02GiB/s (1095MB/s-1095MB/s), "
        "io=31000MiB (32.5GB), run=30001-30001msec\n");
    // 1.02 GiB/s = 1.02 * 1024 MiB/s; 31000 MiB = 31000 / 1024 GiB.
    CHECK(values(run, "group_bw", "dir=read") == Values{1010, 1.02 * 1024});
    CHECK(values(run, "group_io", "dir=read") == Values{30, 31000.0 / 1024});
    CHECK(find(run, "group_bw", "dir=read")->metric.unit == "MiB/s");
    CHECK(parse_test::diagnostics(run) ==
          std::vector<std::string>{"in.txt:2: note: group_bw 1.02GiB/s converted to MiB/s, the "
                                   "unit of its first run (noted once per file)"});
}
