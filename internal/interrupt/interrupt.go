// Package interrupt lets a command be given up on when it is interrupted:
// [Run] runs the command on a goroutine and returns as soon as its context
// is done (SIGINT, SIGTERM), even while the command is blocked reading an
// idle standard input (a read on os.Stdin cannot be cancelled portably)
// or deep in a computation that does not look at the context. The command
// is left running until the process exits; before Run returns, it runs the
// [Cleanups] the command registered (remove a temporary file, erase a
// progress bar), so that what the command leaves behind is whole.
//
//	var c interrupt.Cleanups
//	err := interrupt.Run(ctx, &c, func() error { return command(ctx, &c) })
//	if errors.Is(err, interrupt.ErrGivenUp) {
//		fmt.Fprintln(os.Stderr, "interrupted")
//		os.Exit(interrupt.ExitCode)
//	}
package interrupt

import (
	"context"
	"errors"
	"sync"
)

// ExitCode is the exit code of an interrupted command: 128+SIGINT, as a
// shell reports a process killed by Ctrl-C.
const ExitCode = 130

// Cleanups are the functions to run if a command is given up on. The zero
// value is ready to use; a Cleanups must not be copied once used.
type Cleanups struct {
	mu   sync.Mutex
	next int
	fns  map[int]func()
	ran  bool // Run was called: new cleanups run at once
}

// Add registers f to run if the command is given up on, while the command
// may still be running: f must be safe to call concurrently with it. The
// returned function unregisters f. If the cleanups have already run, f
// runs at once, before Add returns.
func (c *Cleanups) Add(f func()) (remove func()) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.ran {
		f()
		return func() {}
	}
	if c.fns == nil {
		c.fns = map[int]func(){}
	}
	id := c.next
	c.next++
	c.fns[id] = f
	return func() {
		c.mu.Lock()
		delete(c.fns, id)
		c.mu.Unlock()
	}
}

// Run runs the registered cleanups, in no particular order, once: a second
// call does nothing, and a cleanup added later runs at once.
func (c *Cleanups) Run() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.ran {
		return
	}
	c.ran = true
	for _, f := range c.fns {
		f()
	}
	c.fns = nil
}

// running counts the functions Run started, those it gave up on included.
var running sync.WaitGroup

// ErrGivenUp is the error of [Run] when it gave up on its function.
var ErrGivenUp = errors.New("interrupted")

// Run runs f on a goroutine and returns its error when it ends. If ctx is
// done first, Run runs c's cleanups and returns [ErrGivenUp] at once,
// leaving f running; if f ends as ctx is done, its error is returned.
func Run(ctx context.Context, c *Cleanups, f func() error) error {
	done := make(chan error, 1)
	running.Go(func() { done <- f() })
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	select {
	case err := <-done: // it ended as ctx was done
		return err
	default:
	}
	c.Run()
	return ErrGivenUp
}

// Wait waits until every function [Run] started has ended, those it gave
// up on included. A test that interrupts a command waits for it (after
// ending its input) before it changes what the command reads.
func Wait() { running.Wait() }
