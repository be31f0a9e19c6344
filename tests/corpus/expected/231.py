import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, check_summary, line

# iodepth=1 READ bw KiB/s, line 22 (On kernel 6.11)
bw_qd1_611 = 3311
# iodepth=1 READ bw KiB/s, line 56 (On kernel 6.14)
bw_qd1_614 = 3576
# iodepth=4 io= MiB in a fixed 15 s run, line 38 (6.11)
io_qd4_611 = 166
# iodepth=4 io= MiB, line 72 (6.14)
io_qd4_614 = 56.6

line('231', ['231-fio-fuse-6.11-vs-6.14-iodepth-units-change-base.txt', '231-fio-fuse-6.11-vs-6.14-iodepth-units-change-patched.txt'], [
    check(bw_qd1_611, bw_qd1_614, 'higher'),
    check(io_qd4_611, io_qd4_614),
], '-')
