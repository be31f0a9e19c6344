import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# table [1] (thread/100%): `will-it-scale.per_thread_ops` row, split by a QP soft break after the 3rd value.
# base 130617edc1cd1ba1; 51d74c18a9c61e7ee33bc90b522; c5f50d8b23c7982ac875791755b; ac6a9444dec85dc50c6bfbc4ee7
t100 = (36509, 27079, 27305, 27383)
# table [2] (thread/50%)
t50 = (76580, 53575, 54415, 56152)
line("120", "120-lkp-will-it-scale-fallocate1-4col-qp-softbreak-rows.txt",
     [check(t100[0], t100[3], better="higher"), check(t50[0], t50[1], better="higher"),
      check(t50[0], t50[3], better="higher")])
