import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# sockperf ping-pong `sockperf: Summary: Latency is X usec`, one run per variant
before = 6.245     # "Before change, ..." (cpuidle-haltpoll loaded)
patched = 4.671    # "this patch, disable cpuidle-haltpoll"
archidle = 4.285   # "using arch_cpu_idle() in default_enter_idle()"

files = ["192-sockperf-ping-pong-summary-haltpoll-3variants-base.txt",
         "192-sockperf-ping-pong-summary-haltpoll-3variants-patched.txt",
         "192-sockperf-ping-pong-summary-haltpoll-3variants-archidle.txt"]
line("192", files, [check(before, patched, "lower"), check(before, archidle, "lower")])
