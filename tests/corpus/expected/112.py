import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# section `reaim-io-disk-xfs`, row `Hmean     disk-193` (jobs/min): before vs after ab23a77687
disk193 = (458795.56, 375243.03)
# same section, row `Hmean     disk-49`
disk49 = (218424.96, 193421.05)
# section `reaim-io-disk-large-xfs`, row `Hmean     disk-193`
large193 = (60230.94, 57106.22)
line("112", "112-reaim-mmtests-xfs-inode-inactivation-disk-large.txt",
     [check(*disk193, better="higher"), check(*disk49, better="higher"), check(*large193, better="higher")])
