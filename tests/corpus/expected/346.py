import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# new runs, tasklet_page_pool01_fast_path ns per elem: line 35 (current net-next, "at 8 cycles")
# vs line 43 (with this patch series); each time_bench record is wrapped over 4 lines
ns_new = (3.187, 3.944)
# same records, cycles(tsc): lines 35 / 43
cyc_new = (8, 10)
# quoted earlier single runs, ns: lines 2-3 (# clean net-next) vs lines 6-7 (# with patches)
ns_old = (2.993, 3.679)
line("346", "346-page-pool-time-bench-devmem-static-branch-wrapped-quoted.txt",
     [check(*ns_new, better="lower"), check(*cyc_new, better="lower"),
      check(*ns_old, better="lower")])
