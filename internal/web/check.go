package web

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	mrand "math/rand/v2"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"stonegame/game"
	"stonegame/internal/check"
)

// The check page's API: `stonegame check` for a JavaScript solution that
// runs in the learner's browser. The Go side here (in the server, or in
// the static site's WebAssembly solver, which serves this same handler)
// generates the cases, judges the answers, shrinks a failure and writes
// the report, with internal/check and its [check.Runner]; the page runs
// the learner's function in a Web Worker of its own, one batch of cases
// at a time, and sends back what it did with each. So a session is a run
// of check.Run waiting, between two requests, for the page's outcomes:
//
//	/api/check/about {"game":"stone-game-vii"} (or "rules")
//	     → {"game", "func", "signature", "template", "commands"}: the
//	       function to write, and the command line for each language
//	/api/check/start {"game":..., "seed":7, "cases":200, "timeLimit":2000}
//	     → {"session", "seed", "run": {"cases": [[arg, ...], ...], "limit": ms}}
//	/api/check/next  {"session":..., "outcomes": [{"answer":"6"},
//	       {"crash":"TypeError: ...", "stack":"..."}, {"timeout":"...", "wall":true}]}
//	     → the next {"run"}, or {"done": {"status": "pass"|"fail",
//	       "summary", "report", "reproduce"}}
//	/api/check/stop  {"session":...} → {"stopped": true}: the learner
//	       pressed Stop, or left the page
//
// A case's arguments are the game's parameters in their order, each the
// JSON value the CLI's JavaScript harness reads from its line; an answer is
// what that harness prints (JSON.stringify of a string, String(r)
// otherwise). The report is check.WriteText's, as the CLI prints it for
// `stonegame check ... --no-corpus solution.js`, and reproduce is that
// command.

// The check sessions' bounds.
const (
	// MaxChecks is the most check sessions at once; one more is answered
	// 503, with Retry-After.
	MaxChecks = 4
	// MaxCheckCases is the most cases a check may ask for.
	MaxCheckCases = 2000
	// checkIdle is how long a session waits for the page's outcomes on
	// top of the batch's time (its cases times twice the limit): past it
	// the session ends.
	checkIdle = 30 * time.Second
	// maxAnswer is the longest answer or message of an outcome the API
	// reads, in bytes.
	maxAnswer = 64 << 10
)

// checkSession is one check.Run waiting for a page's outcomes.
type checkSession struct {
	id     string
	game   *game.Spec
	limit  time.Duration
	runs   chan []check.Case    // a batch to run, from the run
	outs   chan []check.Outcome // its outcomes, from the page
	done   chan struct{}        // closed when the run ended, with result set
	result json.RawMessage      // {"status",...}
	cancel context.CancelFunc   // ends the run
	mu     sync.Mutex           // one request at a time
	batch  []check.Case         // the batch the page runs, nil when none
	idle   *time.Timer          // ends the session when the page is gone
}

// checks are the sessions, by id.
var checks = struct {
	sync.Mutex
	m map[string]*checkSession
}{m: map[string]*checkSession{}}

