import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, check_summary, line

# Sequential Input --Block-- K/sec, lines 6/18/29/41 (hdparm -a0, -a16, -a256, -a4096)
blkread = [17355, 27741, 43004, 42748]

line('234', ['234-bonnie++-1.03-readahead-4-hdparm-settings-2003-base.txt', '234-bonnie++-1.03-readahead-4-hdparm-settings-2003-a16.txt', '234-bonnie++-1.03-readahead-4-hdparm-settings-2003-a256.txt', '234-bonnie++-1.03-readahead-4-hdparm-settings-2003-a4096.txt'], [
    check(blkread[0], blkread[1], 'higher'),
    check(blkread[0], blkread[2], 'higher'),
    check(blkread[0], blkread[3], 'higher'),
], '-')
