import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# TAB table, columns (1) 5.15-rc1 baseline, (2) reverts, (3) option-1, (4) option-2 (the patch)
pg_f1 = (368563, 406277, 399693, 416398)
pg_f2 = (338399, 372133, 369180, 381024)
pg_f3 = (500853, 575399, 570388, 576083)
line("129", "129-will-it-scale-page-fault-memcg-flush-4settings-tabs.txt",
     [check(pg_f1[0], pg_f1[3], better="higher"), check(pg_f3[0], pg_f3[3], better="higher"),
      check(pg_f2[0], pg_f2[2], better="higher")])
