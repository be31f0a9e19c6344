import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line
# Avg column (dd MB/s, higher better), first row max_pgs 0 (worst-case squeezing) vs 1024 (default):
# slow device lines 8-9: 40.12 vs 40.12 ; fast device lines 16-17: 419.4 vs 417.8
# N is not printed in the table (5 dd runs per the prose), so single values, no p.
line("267", "267-ministat-like-xen-blkback-squeeze-dd-handtable.txt",
     [check(40.12, 40.12, "higher"), check(419.4, 417.8, "higher")])
