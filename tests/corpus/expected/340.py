import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

B = "340-dbbench-rocksdb-readrandom-before-after-pr-issue"
# readrandom ops/sec, line 17 (before this PR) vs line 22 (after this PR)
ops = (2545649, 2557407)
# readrandom micros/op, same lines
us = (0.393, 0.391)
line("340", [B + "-base.txt", B + "-patched.txt"],
     [check(ops[0], ops[1], better="higher"), check(us[0], us[1], better="lower")])
