import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line
S = "260-cyclictest-preempt-voluntary-rt-6blocks"
# Max: column, T:0..T:7 of the first "master PREEMPT_NONE" block (lines 10-17)
base_max = [1650, 1386, 1463, 1459, 1381, 1970, 1389, 1360]
# Max: column of "master PREEMPT_VOLUNTARY_RT/COND_RESCHED_RT_ALL (PREEMPT_NONE for normal tasks)" (lines 24-31)
rt_max = [70, 109, 80, 55, 122, 58, 309, 66]
# Avg: column, same blocks
base_avg = [5, 5, 6, 6, 6, 6, 6, 6]
rt_avg = [3, 4, 4, 4, 4, 4, 4, 4]
line("260", [S + "-base.txt", S + "-patched.txt", S + "-preempt.txt"],
     [check(base_max, rt_max, "lower"), check(base_avg, rt_avg, "lower")])
