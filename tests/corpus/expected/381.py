import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check
# line numbers below are those of the stored mail; the excerpt (case file line 1) starts at mail line 99

# thpscale Fault Latencies, columns thp base1 / base2 / lru1 / lru2 (printed means, usecs, lower better)
# `Amean     fault-huge-1` (line 115)
huge1 = (1549.55, 1667.13, 1361.50, 1458.10)
# `Amean     fault-huge-4` (line 117)
huge4 = (2352.21, 2709.37, 2323.89, 1888.94)
# `Duration Elapsed` (line 187)
elapsed = (1239.40, 1243.79, 1232.97, 1229.09)
line("381", "381-thpscale-memcg-lru-lock-4col-mmtests.txt",
     [check(huge1[0], huge1[2], better="lower"),
      check(huge4[0], huge4[3], better="lower"),
      check(elapsed[0], elapsed[2], better="lower")])
