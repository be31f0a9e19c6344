import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# BPF selftests bench crypto-decrypt, hits M/s per Iter line; Before: lines 6-12, After: lines 18-24
before = [5.105, 5.224, 4.630, 5.148, 5.198, 5.167, 5.186]
after = [5.312, 5.354, 5.334, 5.334, 5.275, 5.313, 5.346]
line("312", ["312-bpf-bench-crypto-decrypt-nullable-iv-base.txt", "312-bpf-bench-crypto-decrypt-nullable-iv-patched.txt"],
     [check(before, after, better="higher")])
