package web

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"
)

// playJS is the answer of /api/play as a page reads it.
type playJS struct {
	Kind        string
	Human       int
	Seed        uint64
	Args        map[string]string
	Moves       []string
	Turn        int
	Over        bool
	HumanToMove bool
	Totals      *[2]int64
	Score       *int64
	Outlook     *resultJS
	OutlookText string
	Played      []playedJS
	Legal       []legalMove
	Position    string
	Board       *boardJS
	Hint        *struct {
		Text         string
		Value, Final int64
		Remoteness   *int
		Options      []optResp
	}
	Summary *struct {
		Moves, Best               int
		Lost                      int64
		Headline, Verdict, Detail string
		resultJS
		Optimal resultJS
	}
}

// resultJS is a result as the API states it, by the game's kind.
type resultJS struct {
	Winner                      string
	First, Second, Differential *int64
	Remoteness                  *int
	Score                       *int64
}

func TestPlay(t *testing.T) {
	base := `"nums":[1,5,100,7],"opponent":"greedy","seed":3`
	// The computer moves first when the human plays second.
	r := post[playJS](t, "/api/play", `{`+base+`,"human":2}`)
	if r.Turn != 2 || !r.HumanToMove || len(r.Played) != 1 || r.Played[0].Index != 3 || r.Played[0].Human ||
		r.Played[0].Verdict != "that cost it 178" || len(r.Legal) != 2 || r.Seed != 3 || strings.Join(r.Moves, ",") != "right" {
		t.Fatalf("start as player 2: got %+v", r)
	}
	// Play: the human's move and the computer's answer, analysed.
	r = post[playJS](t, "/api/play", `{`+base+`,"action":"play","move":"left"}`)
	if len(r.Played) != 2 || !r.Played[0].Human || r.Played[0].Verdict != "optimal" || r.Played[1].Index != 3 || *r.Totals != [2]int64{1, 7} {
		t.Fatalf("play left: got %+v", r)
	}
	// A hint values the options of the human's position.
	r = post[playJS](t, "/api/play", `{`+base+`,"moves":["left","right"],"action":"hint"}`)
	if r.Hint == nil || len(r.Hint.Options) != 2 || r.Hint.Options[1].Index != 2 || !r.Hint.Options[1].Optimal || r.Hint.Options[1].Value != 95 || r.Hint.Final != 89 {
		t.Fatalf("hint: got %+v", r.Hint)
	}
	// Its words are match's, sent by the server: the page builds none.
	if r.Hint.Text != "perfect play from here ends the game at +89 for you" || r.Hint.Options[1].Worth != "+95" || r.Hint.Options[0].Worth != "−95" {
		t.Errorf("hint words: got %q, %q, %q", r.Hint.Text, r.Hint.Options[0].Worth, r.Hint.Options[1].Worth)
	}
	// A mistake to the end: the summary.
	r = post[playJS](t, "/api/play", `{`+base+`,"moves":["left","right"],"action":"play","move":"left"}`)
	if !r.Over || r.Summary == nil || r.Played[2].Verdict != "that cost you 190" {
		t.Fatalf("mistake: got %+v", r)
	}
	if s := r.Summary; s.Headline != "You lost by 101." || s.Lost != 190 || s.Moves != 2 || s.Best != 1 || *s.Optimal.Differential != 89 ||
		*s.Differential != -101 || s.Winner != "second" ||
		s.Verdict != "1 of your 2 moves was optimal; your mistake cost you 190. Perfect play by both from the start gives you +89." ||
		s.Detail != "Final totals: you 6, the computer 107; optimal play by both from the start: you 101, the computer 12." {
		t.Errorf("summary: got %+v", s)
	}
	// Undo goes back to the human's last turn.
	r = post[playJS](t, "/api/play", `{`+base+`,"moves":["left","right","left","left"],"action":"undo"}`)
	if r.Over || len(r.Played) != 2 || !r.HumanToMove || r.Summary != nil {
		t.Errorf("undo: got %+v", r)
	}
	// stone-game-vi, moves by index.
	r = post[playJS](t, "/api/play", `{"game":"1686","aliceValues":[2,4,3],"bobValues":[1,6,7],"seed":1,"action":"play","move":2}`)
	if len(r.Played) != 2 || r.Played[0].Index != 2 || r.Played[1].Index != 1 || len(r.Legal) != 1 || r.Legal[0].Index != 0 {
		t.Errorf("1686: got %+v", r)
	}
	// Without a seed, the server picks one the page can send back exactly.
	r = post[playJS](t, "/api/play", `{"nums":[1,2,3],"opponent":"random"}`)
	if r.Seed == 0 || r.Seed >= 1<<53 {
		t.Errorf("seed %d", r.Seed)
	}
}

