import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# first table (lkp-ivb-d02): `vm-scalability.median`, base v5.6-rc4 vs f71ed0f653e9dbd57347f6321e3
ivb_median = (998930, 984729)
# second table (lkp-csl-2ap4): `vm-scalability.throughput`
csl_thr = (12294118, 12027483)
# second table: `vm-scalability.median`
csl_median = (64040, 62641)
line("121", "121-lkp-vm-scalability-small-allocs-two-machines-tag-base.txt",
     [check(*ivb_median, better="higher"), check(*csl_thr, better="higher"), check(*csl_median, better="higher")])
