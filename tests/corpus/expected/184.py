import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# redis-benchmark style summary, one run per kernel
stock = 1378930.00     # "stock kernel:" block, `1378930.00 requests per second`
patched = 1666111.38   # "patched kernel:" block, `1666111.38 requests per second`
cpu_stock, cpu_patched = 1600, 1450  # `~1600% CPU` / `~1450% CPU`

files = ["184-redis-benchmark-latency-dist-twa-signal-echo-base.txt",
         "184-redis-benchmark-latency-dist-twa-signal-echo-patched.txt"]
line("184", files, [check(stock, patched, "higher"), check(cpu_stock, cpu_patched, "lower")])
