import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# base = first kcbench run set (y1), new = second (y2); "Run N (-j 64): X seconds / Y kernels/hour"
secs_y1 = [464.07, 464.64, 486.41]
secs_y2 = [462.32, 462.33, 465.45]
kph_y1 = [7.76, 7.75, 7.40]
kph_y2 = [7.79, 7.79, 7.73]

line("163", ["163-kcbench-kernel-h-split-unlabelled-medians-ipython-base.txt", "163-kcbench-kernel-h-split-unlabelled-medians-ipython-patched.txt"], [
    check(secs_y1, secs_y2, "lower"),
    check(kph_y1, kph_y2, "higher"),
])
