import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# iperf (v2) 30 s runs through the NAT router, 10 runs per kernel, Mbits/sec
# base = v4.19 + OpenWrt mtd patches; patched = same + cherry-picked 9316a9ed6895
base = [745, 745, 744, 742, 740, 740, 738, 738, 738, 735]
picked = [780, 777, 775, 773, 771, 771, 771, 770, 769, 768]

files = ["208-iperf2-nat-cherry-pick-10runs-average-comma-base.txt",
         "208-iperf2-nat-cherry-pick-10runs-average-comma-patched.txt"]
line("208", files, [check(base, picked, "higher")])
