import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# xdp-bench XDP_TX (DPA, swap macs) Mpps: line 4 (baseline) vs line 5 (patched)
tx = (9.75, 10.78)
# the reporter's own XDP_DROP Mpps: line 17 (baseline) vs line 18 (patched); the quoted
# 24.32/32.27 pair on lines 13-14 is the patch author's, not this reporter's
drop = (16.6, 24.6)
line("345", "345-xdp-bench-dpa-swap-macs-mlx5-own-vs-quoted-pct-mismatch.txt",
     [check(*tx, better="higher"), check(*drop, better="higher")])
