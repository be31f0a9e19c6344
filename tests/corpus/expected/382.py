import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check
# line numbers below are those of the stored mail; the excerpt (case file line 1) starts at mail line 99

# side-by-side `time` of a kernel build on tmpfs with zswap (lz4 + zsmalloc);
# columns `mm-stable 501a06fe8e4c` vs `patched`, converted to seconds
# `real    1m38.028s               1m32.317s` (line 108)
real = (1*60 + 38.028, 1*60 + 32.317)
# `sys     19m26.445s              17m5.646s` (line 110)
sys_t = (19*60 + 26.445, 17*60 + 5.646)
# `user    19m11.482s              18m39.439s` (line 109)
user = (19*60 + 11.482, 18*60 + 39.439)
line("382", "382-kernel-build-zswap-memcpy-sidebyside-mtime.txt",
     [check(real[0], real[1], better="lower"),
      check(sys_t[0], sys_t[1], better="lower"),
      check(user[0], user[1], better="lower")])
