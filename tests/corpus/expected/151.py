import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# each line is one 'perf stat --repeat 3' summary (mean of 3 builds); two such lines per variant
# "# v6.7.0: / # bootup default schedutil governor:" lines 8-9
v67_schedutil = [24.521, 24.644]
# "# cpufreq-max:" lines 12-13
v67_cpufreq_max = [24.452, 24.482]
# "# v6.7.0+sched/core: / # bootup default schedutil governor:" lines 17-18
core_schedutil = [24.666, 24.809]

line("151", "151-perf-stat-null-repeat-kernel-build-schedutil-3variants.txt", [
    check(v67_schedutil, core_schedutil, "lower"),
    check(v67_schedutil, v67_cpufreq_max, "lower"),
])
