import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

B = "341-dbbench-rocksdb-6.14-vs-6.27-readrandom-time-issue"
# readrandom ops/sec, line 3 (6.14) vs line 11 (6.27)
ops = (81829, 69714)
# readrandom micros/op, same lines
us = (12.220, 14.344)
# real time 3m3.939s vs 3m30.919s, lines 4 / 12, in seconds
real = (3 * 60 + 3.939, 3 * 60 + 30.919)
line("341", [B + "-base.txt", B + "-patched.txt"],
     [check(ops[0], ops[1], better="higher"), check(us[0], us[1], better="lower"),
      check(real[0], real[1], better="lower")])
