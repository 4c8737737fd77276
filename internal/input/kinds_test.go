package input

import (
	"encoding/json"
	"errors"
	"io"
	"strings"
	"testing"
	"unicode/utf8"

	"stonegame/game"
)

var (
	flipShape  = Shape{{Name: "currentState", Kind: game.Text}}
	graphShape = Shape{{Name: "graph", Kind: game.Grid}}
	mixedShape = Shape{{Name: "s", Kind: game.Text}, {Name: "k", Kind: game.Int}, {Name: "g", Kind: game.Grid}}
)

// readValues reads every case of in and returns their values in notation.
func readValues(t *testing.T, sh Shape, in string) ([]string, error) {
	t.Helper()
	r := NewReader(NewScanner(strings.NewReader(in)), sh, false)
	var got []string
	for {
		c, err := r.Next()
		if err == io.EOF {
			return got, nil
		}
		if err != nil {
			return got, err
		}
		got = append(got, c.Args.String())
	}
}

// Strings and grids read in every form the README documents: bare, quoted
// in the test-case box, as JSON objects and in LeetCode's notation, with a
// pasted "Input:" too.
func TestStringsAndGrids(t *testing.T) {
	tests := []struct {
		name string
		sh   Shape
		in   string
		want []string
	}{
		{"bare", flipShape, "++++\n+-++\n", []string{`"++++"`, `"+-++"`}},
		{"box, quoted", flipShape, `"++++"` + "\n" + `"+"` + "\n", []string{`"++++"`, `"+"`}},
		{"named", flipShape, `currentState = "++--"`, []string{`"++--"`}},
		{"named, no spaces", flipShape, `currentState="++--"`, []string{`"++--"`}},
		{"named, bare value", flipShape, `currentState = ++--`, []string{`"++--"`}},
		{"pasted example", flipShape, "Input: currentState = \"++++\"\n", []string{`"++++"`}},
		{"object", flipShape, `{"currentState": "-++-"}`, []string{`"-++-"`}},
		{"object with escapes", flipShape, `{"currentState": "a\"b\\c\u00e9"}`, []string{`"a\"b\\cé"`}},
		{"empty string", flipShape, `""`, []string{`""`}},
		{"blank lines between", flipShape, "\n\n++\n\n--\n", []string{`"++"`, `"--"`}},
		{"grid array", graphShape, "[[2,5],[3],[0,4,5]]", []string{"[[2,5],[3],[0,4,5]]"}},
		{"grid over lines", graphShape, "[[2,5],\n [3],\n [0,4,5]]\n[[]]", []string{"[[2,5],[3],[0,4,5]]", "[[]]"}},
		{"grid named", graphShape, "graph = [[1],[0]]", []string{"[[1],[0]]"}},
		{"grid object", graphShape, `{"graph":[[1, 2], [0], []]}`, []string{"[[1,2],[0],[]]"}},
		{"empty grid", graphShape, "[]", []string{"[]"}},
		{"mixed box", mixedShape, "\"ab\"\n3\n[[1]]\n", []string{`"ab", 3, [[1]]`}},
		{"mixed bare", mixedShape, "ab\n3\n[[1],[2,3]]\n", []string{`"ab", 3, [[1],[2,3]]`}},
		{"mixed named", mixedShape, `s = "x y", k = -2, g = [[0]]`, []string{`"x y", -2, [[0]]`}},
		{"mixed object, any order", mixedShape, `{"g":[[4]],"k":1,"s":""}`, []string{`"", 1, [[4]]`}},
	}
	for _, tc := range tests {
		got, err := readValues(t, tc.sh, tc.in)
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if strings.Join(got, " | ") != strings.Join(tc.want, " | ") {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}

// Bad strings and grids are refused with the line and what was expected.
func TestStringsAndGridsErrors(t *testing.T) {
	tests := []struct {
		name string
		sh   Shape
		in   string
		want string
	}{
		{"unclosed string", flipShape, `"++`, "line 1: a string"},
		{"bad escape", flipShape, `{"currentState": "a\qb"}`, "is not a JSON string"},
		{"number for a string in an object", flipShape, `{"currentState": 5}`, `expected a string after "currentState"`},
		{"row not an array", graphShape, "[1,2]", "expected \"[\" to start row 0 of graph"},
		{"empty item in a row", graphShape, "[[1,,2]]", "an empty item"},
		{"unclosed grid", graphShape, "[[1],[2]", `a "[" is not closed`},
		{"grid missing comma", graphShape, "[[1] [2]]", `expected "," or "]" after row 0 of graph`},
		{"not a grid", graphShape, "5", `expected "[" for graph`},
		{"string then nothing", mixedShape, "ab\n", "s with no k after it"},
		{"two strings on a line", flipShape, "++ --\n", "expected the end of the line after currentState"},
		{"unknown key", flipShape, `{"state":"++"}`, `unknown key "state"`},
	}
	for _, tc := range tests {
		_, err := readValues(t, tc.sh, tc.in)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want an error containing %q", tc.name, err, tc.want)
		}
	}
}

// ParseValue reads a web request's value of every kind, and its errors name
// the parameter and the index.
func TestParseValue(t *testing.T) {
	ok := []struct {
		p    game.Param
		raw  string
		want string
	}{
		{game.Param{Name: "nums"}, "[1, 5, 233, 7]", "[1,5,233,7]"},
		{game.Param{Name: "nums"}, " [ ] ", "[]"},
		{game.Param{Name: "n", Kind: game.Int}, "-9223372036854775808", "-9223372036854775808"},
		{game.Param{Name: "s", Kind: game.Text}, `"+-\u002b"`, `"+-+"`},
		{game.Param{Name: "g", Kind: game.Grid}, "[[1,2],\n[3]]", "[[1,2],[3]]"},
	}
	for _, tc := range ok {
		a, err := ParseValue(tc.p, []byte(tc.raw))
		if err != nil || a.String() != tc.want {
			t.Errorf("%s %s: got %v, %v; want %s", tc.p.Name, tc.raw, a, err, tc.want)
		}
	}
	bad := []struct {
		p    game.Param
		raw  string
		want string
	}{
		{game.Param{Name: "nums"}, "[1, 1.5, 3]", `nums[1]: "1.5" is not an integer`},
		{game.Param{Name: "nums"}, "[1, 99999999999999999999]", "nums[1]: \"99999999999999999999\" is outside the int64 range"},
		{game.Param{Name: "nums"}, "5", `"nums" must be a list of integers, like [1,5,233,7]`},
		{game.Param{Name: "n", Kind: game.Int}, "[5]", `"n" must be an integer, like 5`},
		{game.Param{Name: "s", Kind: game.Text}, "5", `"s" must be a string, like "++--"`},
		{game.Param{Name: "g", Kind: game.Grid}, "[[1],[2,x]]", "g[1][1]: "},
		{game.Param{Name: "g", Kind: game.Grid}, "[1]", "g: expected \"[\" to start row 0 of g"},
	}
	for _, tc := range bad {
		_, err := ParseValue(tc.p, []byte(tc.raw))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s %s: got %v, want an error containing %q", tc.p.Name, tc.raw, err, tc.want)
		}
	}
}

