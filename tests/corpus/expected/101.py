import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# `> >  ... fxmark.hdd_ext4_no_jnl_MWCL_1_bufferedio.works/sec` row of the quoted full table:
# base a932b2b7885865bd column vs ef4eebad9c018a972a470b7b41e column (single printed means)
works_sec = (10532, 9497)
# `fxmark.hdd_ext4_no_jnl_MWCL_1_bufferedio.works` (printed in both the unquoted fragment and the quoted table)
works = (315979, 284922)
line("101", "101-lkp-fxmark-ext4-cr0-reply-latin1-partial-table.txt",
     [check(works_sec[0], works_sec[1], better="higher"),
      check(works[0], works[1])])
