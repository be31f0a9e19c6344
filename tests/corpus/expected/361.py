import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check, check_summary

# "Statistics for write": the diff's "-" lines are without the patch, "+" lines with it
# ops/sec: line 18 (-99.4594 micros/op; 10054 ops/sec) vs line 22 (+108.9833871 micros/op; 9175 ops/sec)
ops = (10054, 9175)
# latency histogram Count/Average/StdDev (us): line 19 vs line 23
lat = (994.1274, 199.47, 10000000, 1089.5418, 392.73, 10000000)
# P99 (us): line 21 vs line 25
p99 = (2669.13, 2715.24)
line("361", "361-dbbench-pegasus-bench-unified-diff-of-two-outputs-issue.txt",
     [check(*ops, better="higher"), check_summary(*lat, better="lower"), check(*p99, better="lower")])
