import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# git t/perf wall-clock seconds (the number before the parenthesis), line 8 (0100.7, n = 1):
# v1.9.5 0.01, v2.0.0 0.00, v2.12.0 0.01
r7 = (0.01, 0.00, 0.01)
# line 9 (0100.8, n = 2)
r8 = (0.01, 0.00, 0.01)
# rows 0100.9-0100.12 have a 0.00 baseline (+inf), no finite %diff exists
line("303", "303-gitperf-wildmatch-3versions-inf.txt",
     [check(r7[0], r7[1], better="lower"), check(r7[0], r7[2], better="lower"),
      check(r8[0], r8[1], better="lower")])
