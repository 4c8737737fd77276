package input

import (
	"bytes"
	"errors"
	"io"
	"math"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// readAll reads every case of in and returns each case's lists.
// Pair is the shape of two lists, stone-game-vi's: the tests' case of
// several lists.
var Pair = Shape{{Name: "aliceValues"}, {Name: "bobValues"}}

func readAll(r io.Reader, shape Shape, batch bool) ([][][]int64, error) {
	rd := NewReader(NewScanner(r), shape, batch)
	var all [][][]int64
	for {
		c, err := rd.Next()
		if err == io.EOF {
			return all, nil
		}
		if err != nil {
			return all, err
		}
		var lists [][]int64
		for _, l := range c.Lists {
			lists = append(lists, append([]int64{}, l...))
		}
		all = append(all, lists)
	}
}

func TestForms(t *testing.T) {
	row := func(xs ...int64) [][]int64 { return [][]int64{xs} }
	tests := []struct {
		name  string
		in    string
		shape Shape
		batch bool
		want  [][][]int64
	}{
		{"spaces", "1 5 233 7", Row, false, [][][]int64{row(1, 5, 233, 7)}},
		{"commas and tabs", "1,5,\t233 , 7\r\n", Row, false, [][][]int64{row(1, 5, 233, 7)}},
		{"one per line", "1\n5\n\n233\n7\n", Row, false, [][][]int64{row(1, 5, 233, 7)}},
		{"rows per line", "1 5\n2 3 4\n", Row, false, [][][]int64{row(1, 5), row(2, 3, 4)}},
		{"batch of singles", "1\n5\n", Row, true, [][][]int64{row(1), row(5)}},
		{"single after a longer row", "1 5\n2\n", Row, false, [][][]int64{row(1, 5), row(2)}},
		{"array over lines", "[1,\n5]\n[2]", Row, false, [][][]int64{row(1, 5), row(2)}},
		{"signs", "[-3, 5, -0]", Row, false, [][][]int64{row(-3, 5, 0)}},
		{"plain signs", "-3 +5 -0", Row, false, [][][]int64{row(-3, 5, 0)}},
		{"int64 edges", "9223372036854775807 -9223372036854775808", Row, false,
			[][][]int64{row(math.MaxInt64, math.MinInt64)}},
		{"object", `{"nums": [1, 2]}` + "\n" + `{"nums":[3]}`, Row, false, [][][]int64{row(1, 2), row(3)}},
		{"object of the list's own name", `{"piles": [1, 2]}` + "\n" + `{"nums":[3]}`, Shape{{Name: "piles"}}, false, [][][]int64{row(1, 2), row(3)}},
		{"pair lines", "1 3\n2 1\n", Pair, false, [][][]int64{{{1, 3}, {2, 1}}}},
		{"pair arrays", "[1,3]\n[2,1]\n[5]\n[6]", Pair, false, [][][]int64{{{1, 3}, {2, 1}}, {{5}, {6}}}},
		{"pair object", `{"bobValues":[2,1], "aliceValues":[1,3]}`, Pair, false, [][][]int64{{{1, 3}, {2, 1}}}},
		{"empty array", "[]", Row, false, [][][]int64{row()}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for _, slow := range []bool{false, true} {
				var r io.Reader = strings.NewReader(tc.in)
				if slow {
					r = iotest.OneByteReader(r) // every token is cut by a read
				}
				got, err := readAll(r, tc.shape, tc.batch)
				if err != nil {
					t.Fatalf("slow=%v: %v", slow, err)
				}
				if diff := cmp.Diff(tc.want, got, cmp.Comparer(func(a, b []int64) bool {
					return len(a) == len(b) && (len(a) == 0 || cmp.Equal(a, b))
				})); diff != "" {
					t.Errorf("slow=%v: cases differ (-want +got):\n%s", slow, diff)
				}
			}
		})
	}
}

