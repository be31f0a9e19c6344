import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# "Simple syscall: X microseconds"; base = "No randomization:" (line 3)
no_rand = 0.0534
rdtsc = 0.0539            # "With rdtsc():" line 4
get_random_bytes = 0.0597 # "Wih get_random_bytes(4096 buffer):" line 5
rdrand10 = 0.0719         # "With rdrand (every 10th syscall):" line 9

line("157", "157-lmbench-lat-syscall-kstack-entropy-4variants-tabs.txt", [
    check(no_rand, rdtsc, "lower"),
    check(no_rand, get_random_bytes, "lower"),
    check(no_rand, rdrand10, "lower"),
])
