package check

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"sort"

	"stonegame/game"
)

// The speed hunt ([Config.Speed]). LeetCode rejects a right but slow
// solution ("Time Limit Exceeded") on its largest inputs, which random
// cases seldom are. So check runs the solution on a ladder of sizes n,
// 2n, 4n... up to the largest (--max-n, LeetCode's by default), at each
// size on the inputs that are worst for most solutions: sorted rows (up
// and down), all-equal rows, the maxima (32-bit overflow) and a random
// row; a game with its own Generate draws a few instead. The time of a
// size is its slowest input's, the median of a few runs (one run when a
// run takes long enough for the machine's noise not to matter). The
// ladder stops at the first size that times out; between it and the
// size below, the sizes are bisected to see the explosion up close.
//
// The times are then fitted: polynomial growth n^k by least squares on
// the largest sizes, in log-log; exponential when the time jumps more
// than any polynomial of small degree would, between two sizes close
// together (see [growthOf]). The fit gives the time at LeetCode's largest
// size when the ladder did not reach it, and a solution fails with a
// time-out when a run, or that estimate, passes the time limit.

// SpeedReport is what the speed hunt found.
type SpeedReport struct {
	// Rungs are the sizes run, smallest first.
	Rungs []Rung
	// Growth is the fitted growth: "O(1)", "O(n)", "O(n^2)"...,
	// "exponential", or "" when every size ran too fast to tell.
	Growth   string
	Exponent float64 // the fitted k of n^k, when polynomial
	// MaxN is LeetCode's largest size; Estimate the time there, in
	// seconds: measured when the ladder reached it (Measured), else
	// extrapolated by the fit (+Inf when exponential), 0 when unknown.
	MaxN     int
	Estimate float64
	Measured bool
	Repeats  int      // the most runs of one size
	Shapes   []string // the inputs tried at each size
	// CPU says that the times are CPU time, which the machine's load
	// changes little (Linux), not the time on the clock.
	CPU bool
}

// A Rung is one size of the ladder.
type Rung struct {
	N       int     // the size: the largest length, or integer, of its cases
	Seconds float64 // the slowest input's time (the limit when it timed out)
	// Peak is the most memory a run of the size used, in bytes (0 when
	// not measured: not on Linux).
	Peak     int64
	Shape    string // the slowest input: "sorted", "all equal"...
	TimedOut bool   // a case did not finish within the limit
	Case     Case   // the slowest case
}

// The measures: a time below floorWall seconds on the clock, floorCPU
// of CPU time, is mostly noise and is not fitted; a size whose first run takes repeatOver or more is timed by
// it, else by the median of roundsMax rounds more, in which each case runs
// enough times in a row to last about copyTime (at most copiesMax times,
// copyNumbers numbers in all); rungsMax sizes, then at most bisectMax
// between the largest that passed and the one that timed out.
const (
	floorWall   = 1e-3
	floorCPU    = 2e-4
	repeatOver  = 0.5
	copyTime    = 0.02
	copiesMax   = 1000
	copyNumbers = 1 << 22
	rungsMax    = 8
	roundsMax   = 3
	bisectMax   = 6
)

// measured is a measure of a size's cases.
type measured struct {
	times  [][]float64 // each case's time per run, in seconds, a round each
	peak   int64       // the most memory a process used
	stop   *Failure    // the failure that stopped the run, on case stopAt
	stopAt int         //
	wrong  []*Failure  // wrong answers
	cpu    bool        // the times are CPU times
}

// baseline is the time a process takes to answer a small case, taken off
// the times of a program that runs a case a process.
type baseline struct{ wall, cpu float64 }

