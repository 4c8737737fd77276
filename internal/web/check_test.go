package web

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
)

// checkPost posts body to path on h and returns the status and the answer.
func checkPost(t *testing.T, h http.Handler, path, body string) (int, map[string]json.RawMessage) {
	t.Helper()
	r := httptest.NewRequest("POST", path, strings.NewReader(body))
	r.Header.Set("Content-Type", "application/json")
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	var v map[string]json.RawMessage
	if err := json.Unmarshal(w.Body.Bytes(), &v); err != nil {
		t.Fatalf("%s %s: %d, invalid JSON %q: %v", path, body, w.Code, w.Body.String(), err)
	}
	return w.Code, v
}

// answerFunc answers a case's arguments as the page's Worker would.
type answerFunc func(args []json.RawMessage) map[string]any

// runCheck runs a check session to its end, answering each batch with f,
// and returns its "done".
func runCheck(t *testing.T, h http.Handler, start string, f answerFunc) map[string]string {
	t.Helper()
	code, v := checkPost(t, h, "/api/check/start", start)
	if code != 200 {
		t.Fatalf("start %s: %d %s", start, code, v["error"])
	}
	var session string
	json.Unmarshal(v["session"], &session)
	for rounds := 0; v["run"] != nil; rounds++ {
		if rounds > 2000 {
			t.Fatal("more than 2000 batches")
		}
		var run struct {
			Limit int                 `json:"limit"`
			Cases [][]json.RawMessage `json:"cases"`
		}
		if err := json.Unmarshal(v["run"], &run); err != nil {
			t.Fatal(err)
		}
		var outs []map[string]any
		for _, c := range run.Cases {
			o := f(c)
			outs = append(outs, o)
			if _, ok := o["answer"]; !ok {
				break
			}
		}
		b, _ := json.Marshal(map[string]any{"session": session, "outcomes": outs})
		if code, v = checkPost(t, h, "/api/check/next", string(b)); code != 200 {
			t.Fatalf("next: %d %s", code, v["error"])
		}
	}
	var done map[string]any
	if err := json.Unmarshal(v["done"], &done); err != nil {
		t.Fatalf("done: %q: %v", v["done"], err)
	}
	out := map[string]string{}
	for k, x := range done {
		out[k] = fmt.Sprint(x)
	}
	return out
}

// nimAnswer answers nim-game; wrong, if wrong, for n = 8.
func nimAnswer(wrong bool) answerFunc {
	return func(args []json.RawMessage) map[string]any {
		n, _ := strconv.Atoi(string(args[0]))
		win := n%4 != 0
		if wrong && n == 8 {
			win = !win
		}
		return map[string]any{"answer": strconv.FormatBool(win)}
	}
}

// TestCheckAPI: a session runs check with the page's answers: a right
// solution passes, a wrong one fails with the CLI's report and its
// reproduce command, a crash is reported at its case with its message.
func TestCheckAPI(t *testing.T) {
	h := Handler()
	d := runCheck(t, h, `{"game":"nim-game","seed":5,"cases":50}`, nimAnswer(false))
	if d["status"] != "pass" || d["summary"] != "nim-game: all 50 cases pass (seed 5)" {
		t.Errorf("got %v, want a pass of 50 cases", d)
	}
	d = runCheck(t, h, `{"game":"nim-game","seed":5,"cases":50}`, nimAnswer(true))
	want := "stonegame check --game nim-game --seed 5 --cases 50 --no-corpus solution.js"
	if d["status"] != "fail" || d["reproduce"] != want || !strings.Contains(d["report"], "\nn = 8\n") || !strings.Contains(d["report"], "reproduce: "+want) {
		t.Errorf("got %v, want a failure at n = 8, reproduced by %s", d, want)
	}
	d = runCheck(t, h, `{"game":"nim-game","seed":5,"cases":50,"timeLimit":500}`, func(args []json.RawMessage) map[string]any {
		return map[string]any{"crash": "TypeError: x is undefined", "stack": "TypeError: x is undefined\n    at canWinNim"}
	})
	if d["status"] != "fail" || !strings.Contains(d["summary"], "crash (uncaught TypeError: x is undefined) on case 1 of 50") || !strings.Contains(d["reproduce"], "--time-limit 500ms") {
		t.Errorf("got %v, want a crash with its message and the time limit in the command", d)
	}
	d = runCheck(t, h, `{"game":"flip-game-ii","seed":2,"cases":20}`, func(args []json.RawMessage) map[string]any {
		return map[string]any{"timeout": "time limit exceeded: no answer within 5s of wall time: the Worker was stopped", "wall": true}
	})
	if d["status"] != "fail" || !strings.Contains(d["summary"], "no answer within 5s of wall time: the Worker was stopped on case 1 of 20") {
		t.Errorf("got %v, want the watchdog's time-out", d)
	}
}

