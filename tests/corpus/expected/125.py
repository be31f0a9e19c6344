import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# `220.5 (3.3)          356.9 (0.5)` row: 5.9-rc2 vs 5.9-rc2-lru, average MB/s (sd in parentheses;
# the run count is stated only in a prose line of the post, replaced here)
mbs = (220.5, 356.9)
line("125", "125-vm-scalability-readtwice-docker-lru-lock-mean-sd.txt", [check(*mbs, better="higher")])
