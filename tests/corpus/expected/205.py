import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# tbench4 Hmean MB/sec per client count; 6 kernels in two 3-column halves;
# baseline = "5.9.0-ondemand (BASELINE)" (first column of the first half). Single printed Hmeans.
hmean1 = {"ondemand": 427.19, "perfgov": 778.35, "sugov-mid": 352.08}      # `Hmean  1` rows
hmean128 = {"ondemand": 30383.71, "sugov-max": 42100.58}                  # `Hmean  128` rows
hmean1024 = {"ondemand": 39187.37, "sugov-P0": 31308.29}                  # `Hmean  1024` rows

line("205", ["205-tbench4-freq-invariance-epyc-6kernels-two-halves.txt"],
     [check(hmean1["ondemand"], hmean1["perfgov"], "higher"),
      check(hmean1["ondemand"], hmean1["sugov-mid"], "higher"),
      check(hmean128["ondemand"], hmean128["sugov-max"], "higher")])
