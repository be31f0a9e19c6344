import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# quoted perf stat -r 25 elapsed (Stefan Beller's claim), line 5 (master) vs line 7 (patch)
perfstat = (5.294512141, 5.111576725)
# Thomas Rast's t/perf, HEAD vs next: laptop table line 18 (0001.2)
laptop = (53.22, 54.90)
# workstation table line 27 (0001.2)
workstation = (30.23, 30.35)
line("327", "327-gitperf-2013-significance-hints-trailing-space-perfstat-quoted.txt",
     [check(*perfstat, better="lower"), check(*laptop, better="lower"), check(*workstation, better="lower")])
