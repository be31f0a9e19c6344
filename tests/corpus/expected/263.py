import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check_summary, line
# records/s summaries, vanilla-jemalloc (left) vs MADV_free-jemalloc (right), records: 10 each
# "1 thread" avg/std lines 9-10; "32 thread" avg/std lines 44-45
line("263", "263-ebizzy-madv-free-jemalloc-tabs-sidebyside.txt",
     [check_summary(2961.90, 71.96, 10, 12069.70, 186.68, 10, "higher"),
      check_summary(11067.00, 971.06, 10, 34495.80, 2721.36, 10, "higher")])
