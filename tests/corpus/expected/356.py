import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# xdp2 pkt/s: lines 18-21 (# xdp2 eth0, native, rows "proto 0:") vs lines 24-27 (# xdp2 -S eth0, skb-mode, rows "proto 17:")
xdp2_drv = [475362, 475549, 475480, 143258]
xdp2_skb = [56468, 71999, 72000, 71988]
# xdpsock rxdrop rx pps: line 8 (xdp-drv) vs line 14 (xdp-skb)
sock = (198798, 95638)
line("356", "356-xdpsock-xdp2-fec-initial-xdp-drv-vs-skb-proto-label-change.txt",
     [check(xdp2_drv, xdp2_skb, better="higher"), check(*sock, better="higher")])
