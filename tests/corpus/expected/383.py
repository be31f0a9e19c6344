import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check
# line numbers below are those of the stored mail; the excerpt (case file line 1) starts at mail line 345

# columns `mm-unstable-12-20-2024` (base) vs `v5 of this patch-series`, deflate-iaa, 16k/32/64k folios
# `Total throughput (KB/s)        7,679,064         8,027,314` (line 355)
total = (7679064, 8027314)
# `elapsed time (sec)                 90.82             87.53` (line 357)
elapsed = (90.82, 87.53)
# `sys time (sec)                  2,205.73          2,099.80` (line 358)
sys_t = (2205.73, 2099.80)
line("383", "383-usemem30-zswap-iaa-batching-2col-plus-pct.txt",
     [check(total[0], total[1], better="higher"),
      check(elapsed[0], elapsed[1], better="lower"),
      check(sys_t[0], sys_t[1], better="lower")])
