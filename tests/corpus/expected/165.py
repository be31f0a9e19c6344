import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# one "perf bench mem memset -s 4gb -p 2mb" run, three functions; base = 'default' (glibc), line 8
default = 14.919194
unrolled = 11.514503   # 'x86-64-unrolled', line 12
stosq = 12.600568      # 'x86-64-stosq', line 16 (deeper indent)

line("165", "165-perf-bench-mem-memset-hugepage-3functions.txt", [
    check(default, unrolled, "higher"),
    check(default, stosq, "higher"),
])
