import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# `fxmark.hdd_ext4_no_jnl_MWCL_1_bufferedio.works/sec` (metric name on the QP continuation line):
# base a932b2b788 column vs ef4eebad9c column (single printed means)
works_sec = (10532, 9497)
# `fxmark.hdd_ext4_no_jnl_MWCL_1_bufferedio.works`
works = (315979, 284922)
line("100", "100-lkp-fxmark-ext4-cr0-quoted-qp-wrapped.txt",
     [check(works_sec[0], works_sec[1], better="higher"),
      check(works[0], works[1])])
