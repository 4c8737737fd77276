package upto

import (
	"context"
	"errors"
	"testing"

	"stonegame/internal/cputime"
	"stonegame/internal/oracletest"
)

// TestNewContext: NewContext looks at its context at least once per n
// states (a row of the table), and returns ctx.Err() at the first look
// after ctx ends, without a position.
func TestNewContext(t *testing.T) {
	n := 3000
	row := row(n)
	build := func(ctx context.Context) (bool, error) {
		p, err := NewContext(ctx, row)
		return p.instance != nil, err
	}
	if err := oracletest.Cancel(build, n*n/6/n); err != nil {
		t.Error(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := NewContext(ctx, row); !errors.Is(err, context.Canceled) {
		t.Errorf("a context already cancelled: got %v, want context.Canceled", err)
	}
	// Bad input is refused before any work, whatever the context.
	if _, err := NewContext(ctx, nil); !errors.Is(err, ErrEmpty) {
		t.Errorf("no piles: got %v, want ErrEmpty", err)
	}
}

// BenchmarkNewContext is New at MaxN with a context that can be
// cancelled (and is not). Against BenchmarkNewContext of the code before
// NewContext (the same loop over New; benchstat), the looks at the
// context cost nothing measurable. A first call warms the heap, so that
// the loop measures the solver and not the page faults of fresh memory
// (at the first call those take about 3/4 of the time).
func BenchmarkNewContext(b *testing.B) {
	row := row(MaxN)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	if _, err := NewContext(ctx, row); err != nil {
		b.Fatal(err)
	}
	b.Run("n=8000", func(b *testing.B) {
		cputime.Loop(b, func() {
			if _, err := NewContext(ctx, row); err != nil {
				b.Fatal(err)
			}
		})
	})
}
