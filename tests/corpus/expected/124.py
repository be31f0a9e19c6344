import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# `reaim.jobs_per_min` row (hard-wrapped: 3 values on the first line, 4th value + name on the next):
# base 9f68395333ad7f5b; 070f5e860ee2bf588c99ef7b4c2; v5.7; cbb4d668e7431479a7978fa79d6 (test patch on v5.7)
jpm = (66870, 60187, 61787, 67335)
# `reaim.parent_time` row (seconds)
parent = (0.36, 0.40, 0.39, 0.36)
line("124", "124-lkp-reaim-sched-runnable-4col-hard-wrapped-qp.txt",
     [check(jpm[0], jpm[1], better="higher"), check(jpm[0], jpm[3], better="higher"),
      check(parent[0], parent[1], better="lower")])