// Run is check's [check.Runner]: it hands cases to the page (the next
// request's answer) and waits for their outcomes.
func (s *checkSession) Run(ctx context.Context, cases []check.Case, limit time.Duration, done func(int)) ([]check.Outcome, error) {
	select {
	case s.runs <- cases:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	select {
	case outs := <-s.outs:
		if done != nil {
			for i, o := range outs {
				if o.Kind == "" {
					done(i)
				}
			}
		}
		return outs, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// end forgets s and stops its run.
func (s *checkSession) end() {
	s.cancel()
	checks.Lock()
	delete(checks.m, s.id)
	checks.Unlock()
}

// checkAbout is the answer of /api/check/about.
type checkAbout struct {
	Game      string            `json:"game"`
	Func      string            `json:"func"`
	Signature string            `json:"signature"` // LeetCode's JavaScript, with the types in a comment
	Template  string            `json:"template"`  // a solution to fill in
	Commands  map[string]string `json:"commands"`  // by language id: the CLI's command for a solution in it
	Languages map[string]string `json:"languages"` // by language id: its name
}

// checkGame reads the game of a check request: "game" or "rules".
func checkGame(ctx context.Context, name, rules string) (*game.Spec, error) {
	if name == "" && rules == "" {
		return nil, badRequest(`game: missing: give "game" (a name such as "stone-game-vii") or "rules" (a rules file's source)`)
	}
	return gameNamed(ctx, name, rules)
}

// selectorOf names g in a command line: its name, or rules.star for a
// rules file sent as its source.
func selectorOf(g *game.Spec, rules bool) string {
	if rules {
		return "rules.star"
	}
	return g.Name
}

func handleCheckAbout(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Game  string `json:"game"`
		Rules string `json:"rules"`
	}
	if err := decodeRulesBody(w, r, &req, []string{"game", "rules"}, `{"game":"stone-game-vii"}`); err != nil {
		writeError(w, err)
		return
	}
	g, err := checkGame(r.Context(), req.Game, req.Rules)
	if err != nil {
		writeError(w, err)
		return
	}
	js, _ := check.LanguageOf("solution.js")
	sel := selectorOf(g, req.Rules != "")
	a := checkAbout{Game: g.Name, Func: g.Func, Signature: check.Signature(g, js), Commands: map[string]string{}, Languages: map[string]string{}}
	var ps []string
	for _, p := range g.Params {
		ps = append(ps, p.Name)
	}
	a.Template = fmt.Sprintf("/**\n * %s\n */\nvar %s = function(%s) {\n    \n};\n", strings.TrimPrefix(a.Signature[strings.Index(a.Signature, "//")+2:], " "), g.Func, strings.Join(ps, ", "))
	for _, l := range check.Languages {
		a.Commands[l.ID] = "stonegame check --game " + sel + " solution" + l.Ext
		a.Languages[l.ID] = l.Name
	}
	writeValue(w, a)
}

// checkStart is the body of /api/check/start.
type checkStart struct {
	Game      string `json:"game"`
	Rules     string `json:"rules"`
	Seed      uint64 `json:"seed"`      // 0: a random one, as the CLI's
	Cases     int    `json:"cases"`     // 0: 200, as the CLI's
	TimeLimit int    `json:"timeLimit"` // ms a case may take; 0: 2000, as the CLI's
}

func handleCheckStart(w http.ResponseWriter, r *http.Request) {
	var req checkStart
	if err := decodeRulesBody(w, r, &req, []string{"game", "rules", "seed", "cases", "timeLimit"}, `{"game":"stone-game-vii","seed":7,"cases":200}`); err != nil {
		writeError(w, err)
		return
	}
	ctx := r.Context()
	switch {
	case req.Cases < 0 || req.Cases > MaxCheckCases:
		writeError(w, badRequest("cases: %d is not between 1 and %d", req.Cases, MaxCheckCases))
		return
	case req.TimeLimit < 0 || req.TimeLimit > 60_000:
		writeError(w, badRequest("timeLimit: %d ms is not between 1 and 60000", req.TimeLimit))
		return
	}
	g, err := checkGame(ctx, req.Game, req.Rules)
	if err != nil {
		writeError(w, err)
		return
	}
	if err := admit(ctx, true); err != nil { // the cases are solved now
		writeError(w, err)
		return
	}
	if req.Cases == 0 {
		req.Cases = 200
	}
	if req.Seed == 0 {
		req.Seed = 1 + mrand.Uint64N(1_000_000_000)
	}
	limit := 2 * time.Second
	if req.TimeLimit > 0 {
		limit = time.Duration(req.TimeLimit) * time.Millisecond
	}
	var idb [16]byte
	rand.Read(idb[:])
	runCtx, cancel := context.WithCancel(context.Background())
	s := &checkSession{id: hex.EncodeToString(idb[:]), game: g, limit: limit, cancel: cancel,
		runs: make(chan []check.Case), outs: make(chan []check.Outcome), done: make(chan struct{})}
	checks.Lock()
	if len(checks.m) >= MaxChecks {
		checks.Unlock()
		cancel()
		w.Header().Set("Retry-After", retryAfter)
		writeError(w, &httpError{http.StatusServiceUnavailable, fmt.Sprintf("the server is busy: %d checks are already running; retry later", MaxChecks)})
		return
	}
	checks.m[s.id] = s
	checks.Unlock()
	s.idle = time.AfterFunc(checkIdle, s.end)

	sel := selectorOf(g, req.Rules != "")
	go func() {
		defer close(s.done)
		cfg := check.Config{Game: g, Runner: s, Cases: req.Cases, Seed: req.Seed, TimeLimit: limit, Jobs: 1}
		rep, err := check.Run(runCtx, cfg)
		if err != nil {
			s.result = errorJSON(err)
			return
		}
		s.result = reportJSON(g, rep, req, limit, sel)
	}()
	s.mu.Lock()
	defer s.mu.Unlock()
	s.answer(w, r, fmt.Appendf(nil, `"session":%q,"seed":%d,`, s.id, req.Seed))
}

// reportJSON is a finished check's "done": its status, the verdict's
// line, the report as the CLI writes it and the command that reproduces
// it.
func reportJSON(g *game.Spec, rep *check.Report, req checkStart, limit time.Duration, sel string) json.RawMessage {
	words := []string{"stonegame", "check", "--game", sel, "--seed", strconv.FormatUint(req.Seed, 10), "--cases", strconv.Itoa(req.Cases)}
	if limit != 2*time.Second {
		words = append(words, "--time-limit", limit.String())
	}
	words = append(words, "--no-corpus", "solution.js")
	t := check.Text{TimeLimit: limit, Reproduce: strings.Join(words, " "), Selector: sel}
	if asked := check.DefaultMaxN(g); rep.MaxN < asked {
		t.Capped = fmt.Sprintf("(cases of size at most %d: larger ones take the exact solver past its limits, %d positions and %s of memory)", rep.MaxN, rulesLimits.Positions, check.FormatBytes(check.DefaultSolveMemory))
	}
	var b strings.Builder
	check.WriteText(&b, g, rep, t)
	out := struct {
		Status    string `json:"status"`
		Summary   string `json:"summary"`
		Report    string `json:"report"`
		Reproduce string `json:"reproduce"`
		Cases     int    `json:"cases"`
	}{"pass", "", b.String(), t.Reproduce, rep.Ran}
	out.Summary, _, _ = strings.Cut(out.Report, "\n")
	if rep.Failure != nil {
		out.Status = "fail"
	}
	v, _ := json.Marshal(out)
	return v
}

// errorJSON is the "done" of a check that could not go on.
func errorJSON(err error) json.RawMessage {
	v, _ := json.Marshal(struct {
		Status string `json:"status"`
		Error  string `json:"error"`
	}{"error", err.Error()})
	return v
}

// answer waits for s's run to ask for a batch or to end, and answers the
// request with it, after prefix (fields of its own, each followed by a
// comma). A request that ends first (its deadline, a client gone) ends
// the session. The caller holds s.mu.
func (s *checkSession) answer(w http.ResponseWriter, r *http.Request, prefix []byte) {
	select {
	case batch := <-s.runs:
		s.batch = batch
		// The page has the batch's time, and some, to answer.
		s.idle.Reset(checkIdle + time.Duration(len(batch))*2*s.limit)
		b := append([]byte{'{'}, prefix...)
		b = fmt.Appendf(b, `"run":{"limit":%d,"cases":[`, s.limit.Milliseconds())
		for k, c := range batch {
			if k > 0 {
				b = append(b, ',')
			}
			b = append(b, '[')
			for i, a := range c.Args {
				if i > 0 {
					b = append(b, ',')
				}
				b = a.AppendValue(b)
			}
			b = append(b, ']')
		}
		b = append(b, "]}}"...)
		writeJSON(w, b)
	case <-s.done:
		s.end()
		s.idle.Stop()
		b := append([]byte{'{'}, prefix...)
		b = append(b, `"done":`...)
		b = append(b, s.result...)
		writeJSON(w, append(b, '}'))
	case <-r.Context().Done():
		s.end()
		writeError(w, errDeadline)
	}
}

// checkOutcome is what the page's Worker did with a case: exactly one of
// answer, crash and timeout.
type checkOutcome struct {
	Answer  *string `json:"answer"`  // the answer as the harness prints it
	Crash   *string `json:"crash"`   // an exception's message
	Stack   string  `json:"stack"`   // its stack, with crash
	Timeout *string `json:"timeout"` // what ran out
	Wall    bool    `json:"wall"`    // with timeout: the page's watchdog stopped the Worker
}

func handleCheckNext(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Session  string         `json:"session"`
		Outcomes []checkOutcome `json:"outcomes"`
	}
	if err := decodeRulesBody(w, r, &req, []string{"session", "outcomes", "answer", "crash", "stack", "timeout", "wall"}, `{"session":"...","outcomes":[{"answer":"6"}]}`); err != nil {
		writeError(w, err)
		return
	}
	checks.Lock()
	s := checks.m[req.Session]
	checks.Unlock()
	if s == nil {
		writeError(w, &httpError{http.StatusNotFound, fmt.Sprintf("session: no check %q is running: it ended, or waited more than %v for its answers; start again", req.Session, checkIdle)})
		return
	}
	if !s.mu.TryLock() {
		writeError(w, &httpError{http.StatusConflict, "session: the check is already answering another request: send the outcomes once"})
		return
	}
	defer s.mu.Unlock()
	if s.batch == nil {
		writeError(w, &httpError{http.StatusConflict, "session: the check waits for no outcomes now"})
		return
	}
	outs, err := outcomes(req.Outcomes, len(s.batch))
	if err != nil {
		writeError(w, err)
		return
	}
	s.batch = nil
	select {
	case s.outs <- outs:
	case <-s.done:
	}
	s.answer(w, r, nil)
}

// handleCheckStop ends a session at once, so that it holds no slot of
// MaxChecks until it would time out.
func handleCheckStop(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Session string `json:"session"`
	}
	if err := decodeRulesBody(w, r, &req, []string{"session"}, `{"session":"..."}`); err != nil {
		writeError(w, err)
		return
	}
	checks.Lock()
	s := checks.m[req.Session]
	checks.Unlock()
	if s == nil {
		writeError(w, &httpError{http.StatusNotFound, fmt.Sprintf("session: no check %q is running", req.Session)})
		return
	}
	s.idle.Stop()
	s.end()
	writeJSON(w, []byte(`{"stopped":true}`))
}

