import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line
S = "272-stress-ng-metrc-vm-memcg-low-high-qp-quoted"
# base = [2011] run in cgroup "low" (lines 15-16, QP-wrapped), new = [2012] run in cgroup "high" with memory.low (lines 29-30)
# bogo ops/s (real time) 391.63 -> 391.73 ; bogo ops/s (usr+sys time) 1224.97 -> 1262.07
line("272", [S + "-base.txt", S + "-patched.txt"],
     [check(391.63, 391.73, "higher"), check(1224.97, 1262.07, "higher")])
