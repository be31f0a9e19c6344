import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# Google Benchmark console tables; base = BM_memcpy filter run, new = BM_copy filter run (paired by /N argument)
# Time ns, /8: line 12 vs line 23
t8 = (36, 227)
# Time ns, /1024: line 15 vs line 26
t1024 = (111, 25409)
# bytes/s, /64: line 13 (825.646MB/s) vs line 24 (37.2154MB/s)
bw64 = (825.646, 37.2154)
line("310", ["310-gbench-compare-filters-memcpy-vs-copy-issue-base.txt",
             "310-gbench-compare-filters-memcpy-vs-copy-issue-patched.txt"],
     [check(*t8, better="lower"), check(*t1024, better="lower"), check(*bw64, better="higher")])
