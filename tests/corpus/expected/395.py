import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check
# line numbers below are lines of the case file

# camera cold start time (ms), six runs in one table row each (`| before | 1498 | ... |   1512  |`, last cell = author average)
# line 9 (before) / line 10 (after)
cold_before = [1498, 1476, 1741, 1337, 1367, 1655]
cold_after = [1396, 1107, 1136, 1178, 1071, 1339]
# camera preview time (ms), line 14 / line 15
prev_before = [267, 402, 504, 513, 161, 265]
prev_after = [188, 223, 301, 203, 162, 154]
line("395", "395-app-cold-start-swap-async-release-nbsp-md-rows.txt",
     [check(cold_before, cold_after, better="lower"),
      check(prev_before, prev_after, better="lower")])