func TestErrors(t *testing.T) {
	tests := []struct {
		in    string
		shape Shape
		want  string
	}{
		{"1 2\n3 x", Row, `line 2, item 2: "x" is not an integer`},
		{"1 2 3a", Row, `line 1, item 3: "3a" is not an integer`},
		{"1 - 2", Row, `line 1, item 2: "-" is not an integer`},
		{"1 2e3", Row, `line 1, item 2: "2e3" is not an integer`},
		{"9223372036854775808", Row, `line 1, item 1: "9223372036854775808" is outside the int64 range [-9223372036854775808, 9223372036854775807]`},
		{"-9223372036854775809", Row, `line 1, item 1: "-9223372036854775809" is outside the int64 range [-9223372036854775808, 9223372036854775807]`},
		{"123456789012345678901234567890", Row, `line 1, item 1: "123456789012345678901234567890" is outside the int64 range [-9223372036854775808, 9223372036854775807]`},
		{strings.Repeat("7", 50) + "x", Row, `line 1, item 1: "7777777777777777777777777777777777777777"... is not an integer`},
		// A run of digits longer than a token is an integer outside int64,
		// however long it goes on (it was "not an integer" past 4 KiB).
		{strings.Repeat("7", 100000), Row, `line 1, item 1: "7777777777777777777777777777777777777777"... is outside the int64 range [-9223372036854775808, 9223372036854775807]`},
		{"1 -" + strings.Repeat("7", 100000) + "\n", Row, `line 1, item 2: "-777777777777777777777777777777777777777"... is outside the int64 range [-9223372036854775808, 9223372036854775807]`},
		{"[" + strings.Repeat("7", 100000) + "]", Row, `line 1, item 1: "7777777777777777777777777777777777777777"... is outside the int64 range [-9223372036854775808, 9223372036854775807]`},
		{strings.Repeat("0", 100000), Row, `line 1, item 1: "0000000000000000000000000000000000000000"... is not an integer: a number has no leading zero, as in JSON`},
		{strings.Repeat("7", 100000) + "x", Row, `line 1, item 1: "7777777777777777777777777777777777777777"... is outside the int64 range [-9223372036854775808, 9223372036854775807]`},
		{strings.Repeat("x", 100000), Row, `line 1, item 1: "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"... is not an integer`},
		{"[1, [2]]", Row, `line 1: expected a number or "]", found "["`},
		{"[1,2", Row, `line 1: a "[" is not closed by "]"`},
		// An input that ends inside a bracket names the line where it
		// opened, not the line after the last newline.
		{"[1,2\n", Row, `line 1: a "[" is not closed by "]"`},
		{"[1,\n2,\n3\n\n", Row, `line 1: a "[" is not closed by "]"`},
		{"1 2\n[3,\n", Row, `line 2: a "[" is not closed by "]"`},
		{`{"nums":[1,2]` + "\n", Row, `line 1: a "{" is not closed by "}"`},
		{`{"nums":[1,2],` + "\n", Row, `line 1: a "{" is not closed by "}"`},
		{"{\n", Row, `line 1: a "{" is not closed by "}"`},
		{"nums = [1,2\n", Row, `line 1: a "[" is not closed by "]"`},
		{"[1,2\n", Pair, `line 1: a "[" is not closed by "]"`},
		{"[[1],[2]\n", graphShape, `line 1: a "[" is not closed by "]"`},
		{"[[1],\n[2,\n", graphShape, `line 2: a "[" is not closed by "]"`},
		{"[[1],\n", graphShape, `line 1: a "[" is not closed by "]"`},
		{"}", Row, `line 1: expected a number, "[" or "{", found "}"`},
		{`{"nums" 1}`, Row, `line 1: expected ":" after key "nums", found number`},
		{`{"nums": 1}`, Row, `line 1: expected "[" after key "nums", found number`},
		{`{"nums":[1],"nums":[2]}`, Row, `line 1: key "nums" appears twice`},
		{`{"nums`, Row, `line 1: a string "\"nums"... has no closing quote`},
		{"1 2\n3 4\n5 6\n", Pair, "line 3: aliceValues with no line of bobValues after it"},
		{"1\n2\n3 4", Row, "line 3: 2 numbers on one line, but line 1 has one: for one row per line, write each row in brackets or use --batch"},
	}
	for _, tc := range tests {
		_, err := readAll(strings.NewReader(tc.in), tc.shape, false)
		var ie *Error
		if !errors.As(err, &ie) || err.Error() != tc.want {
			t.Errorf("%q: got error %v, want %q", tc.in, err, tc.want)
		}
	}
	if _, err := readAll(strings.NewReader(" \n"), Row, false); !errors.Is(err, ErrNoNumbers) {
		t.Errorf("blank input: got %v, want ErrNoNumbers", err)
	}
}

