import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# `unixbench.score` row: base eaf522d56432e0e5 vs 6f9a39a4372e37907ac1fc7ede6
score = (3715, 3070)
# `unixbench.workload` row (both in scientific notation)
workload = (5.807e+08, 4.793e+08)
line("128", "128-lkp-unixbench-cna-forwarded-report-qp-urldefense.txt",
     [check(*score, better="higher"), check(*workload)])
