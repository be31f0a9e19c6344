import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# `vm-scalability.throughput` row: base f3b92176f4f7100f; c2f6ea38fc1b640aa7a2e155cc1 (culprit);
# acc4d5ff0b61eb1715c498b6536 (merge); 2c847f27c37da65a93d23c237c5 (`<--- your patch`)
thr = (25525364, 11135467, 10779336, 33581409)
# worst-case zone->lock hold times (ms): `2dd482ba627d (before freelist hygiene)` vs `this patch`
worst = (1, 8)
line("127", "127-lkp-vm-scalability-4col-commit-msg-plus-ms-list.txt",
     [check(thr[0], thr[1], better="higher"), check(thr[0], thr[3], better="higher"),
      check(*worst, better="lower")])
