import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line
S = "280-cyclictest-loongarch-preempt-vs-rt-vs-tuned-quoted"
# Max: per thread T:0..T:3. "1. PREEMPT kernel" lines 8-11 (base), "2. PREEMPT_RT kernel with default configuration" lines 17-20,
# "3. PREEMPT_RT kernel with tuned configuration" lines 26-29. Lower is better.
preempt_max = [844, 909, 832, 931]
rt_max = [227, 184, 223, 226]
rt_tuned_max = [62, 52, 64, 53]
preempt_avg = [8, 8, 8, 8]
rt_avg = [8, 8, 7, 7]
line("280", [S + "-base.txt", S + "-patched.txt", S + "-tuned.txt"],
     [check(preempt_max, rt_max, "lower"), check(preempt_max, rt_tuned_max, "lower")])
