# Writes the constructed sysbench inputs of data/sysbench (formats from FORMATS.md section 3,
# numbers invented). Deterministic: fixed values, no randomness.
import os
out = os.environ.get("OUT", ".")

def master_run(threads, eps, total_time, events, lat, p95, lsum, fav, fsd, tav, tsd, prime=10000):
    return f"""sysbench 1.1.0-faaff4f (using bundled LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: {threads}
Initializing random number generator from current time


Prime numbers limit: {prime}

Initializing worker threads...

Threads started!

Throughput:
    events/s (eps):                      {eps:.4f}
    time elapsed:                        {total_time:.4f}s
    total number of events:              {events}

Latency (ms):
         min:                                    {lat[0]:.2f}
         avg:                                    {lat[1]:.2f}
         max:                                    {lat[2]:.2f}
         95th percentile:                        {p95:.2f}
         sum:                                {lsum:.2f}

Threads fairness:
    events (avg/stddev):           {fav:.4f}/{fsd:.2f}
    execution time (avg/stddev):   {tav:.4f}/{tsd:.2f}

"""

def write(name, text):
    with open(os.path.join(out, name), "w") as f:
        f.write(text)

base = [(8912.34, 89140, 0.90, 1.12), (8890.12, 88920, 0.90, 1.13), (8930.55, 89320, 0.89, 1.12)]
patch = [(9120.77, 91220, 0.87, 1.09), (9101.40, 91030, 0.88, 1.10), (9135.02, 91370, 0.87, 1.09)]
for name, rows in (("master-cpu-base.txt", base), ("master-cpu-patched.txt", patch)):
    text = ""
    for eps, events, avg, p95 in rows:
        text += "$ sysbench cpu --threads=8 --time=10 run\n"
        text += master_run(8, eps, 10.0003, events, (0.86, avg, 4.31), p95, 79985.12,
                           events / 8, 41.20, 9.9981, 0.00)
    write(name, text)

# master fileio: Throughput with IOPS lines, then the generic block is not printed again.
fileio = ""
for reads, writes, fsyncs in ((1520.31, 1013.54, 3243.18), (1498.77, 999.18, 3197.39),
                              (1533.90, 1022.60, 3272.33)):
    fileio += f"""$ sysbench fileio --file-total-size=2G --file-test-mode=rndrw --time=30 run
sysbench 1.1.0-faaff4f (using bundled LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 1
Initializing random number generator from current time


Extra file open flags: (none)
128 files, 16MiB each
2GiB total file size
Block size 16KiB
Number of IO requests: 0
Read/Write ratio for combined random IO test: 1.50
Periodic FSYNC enabled, calling fsync() each 100 requests.
Calling fsync() at the end of test, Enabled.
Using synchronous I/O mode
Doing random r/w test
Initializing worker threads...

Threads started!

Throughput:
         read:  IOPS={reads:.2f} {reads * 16 / 1024:.2f} MiB/s ({reads * 16 * 1024 / 1e6:.2f} MB/s)
         write: IOPS={writes:.2f} {writes * 16 / 1024:.2f} MiB/s ({writes * 16 * 1024 / 1e6:.2f} MB/s)
         fsync: IOPS={fsyncs:.2f}

Latency (ms):
         min:                                  0.00
         avg:                                  0.17
         max:                                 35.06
         95th percentile:                       0.63
         sum:                               29881.73

"""
write("master-fileio.txt", fileio)

# 1.0.20 OLTP (needs a MySQL server, so constructed): SQL statistics then the common block.
def oltp(tps, errors):
    trans = round(tps * 60)
    reads = trans * 14
    writes = trans * 4
    other = trans * 2
    total = reads + writes + other
    return f"""$ sysbench oltp_read_write --threads=16 --time=60 --mysql-db=sbtest run
sysbench 1.0.20 (using bundled LuaJIT 2.1.0-beta2)

Running the test with following options:
Number of threads: 16
Initializing random number generator from current time


Initializing worker threads...

Threads started!

SQL statistics:
    queries performed:
        read:                            {reads}
        write:                           {writes}
        other:                           {other}
        total:                           {total}
    transactions:                        {trans:<6} ({tps:.2f} per sec.)
    queries:                             {total:<6} ({total / 60:.2f} per sec.)
    ignored errors:                      {errors:<6} ({errors / 60:.2f} per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          60.0112s
    total number of events:              {trans}

Latency (ms):
         min:                                    3.12
         avg:                                   {16000 / tps:.2f}
         max:                                  412.77
         95th percentile:                       {16000 / tps * 1.6:.2f}
         sum:                               {16000 * 60.0:.2f}

Threads fairness:
    events (avg/stddev):           {trans / 16:.4f}/{7.31:.2f}
    execution time (avg/stddev):   59.9803/0.01

"""
write("oltp.txt", "".join(oltp(t, e) for t, e in ((1834.51, 3), (1822.07, 5), (1840.93, 2))))

