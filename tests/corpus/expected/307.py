import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# benchstat time/op, go1.9.2 vs goDevel, first block (go1.9.2_01 / goDevel_01)
# line 8: Decode-4 2.27s -> 2.16s ; line 9: DecodeConcurrent-4 2.30s -> 2.08s
dec01 = (2.27, 2.16)
conc01 = (2.30, 2.08)
# second block (go1.9.2_32 / goDevel_32), line 24: Decode-4 1.53s -> 1.44s
dec32 = (1.53, 1.44)
line("307", "307-benchstat-go1.9-vs-tip-two-blocks-issue.txt",
     [check(*dec01, better="lower"), check(*conc01, better="lower"), check(*dec32, better="lower")])
