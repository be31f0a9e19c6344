import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# lat_syscall null, "Simple syscall: X microseconds", 3 runs per side, base = "Before:", new = "After:"
# Zhen Lei's board (quoted, lines 5-7 / 10-12)
zl_before = [0.2365, 0.2354, 0.2339]
zl_after = [0.2255, 0.2254, 0.2256]
# "For the A72 -" (lines 20-22 / 25-27)
a72_before = [0.4311, 0.4311, 0.4313]
a72_after = [0.4249, 0.4248, 0.4248]
# "For the A53 -" (lines 31-33 / 36-38)
a53_before = [0.4130, 0.4128, 0.4124]
a53_after = [0.4031, 0.4078, 0.4030]

line("155", "155-lmbench-lat-syscall-arm64-svc-likely-3boards-3runs.txt", [
    check(zl_before, zl_after, "lower"),
    check(a72_before, a72_after, "lower"),
    check(a53_before, a53_after, "lower"),
])
