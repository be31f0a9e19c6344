import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check
# line numbers below are lines of the case file

# dirty_log_perf_test -v256 -s anonymous_hugetlb_1gb, `Populate memory time:` (seconds, lower better)
# `Before:` line 10 / `After:` line 16
populate = (52.811184013, 10.204573342)
line("401", ["401-kvm-selftest-populate-memory-1gb-quoted2-ellipsis-base.txt", "401-kvm-selftest-populate-memory-1gb-quoted2-ellipsis-patched.txt"],
     [check(populate[0], populate[1], better="lower")])
