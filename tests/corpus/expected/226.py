import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, check_summary, line

# line 10, 'Total files/sec:' (Before this change)
total_before = 664165.5
# line 21, 'Total files/sec:' (After this change)
total_after = 840207.5

line('226', ['226-fs_mark-btrfs-delayed-ref-head-total-plus-histogram-base.txt', '226-fs_mark-btrfs-delayed-ref-head-total-plus-histogram-patched.txt'], [
    check(total_before, total_after, 'higher'),
], '-')
