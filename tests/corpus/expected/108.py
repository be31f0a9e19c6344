import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# `vm-scalability.throughput` row: base `v5.19-rc6` column (printed 2.273e+08) vs 345a4666a7 column
thr = (2.273e+08, 18799157)
# `vm-scalability.throughput_fault` row
thr_fault = (3232073, 1959951)
line("108", "108-lkp-vm-scalability-xfs-large-folios-tag-base-sci.txt",
     [check(*thr, better="higher"), check(*thr_fault, better="higher")])
