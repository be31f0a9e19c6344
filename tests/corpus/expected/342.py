import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# xdp_rxq_info XDP_DROP Mpps, line 7 (1. Baseline) vs lines 8-10 (dispatcher variants);
# line 8 prints "35,5" (comma decimal) = 35.5
base = 26.0
one_entry = 35.5
four_entries = 32.9
five_entries = 24.2
line("342", "342-xdp-rxq-info-bpf-dispatcher-mpps-comma-decimal.txt",
     [check(base, one_entry, better="higher"), check(base, four_entries, better="higher"),
      check(base, five_entries, better="higher")])
