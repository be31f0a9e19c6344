import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# hyperfine Time mean (no run count printed), line 13 (master) vs line 26 (patched), ms
hyper = (250.0, 151.9)
# /usr/bin/time maxresident KB, line 7 vs line 20
rss = (48484, 41396)
line("302", ["302-hyperfine-old-hash-format-git-oidset-khash-base.txt",
             "302-hyperfine-old-hash-format-git-oidset-khash-patched.txt"],
     [check(*hyper, better="lower"), check(*rss, better="lower")])
