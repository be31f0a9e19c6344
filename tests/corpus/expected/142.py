import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# base = "a) without haltpoll:" block, patched = "b) with haltpoll:" block (single runs)
# usecs/op lines
usecs = (8.138094, 5.003085)
# ops/sec lines
ops = (122878, 199876)
# Total time lines [sec]
total = (8.138, 5.003)

line("142", ["142-perf-bench-sched-pipe-arm64-haltpoll-kvm-quoted-base.txt", "142-perf-bench-sched-pipe-arm64-haltpoll-kvm-quoted-patched.txt"], [
    check(usecs[0], usecs[1], "lower"),
    check(ops[0], ops[1], "higher"),
    check(total[0], total[1], "lower"),
])
