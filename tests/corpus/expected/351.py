import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# YCSB-B ops/sec: line 24, old 91.4k vs new 94.7k (benchstat means)
b_ops = (91.4e3, 94.7e3)
# YCSB-B p99 (ms): line 33, old 15.7 vs new 12.8
b_p99 = (15.7, 12.8)
# YCSB-A ops/sec: line 8, old 30.0k vs new 30.5k (benchstat prints ~, p=0.280)
a_ops = (30.0e3, 30.5e3)
line("351", "351-ycsb-roachtest-benchstat-k-suffix-tilde-issue.txt",
     [check(*b_ops, better="higher"), check(*b_p99, better="lower"), check(*a_ops, better="higher")])