// TestCheckAPIErrors: every bad request is a 4xx naming what is wrong.
func TestCheckAPIErrors(t *testing.T) {
	h := Handler()
	for _, tc := range []struct{ path, body, want string }{
		{"/api/check/start", `{"game":"nope"}`, "game:"},
		{"/api/check/start", `{}`, "game: missing"},
		{"/api/check/start", `{"game":"nim-game","cases":-1}`, "cases: -1"},
		{"/api/check/start", `{"game":"nim-game","timeLimit":100000}`, "timeLimit"},
		{"/api/check/start", `{"game":"nim-game","casse":3}`, "casse"},
		{"/api/check/next", `{"session":"x","outcomes":[]}`, "no check"},
		{"/api/check/about", `{}`, "game: missing"},
	} {
		code, v := checkPost(t, h, tc.path, tc.body)
		if code < 400 || code >= 500 || !bytes.Contains(v["error"], []byte(tc.want)) {
			t.Errorf("%s %s: got %d %s, want a 4xx saying %q", tc.path, tc.body, code, v["error"], tc.want)
		}
	}
	// Outcomes that do not fit the batch.
	code, v := checkPost(t, h, "/api/check/start", `{"game":"nim-game","seed":1,"cases":5}`)
	if code != 200 {
		t.Fatalf("start: %d %s", code, v["error"])
	}
	var session string
	json.Unmarshal(v["session"], &session)
	for _, tc := range []struct{ outcomes, want string }{
		{`[]`, "none for a batch of 5"},
		{`[{"answer":"true","crash":"x"}]`, "outcomes[0]: give exactly one"},
		{`[{"crash":"x"},{"answer":"true"}]`, "outcomes[0]: a crash or a time-out ends the batch"},
		{`[{"answer":"true"},{"answer":"true"},{"answer":"true"},{"answer":"true"},{"answer":"true"},{"answer":"true"}]`, "6 outcomes for a batch of 5"},
	} {
		code, v := checkPost(t, h, "/api/check/next", `{"session":"`+session+`","outcomes":`+tc.outcomes+`}`)
		if code != 400 || !bytes.Contains(v["error"], []byte(tc.want)) {
			t.Errorf("outcomes %s: got %d %s, want 400 saying %q", tc.outcomes, code, v["error"], tc.want)
		}
	}
	// The session still runs: malformed answers end it with a report.
	code, v = checkPost(t, h, "/api/check/next", `{"session":"`+session+`","outcomes":[{"answer":"maybe"}]}`)
	if code != 200 || !bytes.Contains(v["done"], []byte("malformed output")) {
		t.Errorf("got %d %s, want the check done with malformed output", code, v)
	}
	// Stop ends a session at once.
	code, v = checkPost(t, h, "/api/check/start", `{"game":"nim-game","seed":1,"cases":5}`)
	if code != 200 {
		t.Fatalf("start: %d %s", code, v["error"])
	}
	var other string
	json.Unmarshal(v["session"], &other)
	if code, v := checkPost(t, h, "/api/check/stop", `{"session":"`+other+`"}`); code != 200 || string(v["stopped"]) != "true" {
		t.Errorf("stop: got %d %v", code, v)
	}
	if code, _ := checkPost(t, h, "/api/check/next", `{"session":"`+other+`","outcomes":[{"answer":"true"}]}`); code != 404 {
		t.Errorf("a stopped session: got %d, want 404", code)
	}
	if code, _ := checkPost(t, h, "/api/check/stop", `{"session":"`+other+`"}`); code != 404 {
		t.Errorf("stopping a stopped session: got %d, want 404", code)
	}

	// And it is gone.
	if code, v := checkPost(t, h, "/api/check/next", `{"session":"`+session+`","outcomes":[{"answer":"true"}]}`); code != 404 {
		t.Errorf("a finished session: got %d %s, want 404", code, v["error"])
	}
}

// TestCheckAbout: the function to write and the commands of each language.
func TestCheckAbout(t *testing.T) {
	code, v := checkPost(t, Handler(), "/api/check/about", `{"game":"1690"}`)
	if code != 200 {
		t.Fatalf("%d %s", code, v["error"])
	}
	var a checkAbout
	b, _ := json.Marshal(v)
	json.Unmarshal(b, &a)
	if a.Func != "stoneGameVII" || !strings.Contains(a.Template, "var stoneGameVII = function(stones) {") ||
		a.Commands["python"] != "stonegame check --game stone-game-vii solution.py" || !strings.HasPrefix(a.Signature, "var stoneGameVII = function(stones)") {
		t.Errorf("got %+v", a)
	}
}

// takeRules is a rules file: take 1 or 2 from a pile, taking the last
// wins; the first player wins iff n is not a multiple of 3.
const takeRules = `name = "take-1-or-2"
params = [param("n", "integer", min = 0, max = 30)]
function = "firstWins"

def start(n):
    return n

def moves(state):
    return [("take %d" % k, state - k) for k in (1, 2) if k <= state]
`

// TestCheckAPIRules: a rules file's game is checked as a built-in one:
// its function, a pass, a failure shrunk to its smallest case, and the
// command names the file as rules.star.
func TestCheckAPIRules(t *testing.T) {
	h := Handler()
	rules, _ := json.Marshal(takeRules)
	code, v := checkPost(t, h, "/api/check/about", `{"rules":`+string(rules)+`}`)
	if code != 200 || !strings.Contains(string(v["signature"]), "var firstWins = function(n)") {
		t.Fatalf("about: %d %s", code, v)
	}
	answer := func(wrongAt int) answerFunc {
		return func(args []json.RawMessage) map[string]any {
			n, _ := strconv.Atoi(string(args[0]))
			return map[string]any{"answer": strconv.FormatBool((n%3 != 0) != (n == wrongAt))}
		}
	}
	start := `{"rules":` + string(rules) + `,"seed":9,"cases":40}`
	if d := runCheck(t, h, start, answer(-1)); d["status"] != "pass" {
		t.Errorf("right: got %v, want a pass", d)
	}
	d := runCheck(t, h, start, answer(7))
	if d["status"] != "fail" || !strings.Contains(d["report"], "\nn = 7\n") || !strings.HasPrefix(d["reproduce"], "stonegame check --game rules.star --seed 9") {
		t.Errorf("wrong at 7: got %v", d)
	}
}
