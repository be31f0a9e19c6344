import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# `will-it-scale.16.threads` row (QP soft break splits the third value: `4889=` / `199`):
# column 1 5df397dec7c4c08c (first bad commit, the reference of both %change columns),
# column 2 7cc8f9c7146a5c2dad6e71653c4 (its parent), column 3 7763ba2bb16804313aa52bc78ae (fix)
wis = (2256919, 4833919, 4889199)
line("102", "102-lkp-will-it-scale-tlb-3col-quoted-qp-split-number.txt",
     [check(wis[0], wis[1], better="higher"),
      check(wis[0], wis[2], better="higher")])
