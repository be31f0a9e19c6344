import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check_summary

# quoted hyperfine, s, 10 runs each: HEAD~ (lines 8-10) vs HEAD (lines 13-15)
prune = (2.366, 0.021, 10, 1.369, 0.017, 10)
line("320", "320-hyperfine-quoted-qp-softbreak-continuation.txt", [check_summary(*prune, better="lower")])
