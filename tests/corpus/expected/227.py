import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, check_summary, line

# Files/sec, line 4 (after 'before:')
fps_before = 512.3
# Files/sec, line 6 (after 'after:')
fps_after = 572.3
# App Overhead (usec), line 4
ovh_before = 147715
# App Overhead (usec), line 6
ovh_after = 75141

line('227', ['227-fs_mark-selinux-rhashtable-labels-inside-table.txt'], [
    check(fps_before, fps_after, 'higher'),
    check(ovh_before, ovh_after, 'lower'),
], '-')
