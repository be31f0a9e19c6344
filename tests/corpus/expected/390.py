import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check
# line numbers below are lines of the case file

# usemem (16 x 2G): `Baseline:` lines 12-17 vs `New Design:` lines 19-24
tput = (111295.45, 106965.46)   # `average throughput: N KB/s` lines 16 / 23 (higher better)
sys_u = (341.09, 373.01)        # `sys: Ns` lines 15 / 22 (lower better)
# kernel build: `Baseline:` lines 51-54 vs `New Design:` lines 56-59 (`sys: mean: 695.23s`)
sys_k = (655.16, 695.23)
line("390", "390-usemem-kernel-build-vswap-rfc-colon-blocks.txt",
     [check(tput[0], tput[1], better="higher"),
      check(sys_u[0], sys_u[1], better="lower"),
      check(sys_k[0], sys_k[1], better="lower")])
