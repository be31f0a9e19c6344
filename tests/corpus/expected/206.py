import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# mmtests compare, pgbench Transactions Hmean per client count; 5 columns named only by the
# legend line above the table: menu + iowait_boost (base), menu - iowait_boost, teo + iowait_boost,
# teo - iowait_boost, menu + iowait_boost (repeat run of the base config). Printed Hmeans only.
h4 = [2213.45, 2302.69, 2155.90, 2716.60, 2099.55]   # `Hmean     4` row
h7 = [3048.96, 2530.59, 2761.00, 2601.78, 3967.59]   # `Hmean     7` row

line("206", ["206-pgbench-mmtests-iowait-5col-legend-no-header.txt"],
     [check(h4[0], h4[3], "higher"), check(h7[0], h7[1], "higher"), check(h7[0], h7[4], "higher")])
