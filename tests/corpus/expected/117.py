import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# `will-it-scale.per_process_ops` row: base deab5a355e5283d3 vs 0b6476f93998a20a537ee025f12
ppo = (29149, 36384)
# `will-it-scale.104.processes` row
procs = (3031595, 3784029)
line("117", "117-lkp-will-it-scale-malloc1-improvement-nr-task-100pct.txt",
     [check(*ppo, better="higher"), check(*procs, better="higher")])
