package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"time"

	"stonegame/game"
	"stonegame/games"
	"stonegame/internal/collector"
)

// Rules files. Wherever a command takes a game's name (--game, the names
// of 'stonegame games') it takes the path of a rules file too
// ([games.Open]); the commands that may load one share rulesFlags, the
// limits of solving one of its instances.

// rulesFlag is the prefix of the limits' flags: --rules-positions, ...,
// each named after the limit it raises ([games.LimitOf]).
const rulesFlag = "rules-"

// rulesFlags are the limits of a rules file's instances, the same flags
// on every command that may load one: solve, explain, play, check, games.
type rulesFlags struct {
	positions int
	steps     uint64
	time      time.Duration
	memory    byteSize
}

func (r *rulesFlags) declare(fs *flag.FlagSet) {
	d := games.DefaultLimits
	r.memory = byteSize(d.Memory)
	fs.IntVar(&r.positions, rulesFlag+"positions", d.Positions, "a rules file: the most positions one instance may reach, `N`")
	fs.Uint64Var(&r.steps, rulesFlag+"steps", d.Steps, "a rules file: the most Starlark steps one call of its functions may take, `N` (an endless loop stops there)")
	fs.DurationVar(&r.time, rulesFlag+"time", 0, "a rules file: the most `TIME` solving one instance may take (default none)")
	fs.Var(&r.memory, rulesFlag+"memory", "a rules file: the most memory one instance may take, its positions and its functions' values, `SIZE` (512MiB, 4GiB)")
}

// limits returns the limits the flags say, or a usage error for one that
// is not positive.
func (r *rulesFlags) limits() (games.Limits, error) {
	switch {
	case r.positions < 1:
		return games.Limits{}, usagef("--%spositions must be at least 1, not %d", rulesFlag, r.positions)
	case r.steps < 1:
		return games.Limits{}, usagef("--%ssteps must be at least 1", rulesFlag)
	case r.time < 0:
		return games.Limits{}, usagef("--%stime cannot be negative, not %v", rulesFlag, r.time)
	case r.memory < 1:
		return games.Limits{}, usagef("--%smemory must be positive", rulesFlag)
	}
	return games.Limits{Positions: r.positions, Steps: r.steps, Time: r.time, Memory: int64(r.memory)}, nil
}

// open returns the game name selects, a rules file within the flags'
// limits (see [games.Open]): an unknown name is a usage error.
func (r *rulesFlags) open(ctx context.Context, name string) (*game.Spec, error) {
	lim, err := r.limits()
	if err != nil {
		return nil, err
	}
	if games.IsFile(name) {
		softMemoryLimit(lim.Memory)
		solvePolicy.Do(func() { collector.Use(collector.Solve) })
	}
	g, err := games.Open(ctx, name, lim)
	if errors.Is(err, games.ErrUnknown) {
		return nil, usagef("%v", err)
	}
	return g, err
}

// solvePolicy sets the collector's policy for solving rules files
// ([collector.Solve]) once per process, for the rest of it.
var solvePolicy sync.Once

// gcSlack is what the Go heap may take beyond a rules file's memory
// limit: the runtime's own and the values the budget does not charge
// (see the package documentation of games/rules, "Memory").
const gcSlack = 16 << 20

// softMemoryLimit lowers the Go runtime's soft memory limit
// (runtime/debug.SetMemoryLimit) to a rules file's memory limit and
// gcSlack, so that the garbage its functions make is collected before the
// heap doubles: the budget bounds what is live, this what is not yet
// collected. A lower limit already set (explain's) stays.
func softMemoryLimit(memory int64) {
	if memory > math.MaxInt64-gcSlack {
		return
	}
	if want := memory + gcSlack; want < debug.SetMemoryLimit(-1) {
		debug.SetMemoryLimit(want)
	}
}

// limitHint adds to the error of a rules file's limit the flag that
// raises it.
func limitHint(err error) error {
	if l := games.LimitOf(err); l != "" {
		return fmt.Errorf("%w (--%s%s raises the limit)", err, rulesFlag, l)
	}
	return err
}

// byteSize is a number of bytes as a flag: 4GiB, 512MiB, 512M, 1048576.
type byteSize int64

var byteUnits = []struct {
	suffix string
	shift  uint
}{{"T", 40}, {"G", 30}, {"M", 20}, {"K", 10}, {"", 0}}

func (b *byteSize) String() string {
	for _, u := range byteUnits {
		if u.shift > 0 && *b != 0 && *b%(1<<u.shift) == 0 {
			return strconv.FormatInt(int64(*b)>>u.shift, 10) + u.suffix + "iB"
		}
	}
	return strconv.FormatInt(int64(*b), 10)
}

// Set reads a size: a whole number of bytes, or of KiB, MiB, GiB or TiB
// (K, M, G, T, with or without "iB" or "B": binary units all).
func (b *byteSize) Set(s string) error {
	t := strings.ToUpper(strings.TrimSpace(s))
	t = strings.TrimSuffix(strings.TrimSuffix(t, "B"), "I")
	for _, u := range byteUnits {
		num, ok := strings.CutSuffix(t, u.suffix)
		if !ok || u.suffix == "" && num != t {
			continue
		}
		n, err := strconv.ParseInt(strings.TrimSpace(num), 10, 64)
		if err != nil || n < 0 || n > (1<<62)>>u.shift {
			break
		}
		*b = byteSize(n << u.shift)
		return nil
	}
	return errors.New("want a size such as 512MiB or 4GiB")
}