# 0.4.12 cpu and 0.5 cpu: the legacy summaries with units glued to the values.
def legacy_cpu(version, title, sub, total, avg, p95, prime_line):
    events = 10000
    head = (f"sysbench {version}:  multi-threaded system evaluation benchmark\n\n"
            "Running the test with following options:\nNumber of threads: 4\n")
    if version.startswith("0.5"):
        head += "Random number generator seed is 0 and will be ignored\n\n"
    head += "\n"
    if prime_line.startswith("Doing"):
        body = f"{prime_line}\n\nThreads started!\nDone.\n\nMaximum prime number checked in CPU test: 20000\n\n\n"
    else:
        body = f"{prime_line}\n\n\nThreads started!\n\n"
    return head + body + f"""{title}
    total time:                          {total:.4f}s
    total number of events:              {events}
    total time taken by event execution: {total * 4 - 0.01:.4f}{'s' if version.startswith('0.5') else ''}
    {sub}
         min:                                  {avg - 0.03:.2f}ms
         avg:                                  {avg:.2f}ms
         max:                                  {avg * 9.3:.2f}ms
         approx.  95 percentile:               {p95:.2f}ms

Threads fairness:
    events (avg/stddev):           2500.0000/{3.04:.2f}
    execution time (avg/stddev):   {total - 0.0025:.4f}/0.00

"""

text = ""
for total, avg, p95 in ((5.8765, 2.35, 2.38), (5.8813, 2.35, 2.39), (5.9012, 2.36, 2.40)):
    text += "$ sysbench --test=cpu --cpu-max-prime=20000 --num-threads=4 run\n"
    text += legacy_cpu("0.4.12", "Test execution summary:", "per-request statistics:", total, avg, p95,
                       "Doing CPU performance benchmark")
write("legacy-0.4-cpu.txt", text)
text = ""
for total, avg, p95 in ((5.7012, 2.28, 2.31), (5.6988, 2.28, 2.30), (5.7220, 2.29, 2.32)):
    text += "$ sysbench --test=cpu --cpu-max-prime=20000 --num-threads=4 run\n"
    text += legacy_cpu("0.5", "General statistics:", "response time:", total, avg, p95,
                       "Primer numbers limit: 20000")
write("legacy-0.5-cpu.txt", text)

# 0.4.12 memory and OLTP in one file.
mem = """sysbench 0.4.12:  multi-threaded system evaluation benchmark

Running the test with following options:
Number of threads: 2

Doing memory operations speed test
Memory block size: 1K

Memory transfer size: 10240M

Memory operations type: write
Memory scope type: global
Threads started!
Done.

Operations performed: 10485760 (2471036.29 ops/sec)

10240.00 MB transferred (2413.12 MB/sec)


Test execution summary:
    total time:                          4.2434s
    total number of events:              10485760
    total time taken by event execution: 6.9181
    per-request statistics:
         min:                                  0.00ms
         avg:                                  0.00ms
         max:                                  1.21ms
         approx.  95 percentile:               0.00ms

Threads fairness:
    events (avg/stddev):           5242880.0000/12231.00
    execution time (avg/stddev):   3.4591/0.01

sysbench 0.4.12:  multi-threaded system evaluation benchmark

Running the test with following options:
Number of threads: 8

Doing OLTP test.
Running mixed OLTP test
Using Special distribution (12 iterations,  1 pct of values are returned in 75 pct cases)
Using "BEGIN" for starting transactions
Using auto_inc on the id column
Maximum number of requests for OLTP test is limited to 100000
Threads started!
Done.

OLTP test statistics:
    queries performed:
        read:                            1400000
        write:                           500000
        other:                           200000
        total:                           2100000
    transactions:                        100000 (1043.17 per sec.)
    deadlocks:                           0      (0.00 per sec.)
    read/write requests:                 1900000 (19820.21 per sec.)
    other operations:                    200000 (2086.34 per sec.)

Test execution summary:
    total time:                          95.8616s
    total number of events:              100000
    total time taken by event execution: 766.2817
    per-request statistics:
         min:                                  2.61ms
         avg:                                  7.66ms
         max:                                 61.93ms
         approx.  95 percentile:              11.87ms

Threads fairness:
    events (avg/stddev):           12500.0000/85.21
    execution time (avg/stddev):   95.7852/0.00

"""
write("legacy-0.4-memory-oltp.txt", mem)
