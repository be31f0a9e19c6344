import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# pgbench -c 224 -j 20 -T 600 -S, 5 runs per side, Markdown tables "Before Patch" vs "After Patch"
# Latency (ms) table rows `| 1 | 0.343       | 0.287      | -16.31%    |` ...
lat_before = [0.343, 0.334, 0.333, 0.341, 0.342]
lat_after = [0.287, 0.286, 0.286, 0.288, 0.288]
# "Throughput per second" table rows `| 1 | 652,544.23  | 780,613.42 | +19.63%    |` ...
tps_before = [652544.23, 670243.45, 673495.39, 656609.16, 654644.52]
tps_after = [780613.42, 784348.44, 784458.12, 778531.20, 778322.88]

line("204", ["204-pgbench-cpuidle-menu-md-per-run-tables-commas.txt"],
     [check(tps_before, tps_after, "higher"), check(lat_before, lat_after, "lower")])
