import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# will-it-scale/open1_threads table (ops/us, mean with sd in parentheses; run count not
# stated for these tables), row `142`: stock vs patch-CNA, and stock vs patch (CNA compiled out)
open1_142 = dict(stock=0.810, patch=0.815, cna=1.776)
# will-it-scale/lock2_threads table, row `142`
lock2_142 = dict(stock=1.923, patch=1.894, cna=3.879)
line("104", "104-will-it-scale-cna-qspinlock-3kernels-sd-parens-tabs.txt",
     [check(open1_142["stock"], open1_142["cna"], better="higher"),
      check(lock2_142["stock"], lock2_142["cna"], better="higher"),
      check(open1_142["stock"], open1_142["patch"], better="higher")])
