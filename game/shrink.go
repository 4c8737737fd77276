package game

import (
	"slices"
	"strconv"
)

// This file is how an instance is made smaller, kind by kind: the changes
// check's shrinker tries on a failing case, smallest first, to find a
// small case that still fails, and the places of an instance that may
// vary alone ([Places]), for check's report of what else still fails. The
// shrinker keeps the first change that still fails and starts again, so
// Shrink yields changes in the order worth trying.
//
// "Smaller" means shorter (fewer items, characters, rows), then values
// nearer zero: an integer parameter nearer its Min, a list's item or a
// grid's cell nearer 0 (or the bound nearest 0), a character earlier in
// its alphabet.

// smallInt is the size up to which shrinking an integer tries every
// smaller value.
const smallInt = 10_000

// manyItems is the length past which the changes that move several items
// together ([together]) try fewer amounts, and runs of items are not
// moved: on a long list they would be most of the candidates, and such
// lists are usually cut short by removals first.
const manyItems = 32

// Shrink calls try with every change of args that makes it smaller, in
// order, until try returns false. First the sizes, parameter by
// parameter: a run of items removed (halves, quarters...: a quick start
// on long lists), one item, two adjacent ones, for a list, a string or a
// grid's rows (then a grid's single items); lists of the same length
// (aliceValues and bobValues) lose the same items together first. Then
// each value alone: an integer toward its Min (every smaller value when
// there are at most 10,000 of them, else the 10,000 smallest and steps of
// 2^k), a list's item or a grid's cell toward zero (to it, then by
// halving steps: a binary search for the smallest value that still fails),
// a string's character to each earlier one of its alphabet. Then several
// values together, keeping their differences: the items above (or below)
// a gap between the distinct values moved together to close it (all of
// them when the gap is the one to zero), a run of adjacent items moved by
// the same amount, an item made equal to a neighbour nearer zero; a run of
// characters set to the alphabet's first; all the integer parameters
// lowered by the same amount.
//
// Each change is a copy of args; try decides whether it is valid (it may
// break the game's constraints, and is then skipped by try). The number of
// changes is O(n log V) for n items of at most V, and O(n² log V) for the
// runs of a list of at most 32 items.
func Shrink(params []Param, args Args, try func(Args) bool) {
	n := min(len(params), len(args))
	for k := range n {
		if !shrinkSize(args, k, linked(params[:n], args, k, try)) {
			return
		}
	}
	for k := range n {
		if !shrinkValues(args, k, params[k], try) {
			return
		}
	}
	for k := range n {
		if !shrinkTogether(args, k, params[k], try) {
			return
		}
	}
	shrinkInts(params[:n], args, try)
}

// linked returns try for the removals of parameter k: when an integer
// parameter equals k's length (1145's n, the number of nodes of root), a
// change of that length is tried first with the integer moved along with
// it, then as it is.
func linked(params []Param, args Args, k int, try func(Args) bool) func(Args) bool {
	if args[k].kind == Int {
		return try
	}
	var ints []int
	for j := range params {
		if j != k && args[j].kind == Int && args[j].Int() == int64(args[k].Len()) {
			ints = append(ints, j)
		}
	}
	if len(ints) == 0 {
		return try
	}
	return func(c Args) bool {
		if m := c[k].Len(); m != args[k].Len() {
			d := c.Clone()
			for _, j := range ints {
				d[j] = IntOf(int64(m))
			}
			if !try(d) {
				return false
			}
		}
		return try(c)
	}
}

// with returns a copy of args whose value k is a.
func with(args Args, k int, a Arg) Args {
	c := args.Clone()
	c[k] = a
	return c
}

// zeroOf is the value items of p move toward: 0, or the bound nearest it.
func zeroOf(p Param) int64 { return min(max(0, p.Min), p.Max) }

// shrinkSize tries the removals of value k; false means try said stop.
func shrinkSize(args Args, k int, try func(Args) bool) bool {
	return args[k].kind.ops().shrinkSize(args, k, try)
}

// shrinkValues tries moving each value of parameter k alone.
func shrinkValues(args Args, k int, p Param, try func(Args) bool) bool {
	return args[k].kind.ops().shrinkValues(args, k, p, try)
}

// cellsToward tries moving each of the numbers cells of parameter k alone
// toward zero, smallest first (to 0 or the bound nearest it, v/2^k,
// halved, v less v/2^k, minus one): the first that fails is kept, so a
// value falls close to its smallest failing value in one round and to it
// in a few more. set builds the parameter's value from the changed cells.
func cellsToward(args Args, k int, p Param, cells []int64, set func([]int64) Arg, try func(Args) bool) bool {
	zero := zeroOf(p)
	for i, v := range cells {
		for _, x := range Toward(v, zero) {
			if x >= p.Min && x <= p.Max {
				ys := slices.Clone(cells)
				ys[i] = x
				if !try(with(args, k, set(ys))) {
					return false
				}
			}
		}
	}
	return true
}

