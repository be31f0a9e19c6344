import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, check_summary, line

# Run status group READ bw MiB/s, lines 51/77/103/133 (virtiofs default options, cache=none, cache=none thread-pool-size=1, 9p)
read_bw = [71.3, 89.6, 92.4, 63.5]

line('239', ['239-fio-virtiofs-vs-9p-flowed-merged-lines-interjection-base.txt', '239-fio-virtiofs-vs-9p-flowed-merged-lines-interjection-cache-none.txt', '239-fio-virtiofs-vs-9p-flowed-merged-lines-interjection-cache-none-tp1.txt', '239-fio-virtiofs-vs-9p-flowed-merged-lines-interjection-9p.txt'], [
    check(read_bw[0], read_bw[1], 'higher'),
    check(read_bw[0], read_bw[2], 'higher'),
    check(read_bw[0], read_bw[3], 'higher'),
], '-')
