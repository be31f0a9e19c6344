import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# mutilate against memcached, one 60 s run per cpuset binding
# base = "When bind memcached to  0-15 with cpuset," ; new = "When bind memcached to 0-3 with cpuset,"
qps_base, qps_new = 626566.2, 852885.6      # `Total QPS = ... (N / 60.0s)`
avg_base, avg_new = 1275.8, 934.7           # `read` row, avg column (usec)
p99_base, p99_new = 53998.5, 21923.7        # `read` row, 99th column

files = ["187-mutilate-memcached-cpuset-cfs-quota-perfstat-base.txt",
         "187-mutilate-memcached-cpuset-cfs-quota-perfstat-patched.txt"]
line("187", files, [check(qps_base, qps_new, "higher"), check(avg_base, avg_new, "lower"),
                    check(p99_base, p99_new, "lower")])