// allAt reports whether every one of xs is x.
func allAt(xs []int64, x int64) bool {
	for _, y := range xs {
		if y != x {
			return false
		}
	}
	return true
}

func itoa(i int) string { return strconv.Itoa(i) }

// earlier returns the characters of alphabet before c, first first: the
// values shrinking tries for c. Without an alphabet (any printable ASCII
// character), 'a' stands first: it is tried for every other character.
func earlier(alphabet string, c byte) []byte {
	if alphabet == "" {
		if c == 'a' {
			return nil
		}
		return []byte{'a'}
	}
	i := 0
	for i < len(alphabet) && alphabet[i] != c {
		i++
	}
	return []byte(alphabet[:min(i, len(alphabet))])
}

// firstChar is the character a string's characters move toward: its
// alphabet's first, or 'a'.
func firstChar(p Param) byte {
	if p.Alphabet != "" {
		return p.Alphabet[0]
	}
	return 'a'
}

// shrinkTogether tries moving several values of parameter k together.
func shrinkTogether(args Args, k int, p Param, try func(Args) bool) bool {
	return args[k].kind.ops().shrinkTogether(args, k, p, try)
}

// together calls set with the changes that move several of xs together
// toward zero, keeping their differences, until set returns false (then
// it returns false): the values beyond each gap between the distinct
// values (from zero, on each side of it) moved together to narrow the
// gap, to nothing first, then by halving steps; then, if row, each run of
// adjacent values on one side of zero moved by the same amount, and each
// value made equal to a neighbour nearer zero. Every change stays between
// zero and the values it moves, so within their bounds.
func together(xs []int64, zero int64, row bool, set func([]int64) bool) bool {
	amounts := func(g int64) []int64 {
		// The new gaps to try, nearest nothing first; fewer on a long list.
		gaps := Toward(g, 0)
		if len(xs) > manyItems && len(gaps) > 4 {
			gaps = []int64{0, g / 4, g / 2, g - 1}
		}
		return gaps
	}
	for _, sign := range []int64{1, -1} {
		// The distinct distances from zero on this side, nearest first.
		var ds []int64
		for _, x := range xs {
			if d := (x - zero) * sign; d > 0 {
				ds = append(ds, d)
			}
		}
		slices.Sort(ds)
		ds = slices.Compact(ds)
		for m, d := range ds {
			prev := int64(0)
			if m > 0 {
				prev = ds[m-1]
			}
			g := d - prev
			for _, gap := range slices.Compact(amounts(g)) {
				by := g - gap
				ys := slices.Clone(xs)
				for i, x := range xs {
					if (x-zero)*sign >= d {
						ys[i] = x - sign*by
					}
				}
				if !set(ys) {
					return false
				}
			}
		}
	}
	if !row || len(xs) > manyItems {
		return true
	}
	// A run of adjacent values (not all of them: that is the gap to zero
	// above) moved toward zero by the same amount.
	for run := len(xs) - 1; run >= 2; run-- {
		for i := 0; i+run <= len(xs); i++ {
			sign, near := int64(0), int64(0)
			for j, x := range xs[i : i+run] {
				s := int64(1)
				if x < zero {
					s = -1
				}
				d := (x - zero) * s
				if j == 0 {
					sign, near = s, d
				} else if s != sign {
					sign = 0
					break
				}
				near = min(near, d)
			}
			if sign == 0 || near <= 0 {
				continue
			}
			for _, gap := range Toward(near, 0) {
				ys := slices.Clone(xs)
				for j := i; j < i+run; j++ {
					ys[j] -= sign * (near - gap)
				}
				if !set(ys) {
					return false
				}
			}
		}
	}
	// A value made equal to a neighbour nearer zero.
	abs := func(x int64) int64 {
		if x < zero {
			return zero - x
		}
		return x - zero
	}
	for i, x := range xs {
		for _, j := range []int{i - 1, i + 1} {
			if j >= 0 && j < len(xs) && abs(xs[j]) < abs(x) {
				ys := slices.Clone(xs)
				ys[i] = xs[j]
				if !set(ys) {
					return false
				}
			}
		}
	}
	return true
}

// shrinkInts tries lowering every integer parameter together, by the same
// amount, when there are several (can-i-win's maxChoosableInteger and
// desiredTotal).
func shrinkInts(params []Param, args Args, try func(Args) bool) {
	var ks []int
	room := int64(-1)
	for k, p := range params {
		if args[k].kind == Int {
			ks = append(ks, k)
			if d := args[k].Int() - p.Min; room < 0 || d < room {
				room = d
			}
		}
	}
	if len(ks) < 2 || room <= 0 {
		return
	}
	for _, left := range Toward(room, 0) {
		c := args.Clone()
		for _, k := range ks {
			c[k] = IntOf(args[k].Int() - (room - left))
		}
		if !try(c) {
			return
		}
	}
}

