package game

import "context"

// Progress is told, while a solver explores an instance, how many
// positions it has found so far and how many of them it has explored (asked
// for their moves). A solver calls it from one goroutine at a time, every
// thousand positions or so; it must return quickly.
type Progress func(found, explored int64)

type progressKey struct{}

// WithProgress returns ctx carrying f: a solver that builds its positions
// from ctx ([Spec.New] of a rules file) reports to f as it goes. A front
// end draws a progress bar with it; the result never depends on it.
func WithProgress(ctx context.Context, f Progress) context.Context {
	return context.WithValue(ctx, progressKey{}, f)
}

// ProgressOf returns the Progress ctx carries, or one that does nothing.
func ProgressOf(ctx context.Context) Progress {
	if f, ok := ctx.Value(progressKey{}).(Progress); ok && f != nil {
		return f
	}
	return func(int64, int64) {}
}
