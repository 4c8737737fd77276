package ends

import "stonegame/game"

// LineOptions returns the optimal line of [Position.Line] and, for each of
// its moves, the value of every option at that move, as [Position.Options]
// would give it there: opts[k] lists the options of move k in the order of
// [Position.Moves] (left, then right; only left when one item remains).
//
// Valuing every move one by one costs O(n²). LineOptions keeps the remaining
// interval as a deque of two fusion stacks, split at a middle: the right
// part pushed left to right, the left part right to left, each with an undo
// log, so that taking an end undoes that stack's last push exactly. The
// value of an interval is the fusion of the two stacks, O(their height);
// the option not played is valued by undoing its end, evaluating and
// redoing. When a stack runs empty both are rebuilt around the middle of
// what remains, amortized O(1) per move. On a pseudo-random row the stacks
// stay short and the whole line is valued in O(n); on a row whose stacks
// stay tall (a sorted row) it is O(n²).
//
// budget bounds the work, counted in elementary steps (pushes, fusions,
// undos, items read by an evaluation), checked before each move; the time
// is O(n + work). When it runs out LineOptions stops:
// opts then holds the options of the first len(opts) moves only and
// complete is false. It stops the same way, rather than return a wrong
// number, if the value it computes for the move played ever disagrees with
// the line's own (a bug to report). Otherwise complete is true and
// len(opts) == len(line). Memory is O(n).
func (p Position) LineOptions(budget int) (line game.Line, opts [][]game.Option, complete bool) {
	line = p.Line()
	n := len(line)
	// after[k] is the value, for the player to move, of the position after
	// move k: the line is optimal, so it is what that player nets from there.
	after := make([]int64, n)
	for k := n - 2; k >= 0; k-- {
		after[k] = line[k+1].Gain - after[k+1]
	}
	d := deque{row: p.row, lo: p.lo, hi: p.hi}
	opts = make([][]game.Option, 0, n)
	all := make([]game.Option, 0, 2*n) // one backing array for every opts[k]
	for k, s := range line {
		if d.work > budget {
			return line, opts, false
		}
		l, r := d.lo, d.hi
		if r-l == 1 {
			all = append(all, game.Option{Move: Left, Gain: p.row[l], Value: p.row[l]})
			opts = append(opts, all[len(all)-1:len(all):len(all)])
			continue
		}
		if d.left.len() == 0 || d.right.len() == 0 {
			d.rebuild()
		}
		// The option not played: remove its end, evaluate, put it back.
		// Then the one played: remove its end for good.
		var vLeft, vRight int64
		if s.Move == Left {
			d.right.undo(&d.work)
			vRight = d.eval()
			d.right.push(p.row[r-1], &d.work)
			d.left.undo(&d.work)
			d.lo++
			vLeft = d.eval()
		} else {
			d.left.undo(&d.work)
			vLeft = d.eval()
			d.left.push(p.row[l], &d.work)
			d.right.undo(&d.work)
			d.hi--
			vRight = d.eval()
		}
		chosen := vLeft
		if s.Move == Right {
			chosen = vRight
		}
		if chosen != after[k] {
			return line, opts, false
		}
		all = append(all,
			game.Option{Move: Left, Gain: p.row[l], Value: p.row[l] - vLeft},
			game.Option{Move: Right, Gain: p.row[r-1], Value: p.row[r-1] - vRight})
		opts = append(opts, all[len(all)-2:len(all):len(all)])
	}
	return line, opts, true
}

// deque is the remaining interval row[lo:hi] as two fusion stacks: left
// holds row[lo:mid] pushed from mid-1 down to lo, right holds row[mid:hi]
// pushed from mid up to hi-1. Any order of fusions keeps the value, so the
// value of row[lo:hi] is that of the left stack, read left to right,
// followed by the right stack.
type deque struct {
	row         []int64
	lo, hi      int
	left, right undoStack
	scratch     []int64
	work        int // elementary steps so far
}

// rebuild splits what remains at its middle and pushes both halves afresh.
func (d *deque) rebuild() {
	mid := d.lo + (d.hi-d.lo)/2
	d.left.reset()
	d.right.reset()
	for i := mid - 1; i >= d.lo; i-- {
		d.left.push(d.row[i], &d.work)
	}
	for i := mid; i < d.hi; i++ {
		d.right.push(d.row[i], &d.work)
	}
}

// eval returns the value of the deque's row: it fuses the left stack (top
// first, the leftmost item) and then the right stack into a scratch stack,
// and plays the result greedily. O(height of both stacks).
func (d *deque) eval() int64 {
	s := d.scratch[:0]
	push := func(x int64) {
		k := len(s)
		for k >= 2 && s[k-2] <= s[k-1] && s[k-1] >= x {
			x = s[k-2] - s[k-1] + x
			k -= 2
		}
		s = append(s[:k], x)
	}
	for i := len(d.left.s) - 1; i >= 0; i-- {
		push(d.left.s[i])
	}
	for _, x := range d.right.s {
		push(x)
	}
	d.work += len(d.left.s) + len(d.right.s)
	var v int64
	sign := int64(1)
	for l, r := 0, len(s)-1; l <= r; sign = -sign {
		if s[l] >= s[r] {
			v += sign * s[l]
			l++
		} else {
			v += sign * s[r]
			r--
		}
	}
	d.scratch = s
	return v
}

// undoStack is a fusion stack whose last push can be undone: log keeps the
// pairs each fusion removed, fused how many fusions each push made.
type undoStack struct {
	s     []int64
	log   []int64
	fused []int32
}

func (u *undoStack) len() int { return len(u.s) }

func (u *undoStack) reset() {
	u.s, u.log, u.fused = u.s[:0], u.log[:0], u.fused[:0]
}

// push pushes x and fuses, as [Fuser.Push] does (the rule is symmetric, so
// the left stack, pushed right to left, uses it too), logging what it fused.
func (u *undoStack) push(x int64, work *int) {
	s := u.s
	k := len(s)
	c := int32(0)
	for k >= 2 && s[k-2] <= s[k-1] && s[k-1] >= x {
		u.log = append(u.log, s[k-2], s[k-1])
		x = s[k-2] - s[k-1] + x
		k -= 2
		c++
	}
	u.s = append(s[:k], x)
	u.fused = append(u.fused, c)
	*work += 1 + int(c)
}

// undo restores the stack as it was before its last push. The pairs of
// that push's fusions are the last in the log, the deepest one last.
func (u *undoStack) undo(work *int) {
	c := int(u.fused[len(u.fused)-1])
	u.fused = u.fused[:len(u.fused)-1]
	u.s = u.s[:len(u.s)-1]
	for range c {
		j := len(u.log) - 2
		u.s = append(u.s, u.log[j], u.log[j+1])
		u.log = u.log[:j]
	}
	*work += 1 + c
}
