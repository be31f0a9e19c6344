import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# compare.py U-test output; BM_Two has two repetition rows (lines 17-18): Time Old/New and CPU Old/New
two_time_old = [9, 8]
two_time_new = [10, 10]
two_cpu_old = [90, 80]
two_cpu_new = [89, 89]
# BM_One (line 16), single row: Time Old 10, Time New 9
one_time = (10, 9)
line("323", "323-gbench-compare-utest-repetitions-pvalue-rows-issue.txt",
     [check(two_time_old, two_time_new, better="lower"), check(two_cpu_old, two_cpu_new, better="lower"),
      check(*one_time, better="lower")])
