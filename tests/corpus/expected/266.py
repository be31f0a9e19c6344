import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check_summary, line
# ministat rows, flush_tlb_all() x10000 time in ns (lower better):
# x mixed   N=25 Avg 3.5432659e+08 Stddev 1566737.4   (line 8)
# + phys    N=12 Avg 1.2357981e+09 Stddev 2853892.9   (line 9)
# * cluster N=11 Avg 3.5415668e+08 Stddev 1415071.9   (line 14)
line("266", "266-ministat-xen-x2apic-mixed-3way-sci-quoted.txt",
     [check_summary(3.5432659e+08, 1566737.4, 25, 1.2357981e+09, 2853892.9, 12, "lower"),
      check_summary(3.5432659e+08, 1566737.4, 25, 3.5415668e+08, 1415071.9, 11, "lower")])
