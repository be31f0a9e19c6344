import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# quoted table, base 901b8e44f6b08436 vs 658f2fb7d2139d7a218083b7e86:
# `fxmark.hdd_f2fs_dbench_client_72_directio.works/sec`
c72 = (183.55, 144.32)
# `fxmark.hdd_f2fs_dbench_client_54_directio.works/sec`
c54 = (162.84, 122.39)
# `fxmark.time.system_time` (seconds)
systime = (357.13, 300.26)
line("123", "123-lkp-fxmark-f2fs-dbench-client-toppost-cp1252-shifted.txt",
     [check(*c72, better="higher"), check(*c54, better="higher"), check(*systime, better="lower")])
