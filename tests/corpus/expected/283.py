import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line
S = "283-ebizzy-raw-runs-loongarch-per-vma-lock-10x2"
# "N records/s" lines under "before patch:" (lines 11-29, odd) and "after patch:" (lines 32-50, even); higher better
before = [97800, 97835, 97929, 97736, 97914, 97916, 97857, 97927, 97962, 97501]
after = [117645, 118207, 118426, 118172, 118548, 118011, 118143, 118181, 117721, 118138]
# sys time (s) from the "real 10.00 s user … sys … s" lines, lower better
before_sys = [13.54, 13.51, 13.53, 13.48, 13.50, 13.48, 13.51, 13.55, 13.39, 13.53]
after_sys = [23.17, 23.18, 23.14, 23.07, 23.04, 23.15, 23.09, 23.12, 23.17, 23.04]
line("283", [S + "-base.txt", S + "-patched.txt"],
     [check(before, after, "higher"), check(before_sys, after_sys, "lower")])
