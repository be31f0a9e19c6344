import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, check_summary, line

# Time: seconds total, line 10 (With atomic_t)
total_atomic = 3761
# Time: seconds total, line 30 (With percpu_counter)
total_percpu = 3787
# Data: read kilobytes per second, line 24
rd_atomic = 199.07
# Data: read kilobytes per second, line 44
rd_percpu = 197.7
# Data: written kilobytes per second, line 25
wr_atomic = 370.02
# Data: written kilobytes per second, line 45
wr_percpu = 367.48

line('236', ['236-postmark-ext3-atomic-vs-percpu-counter-2006-base.txt', '236-postmark-ext3-atomic-vs-percpu-counter-2006-patched.txt'], [
    check(total_atomic, total_percpu, 'lower'),
    check(rd_atomic, rd_percpu, 'higher'),
    check(wr_atomic, wr_percpu, 'higher'),
], '-')
