import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check
# line numbers below are lines of the case file

# autonuma-benchmark seconds (lower better), one value per test, value on the line after its name
# `Base without the patch:` lines 6-14, `Base with the patch:` lines 16-24
numa01 = (222.97, 125.36)        # lines 8 / 18
thread_alloc = (115.78, 44.58)   # lines 10 / 20
numa02_smt = (14.69, 7.46)       # lines 14 / 24
line("385", ["385-autonuma-benchmark-mthp-vertical-quoted-base.txt", "385-autonuma-benchmark-mthp-vertical-quoted-patched.txt"],
     [check(numa01[0], numa01[1], better="lower"),
      check(thread_alloc[0], thread_alloc[1], better="lower"),
      check(numa02_smt[0], numa02_smt[1], better="lower")])
