import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# netperf TCP_STREAM -l 1 over SMC (loopback), one run per side, Throughput 10^6bits/sec
base, patched = 1723.79, 11543.80   # `131072 131072 131072    0.00     1723.79` / `...    1.00     11543.80`

files = ["199-netperf-smc-elided-header-zero-elapsed-base.txt", "199-netperf-smc-elided-header-zero-elapsed-patched.txt"]
line("199", files, [check(base, patched, "higher")])
