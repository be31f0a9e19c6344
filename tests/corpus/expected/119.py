import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# `Max Jobs per Minute` lines: `#define BIO_VMERGE_BOUNDARY 0` run (first) vs
# `#define BIO_VMERGE_BOUNDARY (ia64_max_iommu_merge_mask + 1)` run (second)
maxjpm = (5661.19, 5684.46)
# `500` forked row, `Jobs per Minute` column
jpm500 = (5636.54, 5672.92)
# `500` forked row, `Parent Time` column (seconds)
parent500 = (548.21, 544.69)
files = ["119-reaim-ia64-iommu-vmerge-2003-quoted-trailing-spaces-base.txt",
         "119-reaim-ia64-iommu-vmerge-2003-quoted-trailing-spaces-patched.txt"]
line("119", files, [check(*maxjpm, better="higher"), check(*jpm500, better="higher"), check(*parent500, better="lower")])
