package rules

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync/atomic"

	"go.starlark.net/starlark"
	"go.starlark.net/syntax"
)

// This file holds the memory budget of one instance: what the solved
// graph keeps and what the calls of the file's functions running now have
// asked for, charged before they allocate (see the package documentation,
// "Memory").

// budget is the memory of one instance's work, shared by its callers.
type budget struct {
	limit  int64
	graph  atomic.Int64 // the graph's estimate (graph.memory)
	chunks atomic.Int64 // the explorer's chunks: the next positions' keys before they join the graph
	calls  atomic.Int64 // charged by the calls running
}

func newBudget(limit int64) *budget { return &budget{limit: limit} }

// charge takes n bytes for a call, or returns false when they do not fit.
func (b *budget) charge(n int64) bool {
	if b.calls.Add(n)+b.graph.Load()+b.chunks.Load() > b.limit {
		b.calls.Add(-n)
		return false
	}
	return true
}

// errMemory is the error of a call whose allocation the budget refused.
type errMemory struct {
	asked, limit int64
}

func (e *errMemory) Error() string {
	if e.asked >= 1<<62 {
		return fmt.Sprintf("this needs more memory than can be counted (a value of more than %s parts to write out?), past the memory limit of %s", grouped(1<<22), bytesWords(e.limit))
	}
	return fmt.Sprintf("this needs %s more, past the memory limit of %s", bytesWords(e.asked), bytesWords(e.limit))
}

// onAlloc is c's thread's OnAlloc: it charges the budget.
// Small charges come from the caller's reserve, taken from the budget
// reserveBytes at a time, so that the budget's atomics, shared by the
// workers, are touched once per many allocations.
func (c *caller) onAlloc(_ *starlark.Thread, n int64) error {
	if n <= c.reserve {
		c.reserve -= n
		return nil
	}
	need := n - c.reserve
	take := max(need, reserveBytes)
	if !c.mem.charge(take) {
		if take == need || !c.mem.charge(need) {
			return &errMemory{asked: n, limit: c.mem.limit}
		}
		take = need
	}
	c.charged += take
	c.reserve += take - n
	if n >= gcBefore {
		collectBefore(n)
	}
	return nil
}

const (
	reserveBytes = 64 << 10
	gcBefore     = 32 << 20 // an allocation this large may be preceded by a collection
)

// collectBefore collects the garbage before an allocation of n bytes when
// the memory the heap holds and n together would pass the process's soft
// memory limit (runtime/debug.SetMemoryLimit), or always when there is
// none. Go starts a collection after a large allocation, not before: a
// call that made a large value and dropped it, then makes another (moves
// of one position, then of the next), would hold both. But a collection
// before every large allocation is many collections (a string doubled
// up to 128 MiB made eight per call, half of the server's collections
// under bench/abuse's string-doubling), and each stops the world twice:
// so only when the limit would be passed.
func collectBefore(n int64) {
	if limit := debug.SetMemoryLimit(-1); limit < math.MaxInt64 {
		s := []metrics.Sample{{Name: "/memory/classes/total:bytes"}, {Name: "/memory/classes/heap/released:bytes"}}
		metrics.Read(s)
		if s[0].Value.Kind() == metrics.KindUint64 && s[1].Value.Kind() == metrics.KindUint64 {
			if used := int64(s[0].Value.Uint64() - s[1].Value.Uint64()); used+n <= limit {
				return
			}
		}
	}
	runtime.GC()
}

// release gives back what the last call charged.
func (c *caller) release() {
	if c.charged != 0 {
		c.mem.calls.Add(-c.charged)
		c.charged, c.reserve = 0, 0
	}
}

// memoryError returns the Error of a call (what; "" for the top level)
// stopped by the memory budget, at its place, or nil when err is not
// the budget's.
func (c *caller) memoryError(err error, what string) *Error {
	var me *errMemory
	if !errors.As(err, &me) {
		return nil
	}
	var e *Error
	var ee *starlark.EvalError
	if errors.As(err, &ee) {
		e = evalError(c.file, ee, what)
	} else {
		e = &Error{File: c.file, Msg: what + ": " + me.Error()}
	}
	e.limit = "memory"
	return e
}

// Bytes charged for a list or tuple of n items and an entry of a dict, as
// the interpreter charges them (go.starlark.net's alloc.go).
const (
	valueBytes = 16
	headBytes  = 32
	entryBytes = 128
)

func seqBytes(n int) int64 { return int64(n)*valueBytes + headBytes }

// alloc charges n bytes to the running call before they are allocated,
// or returns the budget's refusal at p.
func (fr *frame) alloc(p syntax.Position, n int64) error {
	if err := fr.t.th.CheckAlloc(n); err != nil {
		return fr.fail(p, err)
	}
	return nil
}

// chargeChunk charges the growth of ch's arrays since it was last
// charged, and returns the memory limit's error when the graph, the
// chunks and the calls running take more than the limit. A chunk keeps
// its arrays while the instance is explored (they are reused), and so
// its charge.
func (g *graph) chargeChunk(ch *chunk) error {
	m := int64(cap(ch.kkeys)) + 4*int64(cap(ch.kend)) + 4*int64(cap(ch.khash)) + 8*int64(cap(ch.kgain)) +
		int64(cap(ch.term)) + 4*int64(cap(ch.kids))
	if d := m - ch.charged; d != 0 {
		ch.charged = m
		if g.mem.chunks.Add(d)+g.mem.graph.Load()+g.mem.calls.Load() > g.mem.limit {
			return limitError(g.r.file, "memory", "the positions and their moves take more than %s, the memory limit", bytesWords(g.mem.limit))
		}
	}
	return nil
}

// newCaller returns a caller of r's functions with a budget of its own.
func (r *rules) newCaller() *caller {
	c := newCaller(r.file, r.lim.Steps, newBudget(r.lim.Memory))
	c.loops = r.loops
	return c
}

// recharge charges the growth of a walk's own arrays, now m bytes, of
// which *charged were charged before, to the budget's chunks, and reports
// whether all the budget counts then passes its limit.
func (b *budget) recharge(charged *int64, m int64) bool {
	delta := m - *charged
	if delta == 0 {
		return false
	}
	*charged = m
	return b.chunks.Add(delta)+b.graph.Load()+b.calls.Load() > b.limit
}
