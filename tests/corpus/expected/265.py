import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check_summary, line
# ministat rows (lines 20-23, QP-wrapped): x mmotm.txt (w/o patch) N=10 Avg 16928.812 Stddev 166.5362;
# + mmotm_fault.txt (w/ patch) N=10 Avg 16951.448 Stddev 223.56288  (pft flt/cpu/s, higher better)
line("265", "265-ministat-pft-memcg-pgfault-qp-nbsp-quoted2.txt",
     [check_summary(16928.812, 166.5362, 10, 16951.448, 223.56288, 10, "higher")])
