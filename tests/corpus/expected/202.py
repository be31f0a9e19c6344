import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# uperf results in an ASCII box table, Before (base) vs After columns, single values
bw = (117.4, 121.1)        # `| BW            | 117.4 Gbps | 121.1 Gbps | +3.1%  |`
tx_packets = (15, 15.5)    # `| tx_packets    | 15 M/sec   | 15.5 M/sec | +3.3%  |`
tx_nops = (3, 0)           # `| tx_nops       | 3  M/sec   | 0          | -100%  |`

line("202", ["202-uperf-mlx5e-mpwqe-ascii-box-table.txt"],
     [check(*bw, "higher"), check(*tx_packets, "higher"), check(*tx_nops, "lower")])
