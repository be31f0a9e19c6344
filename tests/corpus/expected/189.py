import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# wrk -c 10000 -t 4 -H 'Connection: Close' -d 20, one run per side
rps_base, rps_new = 247.07, 34488.13   # `Requests/sec:    247.07` / `Requests/sec:  34488.13`
# Transfer/sec: 165.28KB vs 22.53MB (different units; not a check)
reqs_base, reqs_new = 4956, 693253     # `  N requests in 20.06s / 20.10s`

files = ["189-wrk-smc-short-lived-socket-errors-gap-base.txt", "189-wrk-smc-short-lived-socket-errors-gap-patched.txt"]
line("189", files, [check(rps_base, rps_new, "higher"), check(reqs_base, reqs_new, "higher")])
