import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check_summary, line
# records/s summaries, vanilla-jemalloc (left) vs MADV_free-jemalloc (right), records: 10 each
# "1 thread" avg/std lines 7-8; "32 thread" avg/std lines 42-43
line("264", "264-ebizzy-madv-free-v5-spaces-sidebyside-quoted.txt",
     [check_summary(7436.70, 48.01, 10, 15292.70, 496.40, 10, "higher"),
      check_summary(22633.40, 413.73, 10, 37118.00, 766.36, 10, "higher")])
