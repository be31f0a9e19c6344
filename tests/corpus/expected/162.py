import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# base = second block ('git count-objects -v', installed git, no label), new = "(with this patch)" block
# perf stat -r 30 means
elapsed = (0.003010854, 0.002556203)   # "seconds time elapsed"
task_clock = (2.410352, 2.123683)      # task-clock:u (msec)
instructions = (1087428, 976596)

line("162", ["162-perf-stat-r30-git-count-objects-mempool-reversed-nolabel-base.txt", "162-perf-stat-r30-git-count-objects-mempool-reversed-nolabel-patched.txt"], [
    check(elapsed[0], elapsed[1], "lower"),
    check(task_clock[0], task_clock[1], "lower"),
    check(instructions[0], instructions[1], "lower"),
])
