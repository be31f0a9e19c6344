import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

B = "352-xdp-bench-fec-imx93-tx-drop-pass-redirect-2runs-quoted"
# xdp-bench tx eth0, Summary rx/s: lines 10-11 (Before) vs lines 27-28 (After)
tx = ([396868, 396024], [409975, 411073])
# xdp-bench drop eth0, rx/s: lines 14-15 vs lines 31-32
drop = ([684781, 675746], [700681, 698102])
# xdp-bench redirect eth0 eth0, rx/s: lines 22-23 vs lines 39-40
redir = ([311210, 310808], [320351, 318988])
line("352", [B + "-base.txt", B + "-patched.txt"],
     [check(*tx, better="higher"), check(*drop, better="higher"), check(*redir, better="higher")])
