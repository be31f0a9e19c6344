import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# open3 table (ops/s), row `96`: stock vs no-pause
open3_96 = (609481, 1427170)
# fstat2 table, row `96`
fstat2_96 = (1269157, 6649326)
# access2 table, row `24`: stock vs patched+nopause (third column)
access2_24 = (2378041, 5370335)
line("122", "122-will-it-scale-lockref-no-pause-tab-tables.txt",
     [check(*open3_96, better="higher"), check(*fstat2_96, better="higher"), check(*access2_24, better="higher")])
