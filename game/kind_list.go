package game

import (
	"fmt"
	"slices"
	"strconv"
)

// listKind is integer[]: a list of integers, LeetCode's piles = [5,3,4,5].
type listKind struct{}

var listTypes = typeNames("List[int]", "[]int", "vector<int>&", "number[]", "int[]")

func (listKind) name() string              { return "integer[]" }
func (listKind) article() string           { return "a list of integers" }
func (listKind) example() string           { return "[1,5,233,7]" }
func (listKind) syntax() Syntax            { return Numbers }
func (listKind) unit() string              { return "numbers" }
func (listKind) takes() []string           { return []string{"min", "max", "min_len", "max_len"} }
func (listKind) typeIn(lang string) string { return listTypes(lang) }

func (listKind) constraint(p Param) string {
	return lengthConstraint(p.Name, p.MinLen, p.MaxLen) + fmt.Sprintf(", %s <= %s[i] <= %s", bound(p.Min), p.Name, bound(p.Max))
}

func (listKind) check(p Param, a Arg) error {
	if err := checkLength(p, len(a.ints)); err != nil {
		return err
	}
	for i, x := range a.ints {
		if x < p.Min || x > p.Max {
			return paramErrorf(p, []int{i}, "%s[%d] = %d is outside %s", p.Name, i, x, p.Constraint())
		}
	}
	return nil
}

func (listKind) appendValue(b []byte, a Arg) []byte { return appendInts(b, a.ints, ",") }

func (listKind) fromValue(p Param, v any) (Arg, error) {
	xs, err := intsFrom(p, nil, v)
	return ListOf(xs...), err
}

func (listKind) value(a Arg) any   { return a.ints }
func (listKind) length(a Arg) int  { return len(a.ints) }
func (listKind) numbers(a Arg) int { return len(a.ints) }

func (listKind) make(p Param, n int, pick func(slot Slot, lo, hi int64, i int) int64) Arg {
	xs := make([]int64, max(n, p.MinLen))
	for i := range xs {
		xs[i] = clamp(pick(Item, p.Min, p.Max, i), p.Min, p.Max)
	}
	return ListOf(xs...)
}

func (listKind) describe(p Param, a Arg, edge int) string {
	return fmt.Sprintf("%s, %d %s: %s", p.Name, len(a.ints), Plural(len(a.ints), "number"), Abbrev(a.ints, edge))
}

// shrinkSize removes items; lists of the same length (aliceValues and
// bobValues) lose the same items together first.
func (listKind) shrinkSize(args Args, k int, try func(Args) bool) bool {
	xs := args[k].ints
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
	return removals(len(xs), remove)
}

func (listKind) shrinkValues(args Args, k int, p Param, try func(Args) bool) bool {
	return cellsToward(args, k, p, slices.Clone(args[k].ints), func(ys []int64) Arg { return ListOf(ys...) }, try)
}

func (listKind) shrinkTogether(args Args, k int, p Param, try func(Args) bool) bool {
	return together(slices.Clone(args[k].ints), zeroOf(p), true, func(ys []int64) bool { return try(with(args, k, ListOf(slices.Clone(ys)...))) })
}

func (listKind) minimal(p Param, a Arg) (bool, int64) {
	return len(a.ints) <= p.MinLen && allAt(a.ints, zeroOf(p)), 0
}

func (listKind) places(p Param, a Arg, k int) []Place {
	ps := make([]Place, len(a.ints))
	for i := range a.ints {
		ps[i] = Place{Name: p.Name + "[" + strconv.Itoa(i) + "]", Lo: p.Min, Hi: p.Max, k: k, i: i}
	}
	return ps
}

func (listKind) placeValue(pl Place, a Arg) int64    { return a.ints[pl.i] }
func (listKind) placeWith(pl Place, a *Arg, v int64) { a.ints[pl.i] = v }

func (listKind) size(a Arg) (int, bool)         { return len(a.ints), true }
func (listKind) sizes(p Param) (int, int, bool) { return lengthSizes(p) }

// pastLimit repeats like's first number, or the least positive one p
// allows.
func (listKind) pastLimit(p Param, like Arg, most int) (Arg, bool) {
	x := max(1, p.Min)
	if len(like.ints) > 0 {
		x = like.ints[0]
	}
	xs, ok := repeated(x, p.Limit+1, 8, most)
	return ListOf(xs...), ok
}

func (listKind) repeat(p Param, v string) string {
	return fmt.Sprintf("[%d]*%s", clamp(1, p.Min, p.Max), v)
}
