import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# base = "before:" block, new = "after:" block; perf stat --repeat=5 means (old 2011 footer)
elapsed = (16.728692052, 11.164216599)      # "seconds time elapsed   ( +-   0.344% )"
task_clock = (16671.708650, 11125.796039)   # task-clock-msecs
instructions = (62037201030, 31395042533)

line("160", ["160-perf-stat-repeat-old-footer-git-pickaxe-kwset-base.txt", "160-perf-stat-repeat-old-footer-git-pickaxe-kwset-patched.txt"], [
    check(elapsed[0], elapsed[1], "lower"),
    check(task_clock[0], task_clock[1], "lower"),
    check(instructions[0], instructions[1], "lower"),
])
