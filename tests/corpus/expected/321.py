import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# git t/perf p5303 wall-clock seconds, HEAD^ vs HEAD
# line 10: 5303.18 repack with kept (1000)
kept1000 = (246.12, 217.08)
# line 17: 5303.19 repack with --stdin-packs (1000) (second, header-less table)
stdin1000 = (130.50, 125.13)
# line 9: 5303.17 repack (1000)
rep1000 = (217.19, 217.31)
line("321", "321-gitperf-repack-kept-pack-cache-headerless-2nd-table.txt",
     [check(*kept1000, better="lower"), check(*stdin1000, better="lower"), check(*rep1000, better="lower")])
