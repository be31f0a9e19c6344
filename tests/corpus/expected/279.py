import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check_summary, line
# -j20 kernel build runtime in seconds (lower better), N=5 each (lines 8-9):
# x without this change Avg 754.05 Stddev 39.59493 ; + with this change Avg 161.9 Stddev 21.270224
line("279", "279-ministat-zswap-kernel-build-runtime-quoted.txt",
     [check_summary(754.05, 39.59493, 5, 161.9, 21.270224, 5, "lower")])
