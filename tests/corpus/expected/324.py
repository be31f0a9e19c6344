import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# hyrise benchmark comparison table (old | new), one row per TPC-H item
# line 8: item 03 latency ms/iter
lat03 = (48.94, 27.04)
# line 12: item 10 throughput iter/s
tput10 = (15.59, 43.21)
# line 7: item 01 latency ms/iter ("deviation too high")
lat01 = (190.50, 205.14)
line("324", "324-hyrise-benchmark-compare-diff-fenced-ascii-issue.txt",
     [check(*lat03, better="lower"), check(*tput10, better="higher"), check(*lat01, better="lower")])
