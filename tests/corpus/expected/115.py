import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# `vm-scalability.throughput` row: base 4f35bac79c0da77c vs 5893446d01d40f79d4c1ad73ee2
thr = (3.317e+08, 3.432e+08)
# `vm-scalability.throughput_fault` row
thr_fault = (4916288, 4950852)
# `vm-scalability.time.elapsed_time` row (seconds)
elapsed = (109.44, 108.62)
line("115", "115-lkp-vm-scalability-truncate-seq-improvement-stddev-pct-rows.txt",
     [check(*thr, better="higher"), check(*thr_fault, better="higher"), check(*elapsed, better="lower")])
