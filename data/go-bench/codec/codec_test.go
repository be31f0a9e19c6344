package codec

import (
	"fmt"
	"runtime"
	"strconv"
	"testing"
)

func BenchmarkJoin(b *testing.B) {
	for _, size := range []int{8, 64} {
		parts := make([]string, size)
		for i := range parts {
			parts[i] = strconv.Itoa(i)
		}
		b.Run(fmt.Sprintf("size=%d", size), func(b *testing.B) {
			b.ReportAllocs()
			total := 0
			for i := 0; i < b.N; i++ {
				total += len(Join(parts))
			}
			b.SetBytes(int64(total / b.N))
			b.ReportMetric(float64(size), "parts/op")
		})
	}
}

func BenchmarkSort(b *testing.B) {
	for _, kind := range []string{"sorted", "reversed"} {
		xs := make([]int, 1000)
		for i := range xs {
			if kind == "sorted" {
				xs[i] = i
			} else {
				xs[i] = len(xs) - i
			}
		}
		b.Run("kind="+kind, func(b *testing.B) {
			comparisons := 0
			for i := 0; i < b.N; i++ {
				comparisons += SortInts(xs)
			}
			b.ReportMetric(float64(comparisons)/float64(b.N), "median/op")
			b.ReportAllocs()
		})
	}
}

// BenchmarkAlloc reports the garbage collections its run caused, a small whole number that
// ties between runs, beside the time and allocation figures.
func BenchmarkAlloc(b *testing.B) {
	for _, size := range []int{64, 4096} {
		b.Run(fmt.Sprintf("size=%d", size), func(b *testing.B) {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			sink := 0
			for i := 0; i < b.N; i++ {
				buf := make([]byte, size)
				sink += len(buf)
			}
			runtime.ReadMemStats(&after)
			b.ReportMetric(float64(after.NumGC-before.NumGC), "gc-cycles")
			b.ReportMetric(float64(sink/b.N), "bytes/op")
		})
	}
}
