import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, check_summary, line

# BW MiB/s, lines 8-11 ('Without fixedbufs')
bw_nofixed = [1281, 1277, 1277, 1276]
# BW MiB/s, lines 22-25 ('With fixedbufs')
bw_fixed = [1546, 1546, 1546, 1544]

line('241', ['241-io_uring-uring-cmd-fixedbufs-v12-unquoted-base.txt', '241-io_uring-uring-cmd-fixedbufs-v12-unquoted-patched.txt'], [
    check(bw_nofixed, bw_fixed, 'higher'),
], '-')
