import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# base = first run ("without this fix"), patched = second run ("with this fix"); no labels in the blocks
usecs = (12.194376, 9.229738)   # usecs/op lines
ops = (82005, 108345)           # ops/sec lines

line("144", ["144-perf-bench-sched-pipe-epoll-nonblocking-unlabelled-quoted-base.txt", "144-perf-bench-sched-pipe-epoll-nonblocking-unlabelled-quoted-patched.txt"], [
    check(usecs[0], usecs[1], "lower"),
    check(ops[0], ops[1], "higher"),
])
