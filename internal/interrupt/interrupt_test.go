package interrupt

import (
	"context"
	"errors"
	"testing"
	"time"
)

// Cleanups run once, without those removed; one added after they ran runs
// at once.
func TestCleanups(t *testing.T) {
	var c Cleanups
	ran := 0
	c.Add(func() { ran++ })
	c.Add(func() { ran += 10 })()
	c.Run()
	c.Run()
	if ran != 1 {
		t.Errorf("cleanups ran %d, want the one left once (1)", ran)
	}
	c.Add(func() { ran++ })
	if ran != 2 {
		t.Errorf("a cleanup registered after the interrupt did not run at once")
	}
}

// Run returns f's error when f ends, and ErrGivenUp at once when ctx is
// done while f is still running, after running the cleanups.
func TestRun(t *testing.T) {
	var c Cleanups
	errF := errors.New("f's error")
	if err := Run(context.Background(), &c, func() error { return errF }); err != errF {
		t.Errorf("Run returns %v, want f's error", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	release := make(chan struct{})
	defer Wait()
	defer close(release)
	cleaned := make(chan bool, 1)
	c.Add(func() { cleaned <- true })
	done := make(chan error, 1)
	go func() { done <- Run(ctx, &c, func() error { <-release; return nil }) }()
	cancel()
	select {
	case err := <-done:
		if !errors.Is(err, ErrGivenUp) || len(cleaned) != 1 {
			t.Errorf("Run returns %v, cleanups ran: %v; want ErrGivenUp and the cleanups run", err, len(cleaned) == 1)
		}
	case <-time.After(time.Minute):
		t.Fatal("Run still waits for f a minute after ctx is done")
	}
}
