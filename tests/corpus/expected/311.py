import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# compare_bench.py row, line 9: Old 23671928 New 25389282 (the CPU column's values, per the author)
cpu = (23671928, 25389282)
line("311", "311-gbench-compare-bench-relative-only-issue.txt", [check(*cpu, better="lower")])
