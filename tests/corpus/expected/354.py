import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

B = "354-dbbench-rocksdb-fillseq-num-multi-db-indented-time-du"
# fillseq ops/sec: line 8 (--- without the change) vs line 16 (--- with the change)
ops = (313682, 317563)
# fillseq micros/op, same lines
us = (3.188, 3.149)
# real 2m7.787s (line 9) vs 2m6.196s (line 17), seconds
real = (2 * 60 + 7.787, 2 * 60 + 6.196)
line("354", [B + "-base.txt", B + "-patched.txt"],
     [check(*ops, better="higher"), check(*us, better="lower"), check(*real, better="lower")])
