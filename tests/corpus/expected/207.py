import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# nginx + wrk in docker, ASCII box table, Case1 = vanilla kernel (base), Case2 = CPU namespace kernel
rps = (47011.05, 47080.98)      # `| Requests/sec          | 47011.05 | 47080.98 |           0.14% |`
latency = (70.91, 25.36)        # `| Latency (avg ms)      |    70.91 |    25.36 |          64.23% |`
mem_peak = (281.3, 20.62)       # `| mem usage (peak) (MB) |    281.3 |    20.62 |          92.66% |`

line("207", ["207-wrk-nginx-cpu-namespace-box-table-inverted-pct.txt"],
     [check(*rps, "higher"), check(*latency, "lower"), check(*mem_peak, "lower")])
