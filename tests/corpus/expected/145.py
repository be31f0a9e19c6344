import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# base = "---no THP---" block (second in the post), new = "---with THP---" block (first)
gbs = (6.190187, 3.672879)            # "GB/Sec (with prefault)" lines
elapsed = (1.025425847, 0.855041819)  # perf stat "seconds time elapsed"
faults = (524652, 2409)               # perf stat page-faults

line("145", ["145-perf-bench-mem-memcpy-thp-perf-stat-reversed-base.txt", "145-perf-bench-mem-memcpy-thp-perf-stat-reversed-patched.txt"], [
    check(gbs[0], gbs[1], "higher"),
    check(elapsed[0], elapsed[1], "lower"),
    check(faults[0], faults[1], "lower"),
])
