package oracletest

import (
	"context"
	"errors"
	"fmt"
)

// looks is a context that counts the looks at its Err, and is cancelled
// from look cancelAt on (never, when 0).
type looks struct {
	context.Context
	n, cancelAt int
}

func (c *looks) Err() error {
	c.n++
	if c.cancelAt > 0 && c.n >= c.cancelAt {
		return context.Canceled
	}
	return nil
}

// Cancel checks a constructor that must stop when its context ends (a
// game's NewContext): build runs it with ctx and says whether it made a
// position. Under a context never cancelled it must make one, looking at
// ctx at least least times on the way (how often a server needs); under
// one cancelled from its third look on, it must return context.Canceled
// at that look, having made nothing.
func Cancel(build func(ctx context.Context) (made bool, err error), least int) error {
	full := &looks{Context: context.Background()}
	if made, err := build(full); !made || err != nil {
		return fmt.Errorf("never cancelled: made %v, %v; want a position", made, err)
	}
	if full.n < least {
		return fmt.Errorf("%d looks at the context, want at least %d", full.n, least)
	}
	cut := &looks{Context: context.Background(), cancelAt: 3}
	if made, err := build(cut); made || !errors.Is(err, context.Canceled) || cut.n != 3 {
		return fmt.Errorf("cancelled at look 3: made %v, %v, %d looks; want nothing, context.Canceled, 3 looks", made, err, cut.n)
	}
	return nil
}
