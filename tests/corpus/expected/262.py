import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line
S = "262-stream-cxl-weighted-interleave-qp-wrapped"
# BestRateMBs, "dram only:" block (lines 16, 22) vs "global weighted interleave:" block (lines 56, 62)
# Copy: 200923.2 -> 190085.9 ; Triad: 208523.8 -> 217671.5
# "targted regions w/ global weights" (mbind2) Triad line 75: 216884.8
line("262", [S + "-base.txt", S + "-cxl.txt", S + "-interleave.txt", S + "-patched.txt", S + "-mbind2.txt"],
     [check(200923.2, 190085.9, "higher"), check(208523.8, 217671.5, "higher"), check(208523.8, 216884.8, "higher")])
