import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check
# line numbers below are lines of the case file

# 1M reads of memory.stat + memory.numa_stat, `- Before:` line 2 / `- After:` line 3 (seconds, lower better)
sys_t = (4.823, 4.247)
real = (9.663, 8.909)
user = (4.840, 4.661)
line("398", "398-memcg-stat-read-1M-bullet-before-after-inline-time.txt",
     [check(sys_t[0], sys_t[1], better="lower"),
      check(real[0], real[1], better="lower"),
      check(user[0], user[1], better="lower")])
