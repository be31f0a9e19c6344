import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# test_progs test_flow_dissector, nsec per BPF_PROG_TEST_RUN iteration (lower better).
# Each line is printed twice with the same value (sd 0, so a Welch p is undefined):
# the printed value is used once per side.
# ipv4: lines 2-3 (ipv4-frag, full parse) vs lines 4-5 (ipv4-no-frag, with the new flag)
ipv4 = (35, 32)
# ipv6-flow-label (lines 12-13) vs ipv6-no-flow-label (lines 14-15)
flow_label = (36, 33)
# ipip-encap (lines 17-18) vs ipip-no-encap (lines 19-20)
encap = (38, 32)
line("360", "360-test-progs-flow-dissector-prog-test-run-nsec-paired-names.txt",
     [check(*ipv4, better="lower"), check(*flow_label, better="lower"), check(*encap, better="lower")])
