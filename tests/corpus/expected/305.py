import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# benchstat time/op, line 14: Isolation/10000-8 2.84ms -> 3.08ms (benchstat prints +8.65% from unrounded means)
t10000 = (2.84, 3.08)
# line 12: Isolation/100-8 22.6µs -> 22.1µs
t100 = (22.6, 22.1)
# alloc/op line 19: Isolation/1000-8 74.0B -> 45.0B
a1000 = (74.0, 45.0)
line("305", "305-benchstat-delta-test-none-units-issue.txt",
     [check(*t10000, better="lower"), check(*t100, better="lower"), check(*a1000, better="lower")])
