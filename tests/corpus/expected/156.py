import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# base = randomize_kstack_offset=n (line 5, the default "off"; -base file), new = randomize_kstack_offset=y (line 4; -patched file)
simple_syscall = (0.7016, 0.7082)   # microseconds

line("156", ["156-lmbench-lat-syscall-randomize-kstack-offset-tab-reversed-base.txt", "156-lmbench-lat-syscall-randomize-kstack-offset-tab-reversed-patched.txt"], [
    check(simple_syscall[0], simple_syscall[1], "lower"),
])
