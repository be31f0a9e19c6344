import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# netperf TCP_STREAM -D1 (interim results), interrupted with ^C; final Throughput 10^6bits/sec
# base = -T2,2 (first run), variant = -T1,1 (second run)
t22, t11 = 35801.94, 27473.50   # `131072  16384  16384    4.51     35801.94   ` / `... 5.59     27473.50   `

files = ["198-netperf-tcp-stream-interim-cpu-bind-trailing-spaces-base.txt",
         "198-netperf-tcp-stream-interim-cpu-bind-trailing-spaces-patched.txt"]
line("198", files, [check(t22, t11, "higher")])
