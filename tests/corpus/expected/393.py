import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check
# line numbers below are those of the stored mail; the excerpt (case file line 1) starts at mail line 117

# time_ms means (stdev printed, run count not printed -> single values), row `(  0)` = no helper threads (baseline)
# vs row `100% ( 52)` / `100% ( 32)` (all CPUs of the node); lower better
# Skylake kernel boot: line 128 `4078.0` vs line 135 `2448.0`
sky_boot = (4078.0, 2448.0)
# Skylake deferred init: line 128 `1779.0` vs line 135 `143.3`
sky_init = (1779.0, 143.3)
# Broadwell kernel boot: line 144 `1996.0` vs line 151 `1009.0`
bdw_boot = (1996.0, 1009.0)
line("393", "393-boot-time-deferred-memmap-padata-threads-table.txt",
     [check(sky_boot[0], sky_boot[1], better="lower"),
      check(sky_init[0], sky_init[1], better="lower"),
      check(bdw_boot[0], bdw_boot[1], better="lower")])
