import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

B = "362-pktgen-netfilter-egress-commit-quoted3-mixed-levels"
# pktgen pps: line 5 (* Without this commit) vs line 9 (* With this commit)
pps = (2920481, 2941410)
# run time usec for 100000000 packets: line 4 vs line 8
usec = (34240933, 33997299)
line("362", [B + "-base.txt", B + "-patched.txt"],
     [check(*pps, better="higher"), check(*usec, better="lower")])
