import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, check_summary, line

# optane BW GiB/s, lines 15-17 ('base case:')
bw_base = [3.15, 3.16, 3.16]
# optane BW GiB/s, lines 30-32 ('with this patch:'); three runs (the first transcription dropped 3.11)
bw_patch = [3.08, 3.10, 3.11]

line('238', ['238-io_uring-bio-split-bvec-optane-nullblk-interleaved-submitters-base.txt', '238-io_uring-bio-split-bvec-optane-nullblk-interleaved-submitters-patched.txt'], [
    check(bw_base, bw_patch, 'higher'),
], '-')
