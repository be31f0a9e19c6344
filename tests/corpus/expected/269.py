import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line
# base = "before-patch" (right column), new = "after-patch" (left column)
# line 20 System Benchmarks Index Score 1327.6 -> 1835.1 ; line 9 Execl Throughput 2718.0 -> 3662.1 lps
# line 10 File Copy 1024 bufsize 2000 maxblocks 158011.8 -> 432906.4 KBps
line("269", "269-unixbench-arm64-vcpu-preempted-pipe-table-reversed.txt",
     [check(1327.6, 1835.1, "higher"), check(2718.0, 3662.1, "higher"), check(158011.8, 432906.4, "higher")])
