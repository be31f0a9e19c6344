import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# `reaim.jobs_per_min` row: base 639bd575b7c7fa32 column vs 47876f7ceffa0e6af7476e052b3 column
jpm = (8233, 7629)
# `reaim.parent_time` row (seconds)
parent_time = (72.89, 78.70)
line("107", "107-lkp-reaim-btrfs-inode-logging-robot-latin1.txt",
     [check(*jpm, better="higher"), check(*parent_time, better="lower")])
