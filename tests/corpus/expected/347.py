import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

B = "347-page-pool-time-bench-dma-fix-before-after-dmesg"
# time_bench ns per elem, Before (lines 6-25) vs After (lines 27-46)
# Type:tasklet_page_pool03_slow, line 25 vs line 46
slow = (190.104, 205.376)
# Type:no-softirq-page_pool03, line 18 vs line 39
nosoft_slow = (181.849, 201.514)
# Type:tasklet_page_pool01_fast_path, line 21 vs line 42
fast = (29.632, 15.005)
line("347", [B + "-base.txt", B + "-patched.txt"],
     [check(*slow, better="lower"), check(*nosoft_slow, better="lower"),
      check(*fast, better="lower")])
