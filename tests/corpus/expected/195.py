import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# iperf3 final summaries, TCP, one run per direction: "Client sends, TCP:" (first, base)
# vs "Client receives, TCP:"; Bitrate in Mbits/sec on both sides
sender_base, sender_new = 59.0, 163      # `[  5]   0.00-10.00  sec  70.4 MBytes  59.0 Mbits/sec  3800` + `sender`
receiver_base, receiver_new = 58.6, 160  # the `receiver` rows

line("195", ["195-iperf3-mt76-sends-receives-tcp-udp-sum-qp-wrapped.txt"],
     [check(sender_base, sender_new, "higher"), check(receiver_base, receiver_new, "higher")])
