import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# Cong Wang's quoted netperf TCP_RR "Trans. Rate per sec" (one median run each)
before = 17665.59  # "> > Before patch:" row `655360 873800 1        1       20.00    17665.59`
after = 18829.31   # "> > After patch:" row
# Eric Dumazet's super_netperf 1 flow, 10 runs: tcp_early_retrans=3 (TLP on) vs =0 (TLP off)
one_tlp_on = [26797, 26850, 25266, 27605, 26586, 26341, 27255, 27532, 26657, 27253]
one_tlp_off = [25311, 24658, 27105, 27421, 27604, 24649, 26259, 27615, 27543, 26217]
# super_netperf 256 flows, 10 runs each, same two settings
many_tlp_on = [1578682, 1572444, 1573490, 1536378, 1514905, 1580854, 1575949, 1578925, 1511164, 1568213]
many_tlp_off = [1576228, 1578401, 1577654, 1579506, 1570682, 1582267, 1550069, 1530599, 1583269, 1578830]

line("182", ["182-netperf-tcp-rr-tlp-timer-super-netperf-quoted-redirect.txt"],
     [check(before, after, "higher"), check(one_tlp_on, one_tlp_off, "higher"),
      check(many_tlp_on, many_tlp_off, "higher")])
