package stream

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// splitPair must print what the ordinary reading prints, and fail the
// same way, on pairs long enough to be cut, in every form: an object
// (either key first), two arrays, two plain lines, LeetCode's notation;
// now and then with a flaw in either list or between them (a bad token,
// lists of different lengths, a second case, a key too many, a newline
// before the comma of the notation, forms mixed). Clean pairs in a form
// that can be cut must be read in two parts, so the test cannot pass by
// never cutting.
func TestSplitPairMatchesStream(t *testing.T) {
	defer func(min int64, chunk int) { splitRows, splitMin, pairChunk = true, min, chunk }(splitMin, pairChunk)
	splitMin = 1 << 14
	rng := rand.New(rand.NewPCG(12, 13))
	dir := t.TempDir()
	list := func(n int, wide bool, open, sep, close string, flaw string, at int) string {
		var b strings.Builder
		b.WriteString(open)
		for i := range n {
			if i > 0 {
				b.WriteString(sep)
			}
			if i == at {
				b.WriteString(flaw)
			}
			v := 1 + rng.IntN(100)
			if wide {
				v = rng.IntN(2_000_000_000) - 1_000_000_000
			}
			b.WriteString(strconv.Itoa(v))
		}
		b.WriteString(close)
		return b.String()
	}
	flaws := []string{"x", "[", "99999999999999999999", ",", "\n", "-", "\"a\":"}
	forms := []string{"object", "bob first", "arrays", "plain", "named"}
	cut := 0
	for iter := range 100 {
		form := forms[iter%len(forms)]
		n := 3000 + rng.IntN(5000)
		wide := rng.IntN(3) == 0
		flawed := iter%3 == 1
		flaw, where, at := "", -1, -1
		if flawed {
			flaw, where, at = flaws[rng.IntN(len(flaws))], rng.IntN(4), rng.IntN(n)
		}
		pick := func(k int) (string, int) {
			if where == k {
				return flaw, at
			}
			return "", -1
		}
		fa, ia := pick(0)
		fb, ib := pick(1)
		nb := n
		if where == 2 {
			nb-- // lengths differ
		}
		var in string
		switch form {
		case "object":
			in = `{"aliceValues":` + list(n, wide, "[", ",", "]", fa, ia) + `,"bobValues":` + list(nb, wide, "[", ",", "]", fb, ib) + "}\n"
		case "bob first":
			in = `{"bobValues":` + list(nb, wide, "[", ",", "]", fb, ib) + `, "aliceValues":` + list(n, wide, "[", ",", "]", fa, ia) + "}\n"
		case "arrays":
			in = list(n, wide, "[", ",", "]", fa, ia) + "\n" + list(nb, wide, "[", ", ", "]", fb, ib) + "\n"
		case "plain":
			in = list(n, wide, "", " ", "", fa, ia) + "\n" + list(nb, wide, "", " ", "", fb, ib) + "\n"
		case "named":
			in = "aliceValues = " + list(n, wide, "[", ",", "]", fa, ia) + ", bobValues = " + list(nb, wide, "[", ",", "]", fb, ib) + "\n"
		}
		if where == 3 { // between or after the lists
			switch rng.IntN(4) {
			case 0:
				in += in // a second case
			case 1:
				in = strings.Replace(in, "]", "]\n", 1) // a newline after the first list
			case 2:
				in = strings.Replace(in, "]", "] 5 ", 1)
			case 3:
				in = strings.Replace(in, "\n[", "\n3 4 5\n[", 1) + "7 8\n"
			}
		}
		name := filepath.Join(dir, strconv.Itoa(iter))
		if err := os.WriteFile(name, []byte(in), 0o644); err != nil {
			t.Fatal(err)
		}
		pairChunk = []int{1, 7, 1000, 1 << 14}[iter%4] // many chunks in flight, or one
		args := []string{"solve", "--json", "--game", "stone-game-vi"}
		cuts := splitPairs.Load()
		if got, want := splitAndWhole(t, name, args...); got != want {
			t.Fatalf("input %d (%s, %d bytes, flaw %q in part %d at %d): split and whole differ:\ngot  %.300q\nwant %.300q\nstderr %q and %q", iter, form, len(in), flaw, where, at, got[0], want[0], got[1], want[1])
		}
		wasCut := splitPairs.Load() > cuts
		if !flawed && form != "bob first" && !wasCut {
			t.Errorf("input %d (%s, clean): not read in two parts", iter, form)
		}
		if wasCut {
			cut++
			if form == "bob first" {
				t.Errorf("input %d: a pair with bobValues first was cut", iter)
			}
		}
	}
	if cut == 0 {
		t.Error("no pair was read in two parts")
	}
}
