import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# ops_sec column: line 4 (10.7.6) vs line 5 (10.8.1) and line 6 (10.8.3)
ops = (1408747, 1281855, 1246681)
# mb_sec column, same rows
mbs = (564.3, 513.4, 499.3)
line("358", "358-dbbench-rocksdb-benchmark-sh-report-fillseq-3versions-wide-table.txt",
     [check(ops[0], ops[1], better="higher"), check(ops[0], ops[2], better="higher"),
      check(mbs[0], mbs[1], better="higher")])
