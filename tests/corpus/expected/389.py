import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check
# line numbers below are those of the stored mail; the excerpt (case file line 1) starts at mail line 162

# kernel build (make -j96 defconfig, 24 runs, printed averages), `Before:` line 168 / `After:` line 169
sys_t = (4773.99, 4641.55)   # `system time` (lower better)
user = (2904.59, 2909.38)    # `user time`
# usemem `Throughput (Sum): N MB/s`, line 176 / line 177 (higher better)
tput = (6011.33, 6078.67)
line("389", "389-kernel-build-usemem-swap-table-before-after-inline.txt",
     [check(sys_t[0], sys_t[1], better="lower"),
      check(user[0], user[1], better="lower"),
      check(tput[0], tput[1], better="higher")])
