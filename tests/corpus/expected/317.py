import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# seconds per figure (single runs); base = "master:" block (lines 14-22), new = "My branch:" block (lines 4-12)
# figure2: line 17 vs line 7
f2 = (63.29394769668579, 84.71237874031067)
# figure4 (bold in the branch block): line 19 vs line 9
f4 = (79.38702249526978, 78.48520708084106)
# figure5: line 20 vs line 10
f5 = (35.066285610198975, 66.78407788276672)
line("317", ["317-markdown-bullets-branch-vs-master-reversed-issue-base.txt",
             "317-markdown-bullets-branch-vs-master-reversed-issue-patched.txt"],
     [check(*f2, better="lower"), check(*f4, better="lower"), check(*f5, better="lower")])
