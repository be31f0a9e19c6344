import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check
# line numbers below are lines of the case file

# KVM selftest dirty_log_perf_test, 3 iterations per side (seconds, lower better)
# `Before optimization:` lines 4-27, `After optimization:` lines 29-52
# `Iteration N clear dirty log time:` lines 17/20/23 vs 42/45/48
clear_before = [3.638543593, 3.145032742, 3.142340358]
clear_after = [2.384343157, 1.882770288, 1.881043086]
# `Iteration N dirty memory time:` lines 15/18/21 vs 40/43/46 (gets slower with the patch)
dirty_before = [0.185538848, 0.192226071, 0.193606295]
dirty_after = [0.285693420, 0.290414476, 0.289965965]
# `Clear dirty log over 3 iterations took N s.` lines 27 / 52
clear_total = (9.925916693, 6.148156531)
line("400", ["400-kvm-dirty-log-perf-test-clear-spte-quoted-base.txt", "400-kvm-dirty-log-perf-test-clear-spte-quoted-patched.txt"],
     [check(clear_before, clear_after, better="lower"),
      check(dirty_before, dirty_after, better="lower"),
      check(clear_total[0], clear_total[1], better="lower")])
