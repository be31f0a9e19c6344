import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, check_summary, line

# BW MiB/s, lines 24-25 ('(block) taskset ... t/io_uring-vblk', QP =3D)
bw_block = [396, 390]
# BW MiB/s, lines 20-21 ('(passthru) taskset ... t/io_uring-vblk')
bw_passthru = [741, 733]

line('224', ['224-io_uring-fio-virtio-blk-passthru-qp-quoted3-base.txt', '224-io_uring-fio-virtio-blk-passthru-qp-quoted3-patched.txt'], [
    check(bw_block, bw_passthru, 'higher'),
], '-')
