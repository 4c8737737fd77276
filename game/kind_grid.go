package game

import (
	"fmt"
	"slices"
)

// gridKind is integer[][]: rows of integers, LeetCode's graph =
// [[2,5],[3],[0,4,5]] (adjacency lists, a grid of cells).
type gridKind struct{}

var gridTypes = typeNames("List[List[int]]", "[][]int", "vector<vector<int>>&", "number[][]", "int[][]")

func (gridKind) name() string    { return "integer[][]" }
func (gridKind) article() string { return "a list of lists of integers" }
func (gridKind) example() string { return "[[1,2],[0]]" }
func (gridKind) syntax() Syntax  { return Rows }
func (gridKind) unit() string    { return "rows" }
func (gridKind) takes() []string {
	return []string{"min", "max", "min_len", "max_len", "row_min", "row_max"}
}
func (gridKind) typeIn(lang string) string { return gridTypes(lang) }

func (gridKind) constraint(p Param) string {
	s := lengthConstraint(p.Name, p.MinLen, p.MaxLen)
	if p.RowMin > 0 || p.RowMax > 0 {
		s += ", " + lengthConstraint(p.Name+"[i]", p.RowMin, p.RowMax)
	}
	return s + fmt.Sprintf(", %s <= %s[i][j] <= %s", bound(p.Min), p.Name, bound(p.Max))
}

func (gridKind) check(p Param, a Arg) error {
	if err := checkLength(p, len(a.grid)); err != nil {
		return err
	}
	for i, row := range a.grid {
		if len(row) < p.RowMin || p.RowMax > 0 && len(row) > p.RowMax {
			return paramErrorf(p, []int{i}, "%s[%d].length = %d is outside %s", p.Name, i, len(row), p.Constraint())
		}
		for j, x := range row {
			if x < p.Min || x > p.Max {
				return paramErrorf(p, []int{i, j}, "%s[%d][%d] = %d is outside %s", p.Name, i, j, x, p.Constraint())
			}
		}
	}
	return nil
}

func (gridKind) appendValue(b []byte, a Arg) []byte {
	b = append(b, '[')
	for i, r := range a.grid {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendInts(b, r, ",")
	}
	return append(b, ']')
}

func (gridKind) fromValue(p Param, v any) (Arg, error) {
	xs, ok := v.([]any)
	if !ok {
		if g, ok := v.([][]int64); ok {
			return GridOf(g...), nil
		}
		return Arg{}, paramErrorf(p, nil, "%s is not an array of arrays of integers", jsonWhat(v))
	}
	rows := make([][]int64, len(xs))
	for i, x := range xs {
		r, err := intsFrom(p, []int{i}, x)
		if err != nil {
			return Arg{}, err
		}
		rows[i] = r
	}
	return GridOf(rows...), nil
}

func (gridKind) value(a Arg) any  { return a.grid }
func (gridKind) length(a Arg) int { return len(a.grid) }

func (gridKind) numbers(a Arg) int {
	n := 0
	for _, r := range a.grid {
		n += len(r)
	}
	return n
}

func (gridKind) make(p Param, n int, pick func(slot Slot, lo, hi int64, i int) int64) Arg {
	n = max(n, p.MinLen)
	rows := make([][]int64, n)
	rowHi := int64(p.RowMax)
	if rowHi <= 0 {
		rowHi = int64(max(n, p.RowMin))
	}
	for k := range rows {
		m := clamp(pick(RowLen, int64(p.RowMin), rowHi, k), int64(p.RowMin), rowHi)
		rows[k] = make([]int64, m)
		for j := range rows[k] {
			rows[k][j] = clamp(pick(Item, p.Min, p.Max, j), p.Min, p.Max)
		}
	}
	return GridOf(rows...)
}

func (gridKind) describe(p Param, a Arg, edge int) string {
	parts := make([]string, len(a.grid))
	for i, r := range a.grid {
		parts[i] = string(appendInts(nil, r, ","))
	}
	return fmt.Sprintf("%s, %d %s: %s", p.Name, len(a.grid), Plural(len(a.grid), "row"), elide(parts, edge))
}

// shrinkSize removes rows, then single items of rows.
func (gridKind) shrinkSize(args Args, k int, try func(Args) bool) bool {
	a := args[k]
	cut := func(i, j int) bool {
		c := a.Clone()
		c.grid = slices.Delete(c.grid, i, j)
		return try(with(args, k, c))
	}
	if !removals(len(a.grid), cut) {
		return false
	}
	for r, row := range a.grid {
		for i := range row {
			c := a.Clone()
			c.grid[r] = slices.Delete(c.grid[r], i, i+1)
			if !try(with(args, k, c)) {
				return false
			}
		}
	}
	return true
}

func (gridKind) shrinkValues(args Args, k int, p Param, try func(Args) bool) bool {
	a := args[k]
	return cellsToward(args, k, p, gridCells(a), func(ys []int64) Arg { return gridWithCells(a, ys) }, try)
}

// shrinkTogether moves cells together across gaps (a grid's neighbours are
// not a row's: no runs).
func (gridKind) shrinkTogether(args Args, k int, p Param, try func(Args) bool) bool {
	a := args[k]
	return together(gridCells(a), zeroOf(p), false, func(ys []int64) bool { return try(with(args, k, gridWithCells(a, ys))) })
}

func (gridKind) minimal(p Param, a Arg) (bool, int64) {
	for _, r := range a.grid {
		if len(r) > p.RowMin {
			return false, 0
		}
	}
	return len(a.grid) <= p.MinLen && allAt(gridCells(a), zeroOf(p)), 0
}

func (gridKind) places(p Param, a Arg, k int) []Place {
	var ps []Place
	for i, r := range a.grid {
		for j := range r {
			ps = append(ps, Place{Name: p.Name + "[" + itoa(i) + "][" + itoa(j) + "]", Lo: p.Min, Hi: p.Max, k: k, i: i, j: j})
		}
	}
	return ps
}

func (gridKind) placeValue(pl Place, a Arg) int64    { return a.grid[pl.i][pl.j] }
func (gridKind) placeWith(pl Place, a *Arg, v int64) { a.grid[pl.i][pl.j] = v }

// gridCells returns a grid's numbers, row after row, as a new slice.
func gridCells(a Arg) []int64 {
	var xs []int64
	for _, r := range a.grid {
		xs = append(xs, r...)
	}
	return xs
}

// gridWithCells returns a copy of a grid with its numbers, in the order
// gridCells gives them, replaced by xs.
func gridWithCells(a Arg, xs []int64) Arg {
	c := a.Clone()
	for _, r := range c.grid {
		n := copy(r, xs)
		xs = xs[n:]
	}
	return c
}

func (gridKind) size(a Arg) (int, bool)         { return len(a.grid), true }
func (gridKind) sizes(p Param) (int, int, bool) { return lengthSizes(p) }

// pastLimit repeats a row of one cell, the least p allows from 0.
func (gridKind) pastLimit(p Param, _ Arg, most int) (Arg, bool) {
	rows, ok := repeated([]int64{max(0, p.Min)}, p.Limit+1, 32, most)
	if !ok {
		return Arg{}, false
	}
	for i := range rows {
		rows[i] = []int64{rows[i][0]}
	}
	return GridOf(rows...), true
}

func (gridKind) repeat(Param, string) string { return "" }
