import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check
# line numbers below are lines of the case file

# pft rows per thread count; `Unpatched:` lines 2-7, `With page fault scalability patch:` lines 9-14
# fault/wsec (higher better), Threads 8: line 7 / line 14
wsec_8 = (184790.767, 297380.041)
# fault/wsec, Threads 1: line 4 / line 11
wsec_1 = (69239.940, 68345.055)
# Wall seconds, Threads 8: line 7 / line 14 (lower better)
wall_8 = (4.025, 2.064)
line("387", ["387-pft-fault-scalability-cmpxchg-quoted-4threads-base.txt", "387-pft-fault-scalability-cmpxchg-quoted-4threads-patched.txt"],
     [check(wsec_8[0], wsec_8[1], better="higher"),
      check(wsec_1[0], wsec_1[1], better="higher"),
      check(wall_8[0], wall_8[1], better="lower")])
