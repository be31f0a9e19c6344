import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# Stack zeroing disabled, XDP_DROP Mpps: line 3 (baseline) vs line 4 (baseline + per-RQ allocation)
drop_off = (31.47, 32.31)
# Stack zeroing disabled, XDP_TX Mpps: lines 12 / 13
tx_off = (12.41, 12.95)
# Stack zeroing enabled, XDP_DROP Mpps: lines 40 / 41
drop_on = (24.32, 32.27)
line("344", "344-xdp-drop-tx-mlx5-stack-zeroing-mpps-vs-nanosec-quoted.txt",
     [check(*drop_off, better="higher"), check(*tx_off, better="higher"),
      check(*drop_on, better="higher")])
