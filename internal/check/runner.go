package check

import (
	"context"
	"fmt"
	"time"
)

// A Runner runs a solution somewhere check does not start processes: the
// browser's runner sends each case to a Web Worker that runs the
// learner's JavaScript and waits for its answer. [Config.Runner] takes
// one in place of a [Program]; everything else of a run (the cases, the
// judge that reads and compares the answers, shrinking, the report) is
// the same. Each call of Run is what a process is to a Program: the
// solution's state does not carry over from one call to the next.
type Runner interface {
	// Run runs the solution on cases, in order, each case within limit,
	// and returns what it did with each, in order. It may stop before
	// the end after an outcome that is no answer (a crash, a time-out):
	// the cases after it did not run. done, if not nil, is called with
	// the index of each case answered. Its error is for check itself
	// (ctx is done, the runner is gone), never for a failing solution.
	Run(ctx context.Context, cases []Case, limit time.Duration, done func(i int)) ([]Outcome, error)
}

// An Outcome is what a solution did with one case under a [Runner].
type Outcome struct {
	// Answer is the answer as the solution wrote it, as a harness prints
	// it: "true", "6", "\"Alice\"" (judged as a program's line of output
	// is), when Kind is "".
	Answer string
	// Kind is "" for an answer, [Crash] for an exception and [Timeout]
	// for a case past its limit.
	Kind Kind
	// Detail says more, as [Failure.Detail] does: the exception's
	// message, the time the case took.
	Detail string
	// Wall, for a time-out, says that the runner's watchdog stopped the
	// solution ([Failure.Wall]).
	Wall bool
	// Stderr is what the solution wrote on the side (an exception's
	// stack), as [Failure.Stderr].
	Stderr string
}

// runWith runs cases with r and judges the outcomes as runBatch judges a
// process's lines: a wrong answer is noted and the run goes on, anything
// else stops it.
func runWith(ctx context.Context, r Runner, answerType string, cases []Case, o runOpts) (*batchResult, error) {
	outs, err := r.Run(ctx, cases, o.limit, o.done)
	if err != nil {
		return nil, err
	}
	if len(outs) > len(cases) {
		return nil, fmt.Errorf("check: the runner gave %d outcomes for %d cases", len(outs), len(cases))
	}
	res := &batchResult{cpu: map[int]cpuSample{}}
	for k, out := range outs {
		c := cases[k]
		switch out.Kind {
		case "":
		case Crash, Timeout:
			res.stop = &Failure{Kind: out.Kind, Index: k, Case: c, Detail: out.Detail, Wall: out.Wall, Stderr: out.Stderr}
			return res, nil
		default:
			return nil, fmt.Errorf("check: the runner's outcome of case %d is %q, not an answer, a crash or a time-out", k+1, out.Kind)
		}
		res.answered++
		line := outLine{text: out.Answer, n: len(out.Answer)}
		if len(line.text) > keepLine {
			line.text = line.text[:keepLine]
		}
		got, err := line.parse(answerType)
		if err != nil {
			res.stop = &Failure{Kind: Malformed, Index: k, Case: c, Got: clip(line.text), Detail: err.Error(), Stderr: out.Stderr}
			return res, nil
		}
		if got != c.Expected {
			res.wrong = append(res.wrong, &Failure{Kind: Wrong, Index: k, Case: c, Got: out.Answer, GotAnswer: got, Stderr: out.Stderr})
		}
	}
	if len(outs) < len(cases) {
		// The runner stopped with no reason given: as a process that
		// exited early.
		k := len(outs)
		res.stop = &Failure{Kind: Malformed, Index: k, Case: cases[k], Detail: fmt.Sprintf("the runner stopped after %d answers for %d cases", k, len(cases))}
	}
	return res, nil
}

// batch runs cases on cfg's Runner, or its Program when it has none.
func (c *Config) batch(ctx context.Context, cases []Case, o runOpts) (*batchResult, error) {
	if c.Runner != nil {
		return runWith(ctx, c.Runner, c.Game.AnswerType, cases, o)
	}
	return runBatch(ctx, c.Game, c.Program, cases, o)
}
