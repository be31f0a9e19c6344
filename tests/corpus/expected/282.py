import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line
S = "282-cyclictest-2006-itimer-vs-nanosleep-wrapped-quoted"
# single-thread cyclictest32 runs (us, lower better); each row wrapped after "Avg:" onto the next quoted line
# base: --prio=1 (itimer) lines 6-7: Avg 20919 Max 38445 ; --nanosleep lines 11-12: Avg 6 Max 31
# taskset 0x1 (CPU0) lines 26-27: Max 53 ; taskset 0x2 (CPU1) lines 31-32: Max 58818
line("282", [S + "-base.txt", S + "-patched.txt", S + "-cpu0.txt", S + "-cpu1.txt"],
     [check(20919, 6, "lower"), check(38445, 31, "lower"), check(38445, 58818, "lower")])
