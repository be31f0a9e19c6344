import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# every printed 1-s sample of the UDP row ("proto 17:" / "ifindex 8:"), warm-up samples included;
# the odd "proto 0:" rows (other traffic) are left out.
# xdp1 (XDP_DROP): lines 14-22 (./xdp1 eth0, native) vs lines 28-35 (./xdp1 -S eth0, skb)
xdp1_drv = [421844, 684396, 684332, 684074, 683837, 684357, 684371, 684419, 683996]
xdp1_skb = [1, 1, 65564, 117450, 117600, 118108, 118032, 118092]
# xdp2 (XDP_TX): lines 40-47 vs lines 53-56 and 58
xdp2_drv = [0, 49338, 714255, 714495, 710120, 712892, 712585, 713883]
xdp2_skb = [89483, 89540, 89358, 89797, 89672]
# xdp_redirect eth0 -> eth1: lines 64-68 vs lines 74-84
redir_drv = [143805, 676900, 676801, 677657, 677916]
redir_skb = [2, 0, 33505, 73536, 52512, 97600, 96928, 96480, 96760, 96949, 96591]
line("357", "357-xdp1-xdp2-xdp-redirect-stmmac-drv-vs-skb-warmup-libbpf-noise.txt",
     [check(xdp1_drv, xdp1_skb, better="higher"), check(xdp2_drv, xdp2_skb, better="higher"),
      check(redir_drv, redir_skb, better="higher")])
