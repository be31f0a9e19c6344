import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, check_summary, line

# intial create avg MB/s, line 18 (ext3, the reference, printed second)
create_ext3 = 27.96
# intial create avg MB/s, line 5 (ext4)
create_ext4 = 30.25
# compile avg MB/s, line 21 (ext3)
compile_ext3 = 28.84
# compile avg MB/s, line 8 (ext4)
compile_ext4 = 39.79
# delete compiled tree avg seconds, line 26 (ext3)
delc_ext3 = 18.09
# delete compiled tree avg seconds, line 13 (ext4)
delc_ext4 = 4.42

line('233', ['233-compilebench-ext4-vs-ext3-2.6.27-no-runs-lines-base.txt', '233-compilebench-ext4-vs-ext3-2.6.27-no-runs-lines-patched.txt'], [
    check(create_ext3, create_ext4, 'higher'),
    check(compile_ext3, compile_ext4, 'higher'),
    check(delc_ext3, delc_ext4, 'lower'),
], '-')
