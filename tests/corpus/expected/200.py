import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# iperf3 summaries (Mbits/sec), "1) AP test", one run each.
# The post prints the patched run FIRST and the unpatched v6.7.2 run second;
# base = unpatched (split -base = second block), patched = host-mlme series (first block)
sender_base, sender_new = 17.0, 14.1      # `... 20.2 MBytes  17.0 Mbits/sec 0 ... sender` vs `16.8 MBytes  14.1 Mbits/sec 11`
receiver_base, receiver_new = 16.4, 13.7  # the wrapped `receiver` rows

files = ["200-iperf3-mwifiex-host-mlme-patched-first-wrapped-base.txt",
         "200-iperf3-mwifiex-host-mlme-patched-first-wrapped-patched.txt"]
line("200", files, [check(sender_base, sender_new, "higher"), check(receiver_base, receiver_new, "higher")])
