import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, check_summary, line

# READ bw MiB/s, line 5 (block labelled 'without CQE' on line 7)
bw_nocqe = 209
# READ bw MiB/s, line 10 (block labelled 'with CQE enabled.' on line 12)
bw_cqe = 215
# run= msec, line 5
run_nocqe = 19607
# run= msec, line 10
run_cqe = 19062

line('222', ['222-fio-run-status-mmc-cqe-labels-after-blocks-base.txt', '222-fio-run-status-mmc-cqe-labels-after-blocks-patched.txt'], [
    check(bw_nocqe, bw_cqe, 'higher'),
    check(run_nocqe, run_cqe, 'lower'),
], '-')
