// Command gen writes the deterministic pseudo-random inputs of the
// benchmarks (bench/compare) to stdout. The same flags always give the same
// bytes, so stonegame and every baseline read identical files.
//
//	gen -kind row -n 100000000 > row.txt          one number per line
//	gen -kind row -n 1000 -sep space > row.txt    one line, space separated
//	gen -kind pair -n 10000000 -max 100 > vi.json {"aliceValues":[...],"bobValues":[...]}
//	gen -kind lines -n 10000000 -max 100 > vi.txt  the same lists, LeetCode's test-case form: [...] on two lines
//	gen -kind batch -cases 1000000 -n 20 > b.txt  one row of n numbers per line
//
// Values are uniform in [-min, max] (-min 0 by default: [0, max]).
package main

import (
	"bufio"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
)

func main() {
	kind := flag.String("kind", "row", "row, pair (stone-game-vi JSON), lines (the same, two lines of arrays) or batch (one row per line)")
	n := flag.Int("n", 1000, "numbers per row (stones for pair)")
	cases := flag.Int("cases", 1, "rows, for -kind batch")
	lo := flag.Int64("min", 0, "smallest value")
	hi := flag.Int64("max", 999_999_999, "largest value")
	sep := flag.String("sep", "line", "for -kind row: line (one number per line) or space")
	seed := flag.Uint64("seed", 1, "seed of the generator")
	flag.Parse()
	if *hi < *lo || *n < 0 || *cases < 0 {
		fmt.Fprintln(os.Stderr, "gen: need -min <= -max, -n >= 0, -cases >= 0")
		os.Exit(2)
	}
	rng := rand.New(rand.NewPCG(*seed, 0x5709e6a3e))
	span := uint64(*hi-*lo) + 1
	next := func() int64 {
		if span == 0 { // the whole int64 range
			return int64(rng.Uint64())
		}
		return *lo + int64(rng.Uint64N(span))
	}
	w := bufio.NewWriterSize(os.Stdout, 1<<20)
	var buf []byte
	list := func(m int, sep byte) {
		for i := range m {
			buf = buf[:0]
			if i > 0 {
				buf = append(buf, sep)
			}
			buf = strconv.AppendInt(buf, next(), 10)
			w.Write(buf)
		}
	}
	switch *kind {
	case "row":
		s := byte('\n')
		if *sep == "space" {
			s = ' '
		}
		list(*n, s)
		w.WriteByte('\n')
	case "pair":
		w.WriteString(`{"aliceValues":[`)
		list(*n, ',')
		w.WriteString(`],"bobValues":[`)
		list(*n, ',')
		w.WriteString("]}\n")
	case "lines":
		w.WriteByte('[')
		list(*n, ',')
		w.WriteString("]\n[")
		list(*n, ',')
		w.WriteString("]\n")
	case "batch":
		for range *cases {
			list(*n, ' ')
			w.WriteByte('\n')
		}
	default:
		fmt.Fprintf(os.Stderr, "gen: unknown -kind %q: use row, pair, lines or batch\n", *kind)
		os.Exit(2)
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}
