import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# benchstat time/op (old n=1, new n=5 means), line 19: JumpdestAnalysis_1200k-4 1.17ms -> 0.77ms
jump = (1.17, 0.77)
# line 20: JumpdestHashing_1200k-4 4.93ms -> 6.39ms
hashing = (4.93, 6.39)
# line 21: PrecompiledEcrecover/-Gas=3000-4 338µs -> 296µs
ecrec = (338, 296)
line("306", "306-benchstat-n1-vs-5-tilde-pre-code-issue.txt",
     [check(*jump, better="lower"), check(*hashing, better="lower"), check(*ecrec, better="lower")])
