import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check
# line numbers below are lines of the case file

# numa01_THREAD_ALLOC under `time`, three columns base-numascan / base / base+fix (seconds)
# `real` line 4
real = (1*60 + 3.025, 1*60 + 24.163, 1*60 + 3.551)
# `sys` line 6
sys_t = (6*60 + 26.598, 0*60 + 13.056, 2*60 + 35.767)
# checks: base -> base+fix (the patch), base-numascan -> base (the regression being fixed)
line("384", "384-numa01-thread-alloc-vma-scan-3col-mtime.txt",
     [check(real[1], real[2], better="lower"),
      check(sys_t[1], sys_t[2], better="lower"),
      check(real[0], real[1], better="lower")],
     "--baseline base")