// FuzzParseValueText holds the string reader to encoding/json: every JSON
// string reads as the same Go string, and nothing else reads as a string.
func FuzzParseValueText(f *testing.F) {
	for _, s := range []string{`"++--"`, `"a\"b"`, `"\u00e9\n"`, `"\ud83d\ude00"`, `"x`, `"\q"`, `""`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		if strings.ContainsAny(raw, "\n\r") {
			return // a JSON string has no raw newline; the scanner reads lines
		}
		var want string
		jsonErr := json.Unmarshal([]byte(raw), &want)
		a, err := ParseValue(game.Param{Name: "s", Kind: game.Text}, []byte(raw))
		if !utf8.ValidString(raw) {
			if err == nil {
				t.Fatalf("%q: read as %q, but it is not UTF-8", raw, a.Text())
			}
			return
		}
		isString := strings.HasPrefix(strings.TrimLeft(raw, " \t"), `"`)
		switch {
		case jsonErr == nil && isString && (err != nil || a.Text() != want):
			t.Fatalf("%q: got %q, %v; encoding/json reads %q", raw, a.Text(), err, want)
		case jsonErr != nil && err == nil:
			t.Fatalf("%q: read as %q, but it is not JSON (%v)", raw, a.Text(), jsonErr)
		}
	})
}

// FuzzParseValueList holds the list reader to encoding/json: whenever both
// accept a JSON array, they agree, and a valid array of int64 is never
// refused.
func FuzzParseValueList(f *testing.F) {
	for _, s := range []string{`[1,2]`, `[-0]`, `[1.5]`, `[9223372036854775808]`, `[ ]`, `[1e2]`, `["x"]`, `[-]`, ` [ -9223372036854775808 , 0,9223372036854775807,-1 ] `} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var items []any
		d := json.NewDecoder(strings.NewReader(s))
		d.UseNumber()
		if !json.Valid([]byte(s)) || d.Decode(&items) != nil {
			return // the request decoder refuses it before ParseValue sees it
		}
		a, err := ParseValue(game.Param{Name: "nums"}, []byte(s))
		allInts := true
		want := make([]json.Number, len(items))
		for i, it := range items {
			n, ok := it.(json.Number)
			if _, e := n.Int64(); !ok || e != nil || strings.ContainsAny(string(n), ".eE") {
				allInts = false
			}
			want[i] = n
		}
		if allInts != (err == nil) {
			t.Fatalf("%q: ParseValue error %v, but encoding/json says all integers: %v", s, err, allInts)
		}
		for i, x := range a.List() {
			if w, _ := want[i].Int64(); x != w {
				t.Fatalf("%q: item %d is %d, want %d", s, i, x, w)
			}
		}
	})
}

