import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, check_summary, line

# read BW GiB/s, line 36 (Rocky 9.5, printed second)
bw_rocky = 95.3
# read BW GiB/s, line 16 (Fedora 42, printed first)
bw_fedora = 49.6
# clat (usec) avg, line 39
clat_rocky = 161.6
# clat (usec) avg, line 18
clat_fedora = 310.53

line('243', ['243-fio-xfs-fedora42-vs-rocky95-qp-quoted2-reversed-base.txt', '243-fio-xfs-fedora42-vs-rocky95-qp-quoted2-reversed-patched.txt'], [
    check(bw_rocky, bw_fedora, 'higher'),
    check(clat_rocky, clat_fedora, 'lower'),
], '-')
