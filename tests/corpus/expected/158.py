import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# medians of 5 "Total time" runs, [sec]; QP "=2E" is the decimal point (104=2E873 = 104.873)
baseline = 104.873            # "Baseline (no perf-stat)" line 21
global_a = 107.887            # "perf stat -a" line 23
global_a_bpf = 106.071        # "perf stat -a --bpf-counters" line 24
task_bpf = 105.965            # "perf stat --bpf-counters " (per task) line 27

line("158", "158-perf-bench-sched-messaging-bpf-counters-median-tabs-qp.txt", [
    check(baseline, global_a, "lower"),
    check(baseline, global_a_bpf, "lower"),
    check(baseline, task_bpf, "lower"),
])
