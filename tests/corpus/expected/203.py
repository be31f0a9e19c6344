import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# redis-benchmark RPS, Markdown table; columns TCP | SMC (original) | SMC (cq_pool).
# The bracketed percentages are "compared to TCP", so TCP (first column) is the baseline.
c64 = {"tcp": 166322, "orig": 118192, "cq": 249488}    # `| c = 64  | ...` row
c16 = {"tcp": 159673, "orig": 83668, "cq": 216947}     # `| c = 16  | ...` row
c1 = {"tcp": 24449, "orig": 31172, "cq": 34039}        # `| c = 1   | ...` row

line("203", ["203-redis-benchmark-smc-cq-pool-md-table-vs-tcp-pct.txt"],
     [check(c64["tcp"], c64["orig"], "higher"), check(c64["tcp"], c64["cq"], "higher"),
      check(c16["tcp"], c16["cq"], "higher")])
