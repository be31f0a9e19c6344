import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# dbench -D /mnt -t 1000 10 on ext4 over raid5, one run each: stripe_size 64KB (base) vs 4KB
tput_base, tput_new = 307.799, 376.777        # `Throughput ... MB/sec  10 clients  10 procs`
maxlat_base, maxlat_new = 530.091, 458.852    # `max_latency=... ms` on the same lines
flush_avg_base, flush_avg_new = 13.302, 10.712  # `Flush` row, AvgLat

files = ["194-dbench-raid5-stripe-size-indented-ops-tables-base.txt",
         "194-dbench-raid5-stripe-size-indented-ops-tables-patched.txt"]
line("194", files, [check(tput_base, tput_new, "higher"), check(maxlat_base, maxlat_new, "lower"),
                    check(flush_avg_base, flush_avg_new, "lower")])
