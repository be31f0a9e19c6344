import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, check_summary, line

# job write BW MiB/s, line 37 (RAID10:)
bw_raid10 = 290
# job write BW MiB/s, line 75 (SINGLE DRIVE:)
bw_single = 410
# clat (usec) avg, line 38
clat_raid10 = 12.12
# clat (usec) avg, line 76
clat_single = 11.25

line('240', ['240-fio-raid10-vs-single-drive-group-line-mismatch-base.txt', '240-fio-raid10-vs-single-drive-group-line-mismatch-patched.txt'], [
    check(bw_raid10, bw_single, 'higher'),
    check(clat_raid10, clat_single, 'lower'),
    check_summary(18522.18, 414.00, 56, 26214.92, 1093.56, 39, 'higher'),
], '-')
