import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, check_summary, line

# WRITE aggrb MB/s, line 5 (group 0, before)
write_before = 3234.8
# WRITE aggrb MB/s, line 12 (group 0, after)
write_after = 3284.2
# READ aggrb MB/s, line 8 (group 1, before)
read_before = 4838.6
# READ aggrb MB/s, line 15 (group 1, after)
read_after = 5210.7

line('229', ['229-fio-old-aggrb-group-lines-z3fold-rwlock-quoted-base.txt', '229-fio-old-aggrb-group-lines-z3fold-rwlock-quoted-patched.txt'], [
    check(write_before, write_after, 'higher'),
    check(read_before, read_after, 'higher'),
], '-')
