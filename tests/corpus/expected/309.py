import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# benchstat time/op, two runs of the same tip (A/A). line 8: BinaryTree17-6 2.08s -> 2.02s (n=9+9)
bt = (2.08, 2.02)
# line 17: GobDecode-6 3.82ms -> 3.75ms
gob = (3.82, 3.75)
# line 11: FmtFprintfString-6 51.4ns -> 50.7ns (benchstat: ~)
fs = (51.4, 50.7)
line("309", "309-benchstat-go1-tip-vs-tip-aa-noise-issue.txt",
     [check(*bt, better="lower"), check(*gob, better="lower"), check(*fs, better="lower")])
