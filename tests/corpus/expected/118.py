import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# `Max Jobs per Minute` lines: vanilla 2.6.22-rc5-git8 block vs `with your patches 01/16 and 15/16` block
maxjpm = (204051.01, 172991.31)
# `Jobs per Minute` column at 4200 forked users (the last load both kernels survive before crossover)
jpm4200 = (165885.77, 165373.48)
# `Parent Time` column at 4000 forked users
parent4000 = (119.97, 141.51)
files = ["118-aim7-crossover-vm-scan-2007-wrapped-jti-base.txt", "118-aim7-crossover-vm-scan-2007-wrapped-jti-patched.txt"]
line("118", files, [check(*maxjpm, better="higher"), check(*jpm4200, better="higher"), check(*parent4000, better="lower")])
