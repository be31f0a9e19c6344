import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, check_summary, line

# IOPS, lines 9-11 ('before the patch')
iops_before = [254820, 251174, 250806]
# IOPS, lines 15-17 ('the following after')
iops_after = [255972, 251920, 251794]
# BW MiB/s, lines 9-11
bw_before = [124, 122, 122]
# BW MiB/s, lines 15-17
bw_after = [124, 123, 122]

line('223', ['223-io_uring-nvme-irq-batch-sync-quoted-inflight-base.txt', '223-io_uring-nvme-irq-batch-sync-quoted-inflight-patched.txt'], [
    check(iops_before, iops_after, 'higher'),
    check(bw_before, bw_after, 'higher'),
], '-')
