import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# Puranjay's own table (Before / After, M/s): line 24 fentry, line 33 kernel-count
fentry = (43.149, 53.948)
kcount = (154.229, 153.043)
# quoted cover-letter table, trig-fentry Total Operations: line 11 bpf-next/master vs line 12 with this change
quoted = (43.067, 53.856)
line("314", "314-bpf-bench-fentry-arm64-ascii-tables-qp-quoted.txt",
     [check(*fentry, better="higher"), check(*kcount, better="higher"), check(*quoted, better="higher")])
