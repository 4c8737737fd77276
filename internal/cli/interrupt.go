package cli

import (
	"context"
	"errors"
	"fmt"
	"sync"
)

// Interrupts. Main runs the command on a goroutine and returns as soon as
// ctx is done (SIGINT, SIGTERM: see cmd/stonegame), with exitInterrupted
// and "stonegame: interrupted" on stderr, even while the command is blocked
// reading an idle standard input (a read on os.Stdin cannot be cancelled
// portably) or deep in a computation that does not look at ctx. The command
// is left running until the process exits; what it has written stays whole
// lines because solve writes through a [lineWriter], and the cleanups it
// registered with [Env.atInterrupt] (a temporary file, the progress bar)
// run before Main returns.
//
// A command that ends by itself when ctx is done and must be let finish
// (see finishesOnInterrupt) is waited for instead; an error it returns
// because ctx is done is reported the same way.

// exitInterrupted is the exit code of an interrupted command: 128+SIGINT,
// as a shell reports a process killed by Ctrl-C.
const exitInterrupted = 130

// finishesOnInterrupt names the commands that Main waits for after ctx is
// done: serve drains the requests in flight, play restores the terminal.
// Both return promptly when ctx is done.
var finishesOnInterrupt = map[string]bool{"serve": true, "play": true}

// running counts the commands Main runs on a goroutine, those it gave up
// on included: a test that interrupts Main waits for them (after ending
// their input) before it changes what they read.
var running sync.WaitGroup

// hooks are the cleanups registered with [Env.atInterrupt].
type hooks struct {
	mu   sync.Mutex
	next int
	fns  map[int]func()
	ran  bool // Main gave up on the command: new cleanups run at once
}

// atInterrupt registers f to run if Main gives up on the command because
// ctx is done, while the command may still be running: f must be safe to
// call concurrently with it. The returned function unregisters f. If Main
// has already given up, f runs at once.
func (e *Env) atInterrupt(f func()) (remove func()) {
	h := &e.hooks
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.ran {
		f()
		return func() {}
	}
	if h.fns == nil {
		h.fns = map[int]func(){}
	}
	id := h.next
	h.next++
	h.fns[id] = f
	return func() {
		h.mu.Lock()
		delete(h.fns, id)
		h.mu.Unlock()
	}
}

// interrupted runs the registered cleanups, once.
func (e *Env) interrupted() {
	h := &e.hooks
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.ran {
		return
	}
	h.ran = true
	for _, f := range h.fns {
		f()
	}
	h.fns = nil
}

// runMain runs the command of args for Main and returns the exit code; see
// above.
func (e *Env) runMain(ctx context.Context, args []string) int {
	if len(args) > 0 && finishesOnInterrupt[args[0]] {
		return e.exitCtx(ctx, Run(ctx, e, args))
	}
	done := make(chan error, 1)
	running.Go(func() { done <- Run(ctx, e, args) })
	select {
	case err := <-done:
		return e.exitCtx(ctx, err)
	case <-ctx.Done():
	}
	select {
	case err := <-done: // it ended as ctx was done
		return e.exitCtx(ctx, err)
	default:
	}
	e.interrupted()
	fmt.Fprintln(e.Stderr, "stonegame: interrupted")
	return exitInterrupted
}

// exitCtx is [Env.exit], except that an error because ctx is done is
// reported as an interrupt.
func (e *Env) exitCtx(ctx context.Context, err error) int {
	if err != nil && ctx.Err() != nil && (errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded)) {
		e.interrupted()
		fmt.Fprintln(e.Stderr, "stonegame: interrupted")
		return exitInterrupted
	}
	return e.exit(err)
}