// A LeetCode example pasted as it is reads as its input: the "Example 1:"
// headers, the Output and Explanation lines and the explanation's prose
// are skipped, whatever they hold.
func TestPastedExamples(t *testing.T) {
	block := "Example 1:\n\nInput: nums = [1,5,2]\nOutput: false\nExplanation: Initially, player 1 can choose between 1 and 2.\n" +
		"If he chooses 2 (or 1), then player 2 can choose from 1 (or 2) and 5.\nHence, player 1 will never be the winner.\n\n" +
		"Example 2:\n\nInput: nums = [1,5,233,7]\nOutput: true\nExplanation: Player 1 first chooses 1.\n\n" +
		"Constraints:\n\n1 <= nums.length <= 20\n0 <= nums[i] <= 10^7\n"
	got, err := readValues(t, Row, block)
	if err != nil || strings.Join(got, " | ") != "[1,5,2] | [1,5,233,7]" {
		t.Errorf("got %q, %v; want the two inputs", got, err)
	}
	got, err = readValues(t, flipShape, "Input: currentState = \"++++\"\nOutput: true\nExplanation: The starting player can guarantee a win by flipping the middle \"++\" to become \"+--+\".\n")
	if err != nil || strings.Join(got, " | ") != `"++++"` {
		t.Errorf("got %q, %v; want the one input", got, err)
	}
	got, err = readValues(t, Shape{{Name: "x", Kind: game.Int}, {Name: "y", Kind: game.Int}}, "Input: x = 2, y = 7\n\nOutput: \"Alice\"\n\nExplanation:\n\nThe game ends in a single turn:\n\n    Alice picks 1 coin with a value of 75 and 4 coins with a value of 10.\n")
	if err != nil || strings.Join(got, " | ") != "2, 7" {
		t.Errorf("got %q, %v; want 2, 7", got, err)
	}
}

// A string[] reads in LeetCode's notation, as JSON and in the test-case
// box, through its kind; its errors name the string.
func TestStringList(t *testing.T) {
	sh := Shape{{Name: "grid", Kind: game.Strings}, {Name: "catJump", Kind: game.Int}}
	for _, tc := range []struct{ name, in, want string }{
		{"named", `grid = ["####F","#C...","M...."], catJump = 1`, `["####F","#C...","M...."], 1`},
		{"object", `{"catJump": 2, "grid": ["ab", "c"]}`, `["ab","c"], 2`},
		{"box", "[\"ab\",\n \"\"]\n3\n", `["ab",""], 3`},
		{"empty", "[]\n0\n", `[], 0`},
	} {
		got, err := readValues(t, sh, tc.in)
		if err != nil || len(got) != 1 || got[0] != tc.want {
			t.Errorf("%s: got %q, %v; want %s", tc.name, got, err, tc.want)
		}
	}
	for _, tc := range []struct{ name, in, want string }{
		{"a number", `grid = ["ab",1], catJump = 1`, "grid[1]: 1 is not a string"},
		{"not an array", `grid = "ab", catJump = 1`, "grid: a string is not an array of strings"},
		{"unclosed", `grid = ["ab"`, `"[" is not closed`},
		{"empty item", `grid = ["ab",,"c"], catJump = 1`, "an empty item"},
	} {
		_, err := readValues(t, sh, tc.in)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want an error containing %q", tc.name, err, tc.want)
		}
	}
	a, err := ParseValue(game.Param{Name: "grid", Kind: game.Strings}, []byte(`["a", "b\"c"]`))
	if err != nil || a.String() != `["a","b\"c"]` {
		t.Errorf("ParseValue: got %v, %v", a, err)
	}
	_, err = ParseValue(game.Param{Name: "grid", Kind: game.Strings}, []byte(`["a", 5]`))
	var pe *game.ParamError
	if !errors.As(err, &pe) || pe.Where() != "grid[1]" {
		t.Errorf("ParseValue's error %v is not a ParamError at grid[1]", err)
	}
}
