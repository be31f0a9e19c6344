import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# netperf TCP_STREAM Throughput 10^6bits/sec, 3 runs each
# no svq: the three `131072  16384  16384    30.01 ...` rows under "baseline average"
base = [9061.03, 8962.94, 9005.92]
# SVQ buffers forwarding: the three rows under "~7730.7mbps:"
svq = [7689.72, 7752.07, 7750.30]

files = ["180-netperf-tcp-stream-vdpa-svq-qp-crlf-base.txt",
         "180-netperf-tcp-stream-vdpa-svq-qp-crlf-patched.txt"]
line("180", files, [check(base, svq, "higher")])
