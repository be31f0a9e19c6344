import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line
S = "281-cyclictest-2006-single-thread-rc6-vs-rt5-quoted"
# one thread each: "2.6.19-rc6:" line 4 vs "2.6.19-rc6-rt5:" line 6 (us, lower better)
# Avg 6137 -> 3291 ; Max 10652 -> 7171
line("281", [S + "-base.txt", S + "-patched.txt"],
     [check(6137, 3291, "lower"), check(10652, 7171, "lower")])