// removals calls cut(i, j) for the runs of a sequence of n items that
// shrinking removes: runs of n/2, n/4, ... (more than 2) items, then each
// item, then each two adjacent ones. It returns false when cut does.
func removals(n int, cut func(i, j int) bool) bool {
	for run := n / 2; run > 2; run /= 2 {
		for i := 0; i+run <= n; i += run {
			if !cut(i, i+run) {
				return false
			}
		}
	}
	for i := range n {
		if !cut(i, i+1) {
			return false
		}
	}
	for i := 0; i+1 < n; i++ {
		if !cut(i, i+2) {
			return false
		}
	}
	return true
}

// Toward returns the values between zero and v (v excluded) that shrinking
// tries, nearest zero first: at distance d = |v - zero| from zero, the
// distances 0, d/2^k for k from 62 to 1 (d/2 is v halved when zero is 0),
// d - d/2^k for k from 2 to 62, and d - 1 (v one closer). Tried in order,
// keeping the first that fails, they are a binary search for the value
// nearest zero that still fails.
func Toward(v, zero int64) []int64 {
	d, sign := v-zero, int64(1)
	if d < 0 {
		d, sign = -d, -1
	}
	if d <= 0 { // v == zero, or a distance past int64
		return nil
	}
	es := []int64{0}
	for k := 62; k >= 1; k-- {
		es = append(es, d>>k)
	}
	for k := 2; k <= 62; k++ {
		es = append(es, d-d>>k)
	}
	es = append(es, d-1)
	slices.Sort(es)
	es = slices.Compact(es)
	xs := make([]int64, 0, len(es))
	for _, e := range es {
		if e < d {
			xs = append(xs, zero+sign*e)
		}
	}
	return xs
}

// Minimal reports whether [Shrink]'s changes of args include every
// instance smaller than args: every parameter is at its least (its
// smallest length, a grid's rows at theirs, every value at zero or its
// alphabet's first), except at most one integer parameter whose every
// smaller value Shrink tries (at most 10,000 above its Min). A failing
// case none of whose changes fails is then minimal; otherwise only
// locally minimal (no single change of it fails). It costs O(size of
// args).
func Minimal(params []Param, args Args) bool {
	free := 0
	for k, p := range params {
		if k >= len(args) {
			break
		}
		least, d := args[k].kind.ops().minimal(p, args[k])
		if !least {
			return false
		}
		if d > 0 {
			if free++; free > 1 || d > smallInt {
				return false
			}
		}
	}
	return true
}

// A Place is one value of an instance that can change alone: an integer
// parameter, a list's item, a grid's cell or a string's character (see
// [Places]). A character's values are its indices in the alphabet.
type Place struct {
	Name   string // "n", "stones[2]", "graph[1][0]", "currentState[3]"
	Lo, Hi int64  // the values its parameter's bounds allow
	k      int    // its parameter
	i, j   int    // its index; a grid cell's row and column, a string's string and character
	chars  string // a string's characters, in order: its alphabet
}

// printable is the alphabet of a string parameter that names none.
var printable = func() string {
	b := make([]byte, 0, 95)
	for c := byte(' '); c <= '~'; c++ {
		b = append(b, c)
	}
	return string(b)
}()

// Places returns the places of args, in order: each integer, each list's
// items, each grid's cells row by row, each string's characters. It costs
// O(args.Numbers() + characters).
func Places(params []Param, args Args) []Place {
	var ps []Place
	for k, p := range params {
		if k >= len(args) {
			break
		}
		ps = append(ps, args[k].kind.ops().places(p, args[k], k)...)
	}
	return ps
}

// Value returns pl's value in args: the integer, or a character's index
// in its alphabet (-1 if it is not in it).
func (pl Place) Value(args Args) int64 {
	a := args[pl.k]
	return a.kind.ops().placeValue(pl, a)
}

// With returns a copy of args with the value v at pl (a character's index
// in its alphabet, clamped to it).
func (pl Place) With(args Args, v int64) Args {
	c := args.Clone()
	c[pl.k].kind.ops().placeWith(pl, &c[pl.k], v)
	return c
}

// Format writes a value of pl as LeetCode shows it: 5, or a character
// quoted, '+'.
func (pl Place) Format(v int64) string {
	if pl.chars != "" {
		return quoteChar(pl.chars[min(max(v, 0), int64(len(pl.chars)-1))])
	}
	return strconv.FormatInt(v, 10)
}
