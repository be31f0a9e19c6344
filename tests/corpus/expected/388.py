import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check
# line numbers below are lines of the case file

# bpftrace event counts summed over 4 thpchallenge runs, columns vanilla / patched (TAB-separated)
# `@pollute[movable from unmovable]:\t4841\t\t  868` (line 11)
pollute_mov_unmov = (4841, 868)
# `@pollute[unmovable from movable]:\t  82\t\t   46` (line 8); "from movable" counts: lower is better per the author
pollute_unmov_mov = (82, 46)
# `@steal[unmovable from movable]:\t\t 113\t\t   49` (line 15)
steal_unmov_mov = (113, 49)
line("388", "388-thpchallenge-bpftrace-steal-pollute-tabs.txt",
     [check(pollute_mov_unmov[0], pollute_mov_unmov[1]),
      check(pollute_unmov_mov[0], pollute_unmov_mov[1], better="lower"),
      check(steal_unmov_mov[0], steal_unmov_mov[1], better="lower")])
