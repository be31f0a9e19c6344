import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, check_summary, line

# lat (usec) avg, line 26 (result on 4.4 kernel)
lat_44 = 5.19
# lat (usec) avg, line 65 (result on 5.3 kernel)
lat_53 = 1046.5
# write iops=, line 23
iops_44 = 4999
# write iops=, line 62
iops_53 = 5

line('232', ['232-fio-old-job-md-raid1-4.4-vs-5.3-rate-iops-typo-base.txt', '232-fio-old-job-md-raid1-4.4-vs-5.3-rate-iops-typo-patched.txt'], [
    check(lat_44, lat_53, 'lower'),
    check(iops_44, iops_53, 'higher'),
], '-')
