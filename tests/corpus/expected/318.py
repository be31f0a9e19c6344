import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check_summary

# hyperfine mean/σ/runs: line 10-11 (GIT_FLUSH=0) vs line 14-15 (GIT_FLUSH=1), ms, 30 runs each
flush = (546.6, 11.7, 30, 546.9, 12.0, 30)
line("318", "318-hyperfine-git-merge-tree-flush-param-no-diff.txt", [check_summary(*flush, better="lower")])
