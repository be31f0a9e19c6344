import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line
S = "273-cyclictest-histfile-summary-eevdf-slice-3runs"
# three cyclictest --histfile summaries in the order of the three commands (lines 9-11):
# slice*10 (lines 16-19), sched-runtime 0 = default slice (lines 20-23), slice/10 (lines 24-27)
# base = default (runtime 0). Avg Latencies 00656 -> 00354 (slice/10), -> 00990 (slice*10)
# Max Latencies 37595 -> 16687 (slice/10)
line("273", [S + "-slice-default.txt", S + "-slice-x10.txt", S + "-slice-div10.txt"],
     [check(656, 354, "lower"), check(37595, 16687, "lower"), check(656, 990, "lower")])
