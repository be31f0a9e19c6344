import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# `aim7.jobs-per-min` row (both tables print it): base a44a027a8b2a20fe,
# 32678f151338b9a321e9e27139a (the patch), 92a8f471fa024e1a303b0595fb9 (Dave's fixup on top)
jpm = (464232, 438315, 434563)
# `aim7.time.system_time` row of the `[1]` table
systime = (702.64, 723.04, 730.36)
line("114", "114-lkp-aim7-xfs-3col-fixup-elided-rows-latin1.txt",
     [check(jpm[0], jpm[1], better="higher"), check(jpm[0], jpm[2], better="higher"),
      check(systime[0], systime[2], better="lower")])
