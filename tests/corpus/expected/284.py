import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line
# "Average" rows (mean of 100 runs; the table gives a *mean deviation*, not an sd, and no N): higher better
# 16 CPUs x86 VM line 10: 4.13-rc5 11350.29 -> 4.13-rc5-spf 21760.36
# 80 CPUs Power 8 line 17: 33904.67 -> 58847.91
line("284", "284-ebizzy-spf-v2-avg-meandev-tab-2machines.txt",
     [check(11350.29, 21760.36, "higher"), check(33904.67, 58847.91, "higher")])
