import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check
# line numbers below are lines of the case file

# pft on a 2-way PIII, rows per thread count; base block lines 11-13 (no label of its own),
# `With patch:` block lines 15-19; higher better
wsec_1 = (52261.895, 53439.357)    # fault/wsec, Threads 1: line 12 / line 18
wsec_2 = (42463.566, 44202.412)    # fault/wsec, Threads 2: line 13 / line 19
cpu_1 = (54357.280, 54357.280)     # flt/cpu/s, Threads 1: identical on both sides (0% change)
line("399", ["399-pft-ptl-v15-piii-2level-quote-unlabeled-first-base.txt", "399-pft-ptl-v15-piii-2level-quote-unlabeled-first-patched.txt"],
     [check(wsec_1[0], wsec_1[1], better="higher"),
      check(wsec_2[0], wsec_2[1], better="higher"),
      check(cpu_1[0], cpu_1[1], better="higher")])
