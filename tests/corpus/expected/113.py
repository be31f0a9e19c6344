import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# 4-column table (quoted `> `), row `will-it-scale.per_process_ops`:
# base 59142d87ab03b8ff vs 70a64b7919cbd6c12306051ff28, ff48c71c26aaefb090c108d8803, a94032b35e5f97dc1023030d929
base, c70a, cff48, ca940 = 91713, 80789, 79612, 79833
line("113", "113-lkp-will-it-scale-memcg-3col-and-4col-nested-quotes.txt",
     [check(base, c70a, better="higher"), check(base, cff48, better="higher"), check(base, ca940, better="higher")])
