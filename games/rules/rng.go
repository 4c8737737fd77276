package rules

import (
	"fmt"
	"math/rand/v2"

	"go.starlark.net/starlark"
)

// rng is the random source generate(rng, n) receives: rng.randint(lo, hi)
// returns an integer in [lo, hi], both included, as Python's does;
// rng.random() a float in [0, 1); rng.choice(seq) an item of a non-empty
// list, tuple or string; rng.shuffle(list) shuffles a list in place.
type rng struct{ r *rand.Rand }

func newRng(r *rand.Rand) *rng { return &rng{r} }

func (g *rng) String() string        { return "rng" }
func (g *rng) Type() string          { return "rng" }
func (g *rng) Freeze()               {}
func (g *rng) Truth() starlark.Bool  { return true }
func (g *rng) Hash() (uint32, error) { return 0, fmt.Errorf("unhashable: rng") }

func (g *rng) AttrNames() []string { return []string{"choice", "randint", "random", "shuffle"} }

func (g *rng) Attr(name string) (starlark.Value, error) {
	switch name {
	case "randint":
		return starlark.NewBuiltin("randint", g.randint), nil
	case "random":
		return starlark.NewBuiltin("random", g.random), nil
	case "choice":
		return starlark.NewBuiltin("choice", g.choice), nil
	case "shuffle":
		return starlark.NewBuiltin("shuffle", g.shuffle), nil
	}
	return nil, nil
}

func (g *rng) randint(_ *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	var lo, hi int64
	if err := starlark.UnpackPositionalArgs(b.Name(), args, kwargs, 2, &lo, &hi); err != nil {
		return nil, err
	}
	if lo > hi {
		return nil, fmt.Errorf("randint(%d, %d): the low end is above the high end", lo, hi)
	}
	span := uint64(hi - lo)
	if span == ^uint64(0) {
		return starlark.MakeInt64(int64(g.r.Uint64())), nil
	}
	return starlark.MakeInt64(lo + int64(g.r.Uint64N(span+1))), nil
}

func (g *rng) random(_ *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	if err := starlark.UnpackPositionalArgs(b.Name(), args, kwargs, 0); err != nil {
		return nil, err
	}
	return starlark.Float(g.r.Float64()), nil
}

func (g *rng) choice(_ *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	var seq starlark.Indexable
	if err := starlark.UnpackPositionalArgs(b.Name(), args, kwargs, 1, &seq); err != nil {
		return nil, err
	}
	if seq.Len() == 0 {
		return nil, fmt.Errorf("choice: the sequence is empty")
	}
	return seq.Index(g.r.IntN(seq.Len())), nil
}

func (g *rng) shuffle(_ *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	var l *starlark.List
	if err := starlark.UnpackPositionalArgs(b.Name(), args, kwargs, 1, &l); err != nil {
		return nil, err
	}
	for i := l.Len() - 1; i > 0; i-- {
		j := g.r.IntN(i + 1)
		x, y := l.Index(i), l.Index(j)
		if err := l.SetIndex(i, y); err != nil {
			return nil, fmt.Errorf("shuffle: %v", err)
		}
		if err := l.SetIndex(j, x); err != nil {
			return nil, fmt.Errorf("shuffle: %v", err)
		}
	}
	return starlark.None, nil
}
