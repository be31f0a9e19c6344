import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# `will-it-scale.per_process_ops` row: base 43adf844951084c2 vs cb8c4312afca1b2dc64107e7e7c
ppo = (8367312, 8102637)
# `will-it-scale.16.processes` row (both sides in scientific notation)
procs = (1.339e+08, 1.296e+08)
line("110", "110-lkp-will-it-scale-futex4-robot-sci-both.txt",
     [check(*ppo, better="higher"), check(*procs, better="higher")])
