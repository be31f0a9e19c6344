import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# Ankur's table (lines 6-7, quoted >>): usecs/op, "no haltpoll (baseline)" vs "with haltpoll"
tbl = (13.48, 6.84)
# Misono's runs (quoted >): [default] block line 22 vs [With "cpuidle-haltpoll.force=1"] line 34, usecs/op
usecs = (23.832644, 6.340116)
# ops/sec lines 23 and 35
ops = (41959, 157725)

line("143", "143-perf-bench-sched-pipe-haltpoll-table-plus-runs-quoted2.txt", [
    check(tbl[0], tbl[1], "lower"),
    check(usecs[0], usecs[1], "lower"),
    check(ops[0], ops[1], "higher"),
])
