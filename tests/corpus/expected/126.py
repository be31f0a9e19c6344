import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# `vm-scalability.throughput` row, 5 kernels (header names truncated to 16/27 chars):
# base 6.6.0-rc4-mm-everything-2023-10-21-02-40+; split-folio-in-compaction+; folio-migration-in-compaction+;
# folio-migration-free-page-split+; folio-migration-free-page-split-sort-src+
thr = (12896955, 13249322, 12385175, 13033951, 12845698)
line("126", "126-lkp-format-vm-scalability-5-kernels-truncated-names-quoted3.txt",
     [check(thr[0], thr[1], better="higher"), check(thr[0], thr[2], better="higher"),
      check(thr[0], thr[4], better="higher")])
