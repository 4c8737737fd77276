package game

import (
	"fmt"
	"math/rand/v2"
)

// This file is the one random drawer of instances: check, play, the web's
// /api/random and tests all draw through [Spec.Random] or [Spec.DrawWith],
// built on the kinds' own draws ([Param.Make]) and the game's Generate
// when it has one.

// DrawOptions says how [Spec.DrawWith] draws an instance. The zero DrawOptions is
// [Spec.Random]'s: values uniform within their bounds, every length
// within LeetCode's constraints, every draw held to [Spec.CheckArgs].
type DrawOptions struct {
	// Pick chooses each value in [lo, hi], as [Param.Make] asks; nil
	// draws uniformly.
	Pick func(slot Slot, lo, hi int64, i int) int64
	// Own chooses the value of an integer parameter (whose size is its
	// own) in [lo, hi], given the size asked for; nil draws uniformly in
	// [lo, min(hi, max(lo, size))].
	Own func(lo, hi int64, size int) int64
	// Beyond lets the lengths of lists, strings and grids be the size
	// asked for even past LeetCode's MaxLen (play's long rows): such a
	// draw is held to Accept alone. Once Accept refuses one, the next
	// draws keep within the constraints and are held to CheckArgs too.
	Beyond bool
	// Accept, when set, is a test every draw must pass besides
	// CheckArgs (a game that must have a move to play).
	Accept func(Args) error
	// Tries bounds the draws; 0 means 50.
	Tries int
}

// Random returns a random instance of s of about the given size (the
// length of its lists, strings and grids, which share one length, or an
// integer's value), within its constraints: the game's Generate when it
// has one, else each parameter drawn by its kind. The first half of the
// draws are of the size asked for, the rest of sizes next to it, one
// less, one more, two less...: a constraint on the size itself
// (stone-game's even number of piles) is met near an odd size asked for.
// Every instance it returns passes [Spec.CheckArgs]; after 50 draws that
// all fail it, it returns an error that wraps the last refusal. It costs
// up to 50 draws and checks.
func (s *Spec) Random(r *rand.Rand, size int) (Args, error) {
	return s.DrawWith(r, size, DrawOptions{})
}

// DrawWith is [Spec.Random] drawn as d says.
func (s *Spec) DrawWith(r *rand.Rand, size int, d DrawOptions) (Args, error) {
	tries := d.Tries
	if tries <= 0 {
		tries = 50
	}
	pick := d.Pick
	if pick == nil {
		pick = func(_ Slot, lo, hi int64, _ int) int64 { return between(r, lo, hi) }
	}
	own := d.Own
	if own == nil {
		own = func(lo, hi int64, size int) int64 { return between(r, lo, min(hi, max(lo, int64(size)))) }
	}
	within := !d.Beyond
	var last error
	for i := range tries {
		n := nearSize(size, i-tries/2)
		var args Args
		if s.Generate != nil {
			var err error
			if args, err = s.Generate(r, n); err != nil {
				last = err
				continue
			}
			within = true // a game's own draws are held to its constraints
		} else {
			args = s.drawParams(n, within, pick, own)
		}
		err := error(nil)
		if within {
			err = s.CheckArgs(args)
		}
		if err == nil && d.Accept != nil {
			err = d.Accept(args)
		}
		if err == nil {
			return args, nil
		}
		last, within = err, true
	}
	return nil, fmt.Errorf("no random instance of %s of size %d in %d draws: the last was refused: %w", s.Name, size, tries, last)
}

// nearSize returns the size of a draw k past the first half of the
// draws: size itself while k < 0, then size-1, size+1, size-2, size+2...;
// a size that would be below 0 is the one above instead.
func nearSize(size, k int) int {
	if k < 0 {
		return size
	}
	d := k/2 + 1
	if k%2 == 0 && size-d >= 0 {
		return size - d
	}
	return size + d
}

// drawParams draws each parameter: the lists, strings and grids of one
// length, size (within each one's constraints when within), an integer
// by own.
func (s *Spec) drawParams(size int, within bool, pick func(Slot, int64, int64, int) int64, own func(int64, int64, int) int64) Args {
	args := make(Args, len(s.Params))
	for k, p := range s.Params {
		lo, hi, isOwn := p.Sizes()
		if isOwn {
			args[k] = IntOf(own(int64(lo), int64(hi), size))
			continue
		}
		n := max(size, lo)
		if within && hi >= 0 {
			n = min(n, hi)
		}
		args[k] = p.Make(n, pick)
	}
	return args
}

// between draws uniformly in [lo, hi] (lo when hi < lo).
func between(r *rand.Rand, lo, hi int64) int64 {
	if hi <= lo {
		return lo
	}
	if span := uint64(hi - lo); span < 1<<63-1 {
		return lo + int64(r.Uint64N(span+1))
	}
	return lo + int64(r.Uint64()>>1)
}
