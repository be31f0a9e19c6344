import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, check_summary, line
# two ministat tables sharing the same x set (Old fullness grouping, old compaction algorithm), N=140 each:
# lines 24-25: x Avg 2314.1214 Stddev 806.03271 ; + (old grouping, new compaction) Avg 1878.1714 Stddev 641.02073
# line 37: + (new grouping, new compaction) Avg 1528.4143 Stddev 524.85268
# lines 5 / 11: total objs_moved 323977 -> 213978 (memcpy() count = work, lower better)
line("277", "277-ministat-zsmalloc-compaction-2tables-shared-x-quoted.txt",
     [check_summary(2314.1214, 806.03271, 140, 1878.1714, 641.02073, 140, "lower"),
      check_summary(2314.1214, 806.03271, 140, 1528.4143, 524.85268, 140, "lower"),
      check(323977, 213978, "lower")])
