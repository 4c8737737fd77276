package web

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"
)

// rulesSource reads an example rules file of examples/rules.
func rulesSource(t *testing.T, name string) string {
	t.Helper()
	src, err := os.ReadFile("../../examples/rules/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return string(src)
}

// rulesBody is a request body of the rules file src with more members,
// rest: `"currentState":"++++"`.
func rulesBody(t *testing.T, src, rest string) string {
	t.Helper()
	b, err := json.Marshal(src)
	if err != nil {
		t.Fatal(err)
	}
	body := `{"rules":` + string(b)
	if rest != "" {
		body += "," + rest
	}
	return body + "}"
}

const catGraph = `"graph":[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]`

// TestRulesSolve: "rules" in place of "game" solves a rules file's
// instance as /api/solve solves a built-in game's: a win/lose game with
// its remoteness, a draw (Cat and Mouse), a scoring game (predict-the-
// winner as a rules file) with its totals and line.
func TestRulesSolve(t *testing.T) {
	for _, tc := range []struct {
		file, rest, want string
	}{
		{"flip.star", `"currentState":"++++"`, `{"game":"my-flip-game","answer":true,"winner":"first","remoteness":1,"grundy":2,"verdict":"player 1 wins in 1 move"}`},
		{"flip.star", `"currentState":"+++++"`, `{"game":"my-flip-game","answer":false,"winner":"second","remoteness":2,"grundy":0,"verdict":"player 2 wins in 2 moves"}`},
		{"catmouse.star", catGraph, `{"game":"cat-and-mouse","answer":0,"winner":"draw","verdict":"a draw"}`},
		{"catmouse.star", `"graph":[[2],[2],[0,1]]`, `{"game":"cat-and-mouse","answer":2,"winner":"second","remoteness":1,"verdict":"Cat wins in 1 move"}`},
		{"slide.star", `"board":["..X","#.X"]`, `{"game":"slide","answer":true,"winner":"first","remoteness":3,"grundy":3,"verdict":"player 1 wins in 3 moves"}`},
		{"tree-coloring.star", `"root":[1,2,3],"n":3,"x":1`, `{"game":"tree-coloring","answer":false,"winner":"second","remoteness":2,"verdict":"Red wins in 2 moves"}`},
		{"predict.star", `"nums":[1,5,233,7],"line":true`, `{"game":"predict-the-winner-rules","answer":true,"winner":"first","first":234,"second":12,"differential":222,"verdict":"player 1 wins 234 to 12 (differential +222)",` +
			`"line":[{"player":1,"take":"left","index":-1,"value":1,"say":"player 1 plays left and scores 1"},{"player":2,"take":"left","index":-1,"value":5,"say":"player 2 plays left and scores 5"},` +
			`{"player":1,"take":"left","index":-1,"value":233,"say":"player 1 plays left and scores 233"},{"player":2,"take":"left","index":-1,"value":7,"say":"player 2 plays left and scores 7"}]}`},
	} {
		code, body := call(t, "POST", "/api/solve", rulesBody(t, rulesSource(t, tc.file), tc.rest))
		if code != 200 || strings.TrimSpace(body) != tc.want {
			t.Errorf("%s %s: got %d %s, want 200 %s", tc.file, tc.rest, code, body, tc.want)
		}
	}
}

// TestRulesEndpoints: every endpoint that takes an instance takes a rules
// file: move, analyze and explore on Flip Game II, and a match of Cat and
// Mouse played to a draw by repetition on /api/play.
func TestRulesEndpoints(t *testing.T) {
	flip := rulesSource(t, "flip.star")
	mv := post[map[string]any](t, "/api/move", rulesBody(t, flip, `"currentState":"++++","moves":["flip 1"]`))
	if mv["over"] != true || mv["game"] != "my-flip-game" {
		t.Errorf("/api/move after flip 0: got %v, want the game over", mv)
	}
	an := post[map[string]any](t, "/api/analyze", rulesBody(t, flip, `"currentState":"++++","moves":["flip 0"]`))
	if ms, _ := an["moves"].([]any); len(ms) != 1 {
		t.Errorf("/api/analyze: got %v, want one move analysed", an)
	}
	ex := post[map[string]any](t, "/api/explore", rulesBody(t, flip, `"currentState":"++++"`))
	if v, _ := ex["verdict"].(string); !strings.Contains(v, "player 1 wins") {
		t.Errorf("/api/explore: got the verdict %q, want player 1 to win", v)
	}

	cat := rulesSource(t, "catmouse.star")
	var moves []string
	for _, m := range []string{"mouse to 3", "mouse to 4", "mouse to 3"} {
		b, _ := json.Marshal(moves)
		p := post[playResponse](t, "/api/play", rulesBody(t, cat, catGraph+`,"seed":1,"action":"play","move":"`+m+`","moves":`+string(b)))
		moves = p.Moves
		if p.Over {
			if len(moves) != 5 || p.Summary == nil || !p.Summary.Repeated || p.Summary.Headline != "The position repeats: a draw." {
				t.Errorf("the match ended after %v with %+v, want the repeat after 5 moves", moves, p.Summary)
			}
			return
		}
	}
	t.Errorf("the match goes on after %v: want a draw by repetition", moves)
}

// TestRulesRandom: /api/random draws a rules file's instance with its
// generate, within its bounds.
func TestRulesRandom(t *testing.T) {
	got := post[map[string]any](t, "/api/random", rulesBody(t, rulesSource(t, "catmouse.star"), `"n":6`))
	g, _ := got["graph"].([]any)
	if got["game"] != "cat-and-mouse" || len(g) != 6 {
		t.Errorf("got %v, want a graph of 6 nodes", got)
	}
	code, body := call(t, "POST", "/api/random", rulesBody(t, "name = ", `"n":6`))
	if code != 400 || !strings.Contains(body, "rules.star:1:8") {
		t.Errorf("a bad file: got %d %s, want 400 at rules.star:1:8", code, body)
	}
}

// TestRulesErrors: a rules file's mistakes are 400s at their place
// (rules.star:line:col), its limits are the server's, and a request names
// no file on the server.
func TestRulesErrors(t *testing.T) {
	flip := rulesSource(t, "flip.star")
	endless := "name = \"up\"\nparams = [param(\"n\", \"integer\")]\ndef start(n):\n    return n\ndef moves(state):\n    return [(\"up\", state + 1)]\n"
	spin := "name = \"spin\"\nparams = [param(\"n\", \"integer\")]\ndef start(n):\n    return n\ndef moves(state):\n    while True:\n        pass\n"
	for _, tc := range []struct {
		name, body string
		code       int
		want       string
	}{
		{"syntax", rulesBody(t, "name = \"x\"\nparams = [\n", ""), 400, "rules: rules.star:3:1: got end of file, want primary expression"},
		{"runtime", rulesBody(t, strings.Replace(flip, "return currentState", "return currentState + 1", 1), `"currentState":"++"`), 400,
			`rules: rules.star:9:25: start: unknown binary op: string + int (in start) (solving example 1: currentState = "++++")`},
		{"wrong shape", rulesBody(t, strings.Replace(flip, `state[i + 2:])`, `state[i + 2:], 1)`, 1), `"currentState":"++"`), 400,
			`rules: rules.star:11:1: moves on state "++++": move 1 is ("flip 0", "--++", 1), not (label, next_state) or with "again" after it when the mover moves again: a gain is for a scoring game (scoring = True) (solving example 1: currentState = "++++")`},
		{"a list for a state", rulesBody(t, strings.Replace(flip, "return currentState", "return list(currentState.elems())", 1), `"currentState":"++"`), 400,
			`a list cannot be a state (a state must be hashable): use a tuple, tuple(x)`},
		{"both", rulesBody(t, flip, `"game":"294","currentState":"++"`), 400, `give "game" or "rules", not both`},
		{"too long", rulesBody(t, flip+strings.Repeat("#", MaxRules), `"currentState":"++"`), 400, "more than 65536 (64 KiB)"},
		{"missing parameter", rulesBody(t, flip, ""), 400, `"currentState" is missing: my-flip-game takes "currentState", like {"rules":"...","currentState":"++++"}`},
		{"out of bounds", rulesBody(t, flip, `"currentState":"++x"`), 400, "currentState"},
		{"misspelled parameter", rulesBody(t, flip, `"currentstate":"++"`), 400, `"currentstate"`},
		{"a number in a string[]", rulesBody(t, rulesSource(t, "slide.star"), `"board":["X",5]`), 400, "board[1]: 5 is not a string"},
		{"a tree with an orphan", rulesBody(t, rulesSource(t, "tree-coloring.star"), `"root":[1,null,null,2],"n":1,"x":1`), 400, "root[3]: no node is left to be its parent"},
		{"position limit", rulesBody(t, endless, `"n":1`), 400, "more than 1,000,000 positions, the position limit"},
		{"step limit", rulesBody(t, spin, `"n":1`), 400, "took more than 10,000,000 steps, the step limit"},
		{"a path as the game", `{"game":"../../examples/rules/flip.star","currentState":"++"}`, 400, `unknown game "../../examples/rules/flip.star"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.name == "step limit" && testing.Short() {
				t.Skip("runs 10^7 Starlark steps")
			}
			wantError(t, "/api/solve", tc.body, tc.code, tc.want)
		})
	}
}

// TestRulesAreHeavy: loading a rules file takes a heavy slot, however
// small it is: while the slots are taken, a rules request waits for one
// and a light request does not.
func TestRulesAreHeavy(t *testing.T) {
	registerSlow(t, 1)
	open := closeGate()
	defer open()
	l := limit(Handler())
	held := cap(l.running)
	var wg sync.WaitGroup
	defer wg.Wait()
	for range held { // take every heavy slot
		wg.Go(func() { serve(l, "/api/solve", slowBody(heavyN, "")) })
	}
	waitFor(t, "the heavy slots to be taken", func() bool { return len(l.running) == held })
	done := make(chan string, 1)
	go func() {
		code, body := serve(l, "/api/solve", rulesBody(t, rulesSource(t, "flip.star"), `"currentState":"++++"`))
		done <- fmt.Sprintf("%d %.200s", code, body)
	}()
	waitFor(t, "the rules request to wait for a slot", func() bool { return len(l.admitted) == held+1 })
	smallSolve(t, l)
	select {
	case got := <-done:
		t.Fatalf("a rules request: answered %s without a slot", got)
	default:
	}
	open()
	if got := <-done; !strings.HasPrefix(got, "200 ") {
		t.Errorf("a rules request, once a slot is free: got %s, want 200", got)
	}
}

// TestRulesDescribe: /api/describe describes a rules file as GET
// /api/games describes a built-in game (the same code), so a page builds
// its form for the file; the file's errors are 400s at their place.
func TestRulesDescribe(t *testing.T) {
	for _, tc := range []struct {
		file, name, title, kind string
		players                 [2]string
		params                  []paramInfo
	}{
		{"flip.star", "my-flip-game", "Flip Game II", "win/lose", [2]string{"player 1", "player 2"},
			[]paramInfo{{Name: "currentState", Type: "string", Example: `"++++"`}}},
		{"predict.star", "predict-the-winner-rules", "Predict the Winner (LeetCode 486), as a rules file", "scoring", [2]string{"player 1", "player 2"},
			[]paramInfo{{Name: "nums", Type: "integer[]", Example: "[1,5,2]"}}},
		{"catmouse.star", "cat-and-mouse", "Cat and Mouse (LeetCode 913)", "win/lose", [2]string{"Mouse", "Cat"},
			[]paramInfo{{Name: "graph", Type: "integer[][]", Example: "[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]"}}},
	} {
		t.Run(tc.file, func(t *testing.T) {
			got := post[gameInfo](t, "/api/describe", rulesBody(t, rulesSource(t, tc.file), ""))
			if got.Name != tc.name || got.Title != tc.title || got.Kind != tc.kind || got.Players != tc.players {
				t.Errorf("got %q %q %q %v, want %q %q %q %v", got.Name, got.Title, got.Kind, got.Players, tc.name, tc.title, tc.kind, tc.players)
			}
			if len(got.ParamInfo) != len(tc.params) {
				t.Fatalf("got parameters %+v, want %+v", got.ParamInfo, tc.params)
			}
			for k, p := range tc.params {
				g := got.ParamInfo[k]
				if g.Name != p.Name || g.Type != p.Type || g.Example != p.Example || g.Constraint == "" {
					t.Errorf("parameter %d: got %+v, want %+v with a constraint", k, g, p)
				}
			}
			if got.Rules == "" || got.AnswerRule == "" {
				t.Errorf("got rules %q, answer rule %q: want both said", got.Rules, got.AnswerRule)
			}
		})
	}

	for _, tc := range []struct {
		name, body, want string
		code             int
	}{
		{"syntax", rulesBody(t, "name = ", ""), "rules: rules.star:1:8", 400},
		{"no rules", `{}`, `rules: missing: /api/describe takes {"rules"`, 400},
		{"empty rules", `{"rules":""}`, `rules: missing`, 400},
		{"a game", `{"game":"nim-game"}`, `unknown field "game"`, 400},
		{"an instance", rulesBody(t, rulesSource(t, "flip.star"), `"currentState":"++"`), `unknown field "currentState"`, 400},
		{"not an object", `[1]`, "must be a JSON object", 400},
		{"too long", rulesBody(t, strings.Repeat("#", MaxRules+1), ""), "more than 65536 (64 KiB)", 400},
		{"too large a body", `{"rules":"` + strings.Repeat("#", maxRulesBody) + `"}`, "larger than", 413},
	} {
		t.Run(tc.name, func(t *testing.T) {
			wantError(t, "/api/describe", tc.body, tc.code, tc.want)
		})
	}
	if code, _ := call(t, "GET", "/api/describe", ""); code != 405 {
		t.Errorf("GET /api/describe: got %d, want 405", code)
	}
}

// wantError posts body to path and checks the answer: status code and a
// JSON error that contains want.
func wantError(t *testing.T, path, body string, code int, want string) {
	t.Helper()
	got, answer := call(t, "POST", path, body)
	var e struct{ Error string }
	if err := json.Unmarshal([]byte(answer), &e); err != nil {
		t.Fatalf("got %d %s: not JSON (%v)", got, answer, err)
	}
	if got != code || !strings.Contains(e.Error, want) {
		t.Errorf("got %d %q, want %d and %q", got, e.Error, code, want)
	}
}

// TestRulesGridBoard: a rules file with board and cell sends its grid:
// "cols", the cells in reading order, each empty square with the move
// that clicking it plays (sent back as is), each taken one with its
// owner; explore's steps say the cells they change.
func TestRulesGridBoard(t *testing.T) {
	ttt := rulesSource(t, "tictactoe.star")
	type cell struct {
		Text  string          `json:"text"`
		Taken bool            `json:"taken"`
		By    int             `json:"by"`
		Move  json.RawMessage `json:"move"`
	}
	type board struct {
		Cols  int    `json:"cols"`
		Cells []cell `json:"cells"`
	}
	mv := post[struct {
		Board board `json:"board"`
	}](t, "/api/move", rulesBody(t, ttt, `"position":".........","moves":["b2","a1"]`))
	b := mv.Board
	if b.Cols != 3 || len(b.Cells) != 9 {
		t.Fatalf("got %d columns, %d cells, want 3 and 9", b.Cols, len(b.Cells))
	}
	var got []string
	for _, c := range b.Cells {
		s := c.Text
		if c.Taken {
			s += fmt.Sprint(c.By)
		}
		if c.Move != nil {
			s += string(c.Move)
		}
		got = append(got, s)
	}
	if want := `O2 ."b1" ."c1" ."a2" X1 ."c2" ."a3" ."b3" ."c3"`; strings.Join(got, " ") != want {
		t.Errorf("got %s, want %s", strings.Join(got, " "), want)
	}
	// Playing a cell's move: its JSON, sent back.
	next := post[struct {
		Position string `json:"position"`
	}](t, "/api/move", rulesBody(t, ttt, `"position":".........","moves":["b2","a1",`+string(b.Cells[2].Move)+`]`))
	if want := "O.X / .X. / ..., O to move"; next.Position != want {
		t.Errorf("after c1: got %q, want %q", next.Position, want)
	}
	ex := post[struct {
		Board      board `json:"board"`
		BoardSteps bool  `json:"boardSteps"`
		Steps      []struct {
			Changes []struct {
				I    int    `json:"i"`
				Text string `json:"text"`
				By   int    `json:"by"`
			} `json:"changes"`
		} `json:"steps"`
	}](t, "/api/explore", rulesBody(t, ttt, `"position":"........."`))
	if ex.Board.Cols != 3 || !ex.BoardSteps || len(ex.Steps) != 9 {
		t.Fatalf("explore: got %d columns, boardSteps %v, %d steps, want 3, true, 9", ex.Board.Cols, ex.BoardSteps, len(ex.Steps))
	}
	if ch := ex.Steps[0].Changes; len(ch) != 1 || ch[0].I != 0 || ch[0].Text != "X" || ch[0].By != 1 {
		t.Errorf("explore: the first step changes %+v, want cell 0 to X, player 1's", ch)
	}
}
