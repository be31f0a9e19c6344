import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# `will-it-scale.per_process_ops` row: base 378005bdbac0a2ec; 76742700225cad9df49f053993 (reported commit);
# e8f682574e45b6406dadfffeb4 (Minchan's fix)
ppo = (3405093, 2747088, 3348752)
line("130", "130-lkp-2017-will-it-scale-brk1-3col-change-no-pct-A-plus-minus.txt",
     [check(ppo[0], ppo[1], better="higher"), check(ppo[0], ppo[2], better="higher")])
