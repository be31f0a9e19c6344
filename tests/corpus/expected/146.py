import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# base = "gets from:" block, new = "to:" block (GNU time -v, single runs)
elapsed = (8.05, 0.03)     # "Elapsed (wall clock) time (h:mm:ss or m:ss): 0:08.05" / "0:00.03", in seconds
systime = (0.06, 0.02)     # "System time (seconds)"

line("146", ["146-gnu-time-v-ipc-namespace-free-workqueue-quoted-base.txt", "146-gnu-time-v-ipc-namespace-free-workqueue-quoted-patched.txt"], [
    check(elapsed[0], elapsed[1], "lower"),
    check(systime[0], systime[1], "lower"),
])
