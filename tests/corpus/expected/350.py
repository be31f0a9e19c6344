import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

B = "350-ycsb-cockroach-workload-f-rmw-txn-underscore-header-issue"
# cockroach workload ycsb F, ops/sec(cum) column: line 9 (default, txn) vs line 14 (--read-modify-write-in-txn=false)
ops = (4727.7, 6266.3)
# p99(ms) column, same lines
p99 = (3623.9, 2550.1)
# avg(ms) column, same lines
avg = (98.4, 77.7)
line("350", [B + "-base.txt", B + "-patched.txt"],
     [check(*ops, better="higher"), check(*p99, better="lower"), check(*avg, better="lower")])
