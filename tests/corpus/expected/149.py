import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# base = "Vanilla kernel (v5.13-rc7):" box, new = "Patched kernel:" box; perf stat -r 3 means only
# (perf's "+- 0.0169" is the standard error of the mean, not an sd, so no check_summary)
cpu_clock = (22136.96, 8675.81)          # "msec cpu-clock" lines
elapsed = (2.9520, 2.8420)               # "seconds time elapsed" lines
instructions = (126975564374, 50420496914)

line("149", ["149-perf-stat-r-sched-build-units-boxed-layout-base.txt", "149-perf-stat-r-sched-build-units-boxed-layout-patched.txt"], [
    check(cpu_clock[0], cpu_clock[1], "lower"),
    check(elapsed[0], elapsed[1], "lower"),
    check(instructions[0], instructions[1], "lower"),
])
