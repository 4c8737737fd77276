package game

import "slices"

// This file is how an instance is made smaller, kind by kind: the changes
// check's shrinker tries on a failing case, smallest first, to find a
// small case that still fails. The shrinker keeps the first change that
// still fails and starts again, so each function here yields changes in
// the order worth trying.

// smallInt is the size up to which shrinking an integer tries every
// smaller value.
const smallInt = 10_000

// Shrink calls try with every change of args that makes it smaller, in
// order, until try returns false: for an integer, smaller values down to
// its parameter's Min; for a list, a run of items removed (halves,
// quarters...: a quick start on long lists), one item, two adjacent ones,
// then values moved toward zero; for a string, characters removed the same
// way, then each replaced by the alphabet's first; for a grid, rows and
// then items removed, then values moved toward zero. Lists of the same
// length (aliceValues and bobValues) lose the same items together first.
// Each change is a copy of args; try decides whether it is valid (it may
// break the game's constraints, and is then skipped by try).
func Shrink(params []Param, args Args, try func(Args) bool) {
	for k, p := range params {
		if k >= len(args) {
			return
		}
		if !shrinkArg(params, args, k, p, try) {
			return
		}
	}
}

// with returns a copy of args whose value k is a.
func with(args Args, k int, a Arg) Args {
	c := args.Clone()
	c[k] = a
	return c
}

// shrinkArg tries the changes of value k; false means try said stop.
func shrinkArg(params []Param, args Args, k int, p Param, try func(Args) bool) bool {
	a := args[k]
	switch a.kind {
	case Int:
		v, lo := a.Int(), p.Min
		for x := lo; x < v && x < lo+smallInt; x++ {
			if !try(with(args, k, IntOf(x))) {
				return false
			}
		}
		for step := int64(1) << 62; step > 0; step >>= 1 {
			if x := v - step; x >= lo+smallInt && x < v {
				if !try(with(args, k, IntOf(x))) {
					return false
				}
			}
		}
		return true
	case Text:
		s := a.text
		cut := func(i, j int) bool { return try(with(args, k, TextOf(s[:i]+s[j:]))) }
		if !removals(len(s), cut) {
			return false
		}
		if p.Alphabet != "" {
			for i := 0; i < len(s); i++ {
				if s[i] != p.Alphabet[0] {
					if !try(with(args, k, TextOf(s[:i]+p.Alphabet[:1]+s[i+1:]))) {
						return false
					}
				}
			}
		}
		return true
	case Grid:
		rows := a.grid
		cut := func(i, j int) bool {
			c := a.Clone()
			c.grid = slices.Delete(c.grid, i, j)
			return try(with(args, k, c))
		}
		if !removals(len(rows), cut) {
			return false
		}
		for r, row := range rows {
			for i := range row {
				c := a.Clone()
				c.grid[r] = slices.Delete(c.grid[r], i, i+1)
				if !try(with(args, k, c)) {
					return false
				}
			}
		}
		zero := min(max(0, p.Min), p.Max)
		for r, row := range rows {
			for i, v := range row {
				for _, x := range Toward(v, zero) {
					if x >= p.Min && x <= p.Max {
						c := a.Clone()
						c.grid[r][i] = x
						if !try(with(args, k, c)) {
							return false
						}
					}
				}
			}
		}
		return true
	}
	xs := a.ints
	remove := func(i, j int) bool {
		joint, alone := args.Clone(), 0
		for m := range joint {
			if joint[m].kind == List && len(args[m].ints) == len(xs) {
				joint[m].ints = slices.Delete(joint[m].ints, i, j)
				alone++
			}
		}
		if !try(joint) {
			return false
		}
		return alone == 1 || try(with(args, k, ListOf(slices.Delete(slices.Clone(xs), i, j)...)))
	}
	if !removals(len(xs), remove) {
		return false
	}
	// Values toward zero: to 0 (or the bound nearest it), v/2^k, halved,
	// v less v/2^k, minus one, smallest first: the first that fails is
	// kept, so a value falls close to its smallest failing value in one
	// round and to it in a few more.
	zero := min(max(0, p.Min), p.Max)
	for i, v := range xs {
		for _, x := range Toward(v, zero) {
			if x >= p.Min && x <= p.Max {
				c := args.Clone()
				c[k].ints[i] = x
				if !try(c) {
					return false
				}
			}
		}
	}
	return true
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
// d - d/2^k for k from 2 to 62, and d - 1 (v one closer).
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
