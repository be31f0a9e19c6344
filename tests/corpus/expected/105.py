import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# Kunpeng 920 table, row `mb_optimize_scan=0`, P80 group: base vs patched (fallocate ops/s per container)
kp_p80 = (2667, 20049)
# AMD 9654 table, row `mb_optimize_scan=0`, P96 group
amd_p96 = (3450, 52125)
# Kunpeng 920 table, row `mb_optimize_scan=1`, P1 group (single container)
kp_p1 = (316344, 328324)
line("105", "105-will-it-scale-fallocate2-ext4-md-2machines-P80-P1.txt",
     [check(*kp_p80, better="higher"), check(*amd_p96, better="higher"), check(*kp_p1, better="higher")])
