import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check
# line numbers below are lines of the case file

# SPEC CPU 2017 520.omnetpp_r (64 copies) average rate, one value per case (higher better)
case1 = 84.7   # line 13 `Avg rate reported by SPEC= 84.7` (Case 1: omnetpp alone, the author's reference)
case2 = 62.7   # line 17 `Avg= 62.7 (-25.9%)` (Case 2: stacked, without the fairness patches)
case3 = 75.3   # line 21 `Avg = 75.3 (-11.1%)` (Case 3: memory.low)
case4 = 84.0   # line 31 `Avg= 84.0 (<1% difference with case 1)` (Case 4: memory.low + memory.high)
line("396", "396-spec-cpu2017-omnetpp-tiering-cases-inline.txt",
     [check(case1, case2, better="higher"),
      check(case1, case3, better="higher"),
      check(case1, case4, better="higher")])
