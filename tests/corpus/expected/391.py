import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check
# line numbers below are those of the stored mail; the excerpt (case file line 1) starts at mail line 76

# `time echo idle > /sys/block/zram0/writeback`, Without changes: lines 84-90, With changes: lines 92-98 (seconds)
real = (1*60 + 8.648, 0*60 + 15.496)   # `real    1m8.648s         (68 secs)` / `real    0m15.496s       (15 secs)`
sys_t = (24.899, 7.789)                # `sys     0m24.899s` / `sys     0m7.789s`
line("391", ["391-zram-writeback-batching-time-annotated-base.txt", "391-zram-writeback-batching-time-annotated-patched.txt"],
     [check(real[0], real[1], better="lower"),
      check(sys_t[0], sys_t[1], better="lower")])
