import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# base = "- NO_SHARED_RUNQ" block, new = "- SHARED_RUNQ" block; single runs
total = (3.972, 48.171)      # "Total time: X [sec] (*)"
sys_t = (80.087, 41.185)     # shell time "sys     1m20.087s" / "0m41.185s", seconds
user_t = (6.203, 5.409)      # "user    0m6.203s" / "0m5.409s"

line("159", ["159-perf-bench-sched-messaging-shell-time-shared-runq-quoted-base.txt", "159-perf-bench-sched-messaging-shell-time-shared-runq-quoted-patched.txt"], [
    check(total[0], total[1], "lower"),
    check(sys_t[0], sys_t[1], "lower"),
    check(user_t[0], user_t[1], "lower"),
])
