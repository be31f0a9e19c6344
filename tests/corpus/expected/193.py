import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# pgbench -j 4 -c 512 -T 300 tpcb-like, one run each: single disk (base) vs RAID0 4 disk 4K chunk
tps_single, tps_raid0 = 28870, 22742        # `tps = 28870` / `tps = 22742`
lat_single, lat_raid0 = 17.524, 22.269      # `latency average = ... ms`

files = ["193-pgbench-nvme-raid0-vs-single-md-iostat-base.txt",
         "193-pgbench-nvme-raid0-vs-single-md-iostat-patched.txt"]
line("193", files, [check(tps_single, tps_raid0, "higher"), check(lat_single, lat_raid0, "lower")])
