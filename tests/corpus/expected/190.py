import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# wrk --latency summaries (only Requests/sec and Transfer/sec pasted), one run each
tcp = 145438.65       # "TCP:" block
smc_orig = 114192.82  # "Server fallback occasions on original SMC-R:"  (base)
smc_shadow = 143528.11  # "... on SMC-R with shadow sockets:" (patched)

files = ["190-wrk-smc-shadow-socket-fallback-3variants-indented-base.txt",
         "190-wrk-smc-shadow-socket-fallback-3variants-indented-patched.txt",
         "190-wrk-smc-shadow-socket-fallback-3variants-indented-tcp.txt"]
line("190", files, [check(smc_orig, smc_shadow, "higher"), check(smc_orig, tcp, "higher")])
