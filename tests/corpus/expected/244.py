import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, check_summary, line

# BW GiB/s, lines 15-17 (block '[1]' = 'Before[1]')
bw_before = [3.39, 3.45, 3.45]
# BW GiB/s, lines 28-30 (block '[2]' = 'After[2]')
bw_after = [3.62, 3.67, 3.67]

line('244', ['244-io_uring-footnote-labels-before1-after2-quoted-base.txt', '244-io_uring-footnote-labels-before1-after2-quoted-patched.txt'], [
    check(bw_before, bw_after, 'higher'),
], '-')