// measure runs rounds rounds, in each of which each case runs copies[i]
// times in a row, and returns each case's time per run in each round. A
// program that flushes each answer ([Program.PerCase]) runs them all in
// one process after warm, each case once more first (untimed), and a
// case's time is the CPU time it took between its answers (the program
// waits for the next case meanwhile), or the time between them where the
// CPU time cannot be read; any other program runs each case's copies of
// each round in a process of their own, timed by its CPU time (its own
// and its children's), less base (that of a process that answers warm).
func (cfg *Config) measure(ctx context.Context, warm, cases []Case, copies []int, rounds int, base baseline) (measured, error) {
	o := cfg.opts()
	o.meter = true
	m := measured{times: make([][]float64, len(cases))}
	// A span is the answers [from, to) of case i, timed from the one
	// before from.
	type span struct{ i, from, to int }
	var runs [][]Case
	var spans [][]span // per run
	if cfg.Program.PerCase {
		batch := slices.Clone(warm)
		var sps []span
		for range rounds {
			for i, c := range cases {
				batch = append(batch, c) // untimed
				from := len(batch)
				for range copies[i] {
					batch = append(batch, c)
				}
				sps = append(sps, span{i, from, len(batch)})
			}
		}
		runs, spans = [][]Case{batch}, [][]span{sps}
	} else {
		for range rounds {
			for i, c := range cases {
				batch := make([]Case, copies[i])
				for k := range batch {
					batch[k] = c
				}
				runs = append(runs, batch)
				spans = append(spans, []span{{i, 0, len(batch)}})
			}
		}
	}
	for j, batch := range runs {
		o.sync = map[int]bool{}
		for _, sp := range spans[j] {
			o.sync[sp.from-1], o.sync[sp.to-1] = true, true
		}
		r, err := runBatch(ctx, cfg.Game, cfg.Program, batch, o)
		if err != nil {
			return m, err
		}
		m.peak = max(m.peak, r.peak)
		// caseOf is the case of answer k of run j, -1 for warm.
		caseOf := func(k int) int {
			for _, sp := range spans[j] {
				if k >= sp.from-1 && k < sp.to || !cfg.Program.PerCase {
					return sp.i
				}
			}
			return -1
		}
		for _, f := range r.wrong {
			if caseOf(f.Index) >= 0 && !slices.ContainsFunc(m.wrong, func(w *Failure) bool { return w.Case.Args.Equal(f.Case.Args) }) {
				f.Index = 0
				m.wrong = append(m.wrong, f)
			}
		}
		if f := r.stop; f != nil {
			m.stop, m.stopAt = f, max(caseOf(f.Index), 0) // on warm: the cases' run reports it
			return m, nil
		}
		for _, sp := range spans[j] {
			var t float64
			c0, ok0 := r.cpu[sp.from-1]
			c1, ok1 := r.cpu[sp.to-1]
			switch {
			case !cfg.Program.PerCase && r.cpuAll > 0:
				t = max(0, r.cpuAll.Seconds()-base.cpu)
				m.cpu = true
			case !cfg.Program.PerCase:
				t = max(0, r.at[sp.to-1].Sub(r.begun).Seconds()-base.wall)
			case ok0 && ok1:
				t = c1.since(c0).Seconds()
				m.cpu = true
			default:
				t = r.at[sp.to-1].Sub(r.at[sp.from-1]).Seconds()
			}
			m.times[sp.i] = append(m.times[sp.i], t/float64(sp.to-sp.from))
		}
	}
	return m, nil
}

// speedShape is one input of a size: how to draw each value of a list, a
// grid or a string (as an index into its alphabet) of n values.
type speedShape struct {
	name  string
	value func(r *rand.Rand, lo, hi int64, i, n int) int64
}

var speedShapes = []speedShape{
	{"random", func(r *rand.Rand, lo, hi int64, i, n int) int64 { return lo + r.Int64N(hi-lo+1) }},
	{"sorted", func(r *rand.Rand, lo, hi int64, i, n int) int64 {
		return lo + int64(float64(hi-lo)*float64(i)/float64(max(n-1, 1)))
	}},
	{"sorted down", func(r *rand.Rand, lo, hi int64, i, n int) int64 {
		return hi - int64(float64(hi-lo)*float64(i)/float64(max(n-1, 1)))
	}},
	{"all equal", func(r *rand.Rand, lo, hi int64, i, n int) int64 { return lo + (hi-lo)/2 }},
	{"maxima", func(r *rand.Rand, lo, hi int64, i, n int) int64 { return hi }},
}

