import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# "Before: real  1m37.592s" (line 4) vs "After:  real  0m27.310s" (line 5), seconds
real = (97.592, 27.310)

line("148", "148-shell-time-real-bpf-selftests-make-inline-labels-qp.txt", [
    check(real[0], real[1], "lower"),
])
