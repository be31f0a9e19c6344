import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# mmtests kernbench Amean seconds, first column = base (0.00%), second = maple tree series
# line 10: elsp-2
elsp2 = (532.29, 535.27)
# line 27: syst-128
syst128 = (268.52, 277.45)
# line 28: elsp-128
elsp128 = (25.98, 26.04)
line("322", "322-mmtests-kernbench-maple-tree-no-header-relative-ranges.txt",
     [check(*elsp2, better="lower"), check(*syst128, better="lower"), check(*elsp128, better="lower")])
