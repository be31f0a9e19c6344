import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check
# line numbers below are lines of the case file

# Android toybox `time` line `    0m09.69s real     0m00.00s user     0m09.19s system`
# uid_0 memory.reclaim with no size: Before revert line 6 / After revert line 11 (lower better)
real_all = (9.69, 7.31)
sys_all = (9.19, 6.44)
# `echo "3G"`: Before revert line 18 / After revert line 23
real_3g = (12.04, 6.65)
line("397", "397-proactive-reclaim-memory-reclaim-toybox-time.txt",
     [check(real_all[0], real_all[1], better="lower"),
      check(sys_all[0], sys_all[1], better="lower"),
      check(real_3g[0], real_3g[1], better="lower")])