// speedCase builds the case of shape s at size n (of top), or nil when
// the constraints refuse every variant tried: sizes n, n+1, n-1, n+2...
// (stone-game wants an even count and an odd total), redrawn for a random
// shape. Each parameter's size is n scaled to its own range: a list of
// n·MaxLen/top items, an integer of n·Max/top. A game with its own
// Generate draws the case there.
func speedCase(g *game.Spec, s speedShape, n, top int, r *rand.Rand) game.Args {
	for try := range 12 {
		d := (try + 1) / 2
		if try%2 == 0 {
			d = -d
		}
		var args game.Args
		if g.Generate != nil {
			a, err := g.Generate(r, max(1, n+d))
			if err != nil {
				continue
			}
			args = a
		} else {
			args = make(game.Args, len(g.Params))
			for k, p := range g.Params {
				lo, hi, _ := p.Sizes()
				if hi < 0 {
					hi = 1000
				}
				size := int(math.Round(float64(n+d) * float64(hi) / float64(top)))
				size = min(max(size, lo), hi)
				args[k] = p.Make(size, func(slot game.Slot, lo, hi int64, i int) int64 {
					if slot == game.RowLen {
						return hi
					}
					return s.value(r, lo, hi, i, size)
				})
			}
		}
		if valid(g, args, 0) == nil {
			return args
		}
	}
	return nil
}

