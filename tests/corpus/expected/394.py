import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check
# line numbers below are those of the stored mail; the excerpt (case file line 1) starts at mail line 196

# `time memhog 48G` in fish shell format, 3 runs per side; Before: lines 200-213, After: lines 215-227
# `Executed in   20.80 secs` (wall, lower better): lines 203/207/211 vs 217/221/225
before_wall = [20.80, 21.69, 21.86]
after_wall = [30.77, 37.47, 31.34]
# `   sys time   15.65 secs ...` (first column): lines 205/209/213 vs 219/223/227
before_sys = [15.65, 16.36, 16.46]
after_sys = [25.59, 31.98, 26.09]
line("394", ["394-memhog-vswap-fish-time-format-qp-base.txt", "394-memhog-vswap-fish-time-format-qp-patched.txt"],
     [check(before_wall, after_wall, better="lower"),
      check(before_sys, after_sys, better="lower")])
