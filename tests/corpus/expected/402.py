import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check
# line numbers below are lines of the case file

# `time` of zram writeback, 3 runs per side; `before:` lines 4-15, `after:` lines 17-28 (seconds, lower better)
real_before = [0.261, 0.260, 0.259]   # lines 5, 9, 13
real_after = [0.322, 0.326, 0.325]    # lines 18, 22, 26
sys_before = [0.243, 0.244, 0.243]    # lines 7, 11, 15
sys_after = [0.214, 0.206, 0.215]     # lines 20, 24, 28
line("402", ["402-zram-writeback-bio-batching-3runs-tabs-contradiction-base.txt", "402-zram-writeback-bio-batching-3runs-tabs-contradiction-patched.txt"],
     [check(real_before, real_after, better="lower"),
      check(sys_before, sys_after, better="lower")])
