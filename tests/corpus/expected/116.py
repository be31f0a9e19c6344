import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# first testcase (aim7 creat-clo, lkp-csl-2sp3): `aim7.jobs-per-min`, base 01e807e18fd87937 vs 7ac67301e82f02b77a5c8e7377a
jpm = (12003, 9255)
# same table: `aim7.time.elapsed_time` (seconds)
elapsed = (502.51, 648.48)
# second testcase after the `****` separator (filebench randomread.f, lkp-csl-2sp10): `filebench.sum_operations/s`
fb = (345075, 393184)
line("116", "116-lkp-aim7-ext4-large-folio-plus-filebench-two-testcases.txt",
     [check(*jpm, better="higher"), check(*elapsed, better="lower"), check(*fb, better="higher")])
