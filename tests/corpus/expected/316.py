import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# mmtests Amean seconds (lower better), base vs patched
# line 5: kernbench elsp-128
elsp128 = (165.09, 164.78)
# line 21: autonumabench elsp-NUMA01_THREADLOCAL
elsp_tl = (81.79, 67.74)
# line 34: autonumabench syst-NUMA01
syst01 = (31.97, 52.95)
line("316", "316-mmtests-autonumabench-kernbench-tab-header-quoted.txt",
     [check(*elsp128, better="lower"), check(*elsp_tl, better="lower"), check(*syst01, better="lower")])
