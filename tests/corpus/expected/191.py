import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# redis-benchmark -q, one run per side
# "with atomic wr_tx_refcnt:" (base) vs "on the percpu_ref version:" (patched)
set_base, set_new = 525707.06, 540482.06
get_base, get_new = 554877.38, 570711.12
get_p50_base, get_p50_new = 0.087, 0.079   # `p50=... msec` on the GET lines

files = ["191-redis-benchmark-q-smc-percpu-ref-cmd-after-base.txt",
         "191-redis-benchmark-q-smc-percpu-ref-cmd-after-patched.txt"]
line("191", files, [check(set_base, set_new, "higher"), check(get_base, get_new, "higher"),
                    check(get_p50_base, get_p50_new, "lower")])
