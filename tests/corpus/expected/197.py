import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# hand-trimmed iperf3 120 s summaries, Mbits/sec, one run each
# base = "iperf3 without this patch", psmoff = "PSM off (...)", psmon = "PSM on (...)"
tx = {"base": 9.82, "psmoff": 14.4, "psmon": 9.78}
rx = {"base": 19.6, "psmoff": 22.4, "psmon": 18.0}

files = ["197-iperf3-wilc1000-psm-trimmed-tx-rx-3variants-base.txt",
         "197-iperf3-wilc1000-psm-trimmed-tx-rx-3variants-psmoff.txt",
         "197-iperf3-wilc1000-psm-trimmed-tx-rx-3variants-psmon.txt"]
line("197", files, [check(tx["base"], tx["psmoff"], "higher"), check(rx["base"], rx["psmoff"], "higher"),
                    check(tx["base"], tx["psmon"], "higher")])
