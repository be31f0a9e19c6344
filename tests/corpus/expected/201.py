import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# hand-written iperf3 results (Mbits/sec), vendor driver (base) vs rtl8xxxu (new), single values
# rows keyed by sub-heading ("without 802.11n:" / "with 802.11n:") and direction
tcp_ap_sta_11n = (40, 3)     # "with 802.11n:" `TCP (AP -> STA): 40 Mbits/sec` vs ` 3 Mbits/sec !`
udp_ap_sta_11n = (51, 41)    # "with 802.11n:" `UDP (AP -> STA):`
tcp_sta_ap_no11n = (26, 25)  # "without 802.11n:" `TCP (STA -> AP):`

files = ["201-iperf3-rtl8xxxu-ap-vendor-hand-list-4x2-base.txt",
         "201-iperf3-rtl8xxxu-ap-vendor-hand-list-4x2-patched.txt"]
line("201", files, [check(*tcp_ap_sta_11n, "higher"), check(*udp_ap_sta_11n, "higher"),
                    check(*tcp_sta_ap_no11n, "higher")])
