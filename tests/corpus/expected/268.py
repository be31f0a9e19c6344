import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check_summary, line
# "fault/wsec" ministat (lines 23-26; Stddev wrapped onto the next line):
#   x no_histogram N=5 Avg 820470.83 Stddev 4202.0758 ; + histogram N=5 Avg 823374.15 Stddev 1787.9355
# "flt/cpu/s" ministat (lines 37-40):
#   x N=5 Avg 105349.2 Stddev 513.78158 ; + N=5 Avg 104973.77 Stddev 269.24781
line("268", "268-ministat-pft-histogram-wrapped-stddev-quoted2.txt",
     [check_summary(820470.83, 4202.0758, 5, 823374.15, 1787.9355, 5, "higher"),
      check_summary(105349.2, 513.78158, 5, 104973.77, 269.24781, 5, "higher")])
