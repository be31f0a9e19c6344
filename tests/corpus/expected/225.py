import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, check_summary, line

# BW MiB/s, lines 8-11 ('Without fixedbufs')
bw_nofixed = [796, 800, 801, 803]
# BW MiB/s, lines 21-23 ('With fixedbufs')
bw_fixed = [991, 998, 997]

line('225', ['225-io_uring-uring-cmd-fixedbufs-maximum-iops-quoted-base.txt', '225-io_uring-uring-cmd-fixedbufs-maximum-iops-quoted-patched.txt'], [
    check(bw_nofixed, bw_fixed, 'higher'),
], '-')
