import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check
# line numbers below are lines of the case file

# pft rows per thread count (Thr column), Before: lines 6-9, After: lines 13-16 (higher better)
# fault/wsec, Thr 1: line 6 / line 13 (glued to the Wall column: `0.00s261555.860 246536.848`)
wsec_1 = (246536.848, 243323.477)
# fault/wsec, Thr 4: line 8 / line 15
wsec_4 = (218846.742, 225528.586)
# flt/cpu/s, Thr 1: line 6 / line 13 (the glued field)
cpu_1 = (261555.860, 238813.108)
line("386", ["386-pft-rmap-semaphores-glued-columns-base.txt", "386-pft-rmap-semaphores-glued-columns-patched.txt"],
     [check(wsec_1[0], wsec_1[1], better="higher"),
      check(wsec_4[0], wsec_4[1], better="higher"),
      check(cpu_1[0], cpu_1[1], better="higher")])
