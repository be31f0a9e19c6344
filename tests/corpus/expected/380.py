import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check
# line numbers below are those of the stored mail; the excerpt (case file line 1) starts at mail line 80

# `read again 891289600 bytes / ... = N KB/s` (usemem in cgroup t2, whose priority is changed):
# line 94 (both 12) / line 111 (12 and 8) / line 118 (12 and 6)
t2_read = (64401, 130568, 580878)
# first-touch `1002700800 bytes / ... KB/s`: line 92 / line 109
t2_first = (414852, 541276)
line("380", ["380-usemem-memcg-global-shrink-priority-base.txt", "380-usemem-memcg-global-shrink-priority-patched.txt",
             "380-usemem-memcg-global-shrink-priority-prio6.txt"],
     [check(t2_read[0], t2_read[1], better="higher"),
      check(t2_read[0], t2_read[2], better="higher"),
      check(t2_first[0], t2_first[1], better="higher")])