// TestPlayWinLoseWords checks the words of a win/lose match that the page
// shows as sent: the outlook at the human's turn and the hint, each option
// counted from before the move (stone-game-iv n = 26: 16 wins in 5 moves,
// 4 and 9 in 9).
func TestPlayWinLoseWords(t *testing.T) {
	r := post[playJS](t, "/api/play", `{"game":"stone-game-iv","n":26,"seed":1,"action":"hint"}`)
	if r.OutlookText != "you can still win in 5 moves" {
		t.Errorf("outlook: got %q", r.OutlookText)
	}
	if r.Hint == nil || r.Hint.Text != "with perfect play from here you win in 5 moves" {
		t.Fatalf("hint: got %+v", r.Hint)
	}
	worth := map[string]string{}
	for _, o := range r.Hint.Options {
		worth[o.Move] = o.Worth
	}
	if worth["remove 16"] != "wins in 5 moves" || worth["remove 4"] != "wins in 9 moves" || worth["remove 25"] != "loses in 2 moves" {
		t.Errorf("worth: got %v", worth)
	}
}

func TestPlayErrors(t *testing.T) {
	for _, tc := range []struct{ name, body, want string }{
		{"bad action", `{"nums":[1,2],"action":"resign"}`, "unknown action"},
		{"no move", `{"nums":[1,2],"action":"play"}`, `"play" needs a "move"`},
		{"illegal", `{"nums":[1,2],"action":"play","move":"middle"}`, `"middle" is not a legal move here`},
		{"over", `{"nums":[1],"moves":["left"],"action":"play","move":"left"}`, "the game is already over"},
		{"no undo", `{"nums":[1,2],"action":"undo"}`, "no move of yours to undo"},
		{"bad human", `{"nums":[1,2],"human":3}`, "human must be 1 or 2"},
		{"bad opponent", `{"nums":[1,2],"opponent":"kind"}`, `unknown opponent "kind"`},
		{"altered computer move", `{"nums":[1,5,100,7],"human":2,"opponent":"optimal","moves":["right"]}`, "the optimal opponent plays left here, not right"},
		{"line", `{"nums":[1,2],"line":true}`, `/api/play takes no "line"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, body := call(t, "POST", "/api/play", tc.body)
			var e struct{ Error string }
			json.Unmarshal([]byte(body), &e)
			if code != 400 || !strings.Contains(e.Error, tc.want) {
				t.Errorf("got %d %q, want 400 and %q", code, e.Error, tc.want)
			}
		})
	}
}

func TestRandom(t *testing.T) {
	row := post[struct {
		Game string
		Nums []int64
	}](t, "/api/random", `{"n":5}`)
	if row.Game != "predict-the-winner" || len(row.Nums) != 5 {
		t.Errorf("row: got %+v", row)
	}
	for _, x := range row.Nums {
		if x < 1 || x > 20 {
			t.Errorf("row: %d is not in 1..20", x)
		}
	}
	pair := post[struct{ AliceValues, BobValues []int64 }](t, "/api/random", `{"game":"1686"}`)
	if len(pair.AliceValues) != 8 || len(pair.BobValues) != 8 {
		t.Errorf("pair: got %+v", pair)
	}
	for _, tc := range []struct {
		body string
		code int
		want string
	}{
		{`{"n":1001}`, 400, "1 to 1000 items, not 1001"},
		{`{"n":-1}`, 400, "not -1"},
		{`{"game":"go"}`, 400, `unknown game "go"`},
		{`{"rows":3}`, 400, `unknown field "rows"`},
		{``, 400, "the body is empty"},
		{`[1,2]`, 400, `the body must be a JSON object, like {"game":"stone-game-vi","n":8}, not a JSON array`},
		{`{"n":3,"game":"` + strings.Repeat("x", maxRulesBody) + `"}`, 413, "the request body is larger than " + strconv.Itoa(maxRulesBody) + " bytes"},
	} {
		code, body := call(t, "POST", "/api/random", tc.body)
		var e struct{ Error string }
		json.Unmarshal([]byte(body), &e)
		if code != tc.code || !strings.Contains(e.Error, tc.want) {
			t.Errorf("%.50s: got %d %q, want %d and %q", tc.body, code, e.Error, tc.code, tc.want)
		}
	}
}