func TestArgs(t *testing.T) {
	for _, args := range [][]string{{"1", "5", "233", "7"}, {"1,5,233,7"}, {"[1,5,233,7]"}, {"[1,", "5,", "233,", "7]"}} {
		c, err := NewReader(NewArgs(args), Row, false).One()
		if err != nil || !cmp.Equal(c.Lists[0], []int64{1, 5, 233, 7}) {
			t.Errorf("%q: got %v, %v", args, c.Lists, err)
		}
	}
	_, err := NewReader(NewArgs([]string{"1", "x"}), Row, false).One()
	if err == nil || err.Error() != `item 2: "x" is not an integer` {
		t.Errorf("got %v, want item 2 named", err)
	}
	if _, err := NewReader(NewArgs([]string{"[1]", "[2]"}), Row, false).One(); err == nil {
		t.Error("two arrays as one instance: got no error")
	}
}

// A read error is reported, not taken for the end of the input.
func TestReadError(t *testing.T) {
	r := iotest.DataErrReader(io.MultiReader(strings.NewReader("1 2 "), iotest.ErrReader(errors.New("disk on fire"))))
	_, err := readAll(r, Row, false)
	if err == nil || !strings.Contains(err.Error(), "disk on fire") {
		t.Errorf("got %v, want the read error", err)
	}
}

// Streaming: the sink gets every number, the case stores none; its error
// names the number's line and item.
func TestSink(t *testing.T) {
	var got []int64
	rd := NewReader(NewScanner(strings.NewReader("4\n-2\n9\n")), Row, false)
	rd.Stream(func(xs []int64) (int, error) { got = append(got, xs...); return len(xs), nil })
	c, err := rd.Next()
	if err != nil || len(c.Lists) != 1 || len(c.Lists[0]) != 0 || c.Len != 3 || !cmp.Equal(got, []int64{4, -2, 9}) {
		t.Fatalf("got %v %+v %v", got, c, err)
	}
	stop := errors.New("too big")
	rd = NewReader(NewScanner(strings.NewReader("1 2 3")), Row, false)
	rd.Stream(func(xs []int64) (int, error) {
		for j, x := range xs {
			if x == 3 {
				return j, stop
			}
		}
		return len(xs), nil
	})
	_, err = rd.Next()
	if err == nil || err.Error() != "line 1, item 3: too big" {
		t.Errorf("got %v, want the sink's error at its item", err)
	}
}

// Rows written in any form read back as themselves, whatever the reads.
func TestRoundTrip(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		rows := rapid.SliceOfN(rapid.SliceOfN(rapid.Int64(), 2, 30), 1, 5).Draw(rt, "rows")
		var b bytes.Buffer
		form := rapid.IntRange(0, 2).Draw(rt, "form")
		for _, row := range rows {
			switch form {
			case 0:
				b.WriteString(join(row, " "))
			case 1:
				b.WriteString("[" + join(row, ", ") + "]")
			case 2:
				b.WriteString(`{"nums":[` + join(row, ",") + "]}")
			}
			b.WriteByte('\n')
		}
		got, err := readAll(iotest.HalfReader(&b), Row, false)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(rows) {
			t.Fatalf("got %d cases, want %d", len(got), len(rows))
		}
		for i := range rows {
			if !cmp.Equal(got[i][0], rows[i]) {
				t.Fatalf("case %d: got %v, want %v", i, got[i][0], rows[i])
			}
		}
	})
}

