package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"strings"
	"testing"
)

func TestTable(t *testing.T) {
	out, errs, code := run(t, "", "table", "--game", "../../examples/rules/subtraction.star", "--subtraction", "1,3,4", "n=0..30")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{
		"subtraction-1-3-4, n = 0..30: 31 instances\n",
		"  n =  0  LWLWWWWLWL WWWWLWLWWW WLWLWWWWLW L\n",
		"period 7 from n = 0, proven\n  why: the game is taken to be the subtraction game {1, 3, 4}",
		"  the second player wins iff n mod 7 ∈ {0, 2}\n",
		"the second player wins at n = 0, 2, 7, 9, 14, 16, 21, 23, 28, 30\n",
		"  OEIS: https://oeis.org/search?q=0,2,7,9,14,16,21,23,28,30\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the table has no %q:\n%s", want, out)
		}
	}
	out, errs, code = run(t, "", "table", "--game", "coin-game", "--json", "x=0..2,", "y=0..3")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var j struct {
		Instances []struct{ Vars []int64 } `json:"instances"`
	}
	if err := json.Unmarshal([]byte(out), &j); err != nil || len(j.Instances) != 12 || j.Instances[11].Vars[1] != 3 {
		t.Errorf("JSON %v: %s", err, out)
	}
	out, _, code = run(t, "", "table", "--game", "nim-game", "--csv", "n=0..3")
	if want := "n,outcome,grundy,remoteness\n0,second,0,0\n1,first,1,1\n2,first,2,1\n3,first,3,1\n"; code != 0 || out != want {
		t.Errorf("CSV: got %q, want %q", out, want)
	}
}

func TestTableErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"table", "n=0..3"}, 2, "name the game with --game"},
		{[]string{"table", "--game", "nim-game"}, 2, "give a range"},
		{[]string{"table", "--game", "nim-game", "--csv", "--json", "n=0..3"}, 2, "--csv or --json"},
		{[]string{"table", "--game", "nim-game", "--octal", "0.9", "n=0..3"}, 2, `"9" is not an octal digit`},
		{[]string{"table", "--game", "nim-game", "m=0..3"}, 2, "give n a value or a range"},
		{[]string{"table", "--game", "no-such-game", "n=0..3"}, 2, "unknown game"},
		{[]string{"table", "--game", "coin-game", "--octal", "0.7", "x=0..3, y=0..3"}, 2, "for a table of one variable"},
		{[]string{"table", "--game", "nim-game", "--octal", "0.33", "n=0..20"}, 1, "nim-game is not the octal game 0.33: at n = 3"},
		{[]string{"table", "--game", "stone-game-ii", "piles=[1]*k, k=1..8000"}, 1, "the table would take about"},
	} {
		_, errs, code := run(t, "", c.args...)
		if code != c.code || !strings.Contains(errs, c.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("%q: exit %d, stderr %q; want exit %d and %q on one line", c.args, code, errs, c.code, c.want)
		}
	}
}

// explain of an instance of a game of one integer says where it sits in
// the game's table.
func TestExplainPlace(t *testing.T) {
	out, errs, code := run(t, "", "explain", "--game", "stone-game-iv", "17")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "In its table") || !strings.Contains(out, "n = 17 is a losing position") {
		t.Errorf("explain has no place in the table:\n%s", out)
	}
}

// On a terminal, table counts the instances solved on stderr and erases
// the bar at the end; with --csv to a pipe it shows none.
func TestTableProgress(t *testing.T) {
	defer func(f func(io.Writer) bool) { isTerminal = f }(isTerminal)
	for _, c := range []struct {
		args    []string
		term    string
		wantBar bool
	}{
		{[]string{"table", "--game", "nim-game", "n=0..30"}, "stderr", true},
		{[]string{"table", "--game", "nim-game", "--csv", "n=0..30"}, "stderr", false},
		{[]string{"table", "--game", "nim-game", "n=0..30"}, "stdout", false},
	} {
		var out, errb bytes.Buffer
		isTerminal = func(w io.Writer) bool {
			return w == &out && strings.Contains(c.term, "stdout") || w == &errb && strings.Contains(c.term, "stderr")
		}
		if code := Main(context.Background(), c.args, strings.NewReader(""), &out, &errb); code != 0 {
			t.Fatalf("%q: exit %d: %s", c.args, code, errb.String())
		}
		bar := errb.String()
		if got := strings.Contains(bar, "31/31 instances"); got != c.wantBar {
			t.Errorf("%q with %s a terminal: bar %v, want %v (stderr %q)", c.args, c.term, got, c.wantBar, bar)
		}
		if c.wantBar && !strings.HasSuffix(bar, "\r\x1b[K") {
			t.Errorf("the bar is not erased at the end: %q", bar)
		}
		if strings.Contains(out.String(), "\x1b") {
			t.Errorf("stdout has terminal codes: %q", out.String())
		}
	}
}