// speed runs the speed hunt: it returns the report and the failures it
// met (a time-out, or an estimate past the limit; a wrong answer or a
// memory failure on a case of the ladder), as findings not yet shrunk.
func (cfg *Config) speed(ctx context.Context) (*SpeedReport, []*Finding, error) {
	g := cfg.Game
	top := DefaultMaxN(g)
	n := min(cfg.MaxN, top)
	sp := &SpeedReport{MaxN: top}
	var shapes []speedShape
	if g.Generate != nil {
		for i := range 3 {
			shapes = append(shapes, speedShape{name: fmt.Sprintf("drawn %d", i+1)})
		}
	} else {
		shapes = speedShapes
	}
	for _, s := range shapes {
		sp.Shapes = append(sp.Shapes, s.name)
	}
	warm, err := Generate(g, 1, cfg.Seed, 1)
	if err != nil || len(warm) == 0 {
		warm, err = Generate(g, 1, cfg.Seed, 0)
		if err != nil || len(warm) == 0 {
			return nil, nil, fmt.Errorf("check: no case of %s to start the speed hunt with", g.Name)
		}
	}
	var base baseline // a -- program's start, to take off its times
	if !cfg.Program.PerCase {
		var walls, cpus []float64
		for range roundsMax {
			r, err := runBatch(ctx, g, cfg.Program, warm, cfg.opts())
			if err != nil {
				return nil, nil, err
			}
			if r.stop != nil || len(r.at) == 0 {
				break // the cases' run reports it
			}
			walls = append(walls, r.at[0].Sub(r.begun).Seconds())
			cpus = append(cpus, r.cpuAll.Seconds())
		}
		base = baseline{median(walls), median(cpus)}
	}
	var sizes []int
	for k := range rungsMax {
		if m := n >> k; m >= 1 && (k == 0 || m < sizes[len(sizes)-1]) {
			sizes = append(sizes, m)
		}
	}
	slices.Reverse(sizes)
	var fails []*Finding
	rng := rand.New(rand.NewPCG(cfg.Seed, 0x5eed))
	done := map[int]bool{}
	// rung runs size m and reports whether it timed out (or failed).
	rung := func(m int) (bool, error) {
		var cases []Case
		var names []string
		seen := map[string]bool{}
		for _, s := range shapes {
			args := speedCase(g, s, m, top, rng)
			if args == nil || seen[args.String()] {
				continue
			}
			seen[args.String()] = true
			want, err := expected(g, args)
			if err != nil {
				continue
			}
			cases = append(cases, Case{Args: args, Expected: want})
			names = append(names, s.name)
		}
		if len(cases) == 0 || done[cases[0].Args.Size()] {
			return false, nil
		}
		done[cases[0].Args.Size()] = true
		// A first run, each case once, says how long each takes; then
		// rounds more, each case run enough times in a row to last about
		// copyTime, give the median (unless the first run took long
		// enough for the machine's noise not to matter).
		copies := make([]int, len(cases))
		for i := range copies {
			copies[i] = 1
		}
		var times [][]float64
		var peak int64
		for _, rounds := range []int{1, roundsMax} {
			m, err := cfg.measure(ctx, warm, cases, copies, rounds, base)
			if err != nil {
				return false, err
			}
			peak = max(peak, m.peak)
			for _, f := range m.wrong {
				i := slices.IndexFunc(cases, func(c Case) bool { return c.Args.Equal(f.Case.Args) })
				fails = append(fails, &Finding{Failure: f, Speed: names[max(i, 0)]})
			}
			if f := m.stop; f != nil {
				// The rung is the case that failed (the warm case's
				// failure is reported as such, at its own size).
				i := m.stopAt
				f.Index = 0
				shape := names[i]
				if !f.Case.Args.Equal(cases[i].Args) {
					shape = "warm-up"
				}
				sp.Rungs = append(sp.Rungs, Rung{N: f.Case.Args.Size(), Seconds: cfg.TimeLimit.Seconds(), Peak: max(peak, f.Peak), Shape: shape, TimedOut: true, Case: f.Case})
				fails = append(fails, &Finding{Failure: f, Speed: shape})
				return true, nil
			}
			times = m.times
			sp.Repeats = max(sp.Repeats, rounds)
			sp.CPU = m.cpu
			slowest, nums := 0.0, 0
			for i, ts := range m.times {
				slowest = max(slowest, ts[0])
				copies[i] = min(copiesMax, max(1, int(math.Ceil(copyTime/max(ts[0], 1e-6)))))
				nums += copies[i] * cases[i].Args.Numbers()
			}
			if slowest >= repeatOver {
				break
			}
			for i := range copies {
				if nums*roundsMax > copyNumbers {
					copies[i] = max(1, copies[i]*copyNumbers/(nums*roundsMax))
				}
			}
		}
		best := Rung{N: -1}
		for i, ts := range times {
			if t := median(ts); best.N < 0 || t > best.Seconds {
				best = Rung{N: cases[i].Args.Size(), Seconds: t, Shape: names[i], Case: cases[i]}
			}
		}
		best.Peak = peak
		sp.Rungs = append(sp.Rungs, best)
		return false, nil
	}
	below, over := 0, 0 // the sizes that passed and timed out, around the explosion
	for _, m := range sizes {
		out, err := rung(m)
		if err != nil {
			return nil, nil, err
		}
		if out {
			over = m
			break
		}
		below = m
	}
	for step := 0; over > 0 && step < bisectMax && over-below > 1 && float64(over) > 1.1*float64(below); step++ {
		m := int(math.Round(math.Sqrt(float64(max(below, 1)) * float64(over))))
		if m <= below || m >= over {
			m = (below + over) / 2
		}
		out, err := rung(m)
		if err != nil {
			return nil, nil, err
		}
		if out {
			over = m
		} else {
			below = m
		}
	}
	sort.SliceStable(sp.Rungs, func(i, j int) bool { return sp.Rungs[i].N < sp.Rungs[j].N })
	// Only the smallest time-out is a finding: the others are the same.
	var firstOut *Finding
	var kept []*Finding
	for _, fd := range fails {
		if fd.Kind == Timeout {
			if firstOut == nil || fd.Case.Args.Size() < firstOut.Case.Args.Size() {
				firstOut = fd
			}
			continue
		}
		kept = append(kept, fd)
	}
	floor := floorWall
	if sp.CPU {
		floor = floorCPU
	}
	sp.Growth, sp.Exponent = growthOf(sp.Rungs, cfg.TimeLimit.Seconds(), floor)
	sp.estimate(cfg.TimeLimit.Seconds())
	if firstOut == nil && sp.Estimate > cfg.TimeLimit.Seconds() && len(sp.Rungs) > 0 {
		last := sp.Rungs[len(sp.Rungs)-1]
		firstOut = &Finding{Speed: last.Shape, Failure: &Failure{Kind: Timeout, Case: last.Case,
			Detail: fmt.Sprintf("an estimated %s at n = %d, LeetCode's largest, past the limit of %v (%s, from %s at n = %d)",
				FormatSeconds(sp.Estimate), sp.MaxN, cfg.TimeLimit, sp.Growth, FormatSeconds(last.Seconds), last.N)}}
	}
	if firstOut != nil {
		kept = append([]*Finding{firstOut}, kept...)
	}
	for _, fd := range kept {
		fd.Original = fd.Case.Args.Clone()
	}
	return sp, kept, nil
}

