package game

import (
	"fmt"
	"math"
	"strconv"
)

// intKind is integer: one integer, LeetCode's n = 7.
type intKind struct{}

var intTypes = typeNames("int", "int", "int", "number", "int")

func (intKind) name() string              { return "integer" }
func (intKind) article() string           { return "an integer" }
func (intKind) example() string           { return "5" }
func (intKind) syntax() Syntax            { return OneNumber }
func (intKind) unit() string              { return "" }
func (intKind) takes() []string           { return []string{"min", "max"} }
func (intKind) typeIn(lang string) string { return intTypes(lang) }

func (intKind) constraint(p Param) string {
	return fmt.Sprintf("%s <= %s <= %s", bound(p.Min), p.Name, bound(p.Max))
}

func (intKind) check(p Param, a Arg) error {
	if x := a.Int(); x < p.Min || x > p.Max {
		return paramErrorf(p, nil, "%s = %d is outside %s", p.Name, x, p.Constraint())
	}
	return nil
}

func (intKind) appendValue(b []byte, a Arg) []byte { return strconv.AppendInt(b, a.Int(), 10) }

func (intKind) fromValue(p Param, v any) (Arg, error) {
	x, err := intFrom(p, nil, v)
	return IntOf(x), err
}

func (intKind) value(a Arg) any   { return a.Int() }
func (intKind) length(a Arg) int  { return 1 }
func (intKind) numbers(a Arg) int { return 1 }

// make returns the integer n, within p's bounds: an integer's size is its
// value.
func (intKind) make(p Param, n int, _ func(slot Slot, lo, hi int64, i int) int64) Arg {
	return IntOf(clamp(int64(n), p.Min, p.Max))
}

func (intKind) describe(p Param, a Arg, _ int) string { return p.Name + " = " + Num(a.Int()) }

func (intKind) shrinkSize(Args, int, func(Args) bool) bool { return true }

// shrinkValues tries every smaller value down to Min when there are at
// most smallInt of them, else the smallInt smallest and steps of 2^k.
func (intKind) shrinkValues(args Args, k int, p Param, try func(Args) bool) bool {
	v, lo := args[k].Int(), p.Min
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
}

func (intKind) shrinkTogether(Args, int, Param, func(Args) bool) bool { return true }

func (intKind) minimal(p Param, a Arg) (bool, int64) {
	d := a.Int() - p.Min
	if d < 0 || d > math.MaxInt64/2 {
		d = 0
	}
	return true, d
}

func (intKind) places(p Param, _ Arg, k int) []Place {
	return []Place{{Name: p.Name, Lo: p.Min, Hi: p.Max, k: k}}
}

func (intKind) placeValue(_ Place, a Arg) int64    { return a.Int() }
func (intKind) placeWith(_ Place, a *Arg, v int64) { a.ints[0] = v }

// size is the integer's value: 0 if negative.
func (intKind) size(a Arg) (int, bool) { return int(min(max(a.Int(), 0), math.MaxInt)), false }

// sizes are the values [Min, Max] within the 32-bit range.
func (intKind) sizes(p Param) (int, int, bool) {
	return int(max(p.Min, math.MinInt32)), int(min(p.Max, math.MaxInt32)), true
}

func (intKind) pastLimit(p Param, _ Arg, _ int) (Arg, bool) { return IntOf(p.Limit + 1), true }

func (intKind) repeat(_ Param, v string) string { return v }
