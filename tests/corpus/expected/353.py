import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

B = "353-xdp-bench-redirect-cpu-verbose-pipe-prefix-plus-perf-report"
# xdp-bench redirect-cpu, top line rx/s: line 6 (unpached:) vs line 19 (Patched:)
rx = (9427705, 9557170)
# kthread total pkt/s on the remote CPU: line 11 vs line 24
kthread = (9427710, 9557195)
line("353", [B + "-base.txt", B + "-patched.txt"],
     [check(*rx, better="higher"), check(*kthread, better="higher")])
