import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, check_summary, line

# BW GiB/s, lines 6-11 (512b, no -D1)
bw_d0 = [21.66, 21.8, 21.82, 21.75, 21.94, 21.87]
# BW GiB/s, lines 15-20 (512b, 'and adding -D1')
bw_d1 = [21.36, 21.5, 21.3, 21.32, 21.28, 21.25]

line('221', ['221-io_uring-dma-map-512b-128k-D1-base.txt', '221-io_uring-dma-map-512b-128k-D1-patched.txt'], [
    check(bw_d0, bw_d1, 'higher'),
], '-')
