import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# pgbench, single runs; `tps = ... (excluding connections establishing)` lines
# base = 5.4.17 build (with the dm commit), revert = "After revert of Commit ...",
# dmbranch = "With above mentioned patch set" (Mike Snitzer's dm-5.10 branch)
buffer = {"base": 4664.421492, "revert": 6292.875089, "dmbranch": 5562.649168}
cache = {"base": 3031.402581, "revert": 3587.966359, "dmbranch": 3223.717013}

files = ["188-pgbench-dm-split-revert-quoted4-3variants-base.txt",
         "188-pgbench-dm-split-revert-quoted4-3variants-revert.txt",
         "188-pgbench-dm-split-revert-quoted4-3variants-dmbranch.txt"]
line("188", files, [check(buffer["base"], buffer["revert"], "higher"),
                    check(buffer["base"], buffer["dmbranch"], "higher"),
                    check(cache["base"], cache["revert"], "higher")])
