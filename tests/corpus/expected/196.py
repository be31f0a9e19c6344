import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# iperf3 -c ... -R, one 10 s run per side; final summary rows (Mbits/sec on both sides)
# base = with BIT_EN_PRE_CALC set (current code), patched = "Don't set BIT_EN_PRE_CALC"
receiver_base, receiver_new = 82.7, 599   # `... 98.6 MBytes  82.7 Mbits/sec ... receiver`, `714 MBytes   599 Mbits/sec ... receiver`
sender_base, sender_new = 85.1, 601       # the `sender` rows
retr_base, retr_new = 224, 24             # Retr column of the sender rows

files = ["196-iperf3-rtw88-usb3-rx-agg-intervals-reverse-base.txt",
         "196-iperf3-rtw88-usb3-rx-agg-intervals-reverse-patched.txt"]
line("196", files, [check(receiver_base, receiver_new, "higher"), check(sender_base, sender_new, "higher"),
                    check(retr_base, retr_new, "lower")])
