import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check_summary

# hyperfine mean/σ/runs: lines 6-7 vs 10-11 (HEAD~10 pack-objects), readReverseIndex=false vs true
p10 = (543.0, 20.3, 10, 245.0, 11.4, 13)
# lines 23-24 vs 27-28 (HEAD~30 pack-objects)
p30 = (866.5, 16.2, 10, 581.6, 10.2, 10)
# lines 40-41 vs 44-45 (cat-file objectsize:disk)
cat = (305.8, 11.4, 10, 4.0, 0.3, 1155)
line("301", "301-hyperfine-git-reverse-index-long-names-tab.txt",
     [check_summary(*p10, better="lower"), check_summary(*p30, better="lower"),
      check_summary(*cat, better="lower")])
