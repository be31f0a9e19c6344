import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# German locale output: '.' groups thousands, ',' is the decimal mark (1.487.148 = 1487148)
# Xeon E5-2650, "Before": shared line 4 of the excerpt; "With the series": shared line 8
e5_shared_before = 1487148
e5_shared_series = 1326342
# Xeon E5-2650, "With the series": -b128 (line 9) vs -Ib128 immutable (line 10)
e5_b128 = 141394
e5_ib128 = 851490
# Xeon E7-8890, "Before": private (line 19) vs "With the series" -Ib65536 (line 26)
e7_private_before = 2505801
e7_ib65536 = 1963165

line("140", "140-perf-bench-futex-hash-de-locale-immutable-qp.txt", [
    check(e5_shared_before, e5_shared_series, "higher"),
    check(e5_b128, e5_ib128, "higher"),
    check(e7_private_before, e7_ib65536, "higher"),
])
