import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# netperf TCP_STREAM Throughput 10^6bits/sec, one run per variant
gro_on = 2.37      # "net-next main, GRO enabled:" row `131072  16384  16384    5.28        2.37`
gro_off = 2745.06  # "net-next main, GRO disabled:" row
patched = 2877.38  # "patch applied, GRO enabled:" row

files = ["181-netperf-tcp-stream-fou-gro-3variants-quoted-base.txt",
         "181-netperf-tcp-stream-fou-gro-3variants-quoted-grodisabled.txt",
         "181-netperf-tcp-stream-fou-gro-3variants-quoted-patched.txt"]
line("181", files, [check(gro_on, patched, "higher"), check(gro_on, gro_off, "higher")])
