package sumgame

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"stonegame/game"
)

// SumGame is LeetCode 1927, as the registry lists it.
var SumGame = &game.Spec{
	Name:    "sum-game",
	Aliases: []string{"1927", "leetcode-1927"},
	Title:   "Sum Game (LeetCode 1927)",
	Rules:   "a string of digits and '?' of even length; the players alternately replace a '?' by a digit, Alice first, until none is left; Bob wins if the first half's digits add up to the second half's, Alice if they do not",
	Players: [2]string{"Alice", "Bob"},
	Kind:    game.WinLose,
	Params: []game.Param{{
		Name: "num", Kind: game.Text, MinLen: 2, MaxLen: 100_000, Alphabet: "0123456789?",
		Limit: MaxLen, LimitWhy: "Options lists ten moves for each '?', a million at 10^5 characters",
	}},
	Constraints: "num.length is even",
	Within:      within,
	Func:        "sumGame",
	Examples: []game.Example{
		// LeetCode's second example first: the first has no move left,
		// and front ends show the first as the game's example.
		{Args: game.Args{game.TextOf("25??")}, Answer: "true"},
		{Args: game.Args{game.TextOf("5023")}, Answer: "false"},
		{Args: game.Args{game.TextOf("?3295???")}, Answer: "false"},
	},
	New:        game.FromText("num", New),
	Generate:   generate,
	Answer:     game.AnswerFirstWins,
	AnswerType: "boolean",
	AnswerRule: "true if Alice wins (the halves' sums differ at the end)",
	ParseMove:  ParseMove,
	MoveHelp:   "the index of a '?' (0 is the first character) and the digit to write there: 2 9 or num[2] = 9",
	Say:        say,
	// Options values the ten digits of every '?' in O(1) each; Line picks
	// each move in O(1) from the first '?' of each half; Play copies the
	// string.
	OptionsCost: game.Linear,
	LineCost:    game.Linear,
	PlayCost:    game.Linear,
}

// within checks the constraint no single parameter states: an even length.
func within(args game.Args) error {
	if len(args) != 1 {
		return fmt.Errorf("sum-game takes one string, num")
	}
	if n := len(args[0].Text()); n%2 != 0 {
		return fmt.Errorf("num.length is %d, not even", n)
	}
	return nil
}

// generate draws an instance of about n characters (even, at least 2) for
// check: half of them balanced, 2·(sumL − sumR) = 9·(qR − qL) with an even
// count of '?' (the instances Bob wins, which random strings rarely are),
// the rest random with about a third of '?'.
func generate(r *rand.Rand, n int) (game.Args, error) {
	h := max(n/2, 1)
	b := make([]byte, 2*h)
	if r.IntN(2) == 0 {
		for try := 0; try < 20; try++ {
			if s, ok := balanced(r, h); ok {
				return game.Args{game.TextOf(s)}, nil
			}
		}
	}
	for i := range b {
		if r.IntN(3) == 0 {
			b[i] = '?'
		} else {
			b[i] = byte('0' + r.IntN(10))
		}
	}
	return game.Args{game.TextOf(string(b))}, nil
}

// balanced draws a string of halves of h characters that Bob wins with
// Alice to move, or reports false when its draws do not fit.
func balanced(r *rand.Rand, h int) (string, bool) {
	qL := r.IntN(h + 1)
	qR := r.IntN(h + 1)
	if (qL+qR)%2 != 0 {
		if qR > 0 {
			qR--
		} else {
			qR++
		}
	}
	if qR > h {
		return "", false
	}
	k := (qR - qL) / 2 // sumL − sumR = 9k
	dL, dR := h-qL, h-qR
	sR := r.IntN(9*dR + 1)
	sL := sR + 9*k
	if sL < 0 || sL > 9*dL {
		return "", false
	}
	left := digits(r, dL, sL, qL)
	right := digits(r, dR, sR, qR)
	return left + right, true
}

// digits returns a shuffled half of d digits adding up to s and q '?'.
func digits(r *rand.Rand, d, s, q int) string {
	b := make([]byte, 0, d+q)
	for i := 0; i < d; i++ {
		lo, hi := max(0, s-9*(d-i-1)), min(9, s)
		x := lo + r.IntN(hi-lo+1)
		b = append(b, byte('0'+x))
		s -= x
	}
	for i := 0; i < q; i++ {
		b = append(b, '?')
	}
	r.Shuffle(len(b), func(i, j int) { b[i], b[j] = b[j], b[i] })
	return string(b)
}

// Fill is a move: write Digit at the '?' at Index (0 is the first
// character).
type Fill struct {
	Index int
	Digit int
}

// String returns "num[2] = 9".
func (f Fill) String() string {
	return "num[" + strconv.Itoa(f.Index) + "] = " + strconv.Itoa(f.Digit)
}

// Label returns what a person types to make the move: "2 9".
func (f Fill) Label() string { return strconv.Itoa(f.Index) + " " + strconv.Itoa(f.Digit) }

// AppendJSON appends the move as a JSON string, its String: "num[2] = 9",
// which [ParseMove] reads back.
func (f Fill) AppendJSON(b []byte) []byte {
	b = append(b, '"')
	return append(append(b, f.String()...), '"')
}

// MarshalText returns the move's String, so that encoding/json writes the
// same string as AppendJSON.
func (f Fill) MarshalText() ([]byte, error) { return []byte(f.String()), nil }

// ParseMove reads a [Fill] as a person types it: "num[2] = 9", "2 9",
// "2=9", "2:9" or "2,9" (the index first, from 0, then the digit). It does
// not check that there is a '?' at the index: Play does.
func ParseMove(s string) (game.Move, error) {
	t := strings.NewReplacer("num", " ", "[", " ", "]", " ", "=", " ", ":", " ", ",", " ").Replace(strings.ToLower(s))
	f := strings.Fields(t)
	bad := fmt.Errorf("%q is not a move: type the index of a '?' (0 is the first character) and a digit, as 2 9 or num[2] = 9", s)
	if len(f) != 2 {
		return nil, bad
	}
	i, err1 := strconv.Atoi(f[0])
	d, err2 := strconv.Atoi(f[1])
	if err1 != nil || err2 != nil || i < 0 || d < 0 || d > 9 || len(f[1]) != 1 {
		return nil, bad
	}
	return Fill{Index: i, Digit: d}, nil
}

// say appends "Alice writes 9 at num[2]".
func say(b []byte, who string, s game.Step) []byte {
	if f, ok := s.Move.(Fill); ok {
		return fmt.Appendf(b, "%s writes %d at num[%d]", who, f.Digit, f.Index)
	}
	return fmt.Appendf(b, "%s plays %v", who, s.Move)
}
