import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# `aim7.jobs-per-min` row: base 494dba7b276e12bc column vs 490d451fa5188975c21246f7f8f column
jpm = (85540, 80176)
# `aim7.time.elapsed_time` row (seconds)
elapsed = (210.66, 224.75)
line("106", "106-lkp-aim7-xfs-disk-src-robot-report.txt",
     [check(*jpm, better="higher"), check(*elapsed, better="lower")])