// estimate sets the time at MaxN: measured if the ladder reached it,
// else extrapolated from the largest size measured.
func (sp *SpeedReport) estimate(limit float64) {
	var last *Rung
	for i := range sp.Rungs {
		r := &sp.Rungs[i]
		if r.N >= sp.MaxN && !r.TimedOut {
			sp.Estimate, sp.Measured = r.Seconds, true
			return
		}
		if !r.TimedOut {
			last = r
		}
	}
	switch {
	case sp.Growth == "exponential":
		sp.Estimate = math.Inf(1)
	case last == nil || sp.Growth == "":
		sp.Estimate = 0
	default:
		sp.Estimate = last.Seconds * math.Pow(float64(sp.MaxN)/float64(max(last.N, 1)), sp.Exponent)
	}
}

// growthOf fits the times of rungs (sorted by size): "exponential" when,
// between two sizes a < b, the time jumps at least 30-fold and by more
// than (b/a)^8 (the smaller time at least floor; a size that hit a
// limit is no point of the fit: its time is not known): a polynomial of degree k would need the
// machine's noise to inflate one time by min over r of max(30/r^k,
// r^(8-k)), 8-fold for k = 3, 20-fold for k = 1, so it is not mistaken.
// Otherwise n^k, k by least squares in log-log on the three largest sizes
// that did not time out, down to the first timed below floor: "O(n^2)"
// when k is within 0.2 of an integer, else "O(n^1.4)" (a solution whose
// reading of the input, O(n), still counts beside its O(n²) work); ""
// when fewer than two sizes are timed.
func growthOf(rungs []Rung, limit, floor float64) (string, float64) {
	for i, a := range rungs {
		if a.TimedOut || a.Seconds < floor {
			continue
		}
		for _, b := range rungs[i+1:] {
			tb := b.Seconds
			if b.TimedOut || b.N <= a.N || tb < 30*a.Seconds {
				continue
			}
			if math.Log(tb/a.Seconds) >= 8*math.Log(float64(b.N)/float64(a.N)) {
				return "exponential", 0
			}
		}
	}
	var xs, ys []float64
	for i := len(rungs) - 1; i >= 0 && len(xs) < 3; i-- {
		r := rungs[i]
		if r.TimedOut {
			continue
		}
		if r.Seconds < floor || r.N <= 0 {
			break
		}
		xs = append(xs, math.Log(float64(r.N)))
		ys = append(ys, math.Log(r.Seconds))
	}
	if len(xs) < 2 {
		return "", 0
	}
	var mx, my float64
	for i := range xs {
		mx += xs[i] / float64(len(xs))
		my += ys[i] / float64(len(xs))
	}
	var sxy, sxx float64
	for i := range xs {
		sxy += (xs[i] - mx) * (ys[i] - my)
		sxx += (xs[i] - mx) * (xs[i] - mx)
	}
	if sxx == 0 {
		return "", 0
	}
	k := max(0, sxy/sxx)
	d := math.Round(k)
	switch {
	case math.Abs(k-d) > 0.2:
		return fmt.Sprintf("O(n^%.1f)", k), k
	case d == 0:
		return "O(1)", k
	case d == 1:
		return "O(n)", k
	}
	return fmt.Sprintf("O(n^%d)", int(d)), k
}

// median returns the median of xs (0 for none).
func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// FormatSeconds writes a time for a table: "0.42 ms", "31.2 ms", "1.62 s",
// "3.2 hours"; "forever" for +Inf.
func FormatSeconds(s float64) string {
	switch {
	case math.IsInf(s, 1) || s > 1e15:
		return "forever"
	case s < 1e-3:
		return fmt.Sprintf("%.2f ms", s*1e3)
	case s < 1:
		return fmt.Sprintf("%.3g ms", s*1e3)
	case s < 120:
		return fmt.Sprintf("%.3g s", s)
	case s < 7200:
		return fmt.Sprintf("%.3g minutes", s/60)
	case s < 2*86400:
		return fmt.Sprintf("%.3g hours", s/3600)
	case s < 2*365*86400:
		return fmt.Sprintf("%.3g days", s/86400)
	}
	return fmt.Sprintf("%.3g years", s/(365*86400))
}
