import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

B = "343-xdp-rxq-info-test-progs-xdp-perf-dispatcher-qp-quoted"
# "1." XDP_DRV xdp_rxq_info Mpps: line 22 (Baseline) vs line 27 (Dispatcher)
drv = (22.0, 29.4)
# "2." XDP_SKB Mpps: line 23 vs line 28
skb = (3.8, 4.0)
# "3." test_progs xdp_perf ns per run: line 24 vs line 29 (time, lower better)
perf = (15, 5)
line("343", [B + "-base.txt", B + "-patched.txt"],
     [check(drv[0], drv[1], better="higher"), check(skb[0], skb[1], better="higher"),
      check(perf[0], perf[1], better="lower")])
