import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# pktgen pps: line 58 (- Unpatched kernel) vs line 59 (- Patched kernel)
pps = (2396594, 2479970)
# slab_bulk_test01 ns per elem at bulk 16: line 3 (kmem-in-loop) vs line 4 (kmem-bulk)
ns = (30.532, 17.905)
# same lines, cycles(tsc)
cyc = (109, 64)
line("349", "349-pktgen-kfree-skb-list-bulk-slab-bulk-test01-quoted-reply.txt",
     [check(*pps, better="higher"), check(*ns, better="lower"), check(*cyc, better="lower")])
