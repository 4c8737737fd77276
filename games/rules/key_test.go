package rules

import (
	"encoding/binary"
	"testing"

	"go.starlark.net/starlark"
)

// chompStates returns every state of Chomp on rows × cols (as
// examples/rules/chomp.star writes them: the rows' lengths, bottom first,
// non-increasing, the empty ones dropped), but the empty bar.
func chompStates(rows, cols int) []starlark.Tuple {
	var out []starlark.Tuple
	var walk func(prefix starlark.Tuple, most int)
	walk = func(prefix starlark.Tuple, most int) {
		if len(prefix) > 0 {
			out = append(out, prefix)
		}
		if len(prefix) == rows {
			return
		}
		for c := 1; c <= most; c++ {
			walk(append(prefix[:len(prefix):len(prefix)], starlark.MakeInt(c)), c)
		}
	}
	walk(nil, cols)
	return out
}

// BenchmarkKey times the engine's part of a move of Chomp 10 × 10 beside
// the file's code: the key of the next state (a tuple of small ints),
// its hash, and the probe of a table that holds every state (the hit
// that most of a solve's moves are). Each op is every state once.
//
//	go test ./games/rules -run '^$' -bench Key -cpu 1
func BenchmarkKey(b *testing.B) {
	var states []starlark.Value // as the engine meets them: values, not tuples
	for _, s := range chompStates(10, 10) {
		states = append(states, s)
	}
	t := newKeyTable(0)
	var keys [][]byte
	for _, s := range states {
		k, err := appendKey(nil, s)
		if err != nil {
			b.Fatal(err)
		}
		h := t.hash(k)
		id, slot := t.find(k, h)
		if id >= 0 {
			b.Fatalf("%v: a key met twice", s)
		}
		t.add(k, h, slot)
		keys = append(keys, k)
	}
	b.Run("append", func(b *testing.B) {
		// A next state was made just before it is keyed: a sample of
		// 2,000 states stays in the cache, as that one is.
		var sample []starlark.Value
		for i := 0; i < len(states); i += len(states) / 2000 {
			sample = append(sample, states[i])
		}
		var buf []byte
		for b.Loop() {
			for _, s := range sample {
				buf, _ = appendKey(buf[:0], s)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(sample)), "ns/key")
	})
	b.Run("items", func(b *testing.B) {
		// The items of the same states one by one, as the compiled
		// code keys a tuple it does not build (a sum of tuples).
		var sample []starlark.Value
		for i := 0; i < len(states); i += len(states) / 2000 {
			sample = append(sample, states[i])
		}
		var buf []byte
		for b.Loop() {
			for _, s := range sample {
				buf = buf[:0]
				for _, y := range s.(starlark.Tuple) {
					buf, _ = appendKeyDepth(buf, y, 1)
				}
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(sample)), "ns/key")
	})
	b.Run("hash", func(b *testing.B) {
		sum := uint32(0)
		for b.Loop() {
			for _, k := range keys {
				sum += t.hash(k)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(states)), "ns/key")
	})
	b.Run("find", func(b *testing.B) {
		hs := make([]uint32, len(keys))
		for i, k := range keys {
			hs[i] = t.hash(k)
		}
		for b.Loop() {
			for i, k := range keys {
				if id, _ := t.find(k, hs[i]); id != int32(i) {
					b.Fatalf("key %d found as %d", i, id)
				}
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(states)), "ns/key")
	})
}

// TestWord checks word against the bytes copied to a word, every length
// up to 8.
func TestWord(t *testing.T) {
	b := []byte{0x81, 0, 0x7f, 0xff, 1, 0, 0x10, 0xfe}
	for n := range len(b) + 1 {
		var w [8]byte
		copy(w[:], b[:n])
		if got, want := word(b[:n]), binary.LittleEndian.Uint64(w[:]); got != want {
			t.Errorf("word of %x: got %#x, want %#x", b[:n], got, want)
		}
	}
}
