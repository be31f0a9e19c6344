import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, check_summary, line

# dbench Throughput MB/sec 8 procs, lines 27-30 (before)
tp8_before = [150.215, 140.273, 153.377, 101.198]
# dbench Throughput MB/sec 8 procs, lines 46-49 (after:)
tp8_after = [226.799, 205.548, 220.675, 192.285]
# dbench 32 procs, lines 39-42 (before)
tp32_before = [53.6807, 66.5997, 59.4454, 62.9191]
# dbench 32 procs, lines 58-61 (after:)
tp32_after = [139.905, 132.72, 133.429, 131.498]
# single dd 2GB real time, line 3: 2m2.623s in seconds
dd2g_before = 122.623
# single dd 2GB real time, line 8: 1m49.696s in seconds
dd2g_after = 109.696

line('228', ['228-dbench3-dd-time-ext3-extents-mballoc-2004.txt'], [
    check(tp8_before, tp8_after, 'higher'),
    check(tp32_before, tp32_after, 'higher'),
    check(dd2g_before, dd2g_after, 'lower'),
], '-')
