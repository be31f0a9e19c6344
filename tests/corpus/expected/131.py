import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# mean `total:` iteration counts (± sd, run count not printed) under each kernel label:
# `6.18.8-0-default (baseline ...)`, `6.18.8-1.g886f4c4-default (baseline + rwlock impl ...)`,
# `6.18.8-1.gb21e8f8-default (baseline + seqcount impl (your patch))`
base, rwlock, seqcount = 2.9383e+05, 2.9363e+05, 2.9147e+05
line("131", "131-will-it-scale-clone-processes-mean-pm-sd-sci-qp-2026.txt",
     [check(base, seqcount, better="higher"), check(base, rwlock, better="higher")])
