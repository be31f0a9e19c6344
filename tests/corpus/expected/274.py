import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line
# TAB table, columns 2.5.54mm2 (first) and 2.5.54 (second = baseline, the unpatched kernel); medians of 5
# line 12 sig handle 5.38 -> 3.59 us (lower better); line 14 sh proc 7872 -> 6606 us (lower better)
# line 32 AF UNIX bandwidth 109 -> 277 MB/s (higher better)
line("274", "274-lmbench-2.5.54-mm2-tab-summary-reversed.txt",
     [check(5.38, 3.59, "lower"), check(7872, 6606, "lower"), check(109, 277, "higher")])
