import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# pktgen pps: line 9 (* Without this patch) vs line 13 (* With this patch)
plain = (2923517, 2932034)
# pktgen pps with tc egress: line 18 (Without this patch + tc egress) vs line 22 (With ... + tc egress)
tc = (2642102, 2646565)
# pktgen usec (run time for 100000000 packets): line 8 vs line 12
usec = (34205373, 34106013)
line("348", "348-pktgen-netfilter-egress-hook-5-variants-lo.txt",
     [check(*plain, better="higher"), check(*tc, better="higher"), check(*usec, better="lower")])
