import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, check_summary, line

# Sequential Create -Create- /sec, line 6 ('Without patch above', quoted)
seqcreate_before = 5568
# Sequential Create -Create- /sec, line 16 ('Patch above applied')
seqcreate_after = 8043
# Sequential Create --Read--- /sec, line 6
seqread_before = 7784
# Sequential Create --Read--- /sec, line 16
seqread_after = 12100
# Latency of Sequential Create, line 7: 26813us
lat_create_before = 26813
# Latency of Sequential Create, line 17: 235us
lat_create_after = 235

line('235', ['235-bonnie++-create-only-fuse-waitq-half-quoted-base.txt', '235-bonnie++-create-only-fuse-waitq-half-quoted-patched.txt'], [
    check(seqcreate_before, seqcreate_after, 'higher'),
    check(seqread_before, seqread_after, 'higher'),
    check(lat_create_before, lat_create_after, 'lower'),
], '-')
