import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# git t/perf wall-clock s, before vs after
# git.git table, line 7: 0001.2 rev-list --all --objects
git_obj = (2.40, 2.28)
# linux.git table (no header), line 14: 0001.2
linux_obj = (27.99, 25.99)
# linux.git, line 13: 0001.1 rev-list --all
linux_all = (3.31, 3.21)
line("326", "326-gitperf-2013-before-after-stars-headerless-2nd.txt",
     [check(*git_obj, better="lower"), check(*linux_obj, better="lower"), check(*linux_all, better="lower")])
