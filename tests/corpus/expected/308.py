import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# go test -bench, one run each (-count=1); base = bench.1 block, patched = bench.2 block
# ns/op Func1: line 11 vs line 21
f1 = (345522, 424328)
# ns/op Func3: line 13 vs line 23
f3 = (593357, 669751)
# MB/s Func1: line 11 vs line 21
mb1 = (517.44, 268.82)
line("308", ["308-gobench-raw-benchcmp-mbs-issue-base.txt", "308-gobench-raw-benchcmp-mbs-issue-patched.txt"],
     [check(*f1, better="lower"), check(*f3, better="lower"), check(*mb1, better="higher")])