// outcomes checks the page's outcomes of a batch of n cases: at most n,
// each exactly one of answer, crash and timeout, and only the last one not
// an answer.
func outcomes(in []checkOutcome, n int) ([]check.Outcome, error) {
	if len(in) > n {
		return nil, badRequest("outcomes: %d outcomes for a batch of %d cases", len(in), n)
	}
	if len(in) == 0 && n > 0 {
		return nil, badRequest("outcomes: none for a batch of %d cases: send at least the first case's", n)
	}
	out := make([]check.Outcome, len(in))
	for k, o := range in {
		set := 0
		for _, p := range []*string{o.Answer, o.Crash, o.Timeout} {
			if p != nil {
				set++
				if len(*p) > maxAnswer {
					return nil, badRequest("outcomes[%d]: %d bytes, more than %d", k, len(*p), maxAnswer)
				}
			}
		}
		if set != 1 {
			return nil, badRequest(`outcomes[%d]: give exactly one of "answer", "crash" and "timeout"`, k)
		}
		if len(o.Stack) > maxAnswer {
			return nil, badRequest("outcomes[%d]: stack: %d bytes, more than %d", k, len(o.Stack), maxAnswer)
		}
		if o.Answer == nil && k != len(in)-1 {
			return nil, badRequest("outcomes[%d]: a crash or a time-out ends the batch: no outcome may follow it", k)
		}
		switch {
		case o.Answer != nil:
			out[k] = check.Outcome{Answer: *o.Answer}
		case o.Crash != nil:
			msg := strings.TrimSpace(*o.Crash)
			if msg == "" {
				msg = "an exception"
			}
			out[k] = check.Outcome{Kind: check.Crash, Detail: "uncaught " + firstLine(msg), Stderr: strings.TrimRight(o.Stack, "\n")}
		default:
			out[k] = check.Outcome{Kind: check.Timeout, Detail: firstLine(*o.Timeout), Wall: o.Wall}
		}
	}
	return out, nil
}

// firstLine returns s's first line, at most 200 characters of it.
func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	if r := []rune(s); len(r) > 200 {
		s = string(r[:200]) + "…"
	}
	return s
}

var _ check.Runner = (*checkSession)(nil)
