import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# first table (96 threads Cascade Lake, lkp-csl-2sp7): `will-it-scale.per_thread_ops`,
# base 7cc8f9c7146a5 column vs 5df397dec7c4c column (single printed means)
csl = (330750, 193163)
# second table (128 threads Ice Lake, lkp-icl-2sp5): `will-it-scale.per_thread_ops`
icl = (388843, 214944)
line("103", "103-lkp-will-it-scale-page-fault3-two-machines-quoted-ogonek.txt",
     [check(csl[0], csl[1], better="higher"),
      check(icl[0], icl[1], better="higher")])
