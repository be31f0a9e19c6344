import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

B = "359-xdpsock-xdp-redirect-cpu-pre-post-series-trailing-spaces"
# xdpsock rxdrop rx pps: line 6 (Pre-series) vs line 24 (Post-series)
sock = (20797350, 21524979)
# xdp_redirect_cpu XDP-RX total pps: line 14 vs line 32
cpumap = (7723038, 7840124)
line("359", [B + "-base.txt", B + "-patched.txt"],
     [check(*sock, better="higher"), check(*cpumap, better="higher")])
