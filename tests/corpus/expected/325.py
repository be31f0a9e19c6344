import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# mmtests pft Hmean (higher better); first column = base (0.00%), second = per-vma-lock series
# line 26: faults/sec-21
sec21 = (3988619.1169, 4577747.1436)
# line 2: faults/cpu-1
cpu1 = (507926.5547, 506519.3692)
# line 32: faults/sec-56
sec56 = (4885561.4590, 5415839.4045)
line("325", "325-mmtests-pft-hmean-qp-broken-pct-cells-quoted2.txt",
     [check(*sec21, better="higher"), check(*cpu1, better="higher"), check(*sec56, better="higher")])
