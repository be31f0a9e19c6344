import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, check_summary, line

# IOPS, lines 24-26 (/dev/ublkb0 = dev id 0, --per_io_tasks), printed as 188.54K etc., K = 1000
iops_ublkb0 = [188540, 187900, 195390]
# IOPS, lines 34-36 (/dev/ublkb1 = dev id 1, default), printed as 608.26K etc.
iops_ublkb1 = [608260, 586590, 599620]

line('242', ['242-io_uring-ublk-per-io-tasks-qp-quoted3-unit-switch-base.txt', '242-io_uring-ublk-per-io-tasks-qp-quoted3-unit-switch-patched.txt'], [
    check(iops_ublkb0, iops_ublkb1, 'higher'),
], '-')
