import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, check_summary, line

# BW GiB/s, lines 6-10 (IRQ, 128/32/32, cache off)
bw_off = [28.84, 28.96, 29.28, 29.26, 29.2]
# BW GiB/s, lines 13-16 (IRQ, 128/32/32, cache on)
bw_on = [31.27, 31.36, 31.27, 30.84]

line('220', ['220-io_uring-pcpu-bio-cache-irq-2qd-base.txt', '220-io_uring-pcpu-bio-cache-irq-2qd-patched.txt'], [
    check(bw_off, bw_on, 'higher'),
], '-')
