import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# i.MX8MM: xdp2 XDP_TX pkt/s, lines 14-23 (./xdp2 eth0, native XDP_DRV, listed first)
# vs lines 26-35 (./xdp2 -S eth0, XDP_SKB)
mm_drv = [150326, 141920, 147338, 140783, 150400, 134651, 134676, 134959, 148152, 149885]
mm_skb = [131094, 134691, 138930, 129347, 133050, 132932, 136628, 132964, 131265, 135794]
# i.MX8MP: lines 38-47 (drv) vs lines 50-59 (skb)
mp_drv = [135817, 142776, 142237, 135673, 139508, 147340, 133329, 141171, 146917, 135488]
mp_skb = [133150, 133127, 133538, 133094, 133690, 133199, 133905, 132908, 133292, 133511]
line("355", "355-xdp2-fec-xdp-tx-drv-vs-skb-2boards-10runs.txt",
     [check(mm_drv, mm_skb, better="higher"), check(mp_drv, mp_skb, better="higher")])
