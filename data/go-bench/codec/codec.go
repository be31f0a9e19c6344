package codec

import (
	"os"
	"sort"
	"strings"
)

// Variant "fast" pre-sizes buffers; the default grows them, so the two runs differ.
var fast = os.Getenv("CODEC_FAST") == "1"

func Join(parts []string) string {
	if fast {
		var b strings.Builder
		n := 0
		for _, p := range parts {
			n += len(p) + 1
		}
		b.Grow(n)
		for _, p := range parts {
			b.WriteString(p)
			b.WriteByte(',')
		}
		return b.String()
	}
	s := ""
	for _, p := range parts {
		s += p + ","
	}
	return s
}

func SortInts(xs []int) int {
	c := append([]int(nil), xs...)
	sort.Ints(c)
	return c[len(c)/2]
}
