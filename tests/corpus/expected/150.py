import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# base = "Config=n" block, new = "Config=y" block (single perf stat runs of 'make -j 8')
elapsed = (71.346377273, 71.607477840)     # "seconds time elapsed"
instructions = (1180857100495, 1178404304530)
cache_misses = (923084678, 911098615)

line("150", ["150-perf-stat-kernel-make-memcg-page-cgroup-config-n-y-base.txt", "150-perf-stat-kernel-make-memcg-page-cgroup-config-n-y-patched.txt"], [
    check(elapsed[0], elapsed[1], "lower"),
    check(instructions[0], instructions[1], "lower"),
    check(cache_misses[0], cache_misses[1], "lower"),
])
