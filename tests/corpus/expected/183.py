import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# netperf TCP_RR -Cc, one run per side; data rows `262144 540000 70000   70000  10.00 ...`
# Before (gso/gro_ipv6_max_size 65536) and After (185000)
rate_before, rate_after = 6591.45, 8383.95    # Trans. Rate per sec
sdem_r_before, sdem_r_after = 97.446, 57.584  # S.dem remote us/Tr
sdem_l_before, sdem_l_after = 62.490, 54.432  # S.dem local us/Tr

files = ["183-netperf-tcp-rr-cpu-sdem-big-tcp-mlx4-base.txt",
         "183-netperf-tcp-rr-cpu-sdem-big-tcp-mlx4-patched.txt"]
line("183", files, [check(rate_before, rate_after, "higher"),
                    check(sdem_r_before, sdem_r_after, "lower"),
                    check(sdem_l_before, sdem_l_after, "lower")])