func join(xs []int64, sep string) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = strconv.FormatInt(x, 10)
	}
	return strings.Join(s, sep)
}

// TestExpect checks that Expect changes how much the first list reserves,
// never what is read: every form and size of pair and row input reads the
// same with and without it, too small or too large; and a reserve large
// enough leaves the list where it was first made.
func TestExpect(t *testing.T) {
	inputs := []struct {
		shape Shape
		in    string
	}{
		{Pair, `{"aliceValues":[1,3,5,7],"bobValues":[2,1,0,-4]}`},
		{Pair, "[1,3]\n[2,1]\n[4]\n[5]\n"},
		{Pair, "1 3 5\n2 1 9\n"},
		{Row, "1\n2\n3\n4\n5\n"},
		{Row, "1 2 3\n4 5\n"},
		{Row, "[" + strings.Repeat("7,", 5000) + "8]"},
	}
	for _, tc := range inputs {
		want, err := readAll(strings.NewReader(tc.in), tc.shape, false)
		if err != nil {
			t.Fatal(err)
		}
		for _, size := range []int64{-1, 0, 3, int64(len(tc.in)), 1 << 20} {
			rd := NewReader(NewScanner(strings.NewReader(tc.in)), tc.shape, false)
			rd.Expect(size)
			var got [][][]int64
			for {
				c, err := rd.Next()
				if err == io.EOF {
					break
				}
				if err != nil {
					t.Fatalf("%q, Expect(%d): %v", tc.in, size, err)
				}
				var lists [][]int64
				for _, l := range c.Lists {
					lists = append(lists, append([]int64{}, l...))
				}
				got = append(got, lists)
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("%q, Expect(%d): lists differ (-without +with):\n%s", tc.in, size, diff)
			}
		}
	}
	// The reserve is made once, at the size asked (bounded), and holds the
	// whole list: the list is not moved while it is read.
	in := "[" + strings.Repeat("7,", 5000) + "8]"
	rd := NewReader(NewScanner(strings.NewReader(in)), Row, false)
	rd.Expect(int64(len(in)))
	c, err := rd.Next()
	if err != nil {
		t.Fatal(err)
	}
	if got, want := cap(c.Lists[0]), len(in)/2; got != want {
		t.Errorf("cap of the first list = %d, want %d (the size over 2)", got, want)
	}
	rd = NewReader(NewScanner(strings.NewReader(in)), Row, false)
	rd.Expect(1 << 40)
	if rd.expect != maxExpect {
		t.Errorf("Expect(2^40) reserves %d numbers, want at most %d", rd.expect, maxExpect)
	}
}

// digitStream is an endless run of the digit 7 that counts what is read.
type digitStream struct{ read int64 }

func (d *digitStream) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = '7'
	}
	d.read += int64(len(p))
	return len(p), nil
}

// TestLongDigitRunNotReadWhole: an input that is one run of digits, 1 GB
// or endless, is "outside int64" after its first token's worth of bytes,
// not read whole into memory.
func TestLongDigitRunNotReadWhole(t *testing.T) {
	d := &digitStream{}
	_, err := readAll(io.LimitReader(d, 1<<30), Row, false)
	if err == nil || !strings.Contains(err.Error(), "is outside the int64 range") {
		t.Errorf("got %v, want an error saying outside the int64 range", err)
	}
	if d.read > 1<<20 {
		t.Errorf("read %d bytes of a 1 GiB run of digits, want at most 1 MiB", d.read)
	}
}
