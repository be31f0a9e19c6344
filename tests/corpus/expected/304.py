import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# git t/perf wall-clock seconds, HEAD^ vs HEAD (quoted table)
# line 10: 5311.38 server (1 days)
s1 = (2.56, 0.01)
# line 34: 5311.66 server (128 days)
s128 = (2.88, 0.34)
# line 31: 5311.63 size (64 days), 4.1M both
z64 = (4.1, 4.1)
line("304", "304-gitperf-path-walk-bitmaps-quoted-sizes.txt",
     [check(*s1, better="lower"), check(*s128, better="lower"), check(*z64, better="lower")])
